// @vitest-environment jsdom
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { ACCOUNT_CHANGED_KEY, tokenStore } from '@/lib/auth-tokens';
import type { UserInfo } from '@/lib/contracts/auth';
import { createQueryClient } from '@/lib/query-client';
import { useHasTokens } from '@/lib/use-signed-in';
import { userKeys } from '@/features/shared/user/user-keys';
import { SignedInArea } from './signed-in-area';
import { LoginButton } from './user-area-parts';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const user = (active: number, free: number): UserInfo => ({
  full_name: 'علی رضایی',
  mobile_number: '09120000001',
  email: null,
  active_credits_count: active,
  free_credit_count: free,
  services_credit_separately: {},
});

/** The user-info answers, in order; the last one repeats. */
let answers: Array<UserInfo | Promise<UserInfo>> = [];
const originalAdapter = apiClient.defaults.adapter;

beforeEach(() => {
  localStorage.clear();
  const adapter: AxiosAdapter = async (config) => {
    if (!config.url?.includes('/api/users/user-info/')) throw new Error(`unexpected request ${config.url}`);
    const data = await (answers.length > 1 ? answers.shift() : answers[0]);
    return { data, status: 200, statusText: '', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
});
afterEach(() => {
  cleanup();
  apiClient.defaults.adapter = originalAdapter;
  answers = [];
});

function renderArea(client: QueryClient = createQueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <SignedInArea />
    </QueryClientProvider>,
  );
  return client;
}

const chip = () => screen.queryByRole('link', { name: /اعتبار باقی‌مانده/ });

describe('SignedInArea credit chip (spec §1: the header shows remaining credits with a prompt to top up)', () => {
  it('shows the paid and free credits as a link to /subscription, named for what it does', async () => {
    tokenStore.set({ access: 'a', refresh: 'r' });
    answers = [user(2, 1)];
    renderArea();
    const link = await screen.findByRole('link', { name: '۳ اعتبار باقی‌مانده — افزایش اعتبار' });
    expect(link.getAttribute('href')).toBe('/subscription');
    // Visible: the number and the word (the word is hidden by CSS on narrow screens, not removed).
    expect(link.textContent).toBe('۳اعتبار');
    expect(screen.getByTestId('user-menu-button')).toBeTruthy();
  });

  it('is not drawn while the user loads, nor once signed out', async () => {
    tokenStore.set({ access: 'a', refresh: 'r' });
    let release: (u: UserInfo) => void = () => undefined;
    answers = [new Promise<UserInfo>((resolve) => (release = resolve))];
    renderArea();
    expect(screen.getByTestId('user-area-pending')).toBeTruthy();
    expect(chip()).toBeNull();
    await act(async () => release(user(1, 0)));
    expect(await screen.findByRole('link', { name: '۱ اعتبار باقی‌مانده — افزایش اعتبار' })).toBeTruthy();
    act(() => tokenStore.clear());
    expect(chip()).toBeNull();
    expect(screen.getByTestId('login-button')).toBeTruthy();
  });

  it('follows the balance when a purchase or a paid service refreshes the user queries', async () => {
    tokenStore.set({ access: 'a', refresh: 'r' });
    answers = [user(1, 0), user(0, 0)];
    const client = renderArea();
    expect(await screen.findByRole('link', { name: '۱ اعتبار باقی‌مانده — افزایش اعتبار' })).toBeTruthy();
    // A paid service spent the credit: both paths (use-paid-submission, the gateway's return) invalidate userKeys.all.
    await act(() => client.invalidateQueries({ queryKey: userKeys.all }));
    await waitFor(() => expect(chip()?.getAttribute('aria-label')).toBe('۰ اعتبار باقی‌مانده — افزایش اعتبار'));
  });

  it('follows a payment or a spend in another tab of this browser', async () => {
    tokenStore.set({ access: 'a', refresh: 'r' });
    answers = [user(1, 0), user(4, 0)];
    renderArea();
    expect(await screen.findByRole('link', { name: '۱ اعتبار باقی‌مانده — افزایش اعتبار' })).toBeTruthy();
    // Another tab bought 3 credits (accountChanges.announce there): no focus refetch here (spec §9), the event does it.
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: ACCOUNT_CHANGED_KEY, oldValue: null, newValue: '1-0.1' })));
    await waitFor(() => expect(chip()?.getAttribute('aria-label')).toBe('۴ اعتبار باقی‌مانده — افزایش اعتبار'));
  });

  it('a sign-out and a new sign-in in another tab: shows the account signed in there, without a reload', async () => {
    const otherTab = (key: string, oldValue: string | null, newValue: string | null) => {
      if (newValue === null) localStorage.removeItem(key);
      else localStorage.setItem(key, newValue);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
    };
    // As the header draws it (header-user-area.tsx): the signed-in area only while tokens are stored.
    function Header() {
      return useHasTokens() ? <SignedInArea /> : <LoginButton />;
    }
    tokenStore.set({ access: 'a', refresh: 'r' });
    answers = [user(2, 1)];
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Header />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('link', { name: '۳ اعتبار باقی‌مانده — افزایش اعتبار' })).toBeTruthy();
    act(() => {
      otherTab('access', 'a', null);
      otherTab('refresh', 'r', null);
    });
    expect(chip()).toBeNull();
    expect(screen.getByTestId('login-button')).toBeTruthy();
    answers = [user(4, 0)];
    act(() => {
      otherTab('access', null, 'a2');
      otherTab('refresh', null, 'r2');
    });
    expect(await screen.findByRole('link', { name: '۴ اعتبار باقی‌مانده — افزایش اعتبار' })).toBeTruthy();
    expect(screen.queryByTestId('login-button')).toBeNull();
  });

  it('signing out from the menu drops the user and their cached reports (useSessionSync hears the cleared tokens)', async () => {
    function Header() {
      return useHasTokens() ? <SignedInArea /> : <LoginButton />;
    }
    tokenStore.set({ access: 'a', refresh: 'r' });
    answers = [user(2, 1)];
    const client = createQueryClient();
    client.setQueryData(userKeys.reports(), { pages: [], pageParams: [] });
    render(
      <QueryClientProvider client={client}>
        <Header />
      </QueryClientProvider>,
    );
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByTestId('user-menu-button'));
    await u.click(screen.getByTestId('user-menu-logout'));
    await waitFor(() => expect(screen.getByTestId('login-button')).toBeTruthy());
    expect(tokenStore.access()).toBeNull();
    expect(client.getQueryData(userKeys.info())).toBeUndefined();
    expect(client.getQueryData(userKeys.reports())).toBeUndefined();
  });

  // QA: a signed-in user reloading a page offline (the service worker's offline page) read «ورود / ثبت نام» in the
  // header, as if signed out, though their session was intact.
  it('a user that cannot be read while tokens are stored offers to try again, not to sign in', async () => {
    tokenStore.set({ access: 'a', refresh: 'r' });
    let online = false;
    apiClient.defaults.adapter = async (config) => {
      if (!online) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      return { data: user(1, 0), status: 200, statusText: '', headers: {}, config };
    };
    renderArea();
    const retry = await screen.findByTestId('user-area-retry');
    expect(screen.queryByTestId('login-button')).toBeNull();
    expect(tokenStore.access()).toBe('a');
    online = true;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: '۱ اعتبار باقی‌مانده — افزایش اعتبار' })).toBeTruthy();
  });
});
