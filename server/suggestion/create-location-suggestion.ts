import 'server-only';

import { SUGGESTION_FAMILY, type CreateSuggestionResponse, type LocationSuggestionInput } from '@/lib/contracts/suggestion';
import type { AnonymousClient } from '@/server/credits/anonymous-use';
import { findServiceOf } from '@/server/credits/find-service';
import type { Db } from '@/server/db/client';
import { NotSignedIn } from '@/server/core/errors';
import type { NewReport } from '@/server/reports/stored-report';
import { storeSuggestion } from './store-suggestion';
import { suggestLocations } from './suggest-locations';

export interface CreateLocationSuggestionInput {
  body: LocationSuggestionInput;
  /** Signed-in caller; null for an anonymous visitor (their monthly free base suggestion, spec §1). */
  userId: string | null;
  /** anonymousClient(request, ip), needed when userId is null. */
  anonymous: AnonymousClient | null;
  /** Counts the charge for an API key (server/request-api), in its transaction. */
  meter?: NewReport['meter'];
}

/**
 * Where to buy: ranks Tehran's neighbourhoods for the budget and stores the answer by uuid. Signed-in users pay the
 * chosen service's credits; an anonymous visitor gets one base suggestion a month, then 426 (spec §1: registration
 * is needed after one buy-location use a month).
 */
export async function createLocationSuggestion(db: Db, input: CreateLocationSuggestionInput): Promise<CreateSuggestionResponse> {
  const service = await findServiceOf(db, SUGGESTION_FAMILY.buy, input.body.service, ['base', 'complementary']);
  if (!input.userId && service.serviceKind !== 'base') throw new NotSignedIn();
  const result = suggestLocations({ kind: 'buy', ...input.body }, service.serviceKind === 'base' ? 'base' : 'complementary');
  const { service: _ref, request_id: requestId, ...inputs } = input.body;
  return storeSuggestion(db, { kind: 'buy', service, requestId, userId: input.userId, anonymous: input.anonymous, inputs, result, meter: input.meter });
}
