// POST /api/houses/environmental-evaluation/ - evaluate a place's neighbourhood over 50 criteria (costs the service's credits; an anonymous Divar visitor: the monthly free use) → {uuid}
import { createEnvironmentEvaluationBody } from '@/lib/contracts/environment';
import { anonymousClient } from '@/server/credits/anonymous-use';
import { getDb } from '@/server/db/client';
import { createEnvironmentEvaluation } from '@/server/environment/create-environment-evaluation';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const POST = route(
  {
    auth: 'optional',
    body: createEnvironmentEvaluationBody,
    rateLimit: ({ user, ipKey }) =>
      user ? { bucket: `environment-user:${user.id}`, limit: 30, windowSeconds: 600 } : { bucket: `environment-ip:${ipKey}`, limit: 30, windowSeconds: 600 },
  },
  async ({ user, body, request, ip }) =>
    createEnvironmentEvaluation(await getDb(), {
      userId: user?.id ?? null,
      anonymous: user ? null : anonymousClient(request, ip),
      service: body.service,
      requestId: body.request_id,
      latitude: body.latitude,
      longitude: body.longitude,
      neighbourhood: body.neighbourhood,
      divarPostToken: body.divar_post_token,
    }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
