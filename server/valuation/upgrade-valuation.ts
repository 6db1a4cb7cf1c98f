import 'server-only';

import { and, eq } from 'drizzle-orm';
import type { UpgradeQuote } from '@/lib/contracts/billing';
import { VALUATION_FAMILY, VALUATION_NOT_FOUND, type UpgradeValuationResponse, type ValuationKind } from '@/lib/contracts/valuation';
import type { Db, Tx } from '@/server/db/client';
import { valuations } from '@/server/db/schema/valuation';
import { quoteUpgrade, upgradeReport } from '@/server/reports/stored-report';

export interface UpgradeValuationInput {
  kind: ValuationKind;
  userId: string;
  uuid: string;
  /** Defaults to the complementary service of the valuation's own agent type. */
  service?: number | string;
}

// An anonymous visitor's free valuation is claimed by the signed-in user who upgrades it.
const valuationUpgrade = (input: Omit<UpgradeValuationInput, 'service'>) => ({
  family: VALUATION_FAMILY[input.kind],
  userId: input.userId,
  find: async (tx: Tx, lock: boolean) => {
    const query = tx
      .select()
      .from(valuations)
      .where(and(eq(valuations.id, input.uuid.toLowerCase()), eq(valuations.kind, input.kind)));
    return (await (lock ? query.for('update') : query))[0];
  },
  notFound: VALUATION_NOT_FOUND,
  claimUnowned: true,
  upgraded: (r: typeof valuations.$inferSelect) => r.tier === 'complementary',
});

/** Upgrades a base valuation to the extended report (stored-report's upgrade, at server/credits/upgrade-price's price). */
export async function upgradeValuation(db: Db, input: UpgradeValuationInput): Promise<UpgradeValuationResponse> {
  const row = await upgradeReport(db, {
    ...valuationUpgrade(input),
    service: input.service,
    apply: (tx, r, service) =>
      tx
        .update(valuations)
        .set({ tier: 'complementary', complementaryServiceId: service.id, upgradedAt: new Date(), userId: input.userId })
        .where(eq(valuations.id, r.id)),
  });
  return { uuid: row.id, tier: 'complementary' };
}

/** What upgrading a valuation costs this user (the service dialog's prices). */
export function quoteValuationUpgrade(db: Db, input: Omit<UpgradeValuationInput, 'service'>): Promise<UpgradeQuote> {
  return quoteUpgrade(db, valuationUpgrade(input));
}
