import 'server-only';
import { desc } from 'drizzle-orm';
import { DIVAR_ENVIRONMENT_NOT_FOUND, type DivarEnvironmentResponse } from '@/lib/contracts/divar';
import { NotFound } from '@/server/core/errors';
import type { Db } from '@/server/db/client';
import { environmentEvaluations } from '@/server/db/schema/environment';
import { presentEnvironmentEvaluation } from '@/server/environment/present-environment-evaluation';
import { visibleReportOfAd } from './divar-valuations';

/**
 * GET /api/divar-environmental-evaluation-response/?post_token= — the newest neighbourhood evaluation of this ad the
 * caller may see (their own, or the one published on the ad), as /api/divar-price-suggestion-response/ answers for
 * valuations: the advertiser's entry page offers it instead of a second payment.
 */
export async function getDivarEnvironmentResponse(db: Db, postToken: string, viewerId: string | null, ownOnly = false): Promise<DivarEnvironmentResponse> {
  const [row] = await db
    .select()
    .from(environmentEvaluations)
    .where(visibleReportOfAd(environmentEvaluations, postToken, viewerId, ownOnly))
    .orderBy(desc(environmentEvaluations.createdAt))
    .limit(1);
  if (!row) throw new NotFound(DIVAR_ENVIRONMENT_NOT_FOUND);
  const { divar, ...result } = presentEnvironmentEvaluation(row, viewerId ?? undefined);
  if (!divar) throw new NotFound(DIVAR_ENVIRONMENT_NOT_FOUND);
  return { ...result, divar };
}
