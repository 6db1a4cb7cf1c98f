// POST /api/v1/valuations/rent/ - a rent valuation for the key owner's credits → the stored report (as /api/houses/… shows it)
import { apiRentValuationBody } from '@/lib/contracts/request-api';
import { getDb } from '@/server/db/client';
import { meteredReply, route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';
import { apiValuation } from '@/server/request-api/calls';

export const POST = route({ auth: 'api-key', body: apiRentValuationBody }, async ({ apiKey, body }) =>
  meteredReply(await apiValuation(await getDb(), apiKey, 'rent', body)),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
