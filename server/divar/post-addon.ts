import 'server-only';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import {
  type DivarAsking,
  divarNeighbourhoodResultHref,
  divarVisitorResultPath,
  type NeighbourhoodWidgetResponse,
  type PriceVerdict,
  type PriceWidgetResponse,
} from '@/lib/contracts/divar';
import type { EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import { VALUATION_NOT_FOUND, type ValuationResult } from '@/lib/contracts/valuation';
import { serverEnv } from '@/lib/env';
import type { Db, Tx } from '@/server/db/client';
import { environmentEvaluations } from '@/server/db/schema/environment';
import { valuations } from '@/server/db/schema/valuation';
import { Forbidden, invalidField, NotFound } from '@/server/core/errors';
import { ENVIRONMENT_NOT_FOUND } from '@/server/environment/get-environment-evaluation';
import { presentEnvironmentEvaluation } from '@/server/environment/present-environment-evaluation';
import { presentValuation } from '@/server/valuation/present-valuation';
import { divarProvider } from '@/server/providers/divar/divar-provider';
import { type AddonWidget, type DivarPost, KenarError, SCOPE } from '@/server/providers/divar/types';
import { askingNegotiable, mapDivarPost, readDivarPost } from './get-divar-ad';
import { liveGrant } from './grants';
import { divarConsentRequired, kenarDomainError } from './kenar-api-error';
import { type NeighbourhoodWidgetInput, neighbourhoodWidgets, priceWidgets } from './widgets';

// Kenar keeps ONE add-on of ours per ad: posting replaces it, deleting removes all of it. So what we post is
// composed from every section published on the ad — the price verdict (issue 27) and the neighbourhood score
// (issue 28) — and removing one section re-posts the others (or deletes the add-on when none is left).

interface SectionContext {
  db: Db;
  postToken: string;
  /** The public ad, read once when a section needs it. */
  post: () => Promise<DivarPost>;
}

/** What a section's table keeps about a report made from a Divar ad (valuations, environment_evaluations). */
interface PublishableRow {
  id: string;
  userId: string | null;
  agentType: string;
  divarPostToken: string | null;
  divarPublishedAt: Date | null;
  divarUnconfirmedAt: Date | null;
}

interface AddonSection<Row extends PublishableRow = PublishableRow> {
  name: string;
  /** Said when the uuid names no report of this kind the caller owns. */
  notFound: string;
  find(db: Db, id: string): Promise<Row | undefined>;
  /** The report of this kind shown on the ad now, if any. */
  published(db: Db | Tx, postToken: string): Promise<Row | null>;
  /** Marks one report as shown on its ad since `at`, or as not shown (null). */
  mark(db: Db | Tx, id: string, at: Date | null): Promise<void>;
  /** Takes every report of this kind on the ad off it in our records (when the add-on as a whole has to go). */
  unpublish(db: Db | Tx, postToken: string): Promise<void>;
  /**
   * Divar did not answer a change of the ad's add-on (`at`): marks the reports of this kind it may or may not show
   * now, those published in our records and `changed` (one just taken off). `at` null: Divar answered a change,
   * every report of the ad is settled again.
   */
  unconfirmed(db: Db, postToken: string, changed: readonly string[], at: Date | null): Promise<void>;
  /** The section's widgets for a published report. */
  widgets(row: Row, ctx: SectionContext): Promise<AddonWidget[]>;
}

const publicUrl = (path: string) => `${serverEnv().PUBLIC_BASE_URL.replace(/\/+$/, '')}${path}`;

// The widgets' «مشاهدهٔ گزارش کامل» opens in Divar's webview for the ad's visitors: the Divar visitor pages (the lean
// shell, our estimate against the ad's asking price, «بازگشت به دیوار», no add-to-home-screen guide), not the
// site's result pages, which offered them to sign in or make a report of their own.

/** spec §2 /divar/price/visitor/uuid={uuid}, sale or rent alike. */
export function valuationReportUrl(uuid: string): string {
  return publicUrl(divarVisitorResultPath(uuid));
}

/** spec §2 /divar/neighborhood/visitor?uuid. */
export function environmentReportUrl(uuid: string): string {
  return publicUrl(divarNeighbourhoodResultHref('visitor', uuid));
}

/** The price section's widgets for a valuation against the ad's asking price: what is posted, and its preview. */
export function priceAddonWidgets(result: ValuationResult, asking: DivarAsking | null, negotiable: boolean): AddonWidget[] {
  return priceWidgets(result, asking, valuationReportUrl(result.uuid), negotiable).widgets;
}

/** The neighbourhood section's widgets for an evaluation: what is posted, and its preview. */
export function neighbourhoodAddonWidgets(result: EnvironmentEvaluationResult): AddonWidget[] {
  return neighbourhoodWidgets({ overall: result.overall_score, ...widgetCategories(result), reportUrl: environmentReportUrl(result.uuid) });
}

type ValuationRow = typeof valuations.$inferSelect;
type EnvironmentRow = typeof environmentEvaluations.$inferSelect;

const priceSection: AddonSection<ValuationRow> = {
  name: 'price',
  notFound: VALUATION_NOT_FOUND,
  find: async (db, id) => (await db.select().from(valuations).where(eq(valuations.id, id)).limit(1))[0],
  published: async (db, postToken) =>
    (await db.select().from(valuations).where(and(eq(valuations.divarPostToken, postToken), isNotNull(valuations.divarPublishedAt))).limit(1))[0] ?? null,
  mark: async (db, id, at) => {
    await db.update(valuations).set({ divarPublishedAt: at }).where(eq(valuations.id, id));
  },
  unpublish: async (db, postToken) => {
    await db.update(valuations).set({ divarPublishedAt: null }).where(and(eq(valuations.divarPostToken, postToken), isNotNull(valuations.divarPublishedAt)));
  },
  unconfirmed: async (db, postToken, changed, at) => {
    const which = at
      ? changed.length
        ? or(isNotNull(valuations.divarPublishedAt), inArray(valuations.id, [...changed]))
        : isNotNull(valuations.divarPublishedAt)
      : isNotNull(valuations.divarUnconfirmedAt);
    await db.update(valuations).set({ divarUnconfirmedAt: at }).where(and(eq(valuations.divarPostToken, postToken), which));
  },
  widgets: async (row, ctx) => {
    const post = await ctx.post();
    return priceAddonWidgets(presentValuation(row), mapDivarPost(post, null).asking, askingNegotiable(post));
  },
};

/** The categories to show on the ad, among those with data at the place: the three strongest (best first), the weakest. */
export function widgetCategories(result: EnvironmentEvaluationResult): Pick<NeighbourhoodWidgetInput, 'categories' | 'weakest'> {
  const scored = result.categories
    .filter((c): c is typeof c & { score: number } => c.score !== null)
    .map((c) => ({ label: c.name, score: c.score }))
    .sort((a, b) => b.score - a.score);
  return { categories: scored.slice(0, 3), weakest: scored.length > 3 ? scored[scored.length - 1] : null };
}

const neighbourhoodSection: AddonSection<EnvironmentRow> = {
  name: 'neighbourhood',
  notFound: ENVIRONMENT_NOT_FOUND,
  find: async (db, id) => (await db.select().from(environmentEvaluations).where(eq(environmentEvaluations.id, id)).limit(1))[0],
  published: async (db, postToken) =>
    (
      await db
        .select()
        .from(environmentEvaluations)
        .where(and(eq(environmentEvaluations.divarPostToken, postToken), isNotNull(environmentEvaluations.divarPublishedAt)))
        .limit(1)
    )[0] ?? null,
  mark: async (db, id, at) => {
    await db.update(environmentEvaluations).set({ divarPublishedAt: at }).where(eq(environmentEvaluations.id, id));
  },
  unpublish: async (db, postToken) => {
    await db.update(environmentEvaluations).set({ divarPublishedAt: null }).where(eq(environmentEvaluations.divarPostToken, postToken));
  },
  unconfirmed: async (db, postToken, changed, at) => {
    const table = environmentEvaluations;
    const which = at
      ? changed.length
        ? or(isNotNull(table.divarPublishedAt), inArray(table.id, [...changed]))
        : isNotNull(table.divarPublishedAt)
      : isNotNull(table.divarUnconfirmedAt);
    await db.update(table).set({ divarUnconfirmedAt: at }).where(and(eq(table.divarPostToken, postToken), which));
  },
  widgets: async (row) => neighbourhoodAddonWidgets(presentEnvironmentEvaluation(row)),
};

/** Every section an ad's add-on is made of, in the order Divar shows them. */
const ADDON_SECTIONS: AddonSection[] = [priceSection, neighbourhoodSection];

function sectionContext(db: Db, postToken: string, known?: DivarPost): SectionContext {
  let read: Promise<DivarPost> | null = known ? Promise.resolve(known) : null;
  return { db, postToken, post: () => (read ??= readDivarPost(postToken)) };
}

async function composeAddon(ctx: SectionContext): Promise<AddonWidget[]> {
  const parts = await Promise.all(
    ADDON_SECTIONS.map(async (section) => {
      const row = await section.published(ctx.db, ctx.postToken);
      return row ? section.widgets(row, ctx) : [];
    }),
  );
  return parts.flat();
}

/** Whether Divar answered the change of the ad's add-on (`confirmed`), or the call went unanswered (timed out). */
export type AddonSync = 'confirmed' | 'unconfirmed';

/**
 * Posts the ad's add-on as our records now say it should be (every published section), or deletes it when no
 * section is left. Posting needs the advertiser's live grant for this ad; deleting needs only our API key, so
 * removing is always possible — without a grant, the remaining sections are taken off with it.
 *
 * A call Divar refuses, or that never reached it, throws (our records go back). One that went unanswered may still
 * be acted on: the records stay as asked, and the reports involved (`changed` in `section`, and every published
 * one) are marked unconfirmed until a later change of the add-on is answered, which settles every report of the ad
 * (Kenar keeps one add-on per ad and each call replaces it whole).
 */
export async function syncPostAddon(
  db: Db,
  postToken: string,
  accessToken: string | null,
  known?: DivarPost,
  changed?: { section: AddonSection; ids: readonly string[] },
): Promise<AddonSync> {
  const ctx = sectionContext(db, postToken, known);
  const widgets = await composeAddon(ctx);
  const provider = divarProvider();
  try {
    if (widgets.length && accessToken) {
      await provider.putPostAddon(postToken, accessToken, widgets);
    } else {
      if (widgets.length) for (const section of ADDON_SECTIONS) await section.unpublish(db, postToken);
      await provider.deletePostAddons(postToken);
    }
  } catch (error) {
    if (!(error instanceof KenarError && error.unanswered)) throw kenarDomainError(error);
    const at = new Date();
    for (const section of ADDON_SECTIONS) await section.unconfirmed(db, postToken, section === changed?.section ? changed.ids : [], at);
    return 'unconfirmed';
  }
  for (const section of ADDON_SECTIONS) await section.unconfirmed(db, postToken, [], null);
  return 'confirmed';
}

/** The caller's report of a section made from a Divar ad in the advertiser flow, or the reason they cannot act on it. */
async function advertiserReport<Row extends PublishableRow>(db: Db, section: AddonSection<Row>, userId: string, id: string) {
  const row = await section.find(db, id);
  // Someone else's report is "not found", not "forbidden": its existence is nobody else's business.
  if (!row || row.userId !== userId) throw new NotFound(section.notFound);
  if (!row.divarPostToken) throw invalidField('uuid', 'این ارزیابی از آگهی دیوار ساخته نشده است.');
  if (row.agentType !== 'divar_advertiser') throw new Forbidden('فقط صاحب آگهی می‌تواند نتیجه را روی آگهی نشان دهد یا از روی آن بردارد.');
  return { row, postToken: row.divarPostToken };
}

/**
 * "Show it on my ad": marks this report as its section of the ad's add-on (replacing a report of the same kind
 * published there before) and posts the add-on. Needs a live Divar grant for the ad (else 403 asking for consent
 * again). If Divar refuses, our records go back to what is on the ad.
 */
async function publishSection<Row extends PublishableRow>(db: Db, section: AddonSection<Row>, userId: string, id: string) {
  const { row, postToken } = await advertiserReport(db, section, userId, id);
  const grant = await liveGrant(db, userId, SCOPE.postAddonCreate(postToken), postToken);
  if (!grant) throw divarConsentRequired();
  // Divar accepts an add-on for a token that names no ad and attaches nothing: read the ad first.
  const post = await readDivarPost(postToken);
  const previous = await section.published(db, postToken);
  const now = new Date();
  await db.transaction(async (tx) => {
    await section.unpublish(tx, postToken);
    await section.mark(tx, row.id, now);
  });
  let sync: AddonSync;
  try {
    sync = await syncPostAddon(db, postToken, grant.accessToken, post, { section: section as AddonSection, ids: previous ? [row.id, previous.id] : [row.id] });
  } catch (error) {
    await db.transaction(async (tx) => {
      await section.mark(tx, row.id, null);
      if (previous) await section.mark(tx, previous.id, previous.divarPublishedAt);
    });
    throw error;
  }
  return { row: { ...row, divarPublishedAt: now }, postToken, post, addon_unconfirmed: sync === 'unconfirmed' };
}

/**
 * "Remove it from my ad": always possible for the advertiser, even long after paying (Divar's policy). Takes the
 * section off and re-posts what else is published, or deletes our add-on (API key only, no grant needed).
 */
async function removeSection<Row extends PublishableRow>(db: Db, section: AddonSection<Row>, userId: string, id: string) {
  const { postToken } = await advertiserReport(db, section, userId, id);
  const previous = await section.published(db, postToken);
  await section.unpublish(db, postToken);
  const grant = await liveGrant(db, userId, SCOPE.postAddonCreate(postToken), postToken);
  let sync: AddonSync;
  try {
    sync = await syncPostAddon(db, postToken, grant?.accessToken ?? null, undefined, { section: section as AddonSection, ids: previous ? [previous.id] : [] });
  } catch (error) {
    if (previous) await section.mark(db, previous.id, previous.divarPublishedAt);
    throw error;
  }
  return { post_token: postToken, published: false as const, addon_unconfirmed: sync === 'unconfirmed' };
}

/** POST /api/divar/price-widget/: our range against their asking price (ارزان / منصفانه / گران), a link to the report. */
export async function publishPriceWidget(db: Db, userId: string, valuationId: string): Promise<PriceWidgetResponse> {
  const { row, postToken, post, addon_unconfirmed } = await publishSection(db, priceSection, userId, valuationId);
  const result = presentValuation(row);
  const verdict: PriceVerdict | null = priceWidgets(result, mapDivarPost(post, null).asking, valuationReportUrl(row.id)).verdict;
  return { post_token: postToken, published: true, verdict, addon_unconfirmed };
}

export async function removePriceWidget(db: Db, userId: string, valuationId: string): Promise<PriceWidgetResponse> {
  return { ...(await removeSection(db, priceSection, userId, valuationId)), verdict: null };
}

/** POST /api/divar/neighborhood-widget/ (issue 28): the overall score, the three strongest categories, the weakest, the report. */
export async function publishNeighbourhoodWidget(db: Db, userId: string, evaluationId: string): Promise<NeighbourhoodWidgetResponse> {
  const { row, postToken, addon_unconfirmed } = await publishSection(db, neighbourhoodSection, userId, evaluationId);
  return { post_token: postToken, published: true, overall_score: Math.round(presentEnvironmentEvaluation(row).overall_score), addon_unconfirmed };
}

export async function removeNeighbourhoodWidget(db: Db, userId: string, evaluationId: string): Promise<NeighbourhoodWidgetResponse> {
  return { ...(await removeSection(db, neighbourhoodSection, userId, evaluationId)), overall_score: null };
}
