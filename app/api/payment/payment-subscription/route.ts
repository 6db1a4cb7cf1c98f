// POST /api/payment/payment-subscription/ - start buying a plan: the server prices it and answers the gateway link
import { paymentRequestBody } from '@/lib/contracts/billing';
import { getDb } from '@/server/db/client';
import { createPayment } from '@/server/billing/create-payment';
import { underDiscountGuessLimit } from '@/server/billing/discounts';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const POST = route(
  {
    auth: 'required',
    body: paymentRequestBody,
    rateLimit: ({ user }) => ({ bucket: `payment-user:${user.id}`, limit: 20, windowSeconds: 600 }),
  },
  // A refused discount code counts against the address, with the ones tried on available-plans: twenty accounts
  // from one address get no more guesses than one.
  async ({ user, body, ipKey }) =>
    underDiscountGuessLimit(ipKey, body.discount_code, async () =>
      createPayment(await getDb(), {
        userId: user.id,
        plan: body.plan,
        callbackUrl: body.callback_url,
        discountCode: body.discount_code,
      }),
    ),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
