// GET /api/divar-environmental-evaluation-response/?post_token=[&missing=null] - the newest neighbourhood evaluation of the ad the caller may see (their own, or the one published on the ad); none: 404, or 200 null with missing=null
import { adReportQuery } from '@/lib/contracts/divar-requests';
import { getDb } from '@/server/db/client';
import { getDivarEnvironmentResponse } from '@/server/divar/divar-environment-response';
import { adReportOrNull } from '@/server/divar/published-report';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route({ auth: 'optional', query: adReportQuery }, async ({ query, user }) => {
  const viewer = user?.id ?? null;
  if (query.missing === 'null') return Response.json(await adReportOrNull(await getDb(), 'neighbourhood', query.post_token, viewer));
  return getDivarEnvironmentResponse(await getDb(), query.post_token, viewer);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
