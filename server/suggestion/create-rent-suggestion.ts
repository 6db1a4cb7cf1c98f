import 'server-only';

import { SUGGESTION_FAMILY, type CreateSuggestionResponse, type RentSuggestionInput } from '@/lib/contracts/suggestion';
import { findServiceOf } from '@/server/credits/find-service';
import type { Db } from '@/server/db/client';
import type { NewReport } from '@/server/reports/stored-report';
import { storeSuggestion } from './store-suggestion';
import { suggestLocations } from './suggest-locations';

/**
 * Where to rent: ranks Tehran's neighbourhoods for a deposit and monthly rent (compared as full-deposit
 * equivalents at the configured rate) and stores the answer by uuid, charging the service's credits. Sign-in is
 * required: spec §1 gives the anonymous monthly use to the buy suggestion only.
 */
export async function createRentSuggestion(
  db: Db,
  input: { body: RentSuggestionInput; userId: string; meter?: NewReport['meter'] },
): Promise<CreateSuggestionResponse> {
  const service = await findServiceOf(db, SUGGESTION_FAMILY.rent, input.body.service, ['base', 'complementary']);
  const result = suggestLocations({ kind: 'rent', ...input.body }, service.serviceKind === 'base' ? 'base' : 'complementary');
  const { service: _ref, request_id: requestId, ...inputs } = input.body;
  return storeSuggestion(db, { kind: 'rent', service, requestId, userId: input.userId, anonymous: null, inputs, result, meter: input.meter });
}
