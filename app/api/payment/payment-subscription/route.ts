// POST /api/payment/payment-subscription/ - start buying a plan: the server prices it and answers the gateway link
import { paymentRequestBody } from '@/lib/contracts/billing';
import { getDb } from '@/server/db/client';
import { createPayment } from '@/server/billing/create-payment';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const POST = route(
  {
    auth: 'required',
    body: paymentRequestBody,
    rateLimit: ({ user }) => ({ bucket: `payment-user:${user.id}`, limit: 20, windowSeconds: 600 }),
  },
  async ({ user, body }) =>
    createPayment(await getDb(), {
      userId: user.id,
      plan: body.plan,
      callbackUrl: body.callback_url,
      discountCode: body.discount_code,
    }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
