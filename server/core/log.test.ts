import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetServerEnv } from '@/lib/env';
import { log } from './log';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetServerEnv();
});

function capture() {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
  return lines;
}

describe('log', () => {
  it('takes its threshold from LOG_LEVEL through lib/env', () => {
    vi.stubEnv('LOG_LEVEL', 'warn');
    resetServerEnv();
    const lines = capture();
    log.info('hidden');
    log.warn('shown', { n: 1 });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'warn', message: 'shown', n: 1 });
  });

  it('still logs at info when the environment itself is invalid', () => {
    vi.stubEnv('LOG_LEVEL', 'loud');
    resetServerEnv();
    const lines = capture();
    log.debug('hidden');
    log.info('shown');
    expect(lines.map((l) => JSON.parse(l).message)).toEqual(['shown']);
  });

  it('leaves the parameters of a failed query out (mobile numbers), keeping the statement and the cause', async () => {
    const { DrizzleQueryError } = await import('drizzle-orm/errors');
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_mobile_key"'), { code: '23505' });
    const lines = capture();
    log.error('unhandled error in route', { error: new DrizzleQueryError('insert into users (mobile) values ($1)', ['09121234567'], cause) });
    expect(lines[0]).not.toContain('09121234567');
    const { error } = JSON.parse(lines[0]);
    expect(error.message).toBe('Failed query: insert into users (mobile) values ($1)\nparams: [omitted]');
    expect(error.stack).toContain('params: [omitted]');
    expect(error.cause).toMatchObject({ code: '23505', message: expect.stringContaining('users_mobile_key') });
  });
});
