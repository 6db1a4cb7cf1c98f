// GET /api/v1/valuations/batch/{id}/ - a batch job's progress (its owner's keys only)
import { batchJobIdParam } from '@/lib/contracts/request-api';
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';
import { BATCH_NOT_FOUND, getBatchJob } from '@/server/request-api/batch/batch-jobs';
import { NotFound } from '@/server/core/errors';

export const GET = route({ auth: 'api-key' }, async ({ user, params }) => {
  const id = batchJobIdParam.safeParse(params.id);
  if (!id.success) throw new NotFound(BATCH_NOT_FOUND);
  return getBatchJob(await getDb(), user.id, id.data);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
