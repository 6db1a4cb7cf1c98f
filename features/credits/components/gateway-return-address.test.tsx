// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { PaymentTransaction } from '@/lib/contracts/billing';
import { GatewayReturn } from './gateway-return';

vi.mock('next/navigation', () => ({ usePathname: () => '/price' }));
vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));
vi.mock('@/lib/auth-tokens', () => ({ tokenStore: { access: () => 'token', refresh: () => 'refresh' } }));
vi.mock('@/lib/query-client', () => ({ getQueryClient: () => ({}) }));
vi.mock('@/lib/api-client', () => ({ reportApiError: vi.fn() }));
vi.mock('@/features/shared/billing/refresh-after-payment', () => ({ refreshAfterPaymentCheck: async () => undefined }));
const fetchTransaction = vi.fn(async (): Promise<PaymentTransaction> => ({ status: 'paid', message: 'ok' }) as PaymentTransaction);
vi.mock('@/features/shared/billing/billing-api', () => ({ fetchTransaction: () => fetchTransaction() }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('strips the gateway parameters with a state Next’s router hears, keeping the page’s own keys', async () => {
  window.history.replaceState({ __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: {}, formEntry: 'm1' }, '', '/price?kind=rent&Authority=A1&Status=OK');
  const replaceState = vi.spyOn(window.history, 'replaceState');
  render(<GatewayReturn />);
  await waitFor(() => expect(replaceState).toHaveBeenCalled());
  const [state, , url] = replaceState.mock.calls[0];
  expect(url).toBe('/price?kind=rent');
  // A state carrying __NA is taken by Next's patched replaceState as its own, and its router is not told.
  expect(state).toEqual({ __PRIVATE_NEXTJS_INTERNALS_TREE: {}, formEntry: 'm1' });
});
