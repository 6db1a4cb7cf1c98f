// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VPN_NOTICE_SHOWN_KEY } from '@/lib/contracts/billing';
import { errorMessages } from '@/lib/errors/catalogue';
import { usePurchase } from './use-purchase';

const startPayment = vi.fn();
const notify = vi.fn();
const openDialog = vi.fn();
vi.mock('@/features/shared/billing/billing-api', () => ({ startPayment: (...a: unknown[]) => startPayment(...a), ipCheckQueryOptions: vi.fn() }));
const notifyShown = vi.fn(async (..._args: unknown[]) => undefined);
vi.mock('@/lib/notify', () => ({ notify: (...a: unknown[]) => notify(...a), notifyShown: (...a: unknown[]) => notifyShown(...a) }));
vi.mock('@/components/dialogs/dialog-store', () => ({ openDialog: (...a: unknown[]) => openDialog(...a) }));

const refusal = (status: number, data: unknown) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

function setup() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => usePurchase(), { wrapper }).result;
}

beforeEach(() => sessionStorage.setItem(VPN_NOTICE_SHOWN_KEY, '1'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('usePurchase failures', () => {
  it('hands a refused discount code to the code field instead of a generic toast', async () => {
    startPayment.mockRejectedValueOnce(refusal(400, { discount_code: ['کد تخفیف معتبر نیست'] }));
    const onDiscountRejected = vi.fn();
    const result = setup();
    await act(() => result.current.purchase({ plan: 'base', callbackUrl: 'http://x/', discountCode: 'CAP1', onDiscountRejected }));
    expect(onDiscountRejected).toHaveBeenCalledWith('کد تخفیف معتبر نیست');
    expect(notify).not.toHaveBeenCalled();
    expect(result.current.state).toBe('idle');
  });

  it('says too many requests on a 429, and asks to sign in when the session has ended', async () => {
    const result = setup();
    startPayment.mockRejectedValueOnce(refusal(429, { detail: 'x' }));
    await act(() => result.current.purchase({ plan: 'base', callbackUrl: 'http://x/' }));
    expect(notify).toHaveBeenLastCalledWith('error', errorMessages.tooManyRequests, 'purchase-failed');
    startPayment.mockRejectedValueOnce(refusal(401, { detail: 'x' }));
    await act(() => result.current.purchase({ plan: 'base', callbackUrl: 'http://x/' }));
    expect(notify).toHaveBeenLastCalledWith('error', errorMessages.loginFirst, 'purchase-failed');
    expect(openDialog).toHaveBeenCalledWith('auth', {});
  });

  it('says the connection failed when the request got no answer', async () => {
    const result = setup();
    startPayment.mockRejectedValueOnce(new AxiosError('Network Error', 'ERR_NETWORK'));
    await act(() => result.current.purchase({ plan: 'base', callbackUrl: 'http://x/' }));
    expect(notify).toHaveBeenLastCalledWith('error', errorMessages.networkError, 'purchase-failed');
  });

  it('keeps the purchase-failure message for anything else', async () => {
    const result = setup();
    startPayment.mockRejectedValueOnce(refusal(502, { detail: 'x' }));
    await act(() => result.current.purchase({ plan: 'base', callbackUrl: 'http://x/' }));
    expect(notify).toHaveBeenLastCalledWith('error', errorMessages.purchaseFailed, 'purchase-failed');
    expect(openDialog).not.toHaveBeenCalled();
  });
});

describe('usePurchase after the gateway', () => {
  it('starts idle again when the browser shows the page from its back/forward cache', async () => {
    startPayment.mockResolvedValueOnce({ link: 'http://gateway.test/pay/1' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const result = setup();
    await act(() => result.current.purchase({ plan: 'base', callbackUrl: 'http://x/' }));
    expect(result.current.state).toBe('redirecting');
    expect(assign).toHaveBeenCalledWith('http://gateway.test/pay/1');
    // spec §8: the info toast, waited for before leaving (its view loads with it).
    expect(notifyShown).toHaveBeenCalledWith('info', errorMessages.redirectingToGateway, 'redirecting-to-gateway');
    expect(notifyShown.mock.invocationCallOrder[0]).toBeLessThan(assign.mock.invocationCallOrder[0]);
    // A reload-less return (not persisted) changes nothing; a page restored from the cache does.
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })));
    expect(result.current.busy).toBe(true);
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(result.current.state).toBe('idle');
    expect(result.current.planName).toBeNull();
    vi.unstubAllGlobals();
  });

  it('shows the open-payment refusal as a message and keeps the code applied (it is not the code being refused)', async () => {
    startPayment.mockRejectedValueOnce(refusal(400, { detail: 'پرداخت دیگری با این کد تخفیف هنوز در درگاه باز است.' }));
    const onDiscountRejected = vi.fn();
    const result = setup();
    await act(() => result.current.purchase({ plan: 'sntandard', callbackUrl: 'http://x/', discountCode: 'CAP1', onDiscountRejected }));
    expect(onDiscountRejected).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('error', 'پرداخت دیگری با این کد تخفیف هنوز در درگاه باز است.', 'purchase-failed');
  });
});
