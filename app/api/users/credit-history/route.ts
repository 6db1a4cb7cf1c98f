import { creditHistoryQuery } from '@/lib/contracts/credit-history';
import { listCreditHistory } from '@/server/credits/history';
import { getDb } from '@/server/db/client';
import { otherMethods } from '@/server/http/other-methods';
import { route } from '@/server/http/route';

// GET /api/users/credit-history/?page=N - the signed-in user's purchases, spends, grants and unfinished payments,
// newest first (DRF page-number pagination, like /api/users/reports/)
export const GET = route({ auth: 'required', query: creditHistoryQuery }, async ({ user, query, request }) =>
  listCreditHistory(await getDb(), { userId: user.id, page: query.page, requestUrl: request.url }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
