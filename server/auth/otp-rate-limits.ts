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

/**
 * Codes sent to one number in 24 hours, from any address. Each code takes MAX_FAILED_OTP guesses at a 5-digit code,
 * so the hourly cap alone let a patient attacker (the image captcha is read by a script) guess 6 × 5 × 24 = 720 codes
 * a day at one account: 0.72 % a day, 19 % in a month. Ten a day is 50 guesses (1.5 % in a month), and more codes
 * than a person signing in on a few devices asks for; locking a number out costs the attacker no more than before
 * (the hourly cap already did, for six captchas an hour).
 */
export const OTP_NUMBER_DAILY_LIMIT = 10;
