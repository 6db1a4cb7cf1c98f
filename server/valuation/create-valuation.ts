import 'server-only';

import { eq } from 'drizzle-orm';
import type { CreateValuationBody, CreateValuationResponse, ValuationKind } from '@/lib/contracts/valuation';
import { VALUATION_FAMILY } from '@/lib/contracts/valuation';
import type { AnonymousClient } from '@/server/credits/anonymous-use';
import { findServiceOf } from '@/server/credits/find-service';
import type { Db } from '@/server/db/client';
import { valuations } from '@/server/db/schema/valuation';
import { NotSignedIn } from '@/server/core/errors';
import { divarPostForValuation } from '@/server/divar/divar-valuations';
import { storeReport, type NewReport } from '@/server/reports/stored-report';
import { runValuation, valuationInputs } from './run-valuation';

export interface CreateValuationInput {
  kind: ValuationKind;
  body: CreateValuationBody;
  /** Signed-in caller; null for an anonymous visitor (their monthly free base valuation). */
  userId: string | null;
  /** anonymousClient(request, ip), needed when userId is null. */
  anonymous: AnonymousClient | null;
  /** Counts the charge for an API key (server/request-api), in its transaction. */
  meter?: NewReport['meter'];
}

/**
 * Values a property for sale or rent and stores the full report for its price (stored-report): the engine runs
 * first, so a failed valuation charges nothing. A complementary service creates the extended report directly. A
 * Divar service values the Divar ad named in the request, and the valuation belongs to that ad for good.
 */
export async function createValuation(db: Db, input: CreateValuationInput): Promise<CreateValuationResponse> {
  const { kind, body, userId } = input;
  const service = await findServiceOf(db, VALUATION_FAMILY[kind], body.service, ['base', 'complementary', 'advanced']);
  // spec §1: without an account only the base valuation's free monthly use exists; the extended report needs one.
  if (!userId && service.serviceKind !== 'base') throw new NotSignedIn();
  const divarPostToken = await divarPostForValuation(db, { postToken: body.divar_post_token, agentType: service.sourceAgentType, kind, userId });
  const result = runValuation(kind, body);

  const family = VALUATION_FAMILY[kind];
  const extended = service.serviceKind !== 'base';
  return storeReport(db, {
    family,
    service,
    // spec §1 "price prediction": one free use a month covers sale and rent valuation together.
    payer: userId ? { userId } : { userId: null, anonymous: input.anonymous, freeUse: 'price_evaluation' },
    requestId: body.request_id,
    kind,
    meter: input.meter,
    findOwner: async (tx, id) => (await tx.select({ userId: valuations.userId, kind: valuations.kind }).from(valuations).where(eq(valuations.id, id)).limit(1))[0],
    insert: (tx, id) =>
      tx.insert(valuations).values({
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
        divarPostToken,
      }),
  });
}
