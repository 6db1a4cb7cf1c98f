import 'server-only';
import { and, type Column, desc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { DIVAR_POST_NOT_FOUND, DIVAR_VALUATION_NOT_FOUND, type DivarAd, type DivarPriceSuggestionResponse } from '@/lib/contracts/divar';
import type { AgentType } from '@/lib/contracts/billing';
import type { ValuationKind } from '@/lib/contracts/valuation';
import { invalidField, NotFound, NotSignedIn } from '@/server/core/errors';
import type { Db } from '@/server/db/client';
import { valuations } from '@/server/db/schema/valuation';
import { SCOPE } from '@/server/providers/divar/types';
import { presentValuation } from '@/server/valuation/present-valuation';
import { mapDivarPost, readDivarPost } from './get-divar-ad';
import { hasGranted } from './grants';
import { divarConsentRequired } from './kenar-api-error';

export const DIVAR_POST_TOKEN_REQUIRED = 'این سرویس برای ارزیابی آگهی دیوار است؛ لطفاً از آگهی در دیوار شروع کنید.';
export const DIVAR_POST_TOKEN_NOT_DIVAR = 'شناسهٔ آگهی دیوار فقط با سرویس‌های دیوار پذیرفته می‌شود.';
const KIND_MISMATCH: Record<ValuationKind, string> = {
  sale: 'این آگهی اجاره است؛ برای آن ارزیابی اجاره را انتخاب کنید.',
  rent: 'این آگهی فروش است؛ برای آن ارزیابی خرید و فروش را انتخاب کنید.',
};

/**
 * The Divar ad a new report of a Divar service names (a valuation's or a neighbourhood evaluation's
 * `divar_post_token`), checked before anything is computed or charged. A Divar service (`*_divar_advertiser_*`,
 * `*_divar_visitor_*`) is about exactly one Divar ad and every other service none. The ad must exist on Divar and be
 * of a kind we serve (an apartment in Tehran). The advertiser's service is for the person who let us act on the ad:
 * a consent for it, in this account, at any time (the grant itself is checked again when publishing). Null for a
 * product service.
 */
export async function divarAdForReport(
  db: Db,
  input: { postToken: string | undefined; agentType: AgentType; userId: string | null },
): Promise<DivarAd | null> {
  const { postToken, agentType } = input;
  if (agentType === 'product') {
    if (postToken) throw invalidField('divar_post_token', DIVAR_POST_TOKEN_NOT_DIVAR);
    return null;
  }
  if (!postToken) throw invalidField('divar_post_token', DIVAR_POST_TOKEN_REQUIRED);
  if (agentType === 'divar_advertiser') {
    if (!input.userId) throw new NotSignedIn();
    if (!(await hasGranted(db, input.userId, SCOPE.postAddonCreate(postToken), postToken))) throw divarConsentRequired();
  }
  const post = await readDivarPost(postToken).catch((error: unknown) => {
    // The token is a field of the request: an ad Divar does not have is that field's error.
    throw error instanceof NotFound ? invalidField('divar_post_token', DIVAR_POST_NOT_FOUND) : error;
  });
  const ad = mapDivarPost(post, null);
  if (ad.unsupported) throw invalidField('divar_post_token', ad.unsupported);
  return ad;
}

/** divarAdForReport for a valuation, which must also value the ad as what it is (a rent ad as a rent). */
export async function divarPostForValuation(
  db: Db,
  input: { postToken: string | undefined; agentType: AgentType; kind: ValuationKind; userId: string | null },
): Promise<string | null> {
  const ad = await divarAdForReport(db, input);
  if (!ad) return null;
  if ((ad.kind === 'rent') !== (input.kind === 'rent')) throw invalidField('divar_post_token', KIND_MISMATCH[input.kind]);
  return ad.post_token;
}

/** A report table's columns that tie it to a Divar ad (valuations, neighbourhood evaluations). */
interface AdReportColumns {
  userId: Column;
  divarPostToken: Column;
  divarPublishedAt: Column;
}

/**
 * The reports of an ad a viewer may see: their own (signed in), or one its advertiser published on the ad (public:
 * it is on the ad with a link to it). Another person's private report of the same ad is not among them. `ownOnly`:
 * only the viewer's own (none signed out).
 */
export function visibleReportOfAd(table: AdReportColumns, postToken: string, viewerId: string | null, ownOnly = false): SQL | undefined {
  if (ownOnly) return viewerId ? and(eq(table.divarPostToken, postToken), eq(table.userId, viewerId)) : sql`false`;
  const visible = viewerId ? or(eq(table.userId, viewerId), isNotNull(table.divarPublishedAt)) : isNotNull(table.divarPublishedAt);
  return and(eq(table.divarPostToken, postToken), visible);
}

/**
 * GET /api/divar-price-suggestion-response/?post_token= — the newest valuation of this ad the caller may see:
 * their own (signed in), or the one the advertiser published on the ad (public: it is on the ad with a link to
 * it). Anything else — another person's private valuation of the same ad — is not found.
 */
export async function getDivarPriceResponse(db: Db, postToken: string, viewerId: string | null, ownOnly = false): Promise<DivarPriceSuggestionResponse> {
  const [row] = await db
    .select()
    .from(valuations)
    .where(visibleReportOfAd(valuations, postToken, viewerId, ownOnly))
    .orderBy(desc(valuations.createdAt))
    .limit(1);
  if (!row) throw new NotFound(DIVAR_VALUATION_NOT_FOUND);
  const { divar, ...result } = presentValuation(row, viewerId ?? undefined);
  if (!divar) throw new NotFound(DIVAR_VALUATION_NOT_FOUND);
  return { ...result, divar };
}
