import 'server-only';

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CreateSuggestionResponse, SuggestionKind } from '@/lib/contracts/suggestion';
import { SUGGESTION_FAMILY } from '@/lib/contracts/suggestion';
import { type AnonymousClient, consumeAnonymousUse, UNKNOWN_CLIENT } from '@/server/credits/anonymous-use';
import type { ServiceRow } from '@/server/credits/find-service';
import { requestAlreadyMade } from '@/server/credits/request-id';
import { spendForService } from '@/server/credits/spend-credits';
import type { Db } from '@/server/db/client';
import { locationSuggestions } from '@/server/db/schema/suggestion';
import type { SuggestionComputed } from './suggest-locations';

/**
 * ONE transaction: charge the service (403 when short) — or record the anonymous visitor's monthly buy use (426
 * after, spec §1/§8) — and insert the row. The ranking ran before, so a failure there charged nothing. A retried
 * request (same `request_id`) answers with the suggestion already paid for.
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
  },
): Promise<CreateSuggestionResponse> {
  const id = input.requestId ?? randomUUID();
  await db.transaction(async (tx) => {
    const findRow = async () =>
      (await tx.select({ userId: locationSuggestions.userId, kind: locationSuggestions.kind }).from(locationSuggestions).where(eq(locationSuggestions.id, id)).limit(1))[0];
    if (input.requestId && (await requestAlreadyMade(tx, id, { userId: input.userId, kind: input.kind }, findRow))) return;
    if (input.userId) {
      await spendForService(tx, { userId: input.userId, service: input.service, reference: `${SUGGESTION_FAMILY[input.kind]}:${id}` });
    } else {
      await consumeAnonymousUse(tx, { client: input.anonymous ?? UNKNOWN_CLIENT, family: 'buy_suggestion' });
    }
    await tx.insert(locationSuggestions).values({
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
    });
  });
  return { uuid: id };
}
