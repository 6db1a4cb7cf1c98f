import 'server-only';
import { getSqlRunner } from '@/server/db/client';
import { log } from '@/server/core/log';

export interface Health {
  status: 'ok' | 'error';
  database: 'ok' | 'unavailable';
}

/** Whether the app can reach its database (the route answers 503 when it cannot). */
export async function checkHealth(): Promise<Health> {
  try {
    const runner = await getSqlRunner();
    await runner.query('SELECT 1');
    return { status: 'ok', database: 'ok' };
  } catch (error) {
    log.error('health check: database unreachable', { error });
    return { status: 'error', database: 'unavailable' };
  }
}
