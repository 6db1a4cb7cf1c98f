// GET /api/payment/payment-transaction/{authority}[?Status=NOK] - verify a returned payment (idempotent) and show its outcome
import { transactionQuerySchema } from '@/lib/contracts/billing';
import { getDb } from '@/server/db/client';
import { verifyPayment } from '@/server/billing/verify-payment';
import { NotFound } from '@/server/core/errors';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

// Each check of an unsettled payment asks the gateway: a client polling in a loop would get our merchant throttled.
export const GET = route(
  {
    auth: 'required',
    query: transactionQuerySchema,
    rateLimit: ({ user }) => ({ bucket: `payment-check-user:${user.id}`, limit: 30, windowSeconds: 600 }),
  },
  async ({ user, params, query }) => {
    const authority = params.authority ?? '';
    if (!/^[A-Za-z0-9]{8,64}$/.test(authority)) throw new NotFound('تراکنش یافت نشد.');
    return verifyPayment(await getDb(), { authority, userId: user.id, closeUnpaid: query.Status === 'NOK' });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
