import { expect } from 'vitest';
import { POST as decideRoute } from '@/app/api/divar/sandbox/oauth2/decide/route';
import { GET as startRoute } from '@/app/api/divar/oauth/start/route';
import { POST as completeRoute } from '@/app/api/divar/oauth/complete/route';
import type { DivarConsentOutcome, DivarFlow } from '@/lib/contracts/divar';
import { createValuationBody } from '@/lib/contracts/valuation';
import { getDb } from '@/server/db/client';
import { createValuation } from '@/server/valuation/create-valuation';
import { verifyAccessToken } from '@/server/auth/access-token';
import { call } from './http';
import { grantPaid } from './users';

/** The browser id our start route set (the arzyab_divar cookie), as a Cookie header. */
export function cookieFrom(headers: Headers): string {
  const set = headers.get('set-cookie') ?? '';
  return set.split(';')[0];
}

export async function startFlow(flow: DivarFlow, postToken: string | null, extra: Record<string, string> = {}, cookie?: string) {
  const q = new URLSearchParams({ flow, ...(postToken ? { post_token: postToken } : {}), ...extra });
  const res = await call(startRoute, `/api/divar/oauth/start/?${q}`, { headers: cookie ? { cookie } : {} });
  const location = new URL(res.headers.get('location') ?? 'http://invalid/');
  return { res, location, state: location.searchParams.get('state') ?? '', cookie: cookieFrom(res.headers) || cookie || '' };
}

export function complete(body: { state: string; code?: string }, cookie: string | null) {
  return call<DivarConsentOutcome & { state?: string[]; code?: string[]; detail?: string }>(completeRoute, '/api/divar/oauth/complete/', {
    method: 'POST',
    body,
    headers: cookie ? { cookie } : {},
  });
}

/** Owns QmSale120 in the local Divar. */
export const OWNER = '09120000101';

/** Presses a button on the local consent screen (a form post), returning where the browser is sent. */
export async function decide(location: URL, decision: 'approve' | 'refuse', phone = OWNER): Promise<URL> {
  const form = new URLSearchParams(Object.fromEntries(location.searchParams));
  form.set('decision', decision);
  form.set('phone', phone);
  const request = new Request('http://localhost:3000/api/divar/sandbox/oauth2/decide/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-arzyab-peer': '203.0.113.9' },
    body: form,
  });
  const res = await decideRoute(request, { params: Promise.resolve({}) });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

export async function consent(postToken = 'QmSale120', phone = OWNER, flow: DivarFlow = 'price-advertiser') {
  const started = await startFlow(flow, postToken);
  const back = await decide(started.location, 'approve', phone);
  const res = await complete({ state: back.searchParams.get('state')!, code: back.searchParams.get('code')! }, started.cookie);
  if (res.body.outcome !== 'granted') throw new Error(`granted expected, got ${JSON.stringify(res.body)}`);
  return { ...res.body, userId: (await verifyAccessToken(res.body.access))!.userId };
}

export const SALE_INPUT = {
  neighbourhood: 'saadat-abad',
  area: 120,
  rooms: 3,
  build_year: 1398,
  floor: 4,
  total_floors: 6,
  elevator: true,
  parking: true,
  storage: true,
};

/** A valuation made in a Divar flow for this ad (the advertiser's service needs their consent for it first). */
export async function divarValuation(
  userId: string | null,
  postToken: string,
  agent: 'advertiser' | 'visitor' = 'advertiser',
  kind: 'sale' | 'rent' = 'sale',
  input: Partial<typeof SALE_INPUT> = {},
) {
  const db = await getDb();
  // Each valuation is paid for (a base one costs a credit); anonymous ones use the visitor's monthly free use.
  if (userId) await grantPaid(userId, 1);
  const family = kind === 'sale' ? 'price_evaluation' : 'rental_evaluation';
  const body = createValuationBody.parse({ ...SALE_INPUT, ...input, service: `${family}_divar_${agent}_base`, divar_post_token: postToken });
  const { uuid } = await createValuation(db, {
    kind,
    body,
    userId,
    anonymous: userId ? null : { fingerprint: `fp-${Math.random()}`, address: `addr-${Math.random()}`, devicesPerAddress: 20 },
  });
  return uuid;
}
