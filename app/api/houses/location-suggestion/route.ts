// POST /api/houses/location-suggestion/ - where to buy: the best neighbourhoods for a budget (costs the service's credits; anonymous: the monthly free use) → {uuid}
import { createLocationSuggestionBody } from '@/lib/contracts/suggestion';
import { anonymousClient } from '@/server/credits/anonymous-use';
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { createLocationSuggestion } from '@/server/suggestion/create-location-suggestion';
import { suggestionRateLimit } from '@/server/suggestion/suggestion-rate-limit';
import { otherMethods } from '@/server/http/other-methods';

export const POST = route({ auth: 'optional', body: createLocationSuggestionBody, rateLimit: suggestionRateLimit }, async ({ user, body, request, ip }) =>
  createLocationSuggestion(await getDb(), {
    body,
    userId: user?.id ?? null,
    anonymous: user ? null : anonymousClient(request, ip),
  }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
