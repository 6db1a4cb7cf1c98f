// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnvironmentCategoryResult, EnvironmentCriterionResult } from '@/lib/contracts/environment';
import { CriteriaTable } from './criteria-table';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const categories: EnvironmentCategoryResult[] = [{ id: 'transport', name: 'حمل‌ونقل', score: 80, weight: 100, tehran_median: 40 }];
const base = { category: 'transport' as const, source: 'ایستگاه‌های مترو', weight: 2, method: 'روش', tehran_median_value: null };
const criteria: EnvironmentCriterionResult[] = [
  { ...base, id: 'metro_distance', name: 'فاصله تا مترو', description: 'توضیح', value: 430, unit: 'متر', score: 96, available: true, detail: 'ایستگاه امام خمینی', tehran_median_value: 980 },
  { ...base, id: 'bus_brt_access', name: 'دسترسی به ایستگاه اتوبوس و اتوبوس تندرو', description: 'توضیح', value: null, unit: 'متر', score: null, available: false, reason: 'دادهٔ ایستگاه‌های اتوبوس در منابع ما نیست.' },
];

describe('CriteriaTable', () => {
  it('shows values and scores in Persian, and unavailable criteria with their reason and no score', () => {
    render(<CriteriaTable criteria={criteria} categories={categories} showMethod={false} />);
    const metro = screen.getByTestId('criterion-metro_distance');
    expect(within(metro).getByText('۴۳۰ متر')).toBeTruthy();
    expect(within(metro).getByText('۹۶ از ۱۰۰، عالی')).toBeTruthy();
    expect(within(metro).getByText('۹۸۰ متر')).toBeTruthy();
    const bus = screen.getByTestId('criterion-bus_brt_access');
    expect(bus.getAttribute('data-available')).toBe('false');
    expect(within(bus).getByText('داده در دسترس نیست')).toBeTruthy();
    expect(within(bus).getByText('دادهٔ ایستگاه‌های اتوبوس در منابع ما نیست.')).toBeTruthy();
    expect(within(bus).getByText('بدون امتیاز')).toBeTruthy();
  });

  it('says a median over the few places with data is theirs, not Tehran\'s', () => {
    // QA: «میانهٔ تهران: ۸۷۰ متر» for BRT access, a median of the 148 of 683 centres near a located station.
    const brt = { ...criteria[1], value: 300, score: 100, available: true, reason: undefined, tehran_median_value: 870, tehran_median_places: 148 };
    render(<CriteriaTable criteria={[criteria[0], brt]} categories={categories} showMethod={false} />);
    const cell = screen.getByTestId('criterion-bus_brt_access').querySelector('[data-cell="median"]')!;
    expect(cell.textContent).toBe('میانهٔ تهران: ۸۷۰ مترمیانهٔ ۱۴۸ محله‌ای که داده دارند، نه همهٔ تهران');
    expect(within(screen.getByTestId('criterion-metro_distance')).queryByTestId('median-places')).toBeNull();
  });

  it('can be scrolled from the keyboard: its scroll box is a named, focusable region', () => {
    render(<CriteriaTable criteria={criteria} categories={categories} showMethod={false} />);
    expect(screen.getByRole('region', { name: 'جدول شاخص‌ها' }).tabIndex).toBe(0);
  });

  it('names each row by its criterion (a row header) and keeps the method behind a disclosure for phones', () => {
    render(<CriteriaTable criteria={criteria} categories={categories} showMethod />);
    expect(screen.getByRole('table').getAttribute('role')).toBe('table'); // stated: the phone layout changes its display
    const metro = screen.getByRole('row', { name: /فاصله تا مترو/ });
    expect(within(metro).getByRole('rowheader').textContent).toContain('فاصله تا مترو');
    expect(within(metro).getAllByRole('cell')).toHaveLength(3);
    const disclosure = metro.querySelector('details[data-part="method-disclosure"]');
    expect(disclosure?.querySelector('summary')?.textContent).toBe('روش محاسبه و منبع');
    expect(disclosure?.textContent).toContain('روش: روش — منبع: ایستگاه‌های مترو');
    expect(metro.querySelector('[data-part="method"]')?.textContent).toBe('روش: روش — منبع: ایستگاه‌های مترو');
  });
});
