import 'server-only';
import { eq } from 'drizzle-orm';
import { DIVAR_UNAVAILABLE, type DivarAd, type DivarAsking } from '@/lib/contracts/divar';
import { postToken } from '@/lib/contracts/refs';
import type { ValuationResult } from '@/lib/contracts/valuation';
import { DomainError, NotFound } from '@/server/core/errors';
import type { Db } from '@/server/db/client';
import { valuations } from '@/server/db/schema/valuation';
import { findReport } from '@/server/reports/stored-report';
import { presentValuation } from '@/server/valuation/present-valuation';
import { askingNegotiable, mapDivarPost, readDivarPost } from './get-divar-ad';

// What the /divar pages read on the server (they render without the viewer's token: the browser holds it).

export const OPEN_FROM_AD = 'این صفحه باید از آگهی در دیوار باز شود؛ لطفاً از دیوار و صفحهٔ آگهی دوباره وارد شوید.';

/** The ad as a page shows it: whether its missing price is «توافقی» or just not given (AdSummary says which). */
export type PageDivarAd = DivarAd & { asking_negotiable: boolean };
export type PageAd = { ok: true; ad: PageDivarAd } | { ok: false; message: string; again: boolean };

/** The ad a page was opened for, or why it cannot be shown (no token, no such ad, Divar down: try again). */
export async function adForPage(db: Db, token: string | undefined): Promise<PageAd> {
  const parsed = postToken.safeParse(token);
  if (!parsed.success) return { ok: false, message: OPEN_FROM_AD, again: false };
  try {
    // As getDivarAd for a viewer the pages do not know (the browser holds the token): no owner's pin.
    const post = await readDivarPost(parsed.data);
    return { ok: true, ad: { ...mapDivarPost(post, null), asking_negotiable: askingNegotiable(post) } };
  } catch (error) {
    if (error instanceof NotFound) return { ok: false, message: error.message, again: false };
    if (error instanceof DomainError) return { ok: false, message: DIVAR_UNAVAILABLE, again: true };
    throw error;
  }
}

export interface DivarPriceResult {
  result: ValuationResult;
  asking: DivarAsking | null;
  /** false when Divar could not be asked for the ad's price just now (the estimate still shows). */
  askingKnown: boolean;
  /** The ad's price is «توافقی» (rather than missing). */
  negotiable: boolean;
}

/**
 * A valuation of a Divar ad by uuid (sale or rent), with the ad's asking price read from Divar now; null when the
 * uuid names none, or a valuation not made from a Divar ad (those have their own result pages).
 */
export async function findDivarPriceResult(db: Db, uuid: string): Promise<DivarPriceResult | null> {
  const result = await findReport(
    uuid,
    async (id) => (await db.select().from(valuations).where(eq(valuations.id, id)).limit(1))[0],
    (row) => presentValuation(row),
  );
  if (!result?.divar) return null;
  try {
    const post = await readDivarPost(result.divar.post_token);
    return { result, asking: mapDivarPost(post, null).asking, askingKnown: true, negotiable: askingNegotiable(post) };
  } catch (error) {
    if (error instanceof DomainError) return { result, asking: null, askingKnown: false, negotiable: false };
    throw error;
  }
}
