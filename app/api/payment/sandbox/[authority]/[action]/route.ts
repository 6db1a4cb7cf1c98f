// POST /api/payment/sandbox/{authority}/{pay|cancel}/ - the test gateway's buttons: settle, then back to the callback
import { sandboxAllowed } from '@/server/providers/payment/gateway';
import { settleSandboxPayment } from '@/server/providers/payment/sandbox';
import { NotFound } from '@/server/core/errors';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const POST = route({ auth: 'none' }, async ({ params }) => {
  const action = params.action;
  if (!sandboxAllowed() || (action !== 'pay' && action !== 'cancel')) throw new NotFound();
  const location = await settleSandboxPayment(params.authority ?? '', action);
  if (!location) throw new NotFound('تراکنش یافت نشد.');
  // 303: the browser follows with a GET, as after a real gateway's form post.
  return new Response(null, { status: 303, headers: { Location: location } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
