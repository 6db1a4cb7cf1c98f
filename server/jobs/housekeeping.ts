import 'server-only';
import { getSqlRunner } from '@/server/db/client';

/**
 * Rows kept this long past their use: every rate-limit window looks back an hour at most, and the per-number code cap
 * a day (OTP_NUMBER_DAILY_LIMIT counts codes created in the last 24 hours: older ones are no longer read).
 */
const KEEP = "interval '1 day'";

export interface HousekeepingReport {
  rateLimitHits: number;
  captchas: number;
  otpCodes: number;
  refreshTokens: number;
}

// Each of these tables gains rows with every sign-in attempt and request counted, and nothing read them after their
// window: without this they grow for ever (and the rate-limit upsert's index with them).
const PURGES: Record<keyof HousekeepingReport, string> = {
  rateLimitHits: `DELETE FROM rate_limit_hits WHERE window_start < $1::timestamptz - ${KEEP}`,
  captchas: `DELETE FROM captchas WHERE expires_at < $1::timestamptz - ${KEEP}`,
  otpCodes: `DELETE FROM otp_codes WHERE created_at < $1::timestamptz - ${KEEP}`,
  // An expired refresh token signs nobody in; a session's live tokens are never older than REFRESH_TOKEN_TTL_DAYS.
  refreshTokens: `DELETE FROM refresh_tokens WHERE expires_at < $1::timestamptz - ${KEEP}`,
};

/** Deletes what no check will read again; returns how many rows of each kind went. */
export async function purgeExpired(now = new Date()): Promise<HousekeepingReport> {
  const runner = await getSqlRunner();
  const report = { rateLimitHits: 0, captchas: 0, otpCodes: 0, refreshTokens: 0 };
  for (const [key, sql] of Object.entries(PURGES) as [keyof HousekeepingReport, string][]) {
    const [row] = await runner.query(`WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`, [now.toISOString()]);
    report[key] = Number(row?.n ?? 0);
  }
  return report;
}
