import 'server-only';

import type { EnvironmentEvaluationResult, EnvironmentTier } from '@/lib/contracts/environment';
import type { environmentEvaluations } from '@/server/db/schema/environment';
import { HEADLINE_CRITERIA } from './criteria-catalogue';
import type { ComputedEnvironment } from './evaluate-environment';
import { categoryShares } from './scoring';
import { storedWording } from './stored-wording';

type Row = typeof environmentEvaluations.$inferSelect;

/**
 * The stored result as the given tier may see it (issue 7): the base tier shows the overall, every category and
 * the ten headline criteria; the extended tier all 50 criteria and the nearby places for the map.
 *
 * `viewerId`: the signed-in requester, or undefined when the request carried no token (see presentValuation). Only
 * the owner of a signed-in evaluation may upgrade it (upgradeEnvironmentEvaluation).
 */
export function presentEnvironmentEvaluation(row: Row, viewerId?: string): EnvironmentEvaluationResult {
  const full = row.result as ComputedEnvironment;
  // Worked out here only, from the stored criteria (all 50, whatever the tier): evaluateEnvironment stores none, and
  // results stored before it dropped them are recomputed alike.
  const shares = categoryShares(full.criteria);
  const tier: EnvironmentTier = row.tier;
  const worded = storedWording(full, row.createdAt);
  const criteria =
    tier === 'extended'
      ? worded.criteria
      : HEADLINE_CRITERIA.map((id) => worded.criteria.find((c) => c.id === id)).filter((c) => c !== undefined);
  return {
    uuid: row.id,
    tier,
    created_at: row.createdAt.toISOString(),
    criteria_version: full.criteria_version,
    place: full.place,
    overall_score: full.overall_score,
    percentile: full.percentile,
    tehran_median_score: full.tehran_median_score,
    categories: full.categories.map((c) => ({ ...c, weight: shares.get(c.id) ?? 0 })),
    criteria,
    criteria_total: full.criteria.length,
    criteria_available: full.criteria.filter((c) => c.available).length,
    nearby: tier === 'extended' ? full.nearby : [],
    sources: worded.sources,
    can_upgrade: tier === 'base' && row.userId !== null && viewerId === row.userId,
    agent_type: row.agentType,
    divar: row.divarPostToken
      ? {
          post_token: row.divarPostToken,
          published_on_ad: row.divarPublishedAt !== null,
          addon_unconfirmed: row.divarUnconfirmedAt !== null,
          own: viewerId !== undefined && row.userId === viewerId,
        }
      : null,
  };
}
