// POST /api/v1/valuations/sale/ - a sale valuation for the key owner's credits → the stored report (as /api/houses/… shows it)
import { apiSaleValuationBody } from '@/lib/contracts/request-api';
import { getDb } from '@/server/db/client';
import { meteredReply, route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';
import { apiValuation } from '@/server/request-api/calls';

export const POST = route({ auth: 'api-key', body: apiSaleValuationBody }, async ({ apiKey, body }) =>
  meteredReply(await apiValuation(await getDb(), apiKey, 'sale', body)),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
