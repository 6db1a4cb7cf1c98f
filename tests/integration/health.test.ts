import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/health/route';
import { call } from './http';

describe('GET /api/health/', () => {
  it('reports the database as reachable after migrations', async () => {
    const res = await call(GET, '/api/health/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});
