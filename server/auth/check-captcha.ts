import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { serverEnv } from '@/lib/env';
import type { Db, Tx } from '@/server/db/client';
import { captchas } from '@/server/db/schema/auth';
import { captchaAnswerHash } from './create-captcha';
import { hashesEqual } from './hashing';

/**
 * Spends a captcha: whatever the answer, the key cannot be used again (single use), and an expired or unknown
 * key never passes. CAPTCHA_FIXED_ANSWER (tests only; lib/env refuses it in production) is accepted as well as
 * the real answer, so automated tests need not read the image.
 */
export async function checkCaptcha(db: Db | Tx, key: string, answer: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.key, key), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  if (!row) return false;
  const fixed = serverEnv().CAPTCHA_FIXED_ANSWER;
  if (fixed && answer.trim().toLowerCase() === fixed.trim().toLowerCase()) return true;
  return hashesEqual(row.answerHash, captchaAnswerHash(key, answer));
}
