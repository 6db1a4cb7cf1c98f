import { describe, expect, it } from 'vitest';
import { getSqlRunner } from '@/server/db/client';
import { purgeExpired } from '@/server/jobs/housekeeping';
import { userWith } from './users';

// Issue 32, point 8: rate-limit counters, old one-time codes and captchas, and expired refresh tokens were kept
// for ever. The hourly job deletes what no check reads again, and nothing else.
describe('housekeeping', () => {
  it('deletes counters, codes, captchas and refresh tokens a day past their use, and keeps the recent ones', async () => {
    const runner = await getSqlRunner();
    const user = await userWith();
    const old = "now() - interval '3 days'";
    const recent = "now() - interval '10 minutes'";
    for (const [when, tag] of [[old, 'old'], [recent, 'new']]) {
      await runner.exec(`INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES ('hk-${tag}', ${when}, 3)`);
      await runner.exec(`INSERT INTO captchas (key, answer_hash, expires_at) VALUES ('hk-${tag}', 'x', ${when})`);
      await runner.exec(
        `INSERT INTO otp_codes (mobile_number, purpose, code_hash, expires_at, created_at) VALUES ('0912000${tag === 'old' ? '0001' : '0002'}', 'login', 'x', ${when}, ${when})`,
      );
      await runner.exec(
        `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at) VALUES ('${user.id}', gen_random_uuid(), 'hk-${tag}', ${when})`,
      );
    }
    const report = await purgeExpired();
    expect(report).toEqual({ rateLimitHits: 1, captchas: 1, otpCodes: 1, refreshTokens: 1 });
    const left = async (sql: string) => (await runner.query(sql)).length;
    expect(await left("SELECT 1 FROM rate_limit_hits WHERE bucket LIKE 'hk-%'")).toBe(1);
    expect(await left("SELECT 1 FROM captchas WHERE key LIKE 'hk-%'")).toBe(1);
    expect(await left("SELECT 1 FROM otp_codes WHERE mobile_number LIKE '0912000000%'")).toBe(1);
    expect(await left("SELECT 1 FROM refresh_tokens WHERE token_hash LIKE 'hk-%'")).toBe(1);
    // The user's own live session token is untouched.
    expect(await left(`SELECT 1 FROM refresh_tokens WHERE user_id = '${user.id}' AND token_hash NOT LIKE 'hk-%'`)).toBe(1);
    expect(await purgeExpired()).toEqual({ rateLimitHits: 0, captchas: 0, otpCodes: 0, refreshTokens: 0 });
  });
});
