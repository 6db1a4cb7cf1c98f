// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DriversList, driverBars } from './drivers-list';

afterEach(cleanup);

describe('driverBars', () => {
  it('puts zero where the largest lowering ends and scales every bar to one span', () => {
    const [a, b, c] = driverBars([300, -100, 50]);
    expect(a).toEqual({ start: 0.25, width: 0.75 });
    expect(b).toEqual({ start: 0, width: 0.25 });
    expect(c.start).toBe(0.25);
    expect(c.width).toBeCloseTo(0.125);
  });
  it('starts at the inline start when nothing lowers, and survives all zeros', () => {
    expect(driverBars([10, 5])[0]).toEqual({ start: 0, width: 1 });
    expect(driverBars([0, 0])).toEqual([
      { start: 0, width: 0 },
      { start: 0, width: 0 },
    ]);
  });
});

describe('DriversList', () => {
  it('lists every driver with its signed amount in Persian', () => {
    render(
      <DriversList
        drivers={[
          { feature: 'comparables', label: 'آگهی‌های مشابه در محله', effect: 268_000_000 },
          { feature: 'area', label: 'متراژ', effect: -120_300_000 },
        ]}
      />,
    );
    const items = within(screen.getByTestId('drivers-list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toBe('آگهی‌های مشابه در محله+۲۶۸ میلیون تومان');
    expect(within(items[1]).getByTestId('driver-effect').textContent).toBe('−۱۲۰٫۳ میلیون تومان');
  });
});
