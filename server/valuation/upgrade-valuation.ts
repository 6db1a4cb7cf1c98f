import 'server-only';

import { and, eq } from 'drizzle-orm';
import { VALUATION_FAMILY, VALUATION_NOT_FOUND, type UpgradeValuationResponse, type ValuationKind } from '@/lib/contracts/valuation';
import { findServiceOf } from '@/server/credits/find-service';
import { spendForService } from '@/server/credits/spend-credits';
import type { Db } from '@/server/db/client';
import { valuations } from '@/server/db/schema/valuation';
import { Forbidden, invalidField, NotFound } from '@/server/core/errors';
import { errorMessages } from '@/lib/errors/catalogue';

export interface UpgradeValuationInput {
  kind: ValuationKind;
  userId: string;
  uuid: string;
  /** Defaults to the complementary service of the valuation's own agent type. */
  service?: number | string;
}

/**
 * Upgrades a base valuation to the extended report for the complementary service's credits, charged once per
 * valuation (a retry or double click charges nothing more). The full report was stored at creation, so nothing
 * is recomputed. An anonymous visitor's free valuation is claimed by the signed-in user who upgrades it.
 */
export async function upgradeValuation(db: Db, input: UpgradeValuationInput): Promise<UpgradeValuationResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(valuations)
      .where(and(eq(valuations.id, input.uuid.toLowerCase()), eq(valuations.kind, input.kind)))
      .for('update');
    if (!row) throw new NotFound(VALUATION_NOT_FOUND);
    if (row.userId !== null && row.userId !== input.userId) throw new Forbidden(errorMessages.upgradeOwnerOnly);
    if (row.tier === 'complementary') return { uuid: row.id, tier: 'complementary' as const };
    const family = VALUATION_FAMILY[input.kind];
    const service = await findServiceOf(tx, family, input.service ?? `${family}_${row.agentType}_complementary`, ['complementary', 'advanced']);
    if (service.sourceAgentType !== row.agentType) throw invalidField('service', 'سرویس انتخاب‌شده با نوع این ارزیابی هم‌خوانی ندارد.');
    await spendForService(tx, { userId: input.userId, service, reference: `${family}_complementary:${row.id}` });
    await tx
      .update(valuations)
      .set({ tier: 'complementary', complementaryServiceId: service.id, upgradedAt: new Date(), userId: input.userId })
      .where(eq(valuations.id, row.id));
    return { uuid: row.id, tier: 'complementary' as const };
  });
}
