// POST /api/houses/rental-evaluation-complementary/ - upgrade a rent valuation to the extended report (costs the complementary service)
import { upgradeValuationBody } from '@/lib/contracts/valuation';
import { getDb } from '@/server/db/client';
import { upgradeValuation } from '@/server/valuation/upgrade-valuation';
import { valuationRateLimit } from '@/server/valuation/valuation-rate-limit';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const POST = route({ auth: 'required', body: upgradeValuationBody, rateLimit: valuationRateLimit }, async ({ user, body }) =>
  upgradeValuation(await getDb(), { kind: 'rent', userId: user.id, uuid: body.uuid, service: body.service }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
