import { serverEnv } from '@/lib/env';
import { createCaptcha } from '@/server/auth/create-captcha';
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

// GET /api/captcha/ - a new captcha image (data URL) and its key; the answer is valid once for 5 minutes
export const GET = route(
  { rateLimit: (ctx) => ({ bucket: `captcha-ip:${ctx.ipKey}`, limit: serverEnv().OTP_HOURLY_IP_LIMIT * 10, windowSeconds: 3600 }) },
  async () => createCaptcha(await getDb()),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
