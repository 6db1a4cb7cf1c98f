// POST /api/v1/suggestions/buy/ - where to buy for a budget, for the key owner's credits → the stored ranking
import { apiBuySuggestionBody } from '@/lib/contracts/request-api';
import { getDb } from '@/server/db/client';
import { meteredReply, route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';
import { apiBuySuggestion } from '@/server/request-api/calls';

export const POST = route({ auth: 'api-key', body: apiBuySuggestionBody }, async ({ apiKey, body }) =>
  meteredReply(await apiBuySuggestion(await getDb(), apiKey, body)),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
