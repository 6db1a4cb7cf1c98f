// GET  /api/admin/market-index/ - the market index's months, imported months and left-out district-months
// POST /api/admin/market-index/ - import the next month (as `npm run index:import`); 'Authorization: Token <ADMIN_API_TOKEN>', 404 when unset
import { importIndexMonthBody } from '@/lib/contracts/market-index';
import { zodFieldErrors } from '@/lib/validation/zod-errors';
import { requireAdmin } from '@/server/billing/create-discount-code';
import { InvalidInput } from '@/server/core/errors';
import { otherMethods } from '@/server/http/other-methods';
import { readJson, reply, route } from '@/server/http/route';
import { importIndexMonth, marketIndexStatus } from '@/server/valuation/import-index-month';

export const GET = route({ auth: 'none' }, async ({ request, ipKey }) => {
  await requireAdmin(request, ipKey);
  return reply(marketIndexStatus());
});

export const POST = route({ auth: 'none' }, async ({ request, ipKey }) => {
  await requireAdmin(request, ipKey); // before parsing: without the token nothing about the endpoint is revealed
  const parsed = importIndexMonthBody.safeParse(await readJson(request));
  if (!parsed.success) throw new InvalidInput(zodFieldErrors(parsed.error));
  return reply(importIndexMonth(parsed.data), { status: 201 });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
