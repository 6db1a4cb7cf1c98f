import 'server-only';
import { getSqlRunner } from '@/server/db/client';
import { reply } from '@/server/http/route';
import { log } from '@/server/http/log';

export async function checkHealth(): Promise<Response> {
  try {
    const runner = await getSqlRunner();
    await runner.query('SELECT 1');
    return reply({ status: 'ok', database: 'ok' });
  } catch (error) {
    log.error('health check: database unreachable', { error });
    return reply({ status: 'error', database: 'unavailable' }, { status: 503 });
  }
}
