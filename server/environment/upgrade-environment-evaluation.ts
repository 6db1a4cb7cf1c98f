import 'server-only';

import { eq } from 'drizzle-orm';
import type { EnvironmentTier } from '@/lib/contracts/environment';
import { spendForService } from '@/server/credits/spend-credits';
import type { Db } from '@/server/db/client';
import { environmentEvaluations } from '@/server/db/schema/environment';
import { fieldError, forbidden, notFound } from '@/server/http/errors';
import { findEnvironmentService } from './environment-service';
import { ENVIRONMENT_NOT_FOUND } from './get-environment-evaluation';
import { errorMessages } from '@/lib/errors/catalogue';

export interface UpgradeEnvironmentInput {
  userId: string;
  uuid: string;
  /** Defaults to the complementary service of the evaluation's own agent type. */
  service?: number | string;
}

/**
 * Upgrades a base evaluation to the extended report: charges the complementary service once (idempotent per
 * evaluation) and flips the tier. The result was stored whole at creation, so nothing is recomputed.
 */
export async function upgradeEnvironmentEvaluation(db: Db, input: UpgradeEnvironmentInput): Promise<{ uuid: string; tier: EnvironmentTier }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(environmentEvaluations).where(eq(environmentEvaluations.id, input.uuid)).for('update');
    if (!row) throw notFound(ENVIRONMENT_NOT_FOUND);
    if (row.userId !== input.userId) throw forbidden(errorMessages.upgradeOwnerOnly);
    if (row.tier === 'extended') return { uuid: row.id, tier: 'extended' as const };
    const service = await findEnvironmentService(tx, input.service ?? `environmental_evaluation_${row.agentType}_complementary`, ['complementary', 'advanced']);
    if (service.sourceAgentType !== row.agentType) throw fieldError('service', 'سرویس انتخاب‌شده با نوع این ارزیابی هم‌خوانی ندارد.');
    await spendForService(tx, { userId: input.userId, serviceId: service.id, reference: `environmental_evaluation_complementary:${row.id}` });
    await tx
      .update(environmentEvaluations)
      .set({ tier: 'extended', complementaryServiceId: service.id, upgradedAt: new Date() })
      .where(eq(environmentEvaluations.id, row.id));
    return { uuid: row.id, tier: 'extended' as const };
  });
}
