// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { tokenStore } from '@/lib/auth-tokens';
import { createQueryClient } from '@/lib/query-client';
import { userKeys } from '@/features/shared/user/user-keys';
import { isUserFetchDisabled } from './user-fetch-paths';
import { useSessionSync, useUser } from './use-user';

let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const user = {
  full_name: 'علی رضایی',
  mobile_number: '09120000001',
  email: null,
  active_credits_count: 0,
  free_credit_count: 1,
  services_credit_separately: {},
};

type Reply = { status: number; data: unknown };
let replies: ((config: InternalAxiosRequestConfig) => Reply | Promise<Reply>) | null = null;
const originalAdapter = apiClient.defaults.adapter;

function wrapper() {
  const client = createQueryClient();
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

beforeEach(() => {
  localStorage.clear();
  pathname = '/';
  const adapter: AxiosAdapter = async (config) => {
    const reply = await replies!(config);
    const response = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', String(reply.status), config, null, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
});
afterEach(() => {
  cleanup(); // no auto-cleanup: vitest runs without globals
  apiClient.defaults.adapter = originalAdapter;
  replies = null;
});

describe('useUser', () => {
  it('is signed out at once without tokens (no request)', async () => {
    replies = () => {
      throw new Error('no request expected');
    };
    const { result } = renderHook(() => useUser(), { wrapper: wrapper() });
    expect(result.current).toMatchObject({ user: null, isPending: false, failed: false });
  });

  it('stays pending until the user info arrives, then returns it', async () => {
    tokenStore.set({ access: 'a', refresh: 'r' });
    let release: ((r: Reply) => void) | null = null;
    replies = () => new Promise((resolve) => (release = resolve));
    const { result } = renderHook(() => useUser(), { wrapper: wrapper() });
    expect(result.current.isPending).toBe(true);
    expect(result.current.user).toBeNull();
    await waitFor(() => expect(release).not.toBeNull());
    act(() => release!({ status: 200, data: user }));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.user).toEqual(user);
  });

  it('ends pending with no user when the session cannot be refreshed, and clears the tokens', async () => {
    tokenStore.set({ access: 'a', refresh: 'r' });
    replies = () => ({ status: 401, data: { detail: 'x' } });
    const { result } = renderHook(() => useUser(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.user).toBeNull();
    expect(tokenStore.access()).toBeNull();
  });

  it('resets the user to null when the tokens are cleared (logout elsewhere)', async () => {
    tokenStore.set({ access: 'a', refresh: 'r' });
    replies = () => ({ status: 200, data: user });
    const { result } = renderHook(
      () => {
        useSessionSync();
        return useUser();
      },
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.user).toEqual(user));
    act(() => tokenStore.clear());
    expect(result.current).toMatchObject({ user: null, isPending: false, failed: false });
  });

  it("drops the user's cached reports when the tokens are cleared, so the next account never sees them", async () => {
    tokenStore.set({ access: 'a', refresh: 'r' });
    replies = () => ({ status: 200, data: user });
    const client = createQueryClient();
    client.setQueryData(userKeys.reports(), { pages: [{ count: 1, next: null, previous: null, results: [] }], pageParams: [1] });
    const { result } = renderHook(
      () => {
        useSessionSync();
        return useUser();
      },
      { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> },
    );
    await waitFor(() => expect(result.current.user).toEqual(user));
    act(() => tokenStore.clear());
    expect(client.getQueryData(userKeys.reports())).toBeUndefined();
  });

  it('does not fetch on the referral intro and callback paths (spec §4)', () => {
    tokenStore.set({ access: 'a', refresh: 'r' });
    pathname = '/services/environment-evaluation/referral/intro';
    replies = () => {
      throw new Error('no request expected');
    };
    const { result } = renderHook(() => useUser(), { wrapper: wrapper() });
    expect(result.current).toMatchObject({ user: null, isPending: false, failed: false });
  });
});

describe('isUserFetchDisabled', () => {
  it('skips the referral intro and callback paths only', () => {
    expect(isUserFetchDisabled('/services/environment-evaluation/referral/intro')).toBe(true);
    expect(isUserFetchDisabled('/services/environment-evaluation/referral/callback/')).toBe(true);
    expect(isUserFetchDisabled('/services/environment-evaluation/referral/precheck')).toBe(false);
    expect(isUserFetchDisabled('/')).toBe(false);
    expect(isUserFetchDisabled(null)).toBe(false);
  });
});
