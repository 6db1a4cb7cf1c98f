// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, useDialog } from '@/components/dialogs/dialog-store';
import { apiClient } from '@/lib/api-client';
import type { CreditHistoryEntry, CreditHistoryPage } from '@/lib/contracts/credit-history';
import { createQueryClient } from '@/lib/query-client';
import { CreditHistoryList } from './credit-history-list';
import { CreditHistoryPanel } from './credit-history-panel';

vi.mock('next/link', () => ({
  default: ({ href, children, prefetch: _prefetch, ...rest }: { href: string; children: React.ReactNode; prefetch?: boolean }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const REPORT = '3f1c2d9e-7a45-4b8e-9a60-1f2e3d4c5b6a';
const base = { paid_delta: 0, free_delta: 0, service: null, origin: null, report: null, payment: null } as const;
const payment = (status: 'paid' | 'pending' | 'failed' | 'cancelled', extra: Partial<NonNullable<CreditHistoryEntry['payment']>> = {}) => ({
  status,
  plan_name: 'sntandard',
  plan_label: 'استاندارد',
  credits: 10,
  amount: 450000,
  discount_percent: 10,
  ref_id: null,
  authority: 'A0000000000000000000000000000012345',
  ...extra,
});

const ENTRIES: CreditHistoryEntry[] = [
  { ...base, id: 'payment:p1', kind: 'payment', created_at: '2026-11-27T12:00:00.000Z', payment: payment('pending') },
  { ...base, id: 'payment:p2', kind: 'payment', created_at: '2026-11-27T11:00:00.000Z', payment: payment('failed') },
  {
    ...base,
    id: 'ledger:3',
    kind: 'spend',
    created_at: '2026-11-27T10:00:00.000Z',
    free_delta: -1,
    service: { name: 'price_evaluation_product_base', title: 'ارزیابی قیمت خرید و فروش' },
    origin: 'report',
    report: { kind: 'sale', uuid: REPORT, url: `/price-result?uuid=${REPORT}` },
  },
  { ...base, id: 'ledger:2', kind: 'purchase', created_at: '2026-11-26T20:30:00.000Z', paid_delta: 10, payment: payment('paid', { ref_id: '50123456789' }) },
  { ...base, id: 'ledger:1', kind: 'signup_grant', created_at: '2026-11-26T20:00:00.000Z', free_delta: 1 },
];

const page = (results: CreditHistoryEntry[], next: string | null = null, count = results.length): CreditHistoryPage => ({ count, next, previous: null, results });

const asked: Array<Record<string, unknown> | undefined> = [];
const originalAdapter = apiClient.defaults.adapter;
function answer(pages: Record<number, CreditHistoryPage | Promise<never>>): void {
  const adapter: AxiosAdapter = async (config) => {
    const params = config.params as Record<string, unknown> | undefined;
    asked.push(params);
    const data = await pages[Number(params?.page ?? 1)];
    return { data, status: 200, statusText: '', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
}

beforeEach(() => {
  asked.length = 0;
});
afterEach(() => {
  cleanup();
  act(() => closeDialog('auth'));
  localStorage.clear();
  apiClient.defaults.adapter = originalAdapter;
});

function AuthDialogOpen() {
  return <output data-testid="auth-dialog">{useDialog('auth') ? 'open' : ''}</output>;
}

const renderList = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CreditHistoryList />
    </QueryClientProvider>,
  );

describe('CreditHistoryPanel', () => {
  it('asks a visitor to sign in: the notice, and the sign-in dialog opened once by itself; nothing is fetched', async () => {
    answer({ 1: page(ENTRIES) });
    render(
      <>
        <CreditHistoryPanel />
        <AuthDialogOpen />
      </>,
    );
    expect(screen.getByTestId('credit-history-login').textContent).toBe('ورود / ثبت نام');
    expect(screen.getByText(/برای دیدن آن‌ها وارد شوید/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('auth-dialog').textContent).toBe('open'));
    expect(screen.queryByTestId('credit-entry')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('shows a signed-in user the skeleton, then their history', async () => {
    localStorage.setItem('access', 'a');
    answer({ 1: page(ENTRIES) });
    render(
      <>
        <CreditHistoryPanel />
        <AuthDialogOpen />
      </>,
    );
    expect(screen.getByTestId('credit-history-loading').getAttribute('role')).toBe('status');
    expect(await screen.findAllByTestId('credit-entry')).toHaveLength(5);
    expect(screen.queryByTestId('credit-history-login')).toBeNull();
    expect(screen.getByTestId('auth-dialog').textContent).toBe('');
  });
});

describe('CreditHistoryList', () => {
  it('shows the skeleton while the first page loads', () => {
    answer({ 1: new Promise<never>(() => {}) });
    renderList();
    expect(screen.getByTestId('credit-history-loading')).toBeTruthy();
  });

  it('points an account with no history at the plans', async () => {
    answer({ 1: page([]) });
    renderList();
    const empty = await screen.findByTestId('credit-history-empty');
    expect(within(empty).getByRole('link', { name: 'خرید اشتراک' }).getAttribute('href')).toBe('/subscription');
  });

  it('draws each entry: Jalali dates in Persian digits, toman grouping, status chips, the tracking code to copy, the report spent on', async () => {
    answer({ 1: page(ENTRIES) });
    renderList();
    const rows = await screen.findAllByTestId('credit-entry');
    expect(screen.getByTestId('credit-history-count').textContent).toBe('۵ مورد');
    const [pending, failed, spend, purchase, grant] = rows;

    expect(within(purchase).getByRole('heading').textContent).toBe('خرید اعتبار — طرح استاندارد');
    expect(within(purchase).getByTestId('credit-entry-status').textContent).toBe('پرداخت موفق');
    expect(within(purchase).getByTestId('credit-entry-change').textContent).toBe('۱۰ اعتبار افزوده شد');
    expect(within(purchase).getByTestId('credit-entry-amount').textContent).toBe('۴۵۰٬۰۰۰ تومان (۱۰٪ تخفیف)');
    expect(within(purchase).getByTestId('credit-entry-ref-id').textContent).toBe('۵۰۱۲۳۴۵۶۷۸۹');
    // 20:30 UTC on 26 November is midnight in Tehran: 6 Azar, the next day.
    expect(purchase.querySelector('time')?.textContent).toBe('۱۴۰۵/۰۹/۰۶ ۰۰:۰۰');
    // After setup: user-event puts its own clipboard in place.
    const u = userEvent.setup({ delay: null });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await u.click(within(purchase).getByRole('button', { name: 'کپی کد پیگیری' }));
    expect(writeText).toHaveBeenCalledWith('50123456789');

    expect(within(spend).getByRole('heading').textContent).toBe('ارزیابی قیمت خرید و فروش');
    expect(within(spend).getByTestId('credit-entry-change').textContent).toBe('۱ اعتبار رایگان کسر شد');
    expect(within(spend).getByTestId('credit-entry-report').getAttribute('href')).toBe(`/price-result?uuid=${REPORT}`);
    expect(within(spend).queryByTestId('credit-entry-status')).toBeNull();

    expect(within(pending).getByTestId('credit-entry-status').textContent).toBe('در انتظار تأیید');
    expect(within(pending).getByTestId('credit-entry-change').textContent).toBe('هنوز اعتباری افزوده نشده است');
    expect(within(pending).getByTestId('credit-entry-verify').getAttribute('href')).toBe(
      '/verify-subscription-payment?Authority=A0000000000000000000000000000012345&from=credit-history',
    );
    expect(within(failed).getByTestId('credit-entry-status').textContent).toBe('ناموفق');
    expect(within(failed).getByText(/طی ۷۲ ساعت بازگردانده می‌شود/)).toBeTruthy();
    // A failed payment is not verified again (the server never re-asks about one), and has no tracking code.
    expect(within(failed).queryByTestId('credit-entry-verify')).toBeNull();
    expect(within(failed).queryByTestId('credit-entry-ref-id')).toBeNull();

    expect(within(grant).getByRole('heading').textContent).toBe('اعتبار رایگان ثبت‌نام');
    expect(within(grant).getByTestId('credit-entry-change').textContent).toBe('۱ اعتبار رایگان افزوده شد');
  });

  it('loads the next page under the first with «بیشتر», and drops the button at the end', async () => {
    const older: CreditHistoryEntry = { ...base, id: 'ledger:0', kind: 'adjustment', created_at: '2026-11-01T08:00:00.000Z', paid_delta: 2 };
    answer({ 1: page(ENTRIES, 'http://x/api/users/credit-history/?page=2', 6), 2: page([older], null, 6) });
    renderList();
    await screen.findAllByTestId('credit-entry');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'بیشتر' }));
    await waitFor(() => expect(screen.getAllByTestId('credit-entry')).toHaveLength(6));
    expect(screen.getAllByTestId('credit-entry')[5].getAttribute('data-kind')).toBe('adjustment');
    expect(screen.queryByTestId('credit-history-more')).toBeNull();
    expect(asked).toEqual([undefined, { page: 2 }]);
  });
});
