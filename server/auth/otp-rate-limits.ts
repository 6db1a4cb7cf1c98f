import 'server-only';
import { serverEnv } from '@/lib/env';
import type { RateLimitRule } from '@/server/http/rate-limit';
import { authMessages } from './messages';

/** Per-IP hourly cap on code requests (OTP_HOURLY_IP_LIMIT), shared by login and signup. */
export const otpRequestLimit = (ip: string): RateLimitRule => ({
  bucket: `otp-ip:${ip}`,
  limit: serverEnv().OTP_HOURLY_IP_LIMIT,
  windowSeconds: 3600,
  detail: authMessages.otpHourlyLimit,
});

/** Guesses are already capped per code (5); this caps one address spraying guesses across numbers. */
export const otpVerifyLimit = (ip: string): RateLimitRule => ({
  bucket: `otp-verify-ip:${ip}`,
  limit: serverEnv().OTP_HOURLY_IP_LIMIT * 5,
  windowSeconds: 3600,
});

/**
 * Codes sent to one number in an hour, from any address: bounds SMS sent to a victim's phone by a captcha farm.
 * Counted in requestOtp from the codes that went out (only once the captcha is solved and the code is sent), so a
 * refused or failed request never uses up a number's allowance.
 */
export const OTP_NUMBER_HOURLY_LIMIT = 6;
