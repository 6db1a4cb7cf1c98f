import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_API_TOKEN, CAPTCHA_ANSWER, SMS_OUTBOX_FILE } from '../env';

export function randomMobile(): string {
  return `0912${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

function lastCodeFor(mobile: string): string | null {
  let text = '';
  try {
    text = readFileSync(SMS_OUTBOX_FILE, 'utf8');
  } catch {
    return null;
  }
  const lines = text.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as { mobile_number: string; code: string });
  return lines.filter((l) => l.mobile_number === mobile).pop()?.code ?? null;
}

/** Signs a new user up through the API (captcha → signup OTP → code from the SMS outbox → verify). */
export async function signUpViaApi(request: APIRequestContext, mobile = randomMobile()): Promise<{ access: string; refresh: string; mobile: string }> {
  const captcha = await request.get('/api/captcha/');
  expect(captcha.status()).toBe(200);
  const { captcha_key } = (await captcha.json()) as { captcha_key: string };
  const otp = await request.post('/api/users/signup-otp/', { data: { mobile_number: mobile, captcha_key, captcha_answer: CAPTCHA_ANSWER } });
  expect(otp.status(), await otp.text()).toBe(201);
  let code: string | null = null;
  await expect.poll(() => (code = lastCodeFor(mobile)), { timeout: 10_000 }).not.toBeNull();
  const verify = await request.post('/api/users/signup-verify/', { data: { mobile_number: mobile, otp_code: code } });
  expect(verify.status(), await verify.text()).toBe(200);
  const tokens = (await verify.json()) as { access: string; refresh: string };
  return { ...tokens, mobile };
}

/** Puts the tokens where the app keeps them (spec §3 local flags access/refresh), then loads `path`. */
export async function signInPage(page: Page, tokens: { access: string; refresh: string }, path: string): Promise<void> {
  await page.goto('/privacy-policy');
  await page.evaluate(({ access, refresh }) => {
    localStorage.setItem('access', access);
    localStorage.setItem('refresh', refresh);
  }, tokens);
  await page.goto(path);
}

export async function createDiscountCode(request: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  const res = await request.post('/api/admin/discount-codes/', { data: body, headers: { Authorization: `Token ${ADMIN_API_TOKEN}` } });
  expect(res.status(), await res.text()).toBe(201);
}

export async function creditsOf(request: APIRequestContext, access: string) {
  const res = await request.get('/api/users/credits/', { headers: { Authorization: `Bearer ${access}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { active_credits_count: number; free_credits_count: number };
}
