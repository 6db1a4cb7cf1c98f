// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { API_KEY_NAME_MAX, type ApiKeySummary } from '@/lib/contracts/request-api';
import { createQueryClient } from '@/lib/query-client';
import { SignedInApiKeys } from './signed-in-api-keys';

vi.mock('next/link', () => ({ default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a> }));

/** The longest name the contract accepts, one word with no place to break (a tester's «آزمون» repeated). */
const LONG = 'آزمون'.repeat(12);
const key: ApiKeySummary = { id: 'k1', name: LONG, prefix: 'arz_ab12', rate_limit_per_minute: 60, created_at: '2026-11-20T10:00:00Z', last_used_at: null, revoked_at: null };

const posted: unknown[] = [];
const originalAdapter = apiClient.defaults.adapter;
beforeEach(() => {
  localStorage.setItem('access', 'a');
  posted.length = 0;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    if (config.method === 'post') {
      posted.push(JSON.parse(String(config.data)));
      const data = { ...key, id: 'k2', name: 'سامانهٔ دفتر', key: `arz_ab12_${'x'.repeat(43)}` };
      return { data, status: 201, statusText: '', headers: {}, config };
    }
    const data = config.url?.includes('usage') ? [] : [key];
    return { data, status: 200, statusText: '', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  apiClient.defaults.adapter = originalAdapter;
});

const renderPanel = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SignedInApiKeys />
    </QueryClientProvider>,
  );

describe('SignedInApiKeys', () => {
  it('cuts a long key name short (whole in its tooltip) and keeps the revoke button in view at the row end', async () => {
    expect(LONG.length).toBe(API_KEY_NAME_MAX);
    renderPanel();
    const row = await screen.findByTestId('api-key-row');
    const name = within(row).getByTestId('api-key-name-cell');
    expect(name.getAttribute('title')).toBe(LONG);
    expect(name.className).toMatch(/name/);
    const revoke = within(row).getByRole('button', { name: `باطل کردن کلید ${LONG}` });
    expect(revoke.closest('td')?.className).toMatch(/rowAction/);
  });

  // QA: at 390 px the dates and the status lie past the sticky revoke button, and the keyboard could not scroll there.
  it('puts the keys table in a named region the keyboard can focus to scroll it sideways', async () => {
    renderPanel();
    const region = await screen.findByRole('region', { name: 'کلیدهای شما' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByTestId('api-keys-table')).toBeTruthy();
  });

  // QA: on a phone a tap beside the dialog closed it, and with it the only view of the new key.
  it('keeps the new key on screen through a tap outside it; «کلید را ذخیره کردم» closes it', async () => {
    renderPanel();
    fireEvent.change(screen.getByTestId('api-key-name'), { target: { value: 'سامانهٔ دفتر' } });
    fireEvent.click(screen.getByTestId('api-key-create'));
    const dialog = await screen.findByRole('dialog', { name: 'کلید «سامانهٔ دفتر» ساخته شد' });
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).toBeTruthy();
    fireEvent.mouseDown(backdrop!);
    fireEvent.click(backdrop!);
    await new Promise((r) => setTimeout(r, 50));
    expect(within(dialog).getByTestId('api-key-secret').textContent).toContain('arz_ab12_');
    expect(screen.getByRole('dialog', { name: 'کلید «سامانهٔ دفتر» ساخته شد' })).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('api-key-saved'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'کلید «سامانهٔ دفتر» ساخته شد' })).toBeNull());
  });

  it('refuses a name longer than the contract allows, in Persian, and sends nothing', async () => {
    renderPanel();
    const input = screen.getByTestId('api-key-name') as HTMLInputElement;
    // The browser stops typing at the limit; a pasted or scripted value still meets the contract.
    expect(input.maxLength).toBe(API_KEY_NAME_MAX);
    fireEvent.change(input, { target: { value: `${LONG}ن` } });
    fireEvent.click(screen.getByTestId('api-key-create'));
    await waitFor(() => expect(screen.getByText('نام کلید حداکثر ۶۰ کاراکتر است')).toBeTruthy());
    expect(posted).toEqual([]);
  });
});
