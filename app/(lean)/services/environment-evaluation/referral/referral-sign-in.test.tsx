// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchParams } from '@/lib/search-params';
import ReferralCallbackPage from './callback/page';
import ReferralFormPage from './form/page';
import ReferralPrecheckPage from './precheck/page';

// Signed out, as the sign-in hint tells the server; nothing here may reach the database or Divar (no ad is named).
vi.mock('@/lib/use-signed-in', () => ({ useHasTokens: () => false }));
vi.mock('@/server/db/client', () => ({ getDb: () => Promise.reject(new Error('no database in this test')) }));
vi.mock('@/server/divar/exit', () => ({ divarExit: () => 'https://divar.ir/' }));
vi.mock('next/headers', () => ({ headers: () => Promise.reject(new Error('no request in this test')) }));
vi.mock('@/features/divar/components/lazy-neighbourhood-form', () => ({ LazyNeighbourhoodForm: () => <div data-testid="form" /> }));
vi.mock('@/features/divar/components/consent-return', () => ({ ConsentReturn: () => <div data-testid="consent-return" /> }));

afterEach(cleanup);

const noParams: SearchParams = Promise.resolve({});
const pages: [string, () => Promise<ReactNode>][] = [
  ['callback', () => ReferralCallbackPage({ searchParams: noParams })],
  ['precheck', () => ReferralPrecheckPage({ searchParams: noParams })],
  ['form', () => ReferralFormPage({ searchParams: noParams })],
];

describe('the referral pages opened without their parameters, signed out', () => {
  // QA: the callback drew a page-level message of its own, the precheck a blue notice with the way back to Divar, the
  // form plain text without it: three ways of saying the one thing.
  it('each draws the one sign-in notice: the same words, the way back to the intro and to Divar', async () => {
    const drawn: string[] = [];
    for (const [name, page] of pages) {
      const { container, unmount } = render(await page());
      const notices = screen.getAllByTestId('referral-sign-in');
      expect(notices, name).toHaveLength(1);
      expect(notices[0].textContent).toBe('برای ادامه ابتدا با حساب دیوار وارد شوید.شروع از ابتدابازگشت به دیوار');
      expect(screen.getByRole('link', { name: 'شروع از ابتدا' }).getAttribute('href')).toBe('/services/environment-evaluation/referral/intro');
      // One way back to Divar on the page, the notice's.
      expect(container.querySelectorAll('[data-testid="divar-exit"]'), name).toHaveLength(1);
      expect(screen.queryByTestId('form')).toBeNull();
      drawn.push(notices[0].outerHTML);
      unmount();
    }
    expect(new Set(drawn).size).toBe(1);
  });
});
