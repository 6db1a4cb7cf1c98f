// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ValuationPriceIndex } from '@/lib/contracts/valuation';
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

const index: ValuationPriceIndex = {
  month: '1405-05',
  latest_month: '1405-05',
  reference_month: '1401-10',
  district: 16,
  source: 'kilid',
  label: '',
  factor: 3.68,
};
const nazi = [
  { feature: 'comparables', label: 'سطح قیمت آگهی‌های مشابه', effect: -4_910_000_000 },
  { feature: 'area', label: 'متراژ', effect: 364_000_000 },
  { feature: 'build_year', label: 'سال ساخت', effect: -192_000_000 },
  { feature: 'parking', label: 'پارکینگ', effect: -150_000_000 },
];
const props = { baseline: null, estimate: 5_012_000_000, total: 2, kind: 'sale' as const, area: 40, priceIndex: index };

describe('DriversList', () => {
  it('lists every driver with its signed amount in Persian', () => {
    render(
      <DriversList
        {...props}
        drivers={[
          { feature: 'comparables', label: 'سطح قیمت آگهی‌های مشابه', effect: 268_000_000 },
          { feature: 'area', label: 'متراژ', effect: -120_300_000 },
        ]}
      />,
    );
    const items = within(screen.getByTestId('drivers-list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toBe('سطح قیمت آگهی‌های مشابه+۲۶۸ میلیون تومان');
    expect(within(items[1]).getByTestId('driver-effect').textContent).toBe('−۱۲۰٫۳ میلیون تومان');
    // A report stored before the baseline: no start line to measure from.
    expect(screen.queryByTestId('drivers-start')).toBeNull();
  });

  it('names a missing amenity as «بدون …» and leaves a present one as it is', () => {
    const drivers = [
      { feature: 'parking', label: 'پارکینگ', effect: -623_500_000 },
      { feature: 'elevator', label: 'آسانسور', effect: 90_000_000 },
    ];
    render(<DriversList {...props} drivers={drivers} missing={new Set(['parking'])} />);
    const items = within(screen.getByTestId('drivers-list')).getAllByRole('listitem');
    expect(items[0].textContent).toBe('بدون پارکینگ−۶۲۳٫۵ میلیون تومان');
    expect(items[1].textContent).toBe('آسانسور+۹۰ میلیون تومان');
  });

  it('reads start → effects → estimate, the hidden drivers in one line, and says what the start is', () => {
    // The QA report's Nazi-abad flat: 40 m², estimate 5 bn, first driver −4.9 bn with nothing it was measured from.
    const shown = nazi.reduce((a, d) => a + d.effect, 0);
    render(<DriversList {...props} drivers={nazi} baseline={10_278_000_000} total={9} />);
    const items = within(screen.getByTestId('drivers-list')).getAllByRole('listitem');
    expect(items.map((i) => i.dataset.testid)).toEqual(['drivers-start', 'driver', 'driver', 'driver', 'driver', 'drivers-rest', 'drivers-end']);
    expect(items[0].textContent).toBe('نقطهٔ شروع: قیمت معمول تهران برای ۴۰ متر۱۰٫۳ میلیارد تومان');
    // 5,012 − 10,278 − (−4,888) = −378 M: the five drivers the base tier leaves out.
    expect(5_012_000_000 - 10_278_000_000 - shown).toBe(-378_000_000);
    expect(items[5].textContent).toBe('سایر عوامل−۳۷۸ میلیون تومان');
    expect(items[6].textContent).toBe('= برآورد این ملک۵ میلیارد تومان');
    expect(screen.getByTestId('drivers-baseline-note').textContent).toBe(
      // The start is at the price date, carried there by the district's index (QA: «به قیمت دی ۱۴۰۱» beside a figure
      // 3.68 times that month's).
      'نقطهٔ شروع قیمت معمول (میانهٔ تقریبی) هر متر آگهی‌های فروش کل تهران در داده‌های مدل به قیمت دی ۱۴۰۱ است که ' +
        'شاخص قیمت منطقهٔ ۱۶ آن را به قیمت مرداد ۱۴۰۵ آورده است (×۳٫۶۸) و در ۴۰ متر ضرب شده. ' +
        'مدل فاصلهٔ برآورد این ملک تا آن را میان عامل‌ها بخش کرده است: رقم هر عامل سهم آن است و به بقیهٔ مشخصات ملک هم بسته است، ' +
        'پس با تفاوت همین ملک با و بدون آن ویژگی یکی نیست.',
    );
  });

  it('says the start is at the model\'s month when the price date is that month', () => {
    const atReference = { ...index, month: '1401-10', factor: 1 };
    render(<DriversList {...props} priceIndex={atReference} drivers={nazi} baseline={2_800_000_000} total={4} />);
    expect(screen.getByTestId('drivers-baseline-note').textContent).toMatch(/^نقطهٔ شروع .* در داده‌های مدل به قیمت دی ۱۴۰۱ است و در ۴۰ متر ضرب شده\. /);
  });

  it('says where a historical price date took the start, with the index\'s factor', () => {
    const earlier = { ...index, month: '1399-01', district: 3, factor: 0.316 };
    render(<DriversList {...props} priceIndex={earlier} drivers={nazi} baseline={2_200_000_000} total={4} />);
    expect(screen.getByTestId('drivers-baseline-note').textContent).toContain(
      'به قیمت دی ۱۴۰۱ است که شاخص قیمت منطقهٔ ۳ آن را به قیمت فروردین ۱۳۹۹ آورده است (×۰٫۳۲) و در ۴۰ متر ضرب شده.',
    );
  });

  it('adds no «other drivers» line when every driver is listed', () => {
    render(<DriversList {...props} drivers={nazi} baseline={10_278_000_000} total={4} kind="rent" />);
    expect(screen.queryByTestId('drivers-rest')).toBeNull();
    // The start is a full deposit too (QA: «قیمت معمول تهران» above a rent's full-deposit start).
    expect(screen.getByTestId('drivers-start').textContent).toBe('نقطهٔ شروع: معادل رهن کامل معمول تهران برای ۴۰ متر۱۰٫۳ میلیارد تومان');
    expect(screen.getByTestId('drivers-end').textContent).toContain('معادل رهن کامل');
    expect(screen.getByTestId('drivers-baseline-note').textContent).toContain('معادل رهن کامل معمول (میانهٔ تقریبی) هر متر آگهی‌های اجارهٔ کل تهران');
  });
});
