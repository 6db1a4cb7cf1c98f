// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '');
});

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

// QA: back from a report, the focus was on body and a keyboard user started over from the top of /reports.
describe('back from a report', () => {
  const A = '3f1c2d9e-7a45-4b8e-9a60-1f2e3d4c5b6a';
  const B = '4f1c2d9e-7a45-4b8e-9a60-1f2e3d4c5b6a';
  const link = (uuid: string) => within(screen.getAllByTestId('report-row').find((r) => r.dataset.uuid === uuid)!).getByRole('link');

  it('the history entry remembers the report opened, beside what was in its state', () => {
    reports.splice(0, reports.length, row(A, {}), row(B, {}));
    window.history.replaceState({ __NA: true }, '');
    render(<ReportList />);
    const opened = link(B);
    opened.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(opened);
    expect(window.history.state).toEqual({ __NA: true, reportsOpened: B });
  });

  it('puts the focus back on the link that opened it, once', () => {
    reports.splice(0, reports.length, row(A, {}), row(B, {}));
    window.history.replaceState({ __NA: true, reportsOpened: B }, '');
    render(<ReportList />);
    expect(document.activeElement).toBe(link(B));
    expect(window.history.state).toEqual({ __NA: true });
  });

  it('leaves the focus alone on a visit that opened nothing', () => {
    reports.splice(0, reports.length, row(A, {}), row(B, {}));
    render(<ReportList />);
    expect(document.activeElement).toBe(document.body);
  });
});
