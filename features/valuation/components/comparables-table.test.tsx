// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ValuationComparable } from '@/lib/contracts/valuation';
import { ComparablesTable } from './comparables-table';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const row: ValuationComparable = {
  neighbourhood: { id: 'poonak', name_fa: 'پونک' },
  area: 95,
  build_year: 1395,
  rooms: 2,
  floor: 3,
  elevator: true,
  parking: null,
  distance_km: null,
  listing_month: '1401-10',
  source: 'دیوار',
  asking_price: 9_500_000_000,
  price_per_m2: 100_000_000,
  adjusted_to_price_date: 12_000_000_000,
};

describe('ComparablesTable', () => {
  it('lists the listings in Persian inside a named region the keyboard can focus and scroll', () => {
    render(<ComparablesTable rows={[row]} kind="sale" />);
    const region = screen.getByRole('region', { name: 'آگهی‌های مشابه' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByTestId('comparables-table');
    expect(within(table).getByText('پونک')).toBeTruthy();
    expect(within(table).getByText('۹۵')).toBeTruthy();
    expect(within(table).getByText('دارد')).toBeTruthy();
  });

  it('tells a screen reader what the rows are and how they are ordered', () => {
    render(<ComparablesTable rows={[row, row]} kind="sale" />);
    expect(screen.getByRole('table', { name: '۲ آگهی مشابه، به ترتیب شباهت به این ملک' })).toBeTruthy();
  });

  it('puts the value at the price date first after the place and size, then the asking price and its month', () => {
    // On a phone only the first columns show before a sideways scroll: the figure to compare with the estimate
    // must be among them, not a years-old asking price alone.
    render(<ComparablesTable rows={[row]} kind="sale" />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    // The per-m² figure is the listing month's, as its heading says: beside today's estimate an unnamed 1401 figure
    // read as a fourfold gap (QA report).
    expect(headers.slice(0, 6)).toEqual(['محله', 'متراژ', 'ارزش به تاریخ برآورد', 'قیمت آگهی', 'ماه آگهی', 'هر متر (زمان آگهی)']);
    const cells = screen.getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual(['پونک', '۹۵', '۱۲ میلیارد تومان', '۹٫۵ میلیارد تومان', 'دی ۱۴۰۱']);
    expect(screen.getByTestId('comparables-scroll-hint').textContent).toContain('به پهلو بکشید');
  });

  it('shows the distance column only when some listing has a distance, and says what its dash means', () => {
    const { unmount } = render(<ComparablesTable rows={[row, row]} kind="sale" />);
    expect(screen.queryByRole('columnheader', { name: 'فاصله' })).toBeNull();
    expect(screen.queryByTestId('comparables-distance-note')).toBeNull();
    unmount();
    const second = render(<ComparablesTable rows={[{ ...row, distance_km: 1.24 }, row]} kind="sale" />);
    expect(screen.getByRole('columnheader', { name: 'فاصله' })).toBeTruthy();
    expect(screen.getByText('۱٫۲ کیلومتر')).toBeTruthy();
    expect(screen.getAllByText('—').length).toBeGreaterThan(0);
    expect(screen.getByTestId('comparables-distance-note').textContent).toBe(
      '«—» در ستون فاصله: آن آگهی موقعیتی روی نقشه نداشت؛ محلهٔ آن در ستون «محله» آمده است.',
    );
    second.unmount();
    // Every listing pinned: no dash to explain.
    render(<ComparablesTable rows={[{ ...row, distance_km: 1.24 }, { ...row, distance_km: 0.3 }]} kind="sale" />);
    expect(screen.queryByTestId('comparables-distance-note')).toBeNull();
  });

  it('heads the rent listings\' per-m² column as the full-deposit figure at the listing\'s month', () => {
    render(<ComparablesTable rows={[{ ...row, asking_price: undefined, deposit: 900_000_000, monthly_rent: 0 }]} kind="rent" />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('رهن کامل هر متر (زمان آگهی)');
  });

  it('shows a full-deposit rent listing as «رهن کامل», not a rent of ۰ تومان', () => {
    const rent = { ...row, asking_price: undefined, deposit: 900_000_000, monthly_rent: 0 };
    render(<ComparablesTable rows={[rent, { ...rent, deposit: 300_000_000, monthly_rent: 12_000_000 }]} kind="rent" />);
    const cells = screen.getAllByRole('row').slice(1).map((r) => r.querySelectorAll('td')[3]?.textContent ?? '');
    expect(cells[0]).toContain('رهن کامل');
    expect(cells[0]).not.toContain('۰ تومان');
    expect(cells[1]).toContain('۱۲ میلیون تومان');
  });

  it('says so when there are no comparables', () => {
    render(<ComparablesTable rows={[]} kind="sale" />);
    expect(screen.getByText('آگهی مشابهی برای نمایش وجود ندارد.')).toBeTruthy();
  });
});
