// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferralPrecheck } from '@/lib/contracts/divar';
import { ReferralPrecheckView } from './referral-precheck';

const fetchCheck = vi.fn<(postToken: string | null) => Promise<ReferralPrecheck>>();
vi.mock('../api/divar-api', () => ({ fetchReferralPrecheck: (postToken: string | null) => fetchCheck(postToken) }));
let hasTokens: boolean | null = true;
vi.mock('@/lib/use-signed-in', () => ({ useHasTokens: () => hasTokens }));

afterEach(() => {
  hasTokens = true;
  cleanup();
  vi.clearAllMocks();
});

const answer = (over: Partial<ReferralPrecheck>): ReferralPrecheck => ({
  ok: true,
  post_token: 'QmVilla01',
  ad: null,
  problems: [],
  service: 'environmental_evaluation_divar_visitor_base',
  credits_required: 1,
  available_credits: 0,
  evaluation_uuid: null,
  can_post_widget: false,
  ...over,
});

const view = () => render(<ReferralPrecheckView postToken="QmVilla01" returnUrl={null} exitUrl="https://divar.ir/v/QmVilla01" />);

describe('ReferralPrecheckView', () => {
  it('an ad we do not evaluate: the reason and the way back, no price or balance for a payment that never comes', async () => {
    fetchCheck.mockResolvedValue(answer({ ok: false, problems: [{ code: 'not_apartment', message: 'این آگهی آپارتمان نیست.', blocking: true }] }));
    view();
    expect(await screen.findByRole('heading', { name: 'این آگهی ارزیابی نمی‌شود' })).toBeTruthy();
    expect(screen.getByTestId('referral-problems').textContent).toBe('این آگهی آپارتمان نیست.');
    expect(screen.queryByText(/هزینهٔ ارزیابی پایه/)).toBeNull();
    expect(screen.queryByTestId('referral-continue')).toBeNull();
  });

  it('an ad we evaluate: the price and the balance beside the way on', async () => {
    fetchCheck.mockResolvedValue(answer({ available_credits: 3 }));
    view();
    expect(await screen.findByTestId('referral-continue')).toBeTruthy();
    expect(screen.getByText(/هزینهٔ ارزیابی پایه/).textContent).toBe('هزینهٔ ارزیابی پایه: ۱ اعتبار؛ اعتبار شما: ۳');
  });

  it('signed out: the way back to the intro is named as on the callback and the form («شروع از ابتدا»)', () => {
    hasTokens = false;
    view();
    expect(screen.getByRole('link', { name: 'شروع از ابتدا' }).getAttribute('href')).toBe('/services/environment-evaluation/referral/intro?post_token=QmVilla01');
    expect(fetchCheck).not.toHaveBeenCalled();
  });
});
