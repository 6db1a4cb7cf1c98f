// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { SubscriptionView } from './subscription-view';

const originalAdapter = apiClient.defaults.adapter;
const requests: string[] = [];

beforeEach(() => {
  localStorage.clear();
  requests.length = 0;
  // The server refuses every token it is shown: the stored one is stale.
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config.url ?? '');
    const response = { data: { detail: 'توکن نامعتبر است' }, status: 401, statusText: '', headers: {}, config };
    throw new AxiosError('failed', '401', config, null, response);
  };
  apiClient.defaults.adapter = adapter;
});
afterEach(() => {
  cleanup();
  apiClient.defaults.adapter = originalAdapter;
});

describe('SubscriptionView with a stale session', () => {
  it('an access token the server refuses, with no refresh token: the signed-out prompt, not a balance that failed', async () => {
    localStorage.setItem('access', 'dead.access.token');
    render(<SubscriptionView plans={[]} />);
    await waitFor(() => expect(screen.getByText('برای خرید اشتراک ابتدا وارد حساب کاربری خود شوید.')).toBeTruthy());
    expect(requests).toEqual(['/api/users/credits/']);
    expect(screen.queryByText('اعتبار فعلی شما خوانده نشد.')).toBeNull();
    expect(screen.queryByTestId('subscription-balance')).toBeNull();
    expect(localStorage.getItem('access')).toBeNull();
  });
});
