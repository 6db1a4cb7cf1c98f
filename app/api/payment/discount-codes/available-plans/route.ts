// GET /api/payment/discount-codes/available-plans/?code= - the final price of each plan the code applies to (400 when invalid)
import { discountQuery } from '@/lib/contracts/billing';
import { getDb } from '@/server/db/client';
import { availablePlansForCode, discountGuessLimit } from '@/server/billing/discounts';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route(
  {
    auth: 'optional',
    query: discountQuery,
    rateLimit: ({ ipKey }) => discountGuessLimit(ipKey),
  },
  async ({ query, user }) => availablePlansForCode(await getDb(), query.code, user?.id),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
