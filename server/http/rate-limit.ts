import 'server-only';
import { getSqlRunner } from '@/server/db/client';
import { TooManyRequests } from '@/server/core/errors';

export interface RateLimitRule {
  /** e.g. `otp-ip:1.2.3.4` */
  bucket: string;
  limit: number;
  windowSeconds: number;
  detail?: string;
}

const windowOf = (rule: RateLimitRule, now: Date) => {
  const windowMs = rule.windowSeconds * 1000;
  return { windowMs, windowStart: new Date(Math.floor(now.getTime() / windowMs) * windowMs) };
};

/** Fixed-window counter in PostgreSQL: one upsert per check, shared by every app process. Throws 429 when over. */
export async function consumeRateLimit(rule: RateLimitRule, now = new Date()): Promise<void> {
  const { windowMs, windowStart } = windowOf(rule, now);
  const runner = await getSqlRunner();
  const rows = await runner.query(
    `INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits`,
    [rule.bucket, windowStart.toISOString()],
  );
  const hits = Number(rows[0]?.hits ?? 0);
  if (hits > rule.limit) {
    const retryAfter = (windowStart.getTime() + windowMs - now.getTime()) / 1000;
    throw new TooManyRequests(retryAfter, rule.detail);
  }
}

/** Throws 429 when the rule's window is already used up, without counting this call (see consumeRateLimit). */
export async function refuseWhenSpent(rule: RateLimitRule, now = new Date()): Promise<void> {
  const { windowMs, windowStart } = windowOf(rule, now);
  const runner = await getSqlRunner();
  const rows = await runner.query('SELECT hits FROM rate_limit_hits WHERE bucket = $1 AND window_start = $2', [
    rule.bucket,
    windowStart.toISOString(),
  ]);
  if (Number(rows[0]?.hits ?? 0) >= rule.limit) {
    throw new TooManyRequests((windowStart.getTime() + windowMs - now.getTime()) / 1000, rule.detail);
  }
}
