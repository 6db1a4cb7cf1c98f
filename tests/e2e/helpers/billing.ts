import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_API_TOKEN } from '../env';
import { applyTokens, type Tokens } from './auth';

/** Puts the tokens where the app keeps them (spec §3 local flags access/refresh), then loads `path`. */
export async function signInPage(page: Page, tokens: Tokens, path: string): Promise<void> {
  await applyTokens(page, tokens);
  await page.goto(path);
}

/** Buys a plan (by default the 3-credit base plan: 1 free + 3 paid) through the sandbox gateway (API only). */
export async function topUp(request: APIRequestContext, tokens: Tokens, callbackUrl = '/price', plan = 'base'): Promise<void> {
  const auth = { authorization: `Bearer ${tokens.access}` };
  const pay = await request.post('/api/payment/payment-subscription/', { headers: auth, data: { plan, callback_url: callbackUrl } });
  expect(pay.status(), await pay.text()).toBe(200);
  const { link } = (await pay.json()) as { link: string };
  const authority = new URL(link).pathname.split('/').filter(Boolean).pop()!;
  const settled = await request.post(`/api/payment/sandbox/${authority}/pay/`, { maxRedirects: 0 });
  expect(settled.status()).toBe(303);
  const verified = await request.get(`/api/payment/payment-transaction/${authority}`, { headers: auth });
  expect(verified.status(), await verified.text()).toBe(200);
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
