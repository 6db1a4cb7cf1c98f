// POST /api/houses/environmental-evaluation-complementary/ - upgrade an evaluation to the extended report (costs the complementary service)
import { upgradeEnvironmentEvaluationBody } from '@/lib/contracts/environment';
import { getDb } from '@/server/db/client';
import { upgradeEnvironmentEvaluation } from '@/server/environment/upgrade-environment-evaluation';
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

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
