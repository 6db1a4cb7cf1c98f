import 'server-only';
import { randomUUID } from 'node:crypto';
import { lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { CaptchaResponse } from '@/lib/contracts/auth';
import type { Db } from '@/server/db/client';
import { captchas } from '@/server/db/schema/auth';
import { keyedHash } from './hashing';

export const CAPTCHA_TTL_SECONDS = 5 * 60;
// Letters and digits that cannot be confused with each other when read from a small image.
const CHARSET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The stored form of an answer: case-insensitive (issue 3), bound to its captcha key. */
export function captchaAnswerHash(key: string, answer: string): string {
  return keyedHash(`captcha:${key}`, answer.trim().toLowerCase());
}

/** GET /api/captcha/: a new server-side captcha, its answer stored hashed, valid once for 5 minutes. */
export async function createCaptcha(db: Db, now = new Date()): Promise<CaptchaResponse> {
  const { data, text } = svgCaptcha.create({
    size: 4,
    width: 160,
    height: 96,
    fontSize: 80,
    noise: 2,
    charPreset: CHARSET,
    background: '#f4f7f6',
  });
  const key = randomUUID();
  await db.insert(captchas).values({
    key,
    answerHash: captchaAnswerHash(key, text),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
    createdAt: now,
  });
  // Housekeeping: captchas are worthless once expired; an hour's slack keeps the delete off the hot rows.
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - 3600_000)));
  return {
    captcha_key: key,
    captcha_image: `data:image/svg+xml;base64,${Buffer.from(data, 'utf8').toString('base64')}`,
  };
}
