import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { divarExitUrl, type DivarConsentOutcome, type DivarStateContext } from '@/lib/contracts/divar';
import { sha256 } from '@/server/auth/hashing';
import { signInVerifiedMobile } from '@/server/auth/sign-in-verified-mobile';
import { DomainError, InvalidInput, invalidField, invalidRequest } from '@/server/core/errors';
import type { Db } from '@/server/db/client';
import { divarOauthStates } from '@/server/db/schema/divar';
import { divarProvider } from '@/server/providers/divar/divar-provider';
import { KenarError, SCOPE } from '@/server/providers/divar/types';
import { saveGrant } from './grants';
import { withKenar } from './kenar-api-error';

// Each refusal of a state says, in Persian, why and how to start again. A state we cannot tie to this browser's flow
// leaves only the way back to the ad; a spent one and a refused code come with the flow, and the page offers a
// fresh sign-in with Divar for the same ad beside it.
export const STATE_MESSAGES = {
  unknown: 'این درخواست اجازهٔ دیوار شناخته نشد؛ لطفاً از آگهی در دیوار دوباره شروع کنید.',
  foreign: 'این درخواست اجازهٔ دیوار در این مرورگر شروع نشده است؛ لطفاً از آگهی در دیوار دوباره شروع کنید.',
  expired: 'مهلت ده‌دقیقه‌ای این درخواست اجازهٔ دیوار تمام شده است؛ لطفاً دوباره با حساب دیوار وارد شوید.',
  replayed: 'این درخواست اجازهٔ دیوار پیش‌تر به کار رفته است؛ لطفاً دوباره با حساب دیوار وارد شوید.',
} as const;
export const CODE_REFUSED = 'اجازهٔ دیوار تأیید نشد یا منقضی شده است؛ لطفاً دوباره با حساب دیوار وارد شوید.';
export const PHONE_NOT_GIVEN = 'دیوار شمارهٔ همراه شما را به ما نداد؛ برای ادامه، اجازهٔ دسترسی به شمارهٔ همراه لازم است.';

export interface CompleteConsentInput {
  state: string;
  /** Absent: the user refused on Divar's screen. */
  code: string | null;
  /** This browser's id (the cookie set when the flow started); null when the cookie is missing. */
  browserId: string | null;
}

/**
 * Divar's OAuth return. The state must be one we issued, to this browser, within ten minutes, and unused — it is
 * spent here, once. A refusal is an answer, not an error. With a code: exchange it, read the phone number, sign in
 * as that number's account (no second code: Divar has verified it) and keep the grant for the widget and the pin.
 */
export async function completeConsent(db: Db, input: CompleteConsentInput, now = new Date()): Promise<DivarConsentOutcome> {
  const stateHash = sha256(input.state);
  const [row] = await db.select().from(divarOauthStates).where(eq(divarOauthStates.stateHash, stateHash)).limit(1);
  if (!row) throw invalidField('state', STATE_MESSAGES.unknown);
  // Checked before the state is spent: someone else's state must not burn the owner's flow.
  if (!input.browserId || sha256(input.browserId) !== row.browserHash) throw invalidField('state', STATE_MESSAGES.foreign);
  const provider = divarProvider();
  const common: DivarStateContext = {
    flow: row.flow,
    post_token: row.postToken,
    'evaluation-type': row.evaluationType,
    exit_url: divarExitUrl(row.returnUrl, provider.completionUrl),
  };
  // This browser's own state, spent already (Back to Divar's screen and approve again, a reload mid-return): still
  // refused, but with the flow's ad and way back, so the page carries on for a signed-in user or exits to the ad.
  const replayed = () => new InvalidInput({ state: [STATE_MESSAGES.replayed], ...common });
  if (row.usedAt) throw replayed();
  // Expired on Divar's screen: nothing was granted, so even a signed-in browser must not go on to the form. The
  // answer names the flow (and says `expired`, so the page does not take it for a spent state): a fresh sign-in
  // with Divar for the same ad.
  if (row.expiresAt.getTime() <= now.getTime()) throw new InvalidInput({ state: [STATE_MESSAGES.expired], ...common, expired: true });
  const spent = await db
    .update(divarOauthStates)
    .set({ usedAt: now })
    .where(and(eq(divarOauthStates.stateHash, stateHash), isNull(divarOauthStates.usedAt)))
    .returning({ stateHash: divarOauthStates.stateHash });
  if (spent.length === 0) throw replayed(); // a concurrent return won the race

  if (!input.code) return { outcome: 'refused', ...common };
  try {
    return await signInWithGrant(db, row, input.code, common, now);
  } catch (error) {
    // The state is spent: reloading this return can only be refused as replayed. When Divar failed (down, slow,
    // limiting us, refusing its own fresh token) or refused the user (a code it no longer honours, no phone number
    // given), the answer names the flow, so the page offers the consent again — a fresh sign-in with Divar for the
    // same ad — and the way back to the ad instead of a retry that cannot work.
    if (error instanceof InvalidInput && !Array.isArray(error.fields)) throw new InvalidInput({ ...error.fields, ...common });
    if (error instanceof DomainError) error.details = { ...error.details, ...common };
    throw error;
  }
}

async function signInWithGrant(
  db: Db,
  row: typeof divarOauthStates.$inferSelect,
  code: string,
  common: DivarStateContext,
  now: Date,
): Promise<DivarConsentOutcome> {
  const provider = divarProvider();
  const grant = await withKenar(async () => {
    try {
      return await provider.exchangeCode({ code, redirectUri: row.redirectUri });
    } catch (error) {
      if (error instanceof KenarError && (error.failure === 'invalid_grant' || error.failure === 'bad_request')) throw invalidField('code', CODE_REFUSED);
      throw error;
    }
  });
  const scopes = grant.scopes ?? row.scopes.split(' ');
  if (!scopes.includes(SCOPE.userPhone)) throw invalidRequest(PHONE_NOT_GIVEN);
  const user = await withKenar(() => provider.getUser(grant.accessToken));
  if (!user.phone) throw invalidRequest(PHONE_NOT_GIVEN);

  const session = await signInVerifiedMobile(db, user.phone, now);
  await saveGrant(
    db,
    { userId: session.userId, postToken: row.postToken, scopes, accessToken: grant.accessToken, expiresInSeconds: grant.expiresInSeconds, divarUserId: user.userId },
    now,
  );
  return {
    outcome: 'granted',
    ...common,
    access: session.tokens.access,
    refresh: session.tokens.refresh,
    signed_up: session.created,
    mobile_number: user.phone,
    can_post_widget: row.postToken !== null && scopes.includes(SCOPE.postAddonCreate(row.postToken)),
    can_read_pin: scopes.includes(SCOPE.userPostsGet),
  };
}
