import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { DIVAR_OUTSIDE_TEHRAN, DIVAR_POST_NOT_FOUND, type ReferralPrecheck, type ReferralProblemCode } from '@/lib/contracts/divar';
import { toPersianDigits } from '@/lib/fa/digits';
import { findService } from '@/server/credits/find-service';
import { readBalance } from '@/server/credits/ledger';
import { NotFound } from '@/server/core/errors';
import type { Db } from '@/server/db/client';
import { environmentEvaluations } from '@/server/db/schema/environment';
import { SCOPE } from '@/server/providers/divar/types';
import { getDivarAd } from './get-divar-ad';
import { hasGranted } from './grants';

export const REFERRAL_PROBLEM: Record<Exclude<ReferralProblemCode, 'not_enough_credit'>, string> = {
  not_found: DIVAR_POST_NOT_FOUND,
  not_apartment: 'این آگهی آپارتمان نیست؛ ارزیابی محله فعلاً فقط برای آگهی‌های فروش و اجارهٔ آپارتمان انجام می‌شود.',
  outside_tehran: DIVAR_OUTSIDE_TEHRAN,
  no_location: 'محل این آگهی مشخص نیست (نه نقشه دارد و نه محله‌ای که بشناسیم)؛ در مرحلهٔ بعد محل ملک را روی نقشه انتخاب کنید.',
  already_evaluated: 'محلهٔ این آگهی را پیش‌تر ارزیابی کرده‌اید؛ نتیجه آماده است و دیدن آن اعتباری کم نمی‌کند.',
};

export const notEnoughCredit = (need: number, have: number) =>
  `اعتبار شما برای این ارزیابی کافی نیست: ${toPersianDigits(need)} اعتبار لازم است و ${toPersianDigits(have)} اعتبار دارید؛ در مرحلهٔ پرداخت می‌توانید اعتبار بخرید.`;

/** The ad as the user may see it; null when Divar does not know the token (any other failure is the request's). */
async function adOrMissing(db: Db, postToken: string, userId: string) {
  try {
    return await getDivarAd(db, postToken, userId);
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

/** The service a referral pays with: the advertiser's when they let us post on the ad, the visitor's for another ad, the site's without one. */
const serviceName = (postToken: string | null, canPost: boolean) =>
  `environmental_evaluation_${postToken ? (canPost ? 'divar_advertiser' : 'divar_visitor') : 'product'}_base`;

/**
 * The referral flow's precheck (issue 28): before the form, what stands between this signed-in user and a
 * neighbourhood evaluation of the ad — an ad we do not evaluate (not an apartment, outside Tehran: blocking), an ad
 * nothing places on the map (the form asks for the point), an evaluation they already have (its link), and credit
 * short of the service's price (bought at the payment step; not said when something blocks). Without an ad (a
 * partner's link) only the credit counts.
 * A token Divar does not know is a problem of the answer like the others (blocking), not a failed check.
 */
export async function referralPrecheck(db: Db, userId: string, postToken: string | null): Promise<ReferralPrecheck> {
  const problems: ReferralPrecheck['problems'] = [];
  const ad = postToken ? await adOrMissing(db, postToken, userId) : null;
  if (postToken && !ad) problems.push({ code: 'not_found', message: REFERRAL_PROBLEM.not_found, blocking: true });
  if (ad) {
    if (!ad.kind) problems.push({ code: 'not_apartment', message: REFERRAL_PROBLEM.not_apartment, blocking: true });
    if (ad.city !== 'tehran') problems.push({ code: 'outside_tehran', message: REFERRAL_PROBLEM.outside_tehran, blocking: true });
    else if (!ad.neighbourhood && ad.latitude === null) problems.push({ code: 'no_location', message: REFERRAL_PROBLEM.no_location, blocking: false });
  }
  const canPost = postToken !== null && (await hasGranted(db, userId, SCOPE.postAddonCreate(postToken), postToken));
  const [earlier] = postToken
    ? await db
        .select({ id: environmentEvaluations.id })
        .from(environmentEvaluations)
        .where(and(eq(environmentEvaluations.userId, userId), eq(environmentEvaluations.divarPostToken, postToken)))
        .orderBy(desc(environmentEvaluations.createdAt))
        .limit(1)
    : [];
  if (earlier) problems.push({ code: 'already_evaluated', message: REFERRAL_PROBLEM.already_evaluated, blocking: false });

  const service = serviceName(postToken, canPost);
  const [row, balance] = await Promise.all([findService(db, service), readBalance(db, userId)]);
  const required = row?.creditsRequired ?? 0;
  const available = balance.paid + balance.free;
  // Credit is bought at the form's payment step, which an ad we do not evaluate never reaches: saying it is short
  // there would send the user to buy credit for nothing.
  const blocked = problems.some((p) => p.blocking);
  if (!blocked && available < required) problems.push({ code: 'not_enough_credit', message: notEnoughCredit(required, available), blocking: false });

  return {
    ok: !blocked,
    post_token: postToken,
    ad,
    problems,
    service,
    credits_required: required,
    available_credits: available,
    evaluation_uuid: earlier?.id ?? null,
    can_post_widget: canPost,
  };
}
