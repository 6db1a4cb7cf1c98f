// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportSummary } from '@/lib/contracts/reports';
import { ReportList } from './report-list';

const row = (uuid: string, over: Partial<ReportSummary>): ReportSummary => ({
  uuid,
  kind: 'sale',
  tier: 'base',
  agent_type: 'product',
  created_at: '2026-11-27T10:00:00.000Z',
  title: 'ارزیابی قیمت فروش — ونک، ۷۰ متر',
  details: null,
  summary: 'برآورد ۳۰٫۷ میلیارد تومان (قیمت مرداد ۱۴۰۵)',
  url: `/price-result?uuid=${uuid}`,
  ...over,
});

const reports: ReportSummary[] = [];
vi.mock('../hooks/use-reports', () => ({
  useReports: () => ({ items: reports, count: reports.length, isPending: false, isError: false, refetch: vi.fn(), hasMore: false, loadMore: vi.fn(), isLoadingMore: false }),
}));
afterEach(() => cleanup());

describe('the reports list', () => {
  it('shows each valuation\'s flat under its title, so rows of one place and size differ (QA: five «ونک، ۷۰ متر»)', () => {
    reports.splice(
      0,
      reports.length,
      row('3f1c2d9e-7a45-4b8e-9a60-1f2e3d4c5b6a', { details: '۲ اتاق، ساخت ۱۳۹۵، طبقهٔ ۳ از ۵، آسانسور دارد، پارکینگ دارد، انباری ندارد' }),
      row('4f1c2d9e-7a45-4b8e-9a60-1f2e3d4c5b6a', { details: '۲ اتاق، ساخت ۱۳۹۵، طبقهٔ ۳ از ۵، آسانسور ندارد، پارکینگ دارد، انباری ندارد' }),
      row('5f1c2d9e-7a45-4b8e-9a60-1f2e3d4c5b6a', { kind: 'environment', title: 'ارزیابی محله — ونک', summary: 'امتیاز کلی ۷۰ از ۱۰۰' }),
    );
    render(<ReportList />);
    const rows = screen.getAllByTestId('report-row');
    expect(rows.map((r) => within(r).queryByTestId('report-details')?.textContent ?? null)).toEqual([
      '۲ اتاق، ساخت ۱۳۹۵، طبقهٔ ۳ از ۵، آسانسور دارد، پارکینگ دارد، انباری ندارد',
      '۲ اتاق، ساخت ۱۳۹۵، طبقهٔ ۳ از ۵، آسانسور ندارد، پارکینگ دارد، انباری ندارد',
      null,
    ]);
  });
});
