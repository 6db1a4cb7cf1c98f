// GET /api/houses/environmental-evaluation/{uuid} - an environment evaluation result, as its tier allows (shared by link)
import { getDb } from '@/server/db/client';
import { getEnvironmentEvaluation } from '@/server/environment/get-environment-evaluation';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route({ auth: 'optional' }, async ({ params, user }) => getEnvironmentEvaluation(await getDb(), params.uuid ?? '', user?.id));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
