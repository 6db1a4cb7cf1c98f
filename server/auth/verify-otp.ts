import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { serverEnv } from '@/lib/env';
import type { AuthType, TokenPair, VerifyErrorBody } from '@/lib/contracts/auth';
import { grantSignupCredits } from '@/server/credits/account';
import type { Db } from '@/server/db/client';
import { otpCodes } from '@/server/db/schema/auth';
import { users } from '@/server/db/schema/core';
import { InvalidInput } from '@/server/core/errors';
import { hashesEqual } from './hashing';
import { issueSession } from './issue-session';
import { authMessages } from './messages';
import { lockMobile, otpHash } from './request-otp';

export const MAX_FAILED_OTP = 5;
/** spec §8: the key of the verify-failure item that sends the client back to the number step. */
export const TOO_MANY_FAILED_OTP = 'too_many_failed_otp';

export interface VerifyOtpInput {
  purpose: AuthType;
  mobileNumber: string;
  otpCode: string;
}

type Outcome = { ok: true; tokens: TokenPair } | { ok: false; body: VerifyErrorBody };

const fail = (...items: VerifyErrorBody): Outcome => ({ ok: false, body: items });
const tooMany = (expiresAt: Date, now: Date): Outcome => {
  const message = authMessages.tooManyFailed(Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  return fail({ [TOO_MANY_FAILED_OTP]: message }, { otp_code: [message] });
};

/**
 * POST /api/users/{login,signup}-verify/: checks the newest code sent to the number for this purpose (constant
 * time), counts failures (the 5th burns the code), spends it on success, creates the account on signup (with
 * SIGNUP_FREE_CREDITS) and starts a session. Failures are a list (spec §8); the failure count is committed even
 * though the request fails.
 */
export async function verifyOtp(db: Db, input: VerifyOtpInput, options: { now?: Date } = {}): Promise<TokenPair> {
  const now = options.now ?? new Date();
  const { mobileNumber, purpose } = input;
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    await lockMobile(tx, mobileNumber);
    const [otp] = await tx
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.mobileNumber, mobileNumber), eq(otpCodes.purpose, purpose)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1)
      .for('update');
    if (!otp) return fail({ otp_code: [authMessages.otpMissing] });
    if (otp.burntAt) return tooMany(otp.expiresAt, now);
    if (otp.consumedAt) return fail({ otp_code: [authMessages.otpUsed] });
    if (otp.expiresAt.getTime() <= now.getTime()) return fail({ otp_code: [authMessages.otpExpired] });

    if (!hashesEqual(otp.codeHash, otpHash(mobileNumber, input.otpCode))) {
      const failed = otp.failedAttempts + 1;
      const burnt = failed >= MAX_FAILED_OTP;
      await tx
        .update(otpCodes)
        .set({ failedAttempts: failed, burntAt: burnt ? now : null })
        .where(eq(otpCodes.id, otp.id));
      return burnt ? tooMany(otp.expiresAt, now) : fail({ otp_code: [authMessages.otpWrong] });
    }
    await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, otp.id));

    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.mobileNumber, mobileNumber)).limit(1);
    let userId: string;
    if (purpose === 'login') {
      if (!existing) return fail({ mobile_number: [authMessages.unknownNumber] });
      userId = existing.id;
    } else {
      // One account per mobile number (spec §1): the unique index backs this check.
      if (existing) return fail({ mobile_number: [authMessages.knownNumber] });
      const [created] = await tx
        .insert(users)
        .values({ mobileNumber, createdAt: now, updatedAt: now })
        .returning({ id: users.id });
      userId = created.id;
      await grantSignupCredits(tx, userId, serverEnv().SIGNUP_FREE_CREDITS);
    }
    return { ok: true, tokens: await issueSession(tx, userId, now) };
  });
  if (!outcome.ok) throw new InvalidInput(outcome.body);
  return outcome.tokens;
}
