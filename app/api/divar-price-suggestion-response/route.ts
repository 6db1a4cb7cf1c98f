// GET /api/divar-price-suggestion-response/?post_token=[&missing=null][&own=1] - the newest valuation of the ad the caller may see (their own, or the one published on the ad; own=1: their own); none: 404, or 200 null with missing=null
import { adReportQuery } from '@/lib/contracts/divar-requests';
import { getDb } from '@/server/db/client';
import { getDivarPriceResponse } from '@/server/divar/divar-valuations';
import { adReportOrNull } from '@/server/divar/published-report';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route({ auth: 'optional', query: adReportQuery }, async ({ query, user }) => {
  const viewer = user?.id ?? null;
  const ownOnly = query.own === '1';
  if (query.missing === 'null') return Response.json(await adReportOrNull(await getDb(), 'price', query.post_token, viewer, ownOnly));
  return getDivarPriceResponse(await getDb(), query.post_token, viewer, ownOnly);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
