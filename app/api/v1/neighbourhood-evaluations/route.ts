// POST /api/v1/neighbourhood-evaluations/ - a place's neighbourhood over 50 criteria for the key owner's credits → the stored report
import { apiNeighbourhoodEvaluationBody } from '@/lib/contracts/request-api';
import { getDb } from '@/server/db/client';
import { meteredReply, route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';
import { apiNeighbourhoodEvaluation } from '@/server/request-api/calls';

export const POST = route({ auth: 'api-key', body: apiNeighbourhoodEvaluationBody }, async ({ apiKey, body }) =>
  meteredReply(await apiNeighbourhoodEvaluation(await getDb(), apiKey, body)),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
