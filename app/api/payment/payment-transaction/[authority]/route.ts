// GET /api/payment/payment-transaction/{authority} - verify a returned payment (idempotent) and show its outcome
import { getDb } from '@/server/db/client';
import { verifyPayment } from '@/server/billing/verify-payment';
import { notFound } from '@/server/http/errors';
import { route } from '@/server/http/route';

export const GET = route({ auth: 'required' }, async ({ user, params }) => {
  const authority = params.authority ?? '';
  if (!/^[A-Za-z0-9]{8,64}$/.test(authority)) throw notFound('تراکنش یافت نشد.');
  return verifyPayment(await getDb(), { authority, userId: user.id });
});
