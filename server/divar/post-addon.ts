import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { PriceVerdict, PriceWidgetResponse } from '@/lib/contracts/divar';
import { VALUATION_NOT_FOUND } from '@/lib/contracts/valuation';
import { serverEnv } from '@/lib/env';
import type { Db } from '@/server/db/client';
import { valuations } from '@/server/db/schema/valuation';
import { Forbidden, invalidField, NotFound } from '@/server/core/errors';
import { presentValuation } from '@/server/valuation/present-valuation';
import { divarProvider } from '@/server/providers/divar/divar-provider';
import { type AddonWidget, type DivarPost, SCOPE } from '@/server/providers/divar/types';
import { mapDivarPost, readDivarPost } from './get-divar-ad';
import { liveGrant } from './grants';
import { divarConsentRequired, withKenar } from './kenar-api-error';
import { priceWidgets } from './widgets';

// Kenar keeps ONE add-on of ours per ad: posting replaces it, deleting removes all of it. So what we post is
// composed from every section published on the ad — the price verdict (issue 27) and, from issue 28, the
// neighbourhood score — and removing one section re-posts the others (or deletes the add-on when none is left).

interface SectionContext {
  db: Db;
  postToken: string;
  /** The public ad, read once when a section needs it. */
  post: () => Promise<DivarPost>;
}

interface AddonSection {
  name: string;
  /** The section's widgets as currently published on the ad; empty when it is not on the ad. */
  widgets(ctx: SectionContext): Promise<AddonWidget[]>;
  /** Takes the section off the ad in our records (when the add-on as a whole has to go). */
  unpublish(ctx: SectionContext): Promise<void>;
}

const reportPath = { sale: '/price-result', rent: '/rent-price-evaluation-result' } as const;

export function valuationReportUrl(kind: 'sale' | 'rent', uuid: string): string {
  return `${serverEnv().PUBLIC_BASE_URL.replace(/\/+$/, '')}${reportPath[kind]}?uuid=${uuid}`;
}

async function publishedValuation(db: Db, postToken: string) {
  const [row] = await db
    .select()
    .from(valuations)
    .where(and(eq(valuations.divarPostToken, postToken), isNotNull(valuations.divarPublishedAt)))
    .limit(1);
  return row ?? null;
}

const priceSection: AddonSection = {
  name: 'price',
  async widgets({ db, postToken, post }) {
    const row = await publishedValuation(db, postToken);
    if (!row) return [];
    const result = presentValuation(row);
    return priceWidgets(result, mapDivarPost(await post(), null).asking, valuationReportUrl(result.kind, row.id)).widgets;
  },
  async unpublish({ db, postToken }) {
    await db.update(valuations).set({ divarPublishedAt: null }).where(eq(valuations.divarPostToken, postToken));
  },
};

/** Every section an ad's add-on is made of, in the order Divar shows them. Issue 28 adds the neighbourhood's. */
export const ADDON_SECTIONS: AddonSection[] = [priceSection];

function sectionContext(db: Db, postToken: string, known?: DivarPost): SectionContext {
  let read: Promise<DivarPost> | null = known ? Promise.resolve(known) : null;
  return { db, postToken, post: () => (read ??= readDivarPost(postToken)) };
}

async function composeAddon(ctx: SectionContext): Promise<AddonWidget[]> {
  const parts = await Promise.all(ADDON_SECTIONS.map((s) => s.widgets(ctx)));
  return parts.flat();
}

/**
 * Posts the ad's add-on as our records now say it should be (every published section), or deletes it when no
 * section is left. Posting needs the advertiser's live grant for this ad; deleting needs only our API key, so
 * removing is always possible — without a grant, the remaining sections are taken off with it.
 */
export async function syncPostAddon(db: Db, postToken: string, accessToken: string | null, known?: DivarPost): Promise<void> {
  const ctx = sectionContext(db, postToken, known);
  const widgets = await composeAddon(ctx);
  const provider = divarProvider();
  if (widgets.length && accessToken) {
    await withKenar(() => provider.putPostAddon(postToken, accessToken, widgets));
    return;
  }
  if (widgets.length) for (const section of ADDON_SECTIONS) await section.unpublish(ctx);
  await withKenar(() => provider.deletePostAddons(postToken));
}

/** The caller's valuation made from a Divar ad in the advertiser flow, or the reason they cannot act on it. */
async function advertiserValuation(db: Db, userId: string, valuationId: string) {
  const [row] = await db.select().from(valuations).where(eq(valuations.id, valuationId)).limit(1);
  // Someone else's valuation is "not found", not "forbidden": its existence is nobody else's business.
  if (!row || row.userId !== userId) throw new NotFound(VALUATION_NOT_FOUND);
  if (!row.divarPostToken) throw invalidField('uuid', 'این ارزیابی از آگهی دیوار ساخته نشده است.');
  if (row.agentType !== 'divar_advertiser') throw new Forbidden('فقط صاحب آگهی می‌تواند نتیجه را روی آگهی نشان دهد یا از روی آن بردارد.');
  return { ...row, divarPostToken: row.divarPostToken };
}

/**
 * "Show it on my ad": puts this valuation's verdict (our range against the ad's asking price: ارزان / منصفانه /
 * گران, the indicator at their price) and a link to the full report on the advertiser's ad, replacing a valuation
 * published there before. Needs a live Divar grant for the ad (else 403 asking for consent again). If Divar refuses,
 * our records go back to what is on the ad.
 */
export async function publishPriceWidget(db: Db, userId: string, valuationId: string): Promise<PriceWidgetResponse> {
  const row = await advertiserValuation(db, userId, valuationId);
  const postToken = row.divarPostToken;
  const grant = await liveGrant(db, userId, SCOPE.postAddonCreate(postToken), postToken);
  if (!grant) throw divarConsentRequired();
  // Divar accepts an add-on for a token that names no ad and attaches nothing: read the ad first.
  const post = await readDivarPost(postToken);
  const previous = await publishedValuation(db, postToken);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(valuations).set({ divarPublishedAt: null }).where(and(eq(valuations.divarPostToken, postToken), isNotNull(valuations.divarPublishedAt)));
    await tx.update(valuations).set({ divarPublishedAt: now }).where(eq(valuations.id, row.id));
  });
  try {
    await syncPostAddon(db, postToken, grant.accessToken, post);
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx.update(valuations).set({ divarPublishedAt: null }).where(eq(valuations.id, row.id));
      if (previous) await tx.update(valuations).set({ divarPublishedAt: previous.divarPublishedAt }).where(eq(valuations.id, previous.id));
    });
    throw error;
  }
  const result = presentValuation({ ...row, divarPublishedAt: now });
  const verdict: PriceVerdict | null = priceWidgets(result, mapDivarPost(post, null).asking, valuationReportUrl(result.kind, row.id)).verdict;
  return { post_token: postToken, published: true, verdict };
}

/**
 * "Remove it from my ad": always possible for the advertiser, even long after paying (Divar's policy). Takes the
 * price section off and re-posts what else is published, or deletes our add-on (API key only, no grant needed).
 */
export async function removePriceWidget(db: Db, userId: string, valuationId: string): Promise<PriceWidgetResponse> {
  const row = await advertiserValuation(db, userId, valuationId);
  const postToken = row.divarPostToken;
  const previous = await publishedValuation(db, postToken);
  await priceSection.unpublish(sectionContext(db, postToken));
  const grant = await liveGrant(db, userId, SCOPE.postAddonCreate(postToken), postToken);
  try {
    await syncPostAddon(db, postToken, grant?.accessToken ?? null);
  } catch (error) {
    if (previous) await db.update(valuations).set({ divarPublishedAt: previous.divarPublishedAt }).where(eq(valuations.id, previous.id));
    throw error;
  }
  return { post_token: postToken, published: false, verdict: null };
}
