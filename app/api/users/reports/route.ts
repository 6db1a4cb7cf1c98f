import { reportsQuery } from '@/lib/contracts/reports';
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';
import { listReports } from '@/server/reports/list-reports';

// GET /api/users/reports/?page=N - every report the signed-in user paid for, newest first (DRF page-number pagination)
export const GET = route({ auth: 'required', query: reportsQuery }, async ({ user, query, request }) =>
  listReports(await getDb(), { userId: user.id, page: query.page, requestUrl: request.url }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
