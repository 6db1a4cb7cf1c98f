import 'server-only';
import { and, desc, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import { DIVAR_VALUATION_NOT_FOUND, type DivarPriceSuggestionResponse } from '@/lib/contracts/divar';
import type { Db, Tx } from '@/server/db/client';
import { valuations } from '@/server/db/schema/valuation';
import { invalidField, NotFound } from '@/server/core/errors';
import { presentValuation } from '@/server/valuation/present-valuation';

/**
 * Records the Divar ad a valuation was made from (the advertiser and visitor flows call it right after creating
 * the valuation, with the token of the ad their page was opened for). A valuation belongs to one ad for good.
 */
export async function recordDivarPost(db: Db | Tx, valuationId: string, postToken: string): Promise<void> {
  const [row] = await db.select({ token: valuations.divarPostToken }).from(valuations).where(eq(valuations.id, valuationId)).limit(1);
  if (!row) throw new NotFound('ارزیابی قیمتی با این شناسه پیدا نشد.');
  if (row.token === postToken) return;
  if (row.token !== null) throw invalidField('divar_post_token', 'این ارزیابی برای آگهی دیگری ثبت شده است.');
  await db.update(valuations).set({ divarPostToken: postToken }).where(eq(valuations.id, valuationId));
}

/**
 * GET /api/divar-price-suggestion-response/?post_token= — the newest valuation of this ad the caller may see:
 * their own (signed in), or the one the advertiser published on the ad (public: it is on the ad with a link to
 * it). Anything else — another person's private valuation of the same ad — is not found.
 */
export async function getDivarPriceResponse(db: Db, postToken: string, viewerId: string | null): Promise<DivarPriceSuggestionResponse> {
  const visible: SQL | undefined = viewerId
    ? or(eq(valuations.userId, viewerId), isNotNull(valuations.divarPublishedAt))
    : isNotNull(valuations.divarPublishedAt);
  const [row] = await db
    .select()
    .from(valuations)
    .where(and(eq(valuations.divarPostToken, postToken), visible))
    .orderBy(desc(valuations.createdAt))
    .limit(1);
  if (!row) throw new NotFound(DIVAR_VALUATION_NOT_FOUND);
  return {
    ...presentValuation(row, viewerId ?? undefined),
    divar: { post_token: postToken, published_on_ad: row.divarPublishedAt !== null, own: viewerId !== null && row.userId === viewerId },
  };
}
