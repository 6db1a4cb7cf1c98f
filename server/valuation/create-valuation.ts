import 'server-only';

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CreateValuationBody, CreateValuationResponse, ValuationKind } from '@/lib/contracts/valuation';
import { VALUATION_FAMILY } from '@/lib/contracts/valuation';
import { type AnonymousClient, consumeAnonymousUse, UNKNOWN_CLIENT } from '@/server/credits/anonymous-use';
import { requestAlreadyMade } from '@/server/credits/request-id';
import { findServiceOf } from '@/server/credits/find-service';
import { spendForService } from '@/server/credits/spend-credits';
import type { Db } from '@/server/db/client';
import { valuations } from '@/server/db/schema/valuation';
import { NotSignedIn } from '@/server/core/errors';
import { runValuation, valuationInputs } from './run-valuation';

export interface CreateValuationInput {
  kind: ValuationKind;
  body: CreateValuationBody;
  /** Signed-in caller; null for an anonymous visitor (their monthly free base valuation). */
  userId: string | null;
  /** anonymousClient(request, ip), needed when userId is null. */
  anonymous: AnonymousClient | null;
}

/**
 * Values a property for sale or rent and stores the full report. The engine runs first, outside any transaction,
 * so a failed valuation charges nothing; then ONE transaction charges the chosen service's credits (403 when
 * short) — or records the anonymous visitor's monthly free use (426 after, spec §1/§8) — and inserts the row.
 * A complementary service creates the extended report directly. A retried request (same `request_id`) answers
 * with the valuation it already paid for.
 */
export async function createValuation(db: Db, input: CreateValuationInput): Promise<CreateValuationResponse> {
  const { kind, body, userId } = input;
  const service = await findServiceOf(db, VALUATION_FAMILY[kind], body.service, ['base', 'complementary', 'advanced']);
  // spec §1: without an account only the base valuation's free monthly use exists; the extended report needs one.
  if (!userId && service.serviceKind !== 'base') throw new NotSignedIn();
  const result = runValuation(kind, body);

  const id = body.request_id ?? randomUUID();
  const extended = service.serviceKind !== 'base';
  await db.transaction(async (tx) => {
    const findRow = async () => (await tx.select({ userId: valuations.userId, kind: valuations.kind }).from(valuations).where(eq(valuations.id, id)).limit(1))[0];
    if (body.request_id && (await requestAlreadyMade(tx, id, { userId, kind }, findRow))) return;
    if (userId) {
      await spendForService(tx, { userId, service, reference: `${VALUATION_FAMILY[kind]}:${id}` });
    } else {
      // spec §1 "price prediction": one free use a month covers sale and rent valuation together.
      await consumeAnonymousUse(tx, { client: input.anonymous ?? UNKNOWN_CLIENT, family: 'price_evaluation' });
    }
    await tx.insert(valuations).values({
      id,
      kind,
      tier: extended ? 'complementary' : 'base',
      userId,
      agentType: service.sourceAgentType,
      serviceId: service.id,
      complementaryServiceId: extended ? service.id : null,
      district: result.place.district,
      neighbourhoodId: result.place.neighbourhood.id,
      inputs: valuationInputs(body),
      result,
      upgradedAt: null,
    });
  });
  return { uuid: id };
}
