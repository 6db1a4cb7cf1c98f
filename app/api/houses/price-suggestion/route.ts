// POST /api/houses/price-suggestion/ - value a property for sale (costs the service's credits; anonymous: the monthly free use) → {uuid}
import { createValuationBody } from '@/lib/contracts/valuation';
import { anonymousClient } from '@/server/credits/anonymous-use';
import { getDb } from '@/server/db/client';
import { createValuation } from '@/server/valuation/create-valuation';
import { valuationRateLimit } from '@/server/valuation/valuation-rate-limit';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const POST = route({ auth: 'optional', body: createValuationBody, rateLimit: valuationRateLimit }, async ({ user, body, request, ip }) =>
  createValuation(await getDb(), {
    kind: 'sale',
    body,
    userId: user?.id ?? null,
    anonymous: user ? null : anonymousClient(request, ip),
  }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
