// GET /api/divar/post/?post_token= - a Divar ad mapped to our valuation form (unknown fields null; the owner's pin when they granted it)
import { postTokenQuery } from '@/lib/contracts/divar-requests';
import { getDb } from '@/server/db/client';
import { divarReadLimit } from '@/server/divar/divar-pages';
import { getDivarAd } from '@/server/divar/get-divar-ad';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route(
  { auth: 'optional', query: postTokenQuery, rateLimit: ({ ipKey }) => divarReadLimit(ipKey) },
  async ({ query, user }) => getDivarAd(await getDb(), query.post_token, user?.id ?? null),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
