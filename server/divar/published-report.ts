import 'server-only';
import type { Db } from '@/server/db/client';
import { NotFound } from '@/server/core/errors';
import { getDivarEnvironmentResponse } from './divar-environment-response';
import { getDivarPriceResponse } from './divar-valuations';

/**
 * The report its advertiser published on the ad (public: the ad links to it), for a visitor's entry and form pages,
 * found while the page is drawn: asked from the browser, "none" is the API's 404, which the browser logs as a console
 * error on every such page (Lighthouse best practices 96). Null when there is none.
 */
export async function publishedReportOfAd(db: Db, section: 'price' | 'neighbourhood', postToken: string): Promise<string | null> {
  try {
    const report = section === 'price' ? await getDivarPriceResponse(db, postToken, null) : await getDivarEnvironmentResponse(db, postToken, null);
    return report.divar.published_on_ad ? report.uuid : null;
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}
