import 'server-only';
import { eq } from 'drizzle-orm';
import { DIVAR_UNAVAILABLE, type DivarAd, type DivarAsking } from '@/lib/contracts/divar';
import { postToken } from '@/lib/contracts/refs';
import type { ValuationResult } from '@/lib/contracts/valuation';
import { errorMessages } from '@/lib/errors/catalogue';
import { serverEnv } from '@/lib/env';
import { DomainError, NotFound, TooManyRequests } from '@/server/core/errors';
import type { Db } from '@/server/db/client';
import { addressKey, clientIp } from '@/server/http/client-ip';
import { consumeRateLimit, type RateLimitRule } from '@/server/http/rate-limit';
import { valuations } from '@/server/db/schema/valuation';
import { findReport } from '@/server/reports/stored-report';
import { presentValuation } from '@/server/valuation/present-valuation';
import { askingNegotiable, mapDivarPost, readDivarPost } from './get-divar-ad';

// What the /divar pages read on the server (they render without the viewer's token: the browser holds it).

/**
 * Reads of Divar's ads one address may cause in ten minutes (DIVAR_READS_PER_ADDRESS, 120 by default), through
 * GET /api/divar/post/ and the Divar pages alike (one bucket). Every read spends our app's Kenar allowance, which
 * Divar rate-limits per app: without a bound, anyone could open `/divar/...?post_token=` in a loop and get every
 * user's Divar pages refused (429) for as long as they liked. A Divar user's whole flow reads the ad a handful of times.
 */
export const divarReadLimit = (ipKey: string): RateLimitRule => ({
  bucket: `divar-post:${ipKey}`,
  limit: serverEnv().DIVAR_READS_PER_ADDRESS,
  windowSeconds: 600,
});

/**
 * Counts a page's read of Divar against the address the request came from (`next/headers`' headers()). Identical
 * page requests that share one render (scripts/shared-renders.mjs: same URL, cookies and user agent, at once)
 * make one read and count once, for the request that rendered; the client's address is not part of that key, so a
 * burst of identical requests from many addresses still reads Divar once.
 */
async function countDivarRead(requestHeaders: Headers): Promise<void> {
  await consumeRateLimit(divarReadLimit(addressKey(clientIp(requestHeaders))));
}

export const OPEN_FROM_AD = 'این صفحه باید از آگهی در دیوار باز شود؛ لطفاً از دیوار و صفحهٔ آگهی دوباره وارد شوید.';

/** The ad as a page shows it: whether its missing price is «توافقی» or just not given (AdSummary says which). */
export type PageDivarAd = DivarAd & { asking_negotiable: boolean };
export type PageAd = { ok: true; ad: PageDivarAd } | { ok: false; message: string; again: boolean };

/**
 * The ad a page was opened for, or why it cannot be shown (no token, no such ad, Divar down or too many reads from
 * this address: try again). `requestHeaders`: the page's request (headers()), whose address the read is counted for.
 */
export async function adForPage(db: Db, token: string | undefined, requestHeaders: Headers): Promise<PageAd> {
  const parsed = postToken.safeParse(token);
  if (!parsed.success) return { ok: false, message: OPEN_FROM_AD, again: false };
  try {
    await countDivarRead(requestHeaders);
  } catch (error) {
    if (error instanceof TooManyRequests) return { ok: false, message: errorMessages.tooManyRequests, again: true };
    throw error;
  }
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
 * A valuation of a Divar ad by uuid (sale or rent), with the ad's asking price read from Divar now (counted like
 * adForPage's read; past the address's allowance the estimate shows without it); null when the uuid names none, or
 * a valuation not made from a Divar ad (those have their own result pages).
 */
export async function findDivarPriceResult(db: Db, uuid: string, requestHeaders: Headers): Promise<DivarPriceResult | null> {
  const result = await findReport(
    uuid,
    async (id) => (await db.select().from(valuations).where(eq(valuations.id, id)).limit(1))[0],
    (row) => presentValuation(row),
  );
  if (!result?.divar) return null;
  try {
    await countDivarRead(requestHeaders);
    const post = await readDivarPost(result.divar.post_token);
    return { result, asking: mapDivarPost(post, null).asking, askingKnown: true, negotiable: askingNegotiable(post) };
  } catch (error) {
    if (error instanceof DomainError) return { result, asking: null, askingKnown: false, negotiable: false };
    throw error;
  }
}
