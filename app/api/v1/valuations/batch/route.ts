// POST /api/v1/valuations/batch/ - up to 10,000 rows (CSV body, or JSON with `rows`): quoted, charged once → 202 {job}; dry_run → the quote
import { getDb } from '@/server/db/client';
import { readBatchRequest } from '@/server/http/batch-request';
import { reply, route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';
import { batchRateLimit, createBatchJob } from '@/server/request-api/batch/batch-jobs';

// The account's batch limit is checked before the body is read (the handler reads it).
export const POST = route({ auth: 'api-key', rateLimit: batchRateLimit }, async ({ apiKey, request }) => {
  const answer = await createBatchJob(await getDb(), apiKey, await readBatchRequest(request));
  if ('quote' in answer) return answer.quote;
  return reply(answer.job, { status: answer.created ? 202 : 200, headers: { Location: `/api/v1/valuations/batch/${answer.job.id}/` } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
