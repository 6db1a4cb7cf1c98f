// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { monthlyRentFor } from '@/lib/contracts/valuation';
import { depositStep, RentSlider } from './rent-slider';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

describe('RentSlider', () => {
  it('steps so that every move changes the rent shown, about a hundred steps across', () => {
    for (const full of [40e6, 115e6, 856e6, 3.2e9, 25e9]) {
      for (const rate of [0.02, 0.03, 0.045]) {
        const step = depositStep(full, rate);
        expect(monthlyRentFor(full, 0, rate) - monthlyRentFor(full, step, rate), `${full} @ ${rate}`).toBeGreaterThanOrEqual(1e5);
        expect(full / step).toBeLessThanOrEqual(100);
        expect(String(step)).toMatch(/^[125]0*$/);
      }
    }
    expect(depositStep(856e6, 0.03)).toBe(1e7);
    expect(depositStep(115e6, 0.03)).toBe(5e6);
  });

  it('reaches both ends with a click: the full deposit is rarely on the step grid', () => {
    render(<RentSlider fullDeposit={856e6} rate={0.03} />);
    const full = screen.getByTestId('rent-full-deposit') as HTMLButtonElement;
    full.focus();
    fireEvent.click(full);
    expect(screen.getByTestId('rent-deposit').dataset.value).toBe(String(856e6));
    // The button stays usable, so the keyboard's focus stays on it.
    expect(full.disabled).toBe(false);
    expect(document.activeElement).toBe(full);
    expect(screen.getByTestId('rent-monthly').dataset.value).toBe('0');
    fireEvent.click(screen.getByTestId('rent-no-deposit'));
    expect(screen.getByTestId('rent-deposit').dataset.value).toBe('0');
    expect(screen.getByTestId('rent-monthly').dataset.value).toBe(String(monthlyRentFor(856e6, 0, 0.03)));
  });
});
