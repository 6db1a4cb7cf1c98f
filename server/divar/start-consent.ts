import 'server-only';
import { lt } from 'drizzle-orm';
import { safeDivarReturnUrl } from '@/lib/contracts/divar';
import type { StartConsentQuery } from '@/lib/contracts/divar-requests';
import { serverEnv } from '@/lib/env';
import { randomToken, sha256 } from '@/server/auth/hashing';
import { invalidField } from '@/server/core/errors';
import type { Db } from '@/server/db/client';
import { divarOauthStates } from '@/server/db/schema/divar';
import { divarProvider } from '@/server/providers/divar/divar-provider';
import { DIVAR_FLOW, redirectUriFor, scopesFor } from './flows';

/** spec (issue 27): a state expires in ten minutes. */
export const STATE_TTL_MS = 10 * 60_000;
/** The HttpOnly cookie that binds a state to the browser that started the flow. */
export const DIVAR_BROWSER_COOKIE = 'arzyab_divar';
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;
const COOKIE_MAX_AGE_SECONDS = 60 * 60;

/** This browser's id from the request's cookie, or null (absent or malformed). */
export function browserIdFrom(request: Request): string | null {
  const cookies = request.headers.get('cookie') ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === DIVAR_BROWSER_COOKIE) {
      const value = rest.join('=');
      return BROWSER_ID.test(value) ? value : null;
    }
  }
  return null;
}

/**
 * Set-Cookie for the browser id. SameSite=Lax: Divar sends the user back with a top-level GET from divar.ir, which
 * carries Lax cookies; Secure whenever the app is served over https.
 */
export function browserCookie(browserId: string): string {
  const secure = serverEnv().PUBLIC_BASE_URL.startsWith('https://') ? '; Secure' : '';
  return `${DIVAR_BROWSER_COOKIE}=${browserId}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

export interface StartConsentResult {
  authorizeUrl: string;
  /** The browser id to (re)set in the cookie. */
  browserId: string;
}

/**
 * Starts Divar's OAuth consent for a flow: a fresh random state (256 bits, stored as its hash) bound to this browser,
 * single use and valid ten minutes, remembering the ad, a return_url that passed the exit rule, and the exact
 * redirect address; the answer is Divar's consent screen for the flow's scopes.
 */
export async function startConsent(db: Db, query: StartConsentQuery, browserId: string | null, now = new Date()): Promise<StartConsentResult> {
  const spec = DIVAR_FLOW[query.flow];
  const postToken = query.post_token ?? null;
  if (spec.needsPost && !postToken) throw invalidField('post_token', 'این صفحه باید از آگهی دیوار باز شود (شناسهٔ آگهی فرستاده نشده است).');
  const browser = browserId ?? randomToken(32);
  const state = randomToken(32);
  const redirectUri = redirectUriFor(query.flow, serverEnv().PUBLIC_BASE_URL);
  const scopes = scopesFor(query.flow, postToken);
  // Old states are of no use to anyone: clear them as new ones are made (a day's grace for support questions).
  await db.delete(divarOauthStates).where(lt(divarOauthStates.expiresAt, new Date(now.getTime() - 86_400_000)));
  await db.insert(divarOauthStates).values({
    stateHash: sha256(state),
    browserHash: sha256(browser),
    flow: query.flow,
    postToken,
    returnUrl: safeDivarReturnUrl(query.return_url),
    evaluationType: query['evaluation-type'] ?? null,
    redirectUri,
    scopes: scopes.join(' '),
    createdAt: now,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return { authorizeUrl: divarProvider().authorizeUrl({ redirectUri, scopes, state }), browserId: browser };
}
