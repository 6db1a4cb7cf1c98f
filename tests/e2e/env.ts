import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// One scratch directory per Playwright run, shared by the app server and the specs (they read the SMS outbox).
const runId = process.env.E2E_RUN_ID ?? `${Date.now()}`;
process.env.E2E_RUN_ID = runId; // inherited by workers so they compute the same paths
export const E2E_DIR = path.join(tmpdir(), `arzyab-e2e-${runId}`);
mkdirSync(E2E_DIR, { recursive: true });

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const SMS_OUTBOX_FILE = path.join(E2E_DIR, 'sms-outbox.jsonl');
/** Every captcha accepts this answer in the e2e app (CAPTCHA_FIXED_ANSWER is refused in production). */
export const CAPTCHA_ANSWER = 'e2e42';
/** Enables the admin endpoints (e.g. POST /api/admin/discount-codes/) in the e2e app. */
export const ADMIN_API_TOKEN = 'e2e-admin-token';

export const e2eEnv: Record<string, string> = {
  PORT: String(E2E_PORT),
  DATA_DIR: path.join(E2E_DIR, 'data'),
  PUBLIC_BASE_URL: E2E_BASE_URL,
  SMS_OUTBOX_FILE,
  CAPTCHA_FIXED_ANSWER: CAPTCHA_ANSWER,
  // Every spec signs in from 127.0.0.1: the default per-IP hourly OTP cap (20) would trip a full run.
  OTP_HOURLY_IP_LIMIT: '1000',
  // Likewise every Divar page a spec opens reads the ad as 127.0.0.1 (120 per ten minutes by default).
  DIVAR_READS_PER_ADDRESS: '100000',
  ADMIN_API_TOKEN,
  // As behind a reverse proxy on the same machine: lets a spec play a client abroad through X-Forwarded-For.
  TRUSTED_PROXIES: '127.0.0.1,::1',
  APP_ENV: 'local',
  LOG_LEVEL: 'warn',
  ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
};
