import { createServer } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/health/route';
import { resetServerEnv } from '@/lib/env';
import { closeDb } from '@/server/db/client';
import { call } from './http';

/** A loopback port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('GET /api/health/', () => {
  it('reports the database as reachable after migrations', async () => {
    const res = await call(GET, '/api/health/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers 503 while the database is unreachable and 200 again once it is back, without a restart', async () => {
    // Whatever this run uses (PGlite, or the PostgreSQL server CI sets in DATABASE_URL) is put back afterwards.
    const saved = process.env.DATABASE_URL;
    const restore = () => {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
      resetServerEnv();
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await closeDb();
      process.env.DATABASE_URL = `postgres://arzyab:arzyab@127.0.0.1:${await closedPort()}/arzyab`;
      resetServerEnv();

      for (let attempt = 0; attempt < 2; attempt++) {
        const down = await call(GET, '/api/health/');
        expect(down.status).toBe(503);
        expect(down.body).toEqual({ status: 'error', database: 'unavailable' });
      }
      expect(logged.mock.calls.join('\n')).toContain('health check: database unreachable');

      restore(); // the database "comes back": the failed connection must not have been kept
      const up = await call(GET, '/api/health/');
      expect(up.status).toBe(200);
      expect(up.body).toEqual({ status: 'ok', database: 'ok' });
    } finally {
      logged.mockRestore();
      restore();
    }
  });
});
