import 'server-only';

import { and, eq } from 'drizzle-orm';
import { VALUATION_FAMILY, VALUATION_NOT_FOUND, type UpgradeValuationResponse, type ValuationKind } from '@/lib/contracts/valuation';
import type { Db } from '@/server/db/client';
import { valuations } from '@/server/db/schema/valuation';
import { upgradeReport } from '@/server/reports/stored-report';

export interface UpgradeValuationInput {
  kind: ValuationKind;
  userId: string;
  uuid: string;
  /** Defaults to the complementary service of the valuation's own agent type. */
  service?: number | string;
}

/**
 * Upgrades a base valuation to the extended report (stored-report's upgrade). An anonymous visitor's free valuation
 * is claimed by the signed-in user who upgrades it.
 */
export async function upgradeValuation(db: Db, input: UpgradeValuationInput): Promise<UpgradeValuationResponse> {
  const row = await upgradeReport(db, {
    family: VALUATION_FAMILY[input.kind],
    userId: input.userId,
    service: input.service,
    lock: async (tx) =>
      (
        await tx
          .select()
          .from(valuations)
          .where(and(eq(valuations.id, input.uuid.toLowerCase()), eq(valuations.kind, input.kind)))
          .for('update')
      )[0],
    notFound: VALUATION_NOT_FOUND,
    claimUnowned: true,
    upgraded: (r) => r.tier === 'complementary',
    apply: (tx, r, service) =>
      tx
        .update(valuations)
        .set({ tier: 'complementary', complementaryServiceId: service.id, upgradedAt: new Date(), userId: input.userId })
        .where(eq(valuations.id, r.id)),
  });
  return { uuid: row.id, tier: 'complementary' };
}
