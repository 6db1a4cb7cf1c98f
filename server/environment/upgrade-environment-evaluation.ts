import 'server-only';

import { eq } from 'drizzle-orm';
import type { EnvironmentTier } from '@/lib/contracts/environment';
import type { Db } from '@/server/db/client';
import { environmentEvaluations } from '@/server/db/schema/environment';
import { upgradeReport } from '@/server/reports/stored-report';
import { ENVIRONMENT_NOT_FOUND } from './get-environment-evaluation';

export interface UpgradeEnvironmentInput {
  userId: string;
  uuid: string;
  /** Defaults to the complementary service of the evaluation's own agent type. */
  service?: number | string;
}

/** Upgrades a base evaluation to the extended report (stored-report's upgrade); only its owner may. */
export async function upgradeEnvironmentEvaluation(db: Db, input: UpgradeEnvironmentInput): Promise<{ uuid: string; tier: EnvironmentTier }> {
  const row = await upgradeReport(db, {
    family: 'environmental_evaluation',
    userId: input.userId,
    service: input.service,
    lock: async (tx) => (await tx.select().from(environmentEvaluations).where(eq(environmentEvaluations.id, input.uuid)).for('update'))[0],
    notFound: ENVIRONMENT_NOT_FOUND,
    claimUnowned: false,
    upgraded: (r) => r.tier === 'extended',
    apply: (tx, r, service) =>
      tx.update(environmentEvaluations).set({ tier: 'extended', complementaryServiceId: service.id, upgradedAt: new Date() }).where(eq(environmentEvaluations.id, r.id)),
  });
  return { uuid: row.id, tier: 'extended' };
}
