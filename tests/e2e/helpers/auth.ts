import { existsSync, readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CAPTCHA_ANSWER, SMS_OUTBOX_FILE } from '../env';

// Shared sign-in helpers for every e2e spec. Codes are read from the console SMS provider's outbox
// (SMS_OUTBOX_FILE); captchas accept CAPTCHA_ANSWER in the e2e app.

export interface Tokens {
  access: string;
  refresh: string;
}

interface OutboxLine {
  mobile_number: string;
  code: string;
  sent_at: string;
}

function outboxFor(mobile: string): OutboxLine[] {
  if (!existsSync(SMS_OUTBOX_FILE)) return [];
  return readFileSync(SMS_OUTBOX_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine)
    .filter((m) => m.mobile_number === mobile);
}

/** How many codes have been sent to this number so far (pass it to `waitForOtp` to get the next one). */
export function sentCodeCount(mobile: string): number {
  return outboxFor(mobile).length;
}

/** Waits for the code number `previousCount + 1` sent to `mobile` and returns it. */
export async function waitForOtp(mobile: string, previousCount: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = outboxFor(mobile);
    if (lines.length > previousCount) return lines[lines.length - 1].code;
    if (Date.now() > deadline) throw new Error(`no OTP sent to ${mobile} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A fresh, valid mobile number (09…) unlikely to collide within and across runs. */
export function uniqueMobile(): string {
  const n = (Date.now() % 1e6) * 10 + Math.floor(Math.random() * 10);
  return `0990${String(n).padStart(7, '0').slice(-7)}`;
}

/** A 5-digit code that is certainly not `code`. */
export function wrongOtp(code: string): string {
  return String((Number(code) + 1) % 100000).padStart(5, '0');
}

// ---------------- through the API (fast set-up for other flows) ----------------

/** Creates an account through the API and returns its tokens (no browser involved). */
export async function signUpViaApi(request: APIRequestContext, mobile = uniqueMobile()): Promise<Tokens & { mobile: string }> {
  const before = sentCodeCount(mobile);
  const captcha = await request.get('/api/captcha/');
  expect(captcha.status()).toBe(200);
  const { captcha_key } = (await captcha.json()) as { captcha_key: string };
  const sent = await request.post('/api/users/signup-otp/', {
    data: { mobile_number: mobile, captcha_key, captcha_answer: CAPTCHA_ANSWER },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const code = await waitForOtp(mobile, before);
  const verified = await request.post('/api/users/signup-verify/', { data: { mobile_number: mobile, otp_code: code } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { ...((await verified.json()) as Tokens), mobile };
}

/** Saves a profile through the API. */
export async function saveProfileViaApi(request: APIRequestContext, tokens: Tokens, fullName: string, email = ''): Promise<void> {
  const res = await request.patch('/api/users/user-info/', {
    headers: { authorization: `Bearer ${tokens.access}` },
    data: { full_name: fullName, email },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Makes `page` signed in with `tokens` (spec §3 local flags `access` and `refresh`). Call before the first
 * `page.goto` of the test; the tokens are written before any page script runs, on every navigation.
 */
export async function applyTokens(page: Page, tokens: Tokens): Promise<void> {
  await page.addInitScript(
    ({ access, refresh }) => {
      // Only once per tab: later navigations keep whatever the app stored since (rotated refresh tokens).
      if (window.sessionStorage.getItem('e2e-tokens-set')) return;
      window.sessionStorage.setItem('e2e-tokens-set', '1');
      window.localStorage.setItem('access', access);
      window.localStorage.setItem('refresh', refresh);
    },
    { access: tokens.access, refresh: tokens.refresh },
  );
}

/** New account through the API, then signed in in the browser: the quickest start for a signed-in flow. */
export async function signInAsNewUser(page: Page, options: { fullName?: string; email?: string } = {}) {
  const account = await signUpViaApi(page.request);
  if (options.fullName) await saveProfileViaApi(page.request, account, options.fullName, options.email);
  await applyTokens(page, account);
  return account;
}

// ---------------- through the UI ----------------

export async function readTokens(page: Page): Promise<{ access: string | null; refresh: string | null }> {
  return page.evaluate(() => ({ access: localStorage.getItem('access'), refresh: localStorage.getItem('refresh') }));
}

export const authModal = (page: Page) => page.getByTestId('auth-modal');

/** Opens the modal from the header (waits for the user area to settle first). */
export async function openAuthModal(page: Page, authType: 'login' | 'signup' = 'login'): Promise<void> {
  await page.getByTestId('login-button').click();
  const modal = authModal(page);
  await expect(modal).toBeVisible();
  if (authType === 'signup') await modal.getByRole('button', { name: 'ثبت نام کنید' }).click();
  await expect(modal.getByRole('heading', { name: authType === 'signup' ? 'ثبت نام' : 'ورود به حساب کاربری' })).toBeVisible();
}

/** In the open modal's number step: types the number and captcha and asks for a code; returns the code sent. */
export async function requestCodeInModal(page: Page, mobile: string): Promise<string> {
  const modal = authModal(page);
  const before = sentCodeCount(mobile.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))));
  await modal.getByTestId('mobile-input').fill(mobile);
  await expect(modal.getByTestId('captcha-image')).toBeVisible();
  await modal.getByTestId('captcha-input').fill(CAPTCHA_ANSWER);
  await expect(modal.getByTestId('send-otp')).toBeEnabled();
  await modal.getByTestId('send-otp').click();
  await expect(modal.getByTestId('otp-input')).toBeVisible();
  return waitForOtp(mobile.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))), before);
}

/** Opens the sign-up step from the header and asks a code for a new number: the code step is showing. */
export async function startSignUp(page: Page, mobile = uniqueMobile()): Promise<{ mobile: string; code: string; modal: Locator }> {
  await openAuthModal(page, 'signup');
  const code = await requestCodeInModal(page, mobile);
  return { mobile, code, modal: authModal(page) };
}

/** Full UI signup: modal → number → code → profile. Leaves the page signed in with the modal closed. */
export async function signUp(
  page: Page,
  options: { mobile?: string; fullName?: string; email?: string } = {},
): Promise<{ mobile: string }> {
  const { mobile, code, modal } = await startSignUp(page, options.mobile);
  await modal.getByTestId('otp-input').fill(code); // a full code submits itself
  await expect(page.getByText('ثبت نام شما با موفقیت انجام شد.')).toBeVisible();
  await expect(modal.getByTestId('full-name-input')).toBeVisible();
  await modal.getByTestId('full-name-input').fill(options.fullName ?? 'کاربر آزمایشی');
  if (options.email) await modal.getByTestId('email-input').fill(options.email);
  await modal.getByTestId('save-profile').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  return { mobile };
}

/** Logs out from the header menu and waits for the signed-out header. */
export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-logout').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
}
