import 'server-only';
import type { DivarEnvironmentResponse, DivarPriceSuggestionResponse } from '@/lib/contracts/divar';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { environmentEvaluations } from '@/server/db/schema/environment';
import { valuations } from '@/server/db/schema/valuation';
import { NotFound } from '@/server/core/errors';
import { getDivarEnvironmentResponse } from './divar-environment-response';
import { getDivarPriceResponse } from './divar-valuations';

export type AdReportSection = 'price' | 'neighbourhood';

/**
 * The newest report of the ad the viewer may see (their own, or the one published on it; `ownOnly`: their own), or
 * null when there is none: the pages and `?missing=null` ask whether there is one, which is not an error.
 */
export async function adReportOrNull(
  db: Db,
  section: AdReportSection,
  postToken: string,
  viewerId: string | null,
  ownOnly = false,
): Promise<DivarPriceSuggestionResponse | DivarEnvironmentResponse | null> {
  try {
    return section === 'price'
      ? await getDivarPriceResponse(db, postToken, viewerId, ownOnly)
      : await getDivarEnvironmentResponse(db, postToken, viewerId, ownOnly);
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

/**
 * The report its advertiser published on the ad (public: the ad links to it), for a visitor's entry and form pages,
 * found while the page is drawn: asked from the browser, "none" is the API's 404, which the browser logs as a console
 * error on every such page (Lighthouse best practices 96). Null when there is none.
 */
export async function publishedReportOfAd(db: Db, section: AdReportSection, postToken: string): Promise<string | null> {
  const report = await adReportOrNull(db, section, postToken, null);
  return report?.divar.published_on_ad ? report.uuid : null;
}

/**
 * The advertiser's report shown on the ad (its uuid: public, the ad links to it), or null. The page draws its owner's
 * notice's place from this (OwnReportNotice's `onAd`), so the buttons below do not move when the browser's own ask
 * answers, and offers it to a signed-in user whose ask finds it is not theirs. Only a published report counts: anyone
 * may open the page, and a report on the ad is public already, while the existence of a private one must not be told
 * to whoever asks.
 */
export async function advertiserReportOfAd(db: Db, section: AdReportSection, postToken: string): Promise<{ uuid: string } | null> {
  const table = section === 'price' ? valuations : environmentEvaluations;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.divarPostToken, postToken), eq(table.agentType, 'divar_advertiser'), isNotNull(table.divarPublishedAt)))
    .orderBy(desc(table.createdAt))
    .limit(1);
  return row ? { uuid: row.id } : null;
}
