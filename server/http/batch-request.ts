import 'server-only';

import { batchCsvQuery, batchJsonBody } from '@/lib/contracts/request-api';
import type { BatchInput } from '@/server/request-api/batch/batch-jobs';
import { jsonRowsToCsv } from '@/server/request-api/batch/batch-input';
import { decodeCsvBytes } from '@/server/valuation/engine/csv';
import { ApiError } from './errors';
import { parseJsonText, parseWith, readBytes } from './route';

/** 10,000 rows of the widest layout (the portal file's Persian headers) are ≈ 3.7 MB. */
export const BATCH_MAX_BYTES = 8 * 1024 * 1024;

const UNSUPPORTED = 'بدنهٔ درخواست باید CSV (Content-Type: text/csv) یا JSON (Content-Type: application/json) باشد.';

/**
 * A batch request as it arrives: a CSV file as the body (text/csv; the options in the query) in any encoding the
 * CLI reads, or a JSON object with the options and `rows`. Either becomes the CSV text the batch engine reads.
 */
export async function readBatchRequest(request: Request): Promise<BatchInput> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const bytes = await readBytes(request, BATCH_MAX_BYTES);
  if (type === 'application/json') {
    const raw = parseJsonText(bytes.toString('utf8'));
    const body = parseWith(batchJsonBody, raw);
    // The rows as sent (checked above), so their columns keep the caller's order in the result.
    const rows = (raw as { rows: typeof body.rows }).rows;
    return { kind: body.kind, asOf: body.as_of, requestId: body.request_id, dryRun: body.dry_run, text: jsonRowsToCsv(rows), format: 'json' };
  }
  if (type === 'text/csv' || type === 'text/plain' || type === 'application/octet-stream') {
    const query = parseWith(batchCsvQuery, Object.fromEntries(new URL(request.url).searchParams));
    const { text } = decodeCsvBytes(bytes);
    // PostgreSQL text cannot hold U+0000, and no spreadsheet writes it into a cell.
    if (text.includes('\u0000')) throw new ApiError(400, { file: ['فایل نویسهٔ نامعتبر (NUL) دارد.'] });
    return { kind: query.kind, asOf: query.as_of, requestId: query.request_id, dryRun: query.dry_run, text, format: 'csv' };
  }
  throw new ApiError(415, { detail: UNSUPPORTED });
}
