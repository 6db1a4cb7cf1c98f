// POST /api/houses/rent-suggestion/ - where to rent: the best neighbourhoods for a deposit and monthly rent (signed in; costs the service's credits) → {uuid}
import { createRentSuggestionBody } from '@/lib/contracts/suggestion';
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { createRentSuggestion } from '@/server/suggestion/create-rent-suggestion';
import { suggestionRateLimit } from '@/server/suggestion/suggestion-rate-limit';
import { otherMethods } from '@/server/http/other-methods';

export const POST = route({ auth: 'required', body: createRentSuggestionBody, rateLimit: suggestionRateLimit }, async ({ user, body }) =>
  createRentSuggestion(await getDb(), { body, userId: user.id }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
