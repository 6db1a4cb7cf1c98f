// POST /api/houses/environmental-evaluation/ - evaluate a place's neighbourhood over 50 criteria (costs the service's credits) → {uuid}
import { createEnvironmentEvaluationBody } from '@/lib/contracts/environment';
import { getDb } from '@/server/db/client';
import { createEnvironmentEvaluation } from '@/server/environment/create-environment-evaluation';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const POST = route(
  {
    auth: 'required',
    body: createEnvironmentEvaluationBody,
    rateLimit: ({ user }) => ({ bucket: `environment-user:${user.id}`, limit: 30, windowSeconds: 600 }),
  },
  async ({ user, body }) =>
    createEnvironmentEvaluation(await getDb(), {
      userId: user.id,
      service: body.service,
      requestId: body.request_id,
      latitude: body.latitude,
      longitude: body.longitude,
      neighbourhood: body.neighbourhood,
    }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
