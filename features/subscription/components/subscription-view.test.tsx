// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '@/components/feedback/toast-host';
import { apiClient } from '@/lib/api-client';
import { tokenStore } from '@/lib/auth-tokens';
import { PAYMENT_START_URL, VPN_NOTICE_SHOWN_KEY } from '@/lib/contracts/billing-constants';
import type { Plan } from '@/lib/contracts/billing';
import { errorMessages } from '@/lib/errors/catalogue';
import { SignInHintProvider } from '@/lib/use-signed-in';
import { SubscriptionView } from './subscription-view';

vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} }));

const plans = [{ id: 1, name: 'base', label: 'پایه', credits: 3, description: '', price: 150000, discounted_price: 150000, discount_percent: 0, is_main: true }] as Plan[];
const GATEWAY = 'https://gateway.test/pay/A1';

const originalAdapter = apiClient.defaults.adapter;
const assign = vi.fn();
beforeEach(() => {
  localStorage.clear();
  // The VPN notice was shown this session: the purchase goes straight on (spec §4).
  sessionStorage.setItem(VPN_NOTICE_SHOWN_KEY, '1');
  tokenStore.set({ access: 'a', refresh: 'r' });
  const adapter: AxiosAdapter = async (config) => {
    const url = config.url ?? '';
    const data = url.includes(PAYMENT_START_URL) ? { link: GATEWAY } : url.includes('/users/credits/') ? { active_credits_count: 1, free_credits_count: 0, services_credits: [] } : null;
    return { data, status: 200, statusText: '', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
  // What the page shows at the moment it leaves for the gateway.
  assign.mockImplementation(() => document.body.textContent);
  vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', assign });
});
afterEach(() => {
  cleanup();
  apiClient.defaults.adapter = originalAdapter;
  assign.mockReset();
  vi.unstubAllGlobals();
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} }));
});

describe('SubscriptionView purchase (spec §8: purchase start shows the info toast)', () => {
  it("shows «در حال انتقال به درگاه پرداخت...» before it leaves for the gateway", async () => {
    render(
      <SignInHintProvider hint>
        <SubscriptionView plans={plans} />
        <ToastHost />
      </SignInHintProvider>,
    );
    await act(async () => fireEvent.click(screen.getByTestId('buy-plan-base')));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(GATEWAY), { timeout: 4000 });
    expect(assign.mock.results[0].value).toContain(errorMessages.redirectingToGateway);
    expect(errorMessages.redirectingToGateway).toBe('در حال انتقال به درگاه پرداخت...');
  });
});
