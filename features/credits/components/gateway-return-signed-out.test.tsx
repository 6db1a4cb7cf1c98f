// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { PaymentTransaction } from '@/lib/contracts/billing';
import { AxiosError, AxiosHeaders } from 'axios';
import { GatewayReturn, PAYMENT_NEEDS_SIGN_IN, PAYMENT_NOT_FOUND } from './gateway-return';

// Back from paying signed out: the payment is checked once the user signs in, not dropped with the address.

const tokens = vi.hoisted(() => ({ access: null as string | null, listeners: new Set<() => void>() }));
const notify = vi.hoisted(() => vi.fn());
const openDialog = vi.hoisted(() => vi.fn());
const fetchTransaction = vi.hoisted(() => vi.fn());

vi.mock('next/navigation', () => ({ usePathname: () => '/price' }));
vi.mock('@/lib/notify', () => ({ notify }));
vi.mock('@/components/dialogs/dialog-store', () => ({ openDialog }));
vi.mock('@/lib/auth-tokens', () => ({
  tokenStore: {
    access: () => tokens.access,
    refresh: () => tokens.access && 'refresh',
    subscribe: (listener: () => void) => {
      tokens.listeners.add(listener);
      return () => tokens.listeners.delete(listener);
    },
  },
}));
vi.mock('@/lib/query-client', () => ({ getQueryClient: () => ({}) }));
vi.mock('@/lib/api-client', () => ({ reportApiError: vi.fn() }));
vi.mock('@/features/shared/billing/refresh-after-payment', () => ({ refreshAfterPaymentCheck: async () => undefined }));
vi.mock('@/features/shared/billing/billing-api', () => ({ fetchTransaction }));

const signIn = () => {
  tokens.access = 'token';
  tokens.listeners.forEach((l) => l());
};

beforeEach(() => {
  tokens.access = null;
  tokens.listeners.clear();
  fetchTransaction.mockResolvedValue({ status: 'paid', message: 'پرداخت با موفقیت انجام شد' } as PaymentTransaction);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

it('asks a user back from paying signed out to sign in, and checks the payment once they have', async () => {
  window.history.replaceState(null, '', '/price?Authority=S1&Status=OK');
  render(<GatewayReturn />);
  await waitFor(() => expect(notify).toHaveBeenCalledWith('info', PAYMENT_NEEDS_SIGN_IN, 'payment-S1-sign-in'));
  expect(openDialog).toHaveBeenCalledWith('auth', {});
  // Nothing is asked of the server signed out, and the address keeps the payment to check (a reload, a sign-in).
  expect(fetchTransaction).not.toHaveBeenCalled();
  expect(window.location.search).toBe('?Authority=S1&Status=OK');

  signIn();
  await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'پرداخت با موفقیت انجام شد', 'payment-S1'));
  expect(fetchTransaction).toHaveBeenCalledTimes(1);
  expect(fetchTransaction).toHaveBeenCalledWith('S1', 'OK', { silent: true });
  expect(window.location.search).toBe('');
  // A later change of tokens (a refresh, a sign-out and in again) checks nothing more.
  signIn();
  expect(fetchTransaction).toHaveBeenCalledTimes(1);
});

it('says nothing of a payment cancelled at the gateway by a user signed out', async () => {
  window.history.replaceState(null, '', '/price?Authority=S2&Status=NOK');
  render(<GatewayReturn />);
  await waitFor(() => expect(window.location.search).toBe(''));
  expect(notify).not.toHaveBeenCalled();
  expect(openDialog).not.toHaveBeenCalled();
  signIn();
  expect(fetchTransaction).not.toHaveBeenCalled();
});

it('says so when the account signed in does not hold the payment (a 404 the catalogue keeps silent)', async () => {
  const config = { headers: new AxiosHeaders() };
  fetchTransaction.mockRejectedValue(new AxiosError('not found', 'ERR_BAD_REQUEST', config, null, { status: 404, statusText: '', headers: {}, config, data: { detail: 'تراکنش یافت نشد.' } }));
  window.history.replaceState(null, '', '/price?Authority=S3&Status=OK');
  render(<GatewayReturn />);
  await waitFor(() => expect(openDialog).toHaveBeenCalledWith('auth', {}));
  signIn();
  await waitFor(() => expect(notify).toHaveBeenCalledWith('error', PAYMENT_NOT_FOUND, 'payment-S3'));
  expect(fetchTransaction).toHaveBeenCalledTimes(1);
  expect(window.location.search).toBe('');
});
