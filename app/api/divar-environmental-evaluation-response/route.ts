// GET /api/divar-environmental-evaluation-response/?post_token= - the newest neighbourhood evaluation of the ad the caller may see (their own, or the one published on the ad)
import { postTokenQuery } from '@/lib/contracts/divar-requests';
import { getDb } from '@/server/db/client';
import { getDivarEnvironmentResponse } from '@/server/divar/divar-environment-response';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route({ auth: 'optional', query: postTokenQuery }, async ({ query, user }) =>
  getDivarEnvironmentResponse(await getDb(), query.post_token, user?.id ?? null),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
