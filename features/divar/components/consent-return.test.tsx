// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DivarConsentOutcome } from '@/lib/contracts/divar';
import { ConsentReturn } from './consent-return';

const replace = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));
const complete = vi.fn<(body: { state: string; code?: string }) => Promise<DivarConsentOutcome>>();
vi.mock('../api/divar-api', () => ({ completeDivarConsent: (body: { state: string; code?: string }) => complete(body) }));
const notify = vi.fn();
vi.mock('@/lib/notify', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/notify')>()), notify: (...a: unknown[]) => notify(...a) }));

const EXIT = 'https://divar.ir/v/QmSale120';
const common = { flow: 'price-advertiser', post_token: 'QmSale120', 'evaluation-type': 'buySell', exit_url: EXIT } as const;
let stateSeq = 0;
/** An access token as the server signs it (only its payload matters here): base64url JSON with the account in `sub`. */
const jwt = (sub: string, iat = 1) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ typ: 'access', sub, iat })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;
const arrive = (query: string) => window.history.replaceState(null, '', `/divar/price/advertiser/form?state=s${++stateSeq}${query}`);
const refusal = (status: number, data: unknown) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, { status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ConsentReturn (Divar sends the user back to the flow’s page)', () => {
  it('granted: sends the state once (strict mode runs effects twice), signs in, and goes on with the ad', async () => {
    arrive('&code=c1');
    complete.mockResolvedValue({ ...common, outcome: 'granted', access: 'A', refresh: 'R', signed_up: true, mobile_number: '09120000101', can_post_widget: true, can_read_pin: false });
    render(
      <StrictMode>
        <ConsentReturn fallbackExitUrl="https://open-platform-redirect.divar.ir/completion" />
      </StrictMode>,
    );
    expect(screen.getByTestId('divar-consent-working')).toBeTruthy();
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/divar/price/advertiser/form?post_token=QmSale120&evaluation-type=buySell&return_url=${encodeURIComponent(EXIT)}`));
    expect(complete).toHaveBeenCalledTimes(1);
    expect(complete.mock.calls[0][0]).toEqual({ state: `s${stateSeq}`, code: 'c1' });
    expect(localStorage.getItem('access')).toBe('A');
    expect(notify).toHaveBeenCalledWith('success', 'ثبت نام شما با موفقیت انجام شد.', 'auth-success');
  });

  it('granted for another account than the one signed in: says so and names the number now signed in', async () => {
    localStorage.setItem('access', jwt('user-0002'));
    localStorage.setItem('refresh', 'R0');
    arrive('&code=c2');
    complete.mockResolvedValue({ ...common, outcome: 'granted', access: jwt('user-0101'), refresh: 'R', signed_up: false, mobile_number: '09120000101', can_post_widget: true, can_read_pin: false });
    render(<ConsentReturn fallbackExitUrl="x" />);
    await waitFor(() => expect(replace).toHaveBeenCalled());
    expect(localStorage.getItem('access')).toBe(jwt('user-0101'));
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('info', 'از حساب قبلی خارج شدید؛ اکنون با ۰۹۱۲…۰۱۰۱ وارد شده‌اید.', 'auth-success');
  });

  it('granted for the account already signed in: a new session, and no toast claiming a new sign-in', async () => {
    localStorage.setItem('access', jwt('user-0101', 1));
    arrive('&code=c3');
    complete.mockResolvedValue({ ...common, outcome: 'granted', access: jwt('user-0101', 2), refresh: 'R', signed_up: false, mobile_number: '09120000101', can_post_widget: true, can_read_pin: false });
    render(<ConsentReturn fallbackExitUrl="x" />);
    await waitFor(() => expect(replace).toHaveBeenCalled());
    expect(localStorage.getItem('access')).toBe(jwt('user-0101', 2));
    expect(notify).not.toHaveBeenCalled();
  });

  it('refused: not an error; the visitor path without signing in, or the way back', async () => {
    arrive('');
    complete.mockResolvedValue({ ...common, outcome: 'refused' });
    render(<ConsentReturn fallbackExitUrl="x" />);
    await screen.findByTestId('divar-consent-refused');
    expect(screen.getByTestId('divar-refused-visitor').getAttribute('href')).toBe(
      `/divar/price/visitor-evaluation/form?post_token=QmSale120&evaluation-type=buySell&return_url=${encodeURIComponent(EXIT)}&noLoginRequired=true`,
    );
    expect(screen.getByTestId('divar-exit').getAttribute('href')).toBe(EXIT);
    expect(localStorage.getItem('access')).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it('this browser\'s own state used already (Back, then approve again): signed in, it goes on with the ad', async () => {
    localStorage.setItem('access', jwt('user-0101'));
    localStorage.setItem('refresh', 'R');
    arrive('&code=c4');
    complete.mockRejectedValue(refusal(400, { state: ['این درخواست اجازهٔ دیوار پیش‌تر به کار رفته است.'], ...common }));
    render(<ConsentReturn fallbackExitUrl="https://open-platform-redirect.divar.ir/completion" />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/divar/price/advertiser/form?post_token=QmSale120&evaluation-type=buySell&return_url=${encodeURIComponent(EXIT)}`));
    expect(screen.queryByTestId('divar-consent-failed')).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('this browser\'s own state used already, not signed in here: a fresh sign-in with Divar for the ad, or back to it', async () => {
    arrive('&code=c5');
    complete.mockRejectedValue(refusal(400, { state: ['این درخواست اجازهٔ دیوار پیش‌تر به کار رفته است.'], ...common }));
    render(<ConsentReturn fallbackExitUrl="https://open-platform-redirect.divar.ir/completion" />);
    expect((await screen.findByTestId('divar-consent-failed')).textContent).toContain('پیش‌تر به کار رفته است');
    expect(screen.getByRole('link', { name: 'ورود دوباره با حساب دیوار' }).getAttribute('href')).toBe(
      `/api/divar/oauth/start/?flow=price-advertiser&post_token=QmSale120&evaluation-type=buySell&return_url=${encodeURIComponent(EXIT)}`,
    );
    expect(screen.getByTestId('divar-exit').getAttribute('href')).toBe(EXIT);
    expect(replace).not.toHaveBeenCalled();
  });

  it('a code Divar refuses, or no phone number given: a fresh sign-in with Divar for the ad, never the spent state again', async () => {
    const refusals = [
      { code: ['اجازهٔ دیوار تأیید نشد یا منقضی شده است؛ لطفاً دوباره با حساب دیوار وارد شوید.'] },
      { non_field_errors: ['دیوار شمارهٔ همراه شما را به ما نداد؛ برای ادامه، اجازهٔ دسترسی به شمارهٔ همراه لازم است.'] },
    ];
    for (const body of refusals) {
      // Signed in here or not: nothing was granted on this return, so there is nothing to carry on with.
      localStorage.setItem('access', jwt('user-0101'));
      arrive('&code=c8');
      complete.mockRejectedValue(refusal(400, { ...body, ...common, flow: 'neighborhood-advertiser' }));
      render(<ConsentReturn fallbackExitUrl="https://open-platform-redirect.divar.ir/completion" />);
      expect((await screen.findByTestId('divar-consent-failed')).textContent).toContain(Object.values(body)[0][0]);
      expect(screen.getByRole('link', { name: 'ورود دوباره با حساب دیوار' }).getAttribute('href')).toBe(
        `/api/divar/oauth/start/?flow=neighborhood-advertiser&post_token=QmSale120&evaluation-type=buySell&return_url=${encodeURIComponent(EXIT)}`,
      );
      expect(screen.queryByRole('button', { name: 'تلاش دوباره' })).toBeNull();
      expect(screen.getByTestId('divar-exit').getAttribute('href')).toBe(EXIT);
      expect(replace).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('a request that expired on Divar\'s screen: a fresh sign-in with Divar for the ad, even signed in here', async () => {
    for (const signedIn of [false, true]) {
      if (signedIn) {
        localStorage.setItem('access', jwt('user-0101'));
        localStorage.setItem('refresh', 'R');
      }
      arrive('&code=c9');
      const message = 'مهلت ده‌دقیقه‌ای این درخواست اجازهٔ دیوار تمام شده است؛ لطفاً دوباره با حساب دیوار وارد شوید.';
      complete.mockRejectedValue(refusal(400, { state: [message], ...common, flow: 'neighborhood-visitor', expired: true }));
      render(<ConsentReturn fallbackExitUrl="https://open-platform-redirect.divar.ir/completion" />);
      expect((await screen.findByTestId('divar-consent-failed')).textContent).toContain(message);
      expect(screen.getByRole('link', { name: 'ورود دوباره با حساب دیوار' }).getAttribute('href')).toBe(
        `/api/divar/oauth/start/?flow=neighborhood-visitor&post_token=QmSale120&evaluation-type=buySell&return_url=${encodeURIComponent(EXIT)}`,
      );
      expect(screen.getByTestId('divar-exit').getAttribute('href')).toBe(EXIT);
      // Nothing was granted: a signed-in browser is not sent on to the form as after a spent state.
      expect(replace).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('a refused state says why, in Persian, with the way back and no retry; Divar down may be tried again', async () => {
    arrive('&code=c');
    complete.mockRejectedValue(refusal(400, { state: ['این درخواست اجازهٔ دیوار پیش‌تر به کار رفته است.'] }));
    render(<ConsentReturn fallbackExitUrl="https://open-platform-redirect.divar.ir/completion" />);
    expect((await screen.findByTestId('divar-consent-failed')).textContent).toContain('پیش‌تر به کار رفته است');
    expect(screen.getByTestId('divar-exit').getAttribute('href')).toBe('https://open-platform-redirect.divar.ir/completion');
    expect(screen.queryByRole('button', { name: 'تلاش دوباره' })).toBeNull();
    cleanup();

    arrive('&code=c');
    complete.mockRejectedValue(refusal(503, { detail: 'x' }));
    render(<ConsentReturn fallbackExitUrl="y" />);
    expect((await screen.findByTestId('divar-consent-failed')).textContent).toContain('مشکلی در تکمیل آگهی پیش آمد.');
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeTruthy();
  });

  it('Divar failed after the state was spent: trying again asks its consent again for the ad, not a reload', async () => {
    // A reload sends the spent state again, refused as used: «تلاش دوباره» was a dead end (walked on the fake Kenar).
    arrive('&code=c6');
    complete.mockRejectedValue(refusal(503, { detail: 'x', ...common }));
    render(<ConsentReturn fallbackExitUrl="https://open-platform-redirect.divar.ir/completion" />);
    expect((await screen.findByTestId('divar-consent-failed')).textContent).toContain('مشکلی در تکمیل آگهی پیش آمد.');
    expect(screen.getByRole('link', { name: 'تلاش دوباره' }).getAttribute('href')).toBe(
      `/api/divar/oauth/start/?flow=price-advertiser&post_token=QmSale120&evaluation-type=buySell&return_url=${encodeURIComponent(EXIT)}`,
    );
    expect(screen.queryByRole('button', { name: 'تلاش دوباره' })).toBeNull();
    expect(screen.getByTestId('divar-exit').getAttribute('href')).toBe(EXIT);
    cleanup();

    // Divar refused the token it had just given: its words, not «خطای سیستمی», and the consent again.
    arrive('&code=c7');
    const consentAgain = 'اجازهٔ دیوار برای این کار منقضی شده یا داده نشده است؛ لطفاً دوباره از دیوار اجازه دهید.';
    complete.mockRejectedValue(refusal(403, { detail: consentAgain, code: 'divar_consent_required', ...common, flow: 'neighborhood-visitor', 'evaluation-type': null }));
    render(<ConsentReturn fallbackExitUrl="y" />);
    expect((await screen.findByTestId('divar-consent-failed')).textContent).toContain(consentAgain);
    expect(screen.getByTestId('divar-consent-restart').getAttribute('href')).toBe(
      `/api/divar/oauth/start/?flow=neighborhood-visitor&post_token=QmSale120&return_url=${encodeURIComponent(EXIT)}`,
    );
    expect(localStorage.getItem('access')).toBeNull();
  });
});
