import 'server-only';

import { TIER_LIMITS, type ValuationInputs, type ValuationResult, type ValuationTier } from '@/lib/contracts/valuation';
import type { valuations } from '@/server/db/schema/valuation';
import type { StoredValuation } from './run-valuation';

type Row = typeof valuations.$inferSelect;

/**
 * The stored full report as its tier may see it (issue 6): the base tier shows the estimate, the strongest
 * drivers, a few comparables, a year of district trend and the neighbourhood's quartiles; the complementary tier
 * adds every driver, 30 comparables, the whole trend and the neighbourhood's price distribution.
 *
 * `viewerId`: the signed-in requester, or undefined when the request carried no token (a server render, or a
 * visitor whose tokens live in the browser). The upgrade is offered to the owner, and to anyone for an anonymous
 * visitor's free valuation (upgrading claims it). Without a token an owned report offers none: a shared link must
 * not sell its visitor a plan for someone else's report; the owner's page asks again with the token
 * (useRefreshForViewer) and gets the offer.
 */
export function presentValuation(row: Row, viewerId?: string): ValuationResult {
  const full = row.result as StoredValuation;
  const tier: ValuationTier = row.tier;
  const limits = TIER_LIMITS[tier];
  const drivers = [...full.drivers].sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect)).slice(0, limits.drivers);
  const stats = full.neighbourhood_stats;
  const common = {
    uuid: row.id,
    tier,
    created_at: row.createdAt.toISOString(),
    price_date: full.price_date,
    price_index: full.price_index ?? null,
    inputs: row.inputs as ValuationInputs,
    place: {
      city: full.place.city,
      district: full.place.district,
      district_name: full.place.district_name,
      neighbourhood: { id: full.place.neighbourhood.id, name: full.place.neighbourhood.name_fa, slug: full.place.neighbourhood.slug },
      latitude: full.point?.latitude ?? null,
      longitude: full.point?.longitude ?? null,
    },
    drivers,
    drivers_total: full.drivers.length,
    drivers_baseline: full.drivers_baseline ?? null,
    what_if: full.what_if ?? null,
    unread_inputs: full.unread_inputs ?? null,
    comparables: full.comparables.slice(0, limits.comparables),
    comparables_total: full.comparables.length,
    neighbourhood_stats: stats ? { ...stats, histogram: limits.histogram ? stats.histogram : null } : null,
    district_trend: Number.isFinite(limits.trendMonths) ? full.district_trend.slice(-limits.trendMonths) : full.district_trend,
    data_points: full.data_points,
    data_support: full.data_support ?? null,
    label: full.label,
    can_upgrade: tier === 'base' && (row.userId === null || viewerId === row.userId),
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
  return full.kind === 'sale' ? { ...common, kind: 'sale', estimate: full.estimate } : { ...common, kind: 'rent', estimate: full.estimate };
}
