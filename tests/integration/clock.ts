import { onTestFinished, vi } from 'vitest';

/**
 * Fixed-window rate limits (server/http/rate-limit.ts) count per clock minute: a burst that crossed into the next
 * minute was counted in two windows and never met its 429 (the discount-guess test failed so once on PostgreSQL,
 * 2026-11-27). Fakes only Date, one second after the next minute's start and running on from there, until the test ends.
 */
export function burstFromMinuteStart(): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000);
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
