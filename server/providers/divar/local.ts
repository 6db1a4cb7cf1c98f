import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { divarPhone } from '@/lib/contracts/divar';
import { randomToken, sha256 } from '@/server/auth/hashing';
import { getDb } from '@/server/db/client';
import { sandboxDivarAddons, sandboxDivarCodes, sandboxDivarTokens } from '@/server/db/schema/divar';
import { parseFinderPost } from './kenar-post';
import { type KenarAddonBody, toKenarAddonBody } from './kenar-widgets';
import { findLocalAd, LOCAL_ADS } from './local-fixtures';
import { type DivarProvider, KenarError, SCOPE } from './types';

// LOCAL-ONLY provider (DIVAR_PROVIDER=local, the embedded default; refused when APP_ENV=production): a stand-in for
// Divar that plays its side of every call — a consent screen of ours (/sandbox-divar/oauth2/auth) issuing one-time
// codes, access tokens with the granted scopes, the fixture ads of local-fixtures.ts read through the same parser as
// real ones, and an ad page (/sandbox-divar/post/{token}) showing the add-on we posted, stored as Kenar's own body.
// Nothing here reaches divar.ir.

export const LOCAL_APP_SLUG = 'arzyab-local';
const CODE_TTL_MS = 10 * 60_000;
const TOKEN_TTL_SECONDS = 3600;

const forbidden = (what: string) => new KenarError('forbidden', `local divar ${what}: permission denied`, 403, 7);
const splitScopes = (scopes: string) => scopes.split(/\s+/).filter(Boolean);

async function tokenRow(accessToken: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(sandboxDivarTokens)
    .where(and(eq(sandboxDivarTokens.tokenHash, sha256(accessToken)), gt(sandboxDivarTokens.expiresAt, new Date())))
    .limit(1);
  return row ? { phone: row.phone, scopes: splitScopes(row.scopes) } : null;
}

/** Kenar's user_id is opaque and stable per app; the local Divar derives one from the number. */
const localUserId = (phone: string) => `local-${sha256(`local-divar-user:${phone}`).slice(0, 16)}`;

export function createLocalDivarProvider(baseUrl: string): DivarProvider {
  const origin = new URL(baseUrl).origin;
  return {
    name: 'local',
    completionUrl: `${origin}/sandbox-divar/completion`,

    authorizeUrl({ redirectUri, scopes, state }) {
      const q = new URLSearchParams({ response_type: 'code', client_id: LOCAL_APP_SLUG, redirect_uri: redirectUri, scope: scopes.join(' '), state });
      return `${origin}/sandbox-divar/oauth2/auth?${q.toString().replace(/\+/g, '%20')}`;
    },

    async exchangeCode({ code, redirectUri }) {
      const db = await getDb();
      const now = new Date();
      // Atomic: a code is exchanged once, by the redirect address it was issued for, within its ten minutes.
      const [row] = await db
        .update(sandboxDivarCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(sandboxDivarCodes.codeHash, sha256(code)),
            eq(sandboxDivarCodes.redirectUri, redirectUri),
            isNull(sandboxDivarCodes.usedAt),
            gt(sandboxDivarCodes.expiresAt, now),
          ),
        )
        .returning();
      if (!row) throw new KenarError('invalid_grant', 'local divar token: invalid_grant', 400, 'invalid_grant');
      const accessToken = `local_at_${randomToken(32)}`;
      await db.insert(sandboxDivarTokens).values({
        tokenHash: sha256(accessToken),
        scopes: row.scopes,
        phone: row.phone,
        expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000),
      });
      return { accessToken, expiresInSeconds: TOKEN_TTL_SECONDS, scopes: splitScopes(row.scopes) };
    },

    async getPost(postToken) {
      const ad = findLocalAd(postToken);
      return ad ? parseFinderPost(ad.finder, postToken) : null;
    },

    async getOwnerPin(postToken, accessToken) {
      const grant = await tokenRow(accessToken);
      const ad = findLocalAd(postToken);
      if (!grant || !grant.scopes.includes(SCOPE.userPostsGet)) throw forbidden('user post');
      if (!ad) throw new KenarError('not_found', 'local divar user post: not found', 404, 5);
      // Divar answers the owner read only for the owner's own ad.
      if (ad.owner.phone !== grant.phone) throw forbidden('user post');
      const location = ad.owner.location;
      return location ? { latitude: location.latitude, longitude: location.longitude, exact: location.location_type === 'LOCATION_TYPE_EXACT' } : null;
    },

    async getUser(accessToken) {
      const grant = await tokenRow(accessToken);
      if (!grant || !grant.scopes.includes(SCOPE.userPhone)) throw forbidden('users');
      return { phone: grant.phone, userId: localUserId(grant.phone) };
    },

    async putPostAddon(postToken, accessToken, widgets) {
      const grant = await tokenRow(accessToken);
      if (!grant || !grant.scopes.includes(SCOPE.postAddonCreate(postToken))) throw forbidden('create add-on');
      const body = toKenarAddonBody(widgets);
      // As Divar does, an unknown ad is accepted and nothing is attached.
      if (!findLocalAd(postToken)) return;
      const db = await getDb();
      await db
        .insert(sandboxDivarAddons)
        .values({ postToken, body, updatedAt: new Date() })
        .onConflictDoUpdate({ target: sandboxDivarAddons.postToken, set: { body, updatedAt: new Date() } });
    },

    async deletePostAddons(postToken) {
      const db = await getDb();
      await db.delete(sandboxDivarAddons).where(eq(sandboxDivarAddons.postToken, postToken));
    },
  };
}

// ------------------------------------------------------------------ the local Divar's own pages

export interface LocalPostSummary {
  post_token: string;
  category: string;
  city: string;
  district: string;
  title: string;
  owner_phone: string;
  has_pin: boolean;
}

export function listLocalPosts(): LocalPostSummary[] {
  return LOCAL_ADS.map(({ finder, owner }) => {
    const data = finder.data as { title?: string };
    return {
      post_token: finder.token,
      category: String(finder.category),
      city: String(finder.city),
      district: String(finder.district),
      title: data.title ?? '',
      owner_phone: owner.phone,
      has_pin: owner.location !== null,
    };
  });
}

/** The add-on body we posted on a fixture ad, as the local Divar stored it; null when none. */
export async function localAddonFor(postToken: string): Promise<{ body: KenarAddonBody; updatedAt: Date } | null> {
  const db = await getDb();
  const [row] = await db.select().from(sandboxDivarAddons).where(eq(sandboxDivarAddons.postToken, postToken)).limit(1);
  return row ? { body: row.body as KenarAddonBody, updatedAt: row.updatedAt } : null;
}

export interface LocalConsentRequest {
  client_id?: string;
  redirect_uri?: string;
  scope?: string;
  state?: string;
  response_type?: string;
}

export interface LocalConsentScreen {
  scopes: Array<{ scope: string; label: string }>;
  /** The ad a POST_ADDON_CREATE scope names, and its owner's number (the only user Divar lets grant it). */
  post: { token: string; title: string; ownerPhone: string } | null;
  redirectUri: string;
  state: string;
}

const SCOPE_PATTERN = /^(USER_PHONE|USER_POSTS_GET|POST_ADDON_CREATE\.[A-Za-z0-9_]{1,16})$/;

/** What the local consent screen shows for a request, or why Divar would refuse to show it (Persian). */
export function describeLocalConsent(request: LocalConsentRequest, baseUrl: string): LocalConsentScreen | { error: string } {
  if (request.response_type !== 'code' || request.client_id !== LOCAL_APP_SLUG) return { error: 'درخواست اجازه معتبر نیست (شناسهٔ برنامه یا نوع پاسخ نادرست است).' };
  const origin = new URL(baseUrl).origin;
  let redirect: URL;
  try {
    redirect = new URL(request.redirect_uri ?? '');
  } catch {
    return { error: 'نشانی بازگشت معتبر نیست.' };
  }
  // Kenar's panel whitelists redirect addresses without a query; the local Divar whitelists this app's origin.
  if (redirect.origin !== origin || redirect.search || redirect.hash) return { error: 'نشانی بازگشت در فهرست مجاز این برنامه نیست.' };
  const scopes = splitScopes(request.scope ?? '');
  if (!scopes.length || !scopes.every((s) => SCOPE_PATTERN.test(s))) return { error: 'دسترسی‌های درخواست‌شده معتبر نیست.' };
  if (!request.state) return { error: 'پارامتر state فرستاده نشده است.' };
  const addon = scopes.find((s) => s.startsWith('POST_ADDON_CREATE.'));
  const ad = addon ? findLocalAd(addon.slice('POST_ADDON_CREATE.'.length)) : null;
  if (addon && !ad) return { error: 'آگهی این درخواست در دیوار آزمایشی پیدا نشد.' };
  const title = ad ? String((ad.finder.data as { title?: string }).title ?? '') : '';
  return {
    scopes: scopes.map((scope) => ({
      scope,
      label:
        scope === SCOPE.userPhone
          ? 'دسترسی به شمارهٔ تلفن همراه شما'
          : scope === SCOPE.userPostsGet
            ? 'دیدن آگهی‌های شما، از جمله موقعیتی که روی نقشه ثبت کرده‌اید'
            : `افزودن اطلاعات به آگهی «${title}»`,
    })),
    post: ad ? { token: ad.finder.token, title, ownerPhone: ad.owner.phone } : null,
    // Kept as sent: the code exchange must repeat it exactly.
    redirectUri: request.redirect_uri ?? '',
    state: request.state,
  };
}

/**
 * The user pressed «تأیید» or «رد» on the local consent screen. Like Divar, the answer is where the browser goes:
 * the redirect address with a one-time code and the state, or with the state and error=access_denied (no code).
 */
export async function decideLocalConsent(
  request: LocalConsentRequest & { phone?: string; decision?: string },
  baseUrl: string,
): Promise<{ location: string } | { error: string }> {
  const screen = describeLocalConsent(request, baseUrl);
  if ('error' in screen) return screen;
  const back = new URL(screen.redirectUri);
  back.searchParams.set('state', screen.state);
  if (request.decision !== 'approve') {
    back.searchParams.set('error', 'access_denied');
    return { location: back.toString() };
  }
  const phone = divarPhone(request.phone);
  if (!phone) return { error: 'شمارهٔ همراه کاربر دیوار را درست وارد کنید (مثل ۰۹۱۲۱۲۳۴۵۶۷).' };
  if (screen.post && screen.post.ownerPhone !== phone) return { error: 'این آگهی متعلق به این کاربر نیست؛ فقط صاحب آگهی می‌تواند اجازهٔ افزودن اطلاعات به آن را بدهد.' };
  const code = randomToken(32);
  const db = await getDb();
  await db.insert(sandboxDivarCodes).values({
    codeHash: sha256(code),
    redirectUri: screen.redirectUri,
    scopes: screen.scopes.map((s) => s.scope).join(' '),
    phone,
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  back.searchParams.set('code', code);
  return { location: back.toString() };
}
