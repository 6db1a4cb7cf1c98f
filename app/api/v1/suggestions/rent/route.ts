// POST /api/v1/suggestions/rent/ - where to rent for a deposit and monthly rent, for the key owner's credits → the stored ranking
import { apiRentSuggestionBody } from '@/lib/contracts/request-api';
import { getDb } from '@/server/db/client';
import { meteredReply, route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';
import { apiRentSuggestion } from '@/server/request-api/calls';

export const POST = route({ auth: 'api-key', body: apiRentSuggestionBody }, async ({ apiKey, body }) =>
  meteredReply(await apiRentSuggestion(await getDb(), apiKey, body)),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
