import 'server-only';

import { eq } from 'drizzle-orm';
import type { CreateSuggestionResponse, SuggestionKind } from '@/lib/contracts/suggestion';
import { SUGGESTION_FAMILY } from '@/lib/contracts/suggestion';
import type { AnonymousClient } from '@/server/credits/anonymous-use';
import type { ServiceRow } from '@/server/credits/find-service';
import type { Db } from '@/server/db/client';
import { locationSuggestions } from '@/server/db/schema/suggestion';
import { storeReport, type NewReport } from '@/server/reports/stored-report';
import type { SuggestionComputed } from './suggest-locations';

/**
 * Stores a ranking (computed before, so a failure there charged nothing) for its price (stored-report): the
 * service's credits, or the anonymous visitor's monthly buy use (426 after, spec §1/§8).
 */
export async function storeSuggestion(
  db: Db,
  input: {
    kind: SuggestionKind;
    service: ServiceRow;
    requestId: string | undefined;
    userId: string | null;
    anonymous: AnonymousClient | null;
    inputs: unknown;
    result: SuggestionComputed;
    /** Counts the charge for an API key (server/request-api), in its transaction. */
    meter?: NewReport['meter'];
  },
): Promise<CreateSuggestionResponse> {
  return storeReport(db, {
    family: SUGGESTION_FAMILY[input.kind],
    service: input.service,
    payer: input.userId ? { userId: input.userId } : { userId: null, anonymous: input.anonymous, freeUse: 'buy_suggestion' },
    requestId: input.requestId,
    kind: input.kind,
    meter: input.meter,
    findOwner: async (tx, id) =>
      (await tx.select({ userId: locationSuggestions.userId, kind: locationSuggestions.kind }).from(locationSuggestions).where(eq(locationSuggestions.id, id)).limit(1))[0],
    insert: (tx, id) =>
      tx.insert(locationSuggestions).values({
        id,
        kind: input.kind,
        tier: input.service.serviceKind === 'base' ? 'base' : 'complementary',
        userId: input.userId,
        agentType: input.service.sourceAgentType,
        serviceId: input.service.id,
        priceDate: input.result.price_date,
        fits: input.result.fits,
        inputs: input.inputs,
        result: input.result,
      }),
  });
}
