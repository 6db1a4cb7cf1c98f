// POST /api/admin/discount-codes/ - create a discount code (operations; 'Authorization: Token <ADMIN_API_TOKEN>', 404 when unset)
import { createDiscountCodeBody } from '@/lib/contracts/billing';
import { zodFieldErrors } from '@/lib/validation/zod-errors';
import { getDb } from '@/server/db/client';
import { createDiscountCode, requireAdmin } from '@/server/billing/create-discount-code';
import { InvalidInput } from '@/server/core/errors';
import { readJson, reply, route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const POST = route({ auth: 'none' }, async ({ request, ipKey }) => {
  await requireAdmin(request, ipKey); // before parsing: without the token nothing about the endpoint is revealed
  const parsed = createDiscountCodeBody.safeParse(await readJson(request));
  if (!parsed.success) throw new InvalidInput(zodFieldErrors(parsed.error));
  return reply(await createDiscountCode(await getDb(), parsed.data), { status: 201 });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
