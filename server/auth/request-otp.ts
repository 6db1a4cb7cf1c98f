import 'server-only';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { serverEnv } from '@/lib/env';
import type { AuthType, OtpRequestResponse } from '@/lib/contracts/auth';
import { NO_ACCOUNT, OTP_PENDING } from '@/lib/errors/catalogue';
import { messages } from '@/lib/validation/messages';
import type { Db, Tx } from '@/server/db/client';
import { otpCodes } from '@/server/db/schema/auth';
import { users } from '@/server/db/schema/core';
import { InvalidInput, invalidField, TooManyRequests, Unavailable } from '@/server/core/errors';
import { log } from '@/server/core/log';
import { smsProvider } from '@/server/providers/sms/sms-provider';
import { SmsDeliveryError, type SmsProvider } from '@/server/providers/sms/types';
import { checkCaptcha } from './check-captcha';
import { keyedHash, randomOtp } from './hashing';
import { authMessages } from './messages';
import { OTP_NUMBER_DAILY_LIMIT, OTP_NUMBER_HOURLY_LIMIT } from './otp-rate-limits';

export interface RequestOtpInput {
  purpose: AuthType;
  /** Already normalised to 09… by the contract. */
  mobileNumber: string;
  captchaKey: string;
  captchaAnswer: string;
}

export const OTP_LENGTH = 5;

export function otpHash(mobileNumber: string, code: string): string {
  return keyedHash(`otp:${mobileNumber}`, code);
}

/** Serialises everything that reads-then-writes one number's codes (two tabs, two servers). */
export async function lockMobile(tx: Tx, mobileNumber: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${mobileNumber}`}))`);
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Refuses (429, until the window's oldest counted code leaves it) when `limit` codes went out in the last `windowMs`. */
function refuseWhenWindowFull(sentNewestFirst: { createdAt: Date }[], now: Date, windowMs: number, limit: number, message: string): void {
  const since = now.getTime() - windowMs;
  const inWindow = sentNewestFirst.filter((code) => code.createdAt.getTime() > since);
  if (inWindow.length < limit) return;
  const freed = inWindow[limit - 1].createdAt.getTime() + windowMs;
  throw new TooManyRequests(Math.max(1, Math.ceil((freed - now.getTime()) / 1000)), message);
}

/**
 * POST /api/users/{login,signup}-otp/: spends the captcha, checks the account exists (login) or does not
 * (signup), allows one live code per number per OTP_TTL_SECONDS (429 + Retry-After), stores the new 5-digit
 * code hashed, and sends it. A code that could not be sent is deleted so the user can try again at once.
 */
export async function requestOtp(
  db: Db,
  input: RequestOtpInput,
  options: { now?: Date; sms?: SmsProvider } = {},
): Promise<OtpRequestResponse> {
  const now = options.now ?? new Date();
  const { mobileNumber, purpose } = input;
  if (!(await checkCaptcha(db, input.captchaKey, input.captchaAnswer, now))) {
    throw invalidField('captcha_answer', authMessages.captchaWrong);
  }
  const sms = options.sms ?? smsProvider();
  const code = randomOtp(OTP_LENGTH);
  const ttl = serverEnv().OTP_TTL_SECONDS;

  const codeId = await db.transaction(async (tx) => {
    await lockMobile(tx, mobileNumber);
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.mobileNumber, mobileNumber)).limit(1);
    // The code lets the number step offer the sign-up with the same number instead of a toast that only says so.
    if (purpose === 'login' && !user) throw new InvalidInput({ mobile_number: [authMessages.unknownNumber], code: NO_ACCOUNT });
    if (purpose === 'signup' && user) throw invalidField('mobile_number', authMessages.knownNumber);

    // One code per number per TTL, whatever its purpose; a code already used to sign in does not block.
    const [live] = await tx
      .select({ expiresAt: otpCodes.expiresAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.mobileNumber, mobileNumber), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)))
      .orderBy(desc(otpCodes.expiresAt))
      .limit(1);
    if (live) {
      const wait = Math.max(1, Math.ceil((live.expiresAt.getTime() - now.getTime()) / 1000));
      throw new TooManyRequests(wait, authMessages.otpWait(wait), OTP_PENDING);
    }
    // Codes sent to this number in the last 24 hours, from any address, newest first: enough of them for both caps
    // (the hour's codes are the newest). Only codes that went out count: a refused request sends nothing, and a code
    // the SMS provider could not send is deleted below. The daily cap bounds the guesses a number's codes allow
    // (otp-rate-limits.ts).
    const sent = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.mobileNumber, mobileNumber), gt(otpCodes.createdAt, new Date(now.getTime() - DAY_MS))))
      .orderBy(desc(otpCodes.createdAt))
      .limit(Math.max(OTP_NUMBER_HOURLY_LIMIT, OTP_NUMBER_DAILY_LIMIT));
    refuseWhenWindowFull(sent, now, HOUR_MS, OTP_NUMBER_HOURLY_LIMIT, authMessages.otpNumberHourlyLimit);
    refuseWhenWindowFull(sent, now, DAY_MS, OTP_NUMBER_DAILY_LIMIT, authMessages.otpNumberDailyLimit);
    const [row] = await tx
      .insert(otpCodes)
      .values({
        mobileNumber,
        purpose,
        codeHash: otpHash(mobileNumber, code),
        expiresAt: new Date(now.getTime() + ttl * 1000),
        createdAt: now,
      })
      .returning({ id: otpCodes.id });
    return row.id;
  });

  try {
    await sms.sendOtp(mobileNumber, code);
  } catch (error) {
    await db.delete(otpCodes).where(eq(otpCodes.id, codeId));
    if (error instanceof SmsDeliveryError) {
      if (error.reason === 'invalid_receptor') throw invalidField('mobile_number', messages.mobileInvalid);
      throw new Unavailable(authMessages.smsFailed);
    }
    log.error('sms provider failed unexpectedly', { provider: sms.name, error });
    throw new Unavailable(authMessages.smsFailed);
  }
  return { mobile_number: mobileNumber };
}
