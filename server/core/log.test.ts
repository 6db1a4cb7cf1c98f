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
});
