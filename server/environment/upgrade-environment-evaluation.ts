import 'server-only';

import { eq } from 'drizzle-orm';
import type { UpgradeQuote } from '@/lib/contracts/billing';
import type { EnvironmentTier } from '@/lib/contracts/environment';
import type { Db, Tx } from '@/server/db/client';
import { environmentEvaluations } from '@/server/db/schema/environment';
import { quoteUpgrade, upgradeReport } from '@/server/reports/stored-report';
import { ENVIRONMENT_NOT_FOUND } from './get-environment-evaluation';

export interface UpgradeEnvironmentInput {
  userId: string;
  uuid: string;
  /** Defaults to the complementary service of the evaluation's own agent type. */
  service?: number | string;
}

// Only the owner may upgrade (an anonymous Divar visitor's free evaluation is nobody's to claim).
const environmentUpgrade = (input: Omit<UpgradeEnvironmentInput, 'service'>) => ({
  family: 'environmental_evaluation' as const,
  userId: input.userId,
  find: async (tx: Tx, lock: boolean) => {
    const query = tx.select().from(environmentEvaluations).where(eq(environmentEvaluations.id, input.uuid));
    return (await (lock ? query.for('update') : query))[0];
  },
  notFound: ENVIRONMENT_NOT_FOUND,
  claimUnowned: false,
  upgraded: (r: typeof environmentEvaluations.$inferSelect) => r.tier === 'extended',
});

/** Upgrades a base evaluation to the extended report (stored-report's upgrade, at server/credits/upgrade-price's price). */
export async function upgradeEnvironmentEvaluation(db: Db, input: UpgradeEnvironmentInput): Promise<{ uuid: string; tier: EnvironmentTier }> {
  const row = await upgradeReport(db, {
    ...environmentUpgrade(input),
    service: input.service,
    apply: (tx, r, service) =>
      tx.update(environmentEvaluations).set({ tier: 'extended', complementaryServiceId: service.id, upgradedAt: new Date() }).where(eq(environmentEvaluations.id, r.id)),
  });
  return { uuid: row.id, tier: 'extended' };
}

/** What upgrading an evaluation costs this user (the service dialog's prices). */
export function quoteEnvironmentUpgrade(db: Db, input: Omit<UpgradeEnvironmentInput, 'service'>): Promise<UpgradeQuote> {
  return quoteUpgrade(db, environmentUpgrade(input));
}
