// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { accountChanges, tokenStore } from '@/lib/auth-tokens';
import type { PaymentTransaction } from '@/lib/contracts/billing';
import { createQueryClient } from '@/lib/query-client';
import { VerifyPaymentView } from './verify-payment-view';

const GATEWAY_RETURN = 'Authority=S00000000000000000000000000000001&Status=OK';
let search = GATEWAY_RETURN;
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search) }));

const paid: PaymentTransaction = {
  authority: 'S00000000000000000000000000000001',
  status: 'paid',
  plan: { id: 5, name: 'topup_3', label: '۳ اعتبار', credits: 3 },
  amount: 135000,
  discount_percent: 0,
  credits_granted: 3,
  ref_id: '201',
  message: 'این پرداخت پیش‌تر تأیید شده است و ۳ اعتبار آن همان زمان به حساب شما افزوده شد.',
  created_at: '2026-11-26T20:58:00.000Z',
  verified_at: '2026-11-26T21:00:00.000Z',
  // 00:30 on 27 November in Tehran: 6 Azar there, though still the 26th in UTC
  paid_at: '2026-11-26T21:00:00.000Z',
  newly_paid: false,
};

let answer: PaymentTransaction = paid;
const originalAdapter = apiClient.defaults.adapter;
beforeEach(() => {
  localStorage.clear();
  tokenStore.set({ access: 'a', refresh: 'r' });
  const adapter: AxiosAdapter = async (config) => {
    const data = (config.url ?? '').includes('/api/payment/payment-transaction/') ? answer : null;
    return { data, status: 200, statusText: '', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  apiClient.defaults.adapter = originalAdapter;
  answer = paid;
  search = GATEWAY_RETURN;
});

const renderView = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VerifyPaymentView />
    </QueryClientProvider>,
  );

describe('VerifyPaymentView, a paid payment', () => {
  // Reopened later, the card said «… ۳ اعتبار به حساب شما افزوده شد.» with no date: it read as a new top-up.
  it('dates the payment in Tehran time with Persian digits, beside the message that it was confirmed then', async () => {
    renderView();
    expect((await screen.findByTestId('verify-payment-date')).textContent).toBe('تاریخ پرداخت: ۶ آذر ۱۴۰۵، ساعت ۰۰:۳۰');
    expect(screen.getByTestId('verify-payment-message').textContent).toBe(paid.message);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('پرداخت موفق');
    expect(screen.getByText(/کد پیگیری/).textContent).toContain('۲۰۱');
  });

  it('shows no date for a payment that is not paid', async () => {
    answer = { ...paid, status: 'cancelled', credits_granted: 0, paid_at: null, message: 'پرداخت لغو شد و اعتباری به حساب شما افزوده نشد.' };
    renderView();
    expect((await screen.findByTestId('verify-payment-message')).textContent).toBe(answer.message);
    expect(screen.queryByTestId('verify-payment-date')).toBeNull();
  });
});

describe('VerifyPaymentView tells the other tabs only of a balance it changed', () => {
  const announced = () => vi.spyOn(accountChanges, 'announce').mockImplementation(() => undefined);

  it('announces the payment this check confirmed', async () => {
    const announce = announced();
    answer = { ...paid, newly_paid: true, message: 'پرداخت با موفقیت انجام شد و ۳ اعتبار به حساب شما افزوده شد.' };
    renderView();
    await screen.findByTestId('verify-payment-date');
    await vi.waitFor(() => expect(announce).toHaveBeenCalledTimes(1));
  });

  it('announces nothing for a reopened paid link or a cancelled payment', async () => {
    const announce = announced();
    renderView();
    await screen.findByTestId('verify-payment-date');
    cleanup();
    answer = { ...paid, status: 'cancelled', credits_granted: 0, paid_at: null, message: 'پرداخت لغو شد و اعتباری به حساب شما افزوده نشد.' };
    renderView();
    await screen.findByTestId('verify-payment-message');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(announce).not.toHaveBeenCalled();
  });
});

describe('VerifyPaymentView, the way back', () => {
  const links = async () => {
    await screen.findByTestId('verify-payment-message');
    return screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
  };

  // QA: «بررسی دوباره» in the credit history led here, and the page offered no way back to the history.
  it('leads back to the credit history when the history sent the user here', async () => {
    search = 'Authority=S00000000000000000000000000000001&from=credit-history';
    answer = { ...paid, status: 'pending', credits_granted: 0, paid_at: null, message: 'پرداخت هنوز تأیید نشده است.' };
    renderView();
    expect(await links()).toEqual([
      ['بازگشت به تاریخچهٔ اعتبار', '/credit-history'],
      ['خرید اشتراک', '/subscription'],
    ]);
  });

  it('leads home after the gateway', async () => {
    renderView();
    expect(await links()).toEqual([
      ['بازگشت به صفحهٔ اصلی', '/'],
      ['خرید اشتراک', '/subscription'],
    ]);
  });
});
