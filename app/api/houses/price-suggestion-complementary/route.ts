// POST /api/houses/price-suggestion-complementary/ - upgrade a sale valuation to the extended report (costs the complementary service less what the base
// report took: server/credits/upgrade-price.ts); GET ?uuid= - what that upgrade costs the signed-in owner
import { upgradeQuoteQuery } from '@/lib/contracts/billing';
import { upgradeValuationBody } from '@/lib/contracts/valuation';
import { getDb } from '@/server/db/client';
import { quoteValuationUpgrade, upgradeValuation } from '@/server/valuation/upgrade-valuation';
import { valuationRateLimit } from '@/server/valuation/valuation-rate-limit';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const POST = route({ auth: 'required', body: upgradeValuationBody, rateLimit: valuationRateLimit }, async ({ user, body }) =>
  upgradeValuation(await getDb(), { kind: 'sale', userId: user.id, uuid: body.uuid, service: body.service }),
);

export const GET = route({ auth: 'required', query: upgradeQuoteQuery }, async ({ user, query }) =>
  quoteValuationUpgrade(await getDb(), { kind: 'sale', userId: user.id, uuid: query.uuid }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
