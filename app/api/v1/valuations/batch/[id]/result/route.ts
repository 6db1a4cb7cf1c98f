// GET /api/v1/valuations/batch/{id}/result/ - the finished batch as CSV (UTF-8 with BOM), each failed row with its error; 409 before
import { batchJobIdParam } from '@/lib/contracts/request-api';
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';
import { BATCH_NOT_FOUND, getBatchResult } from '@/server/request-api/batch/batch-jobs';
import { NotFound } from '@/server/core/errors';

export const GET = route({ auth: 'api-key' }, async ({ user, params }) => {
  const id = batchJobIdParam.safeParse(params.id);
  if (!id.success) throw new NotFound(BATCH_NOT_FOUND);
  const { job, csv } = await getBatchResult(await getDb(), user.id, id.data);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="arzyab-${job.kind}-${job.id}.csv"`,
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
