// POST /api/houses/environmental-evaluation-complementary/ - upgrade an evaluation to the extended report (costs the
// complementary service less what the base report took: server/credits/upgrade-price.ts); GET ?uuid= - what that
// upgrade costs the signed-in owner
import { upgradeQuoteQuery } from '@/lib/contracts/billing';
import { upgradeEnvironmentEvaluationBody } from '@/lib/contracts/environment';
import { getDb } from '@/server/db/client';
import { quoteEnvironmentUpgrade, upgradeEnvironmentEvaluation } from '@/server/environment/upgrade-environment-evaluation';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const POST = route(
  {
    auth: 'required',
    body: upgradeEnvironmentEvaluationBody,
    rateLimit: ({ user }) => ({ bucket: `environment-user:${user.id}`, limit: 30, windowSeconds: 600 }),
  },
  async ({ user, body }) => upgradeEnvironmentEvaluation(await getDb(), { userId: user.id, uuid: body.uuid, service: body.service }),
);

export const GET = route({ auth: 'required', query: upgradeQuoteQuery }, async ({ user, query }) =>
  quoteEnvironmentUpgrade(await getDb(), { userId: user.id, uuid: query.uuid }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
