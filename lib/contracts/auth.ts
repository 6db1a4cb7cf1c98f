import { z } from 'zod';
import {
  captchaAnswer,
  fullName,
  loginMobile,
  mobile,
  optionalEmail,
  otpCode,
  termsAccepted,
} from '@/lib/validation/rules';
import { REQUIRED } from '@/lib/validation/messages';

// Sign-in contracts (spec §3, §5, §7): written once, used by the modal's forms, the hooks and the route handlers.

export type AuthType = 'login' | 'signup';

// ---- Requests (route handlers parse with these; the client sends the same shapes) ----

/** POST /api/users/{login,signup}-otp/. The server accepts any Iranian mobile form and normalises it to 09…. */
export const otpRequestBody = z.object({
  mobile_number: mobile,
  captcha_key: z.string().min(1, REQUIRED).max(100),
  captcha_answer: captchaAnswer.pipe(z.string().max(20)),
});
export type OtpRequestBody = z.input<typeof otpRequestBody>;

/** POST /api/users/{login,signup}-verify/ */
export const otpVerifyBody = z.object({ mobile_number: mobile, otp_code: otpCode });
export type OtpVerifyBody = z.input<typeof otpVerifyBody>;

/** POST /api/users/token/refresh/ and /api/users/logout/: the access token is sent too but not needed. */
export const refreshBody = z.object({
  // Any string is checked by the session store, so a wrong token (an access token, say) is a 401, not a form error.
  refresh: z.string().min(1, REQUIRED).max(4096),
  access: z.string().nullish(),
});
export type RefreshBody = z.input<typeof refreshBody>;

/** PATCH /api/users/user-info/: an omitted email keeps the stored one; '' or null clears it. */
export const profileUpdateBody = z.object({ full_name: fullName, email: optionalEmail.optional() });
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

// ---- Forms (react-hook-form resolvers) ----

/** enterNumber step: the login form's own mobile rule (exactly 11 characters, 09…), captcha, terms. */
export const enterNumberForm = z.object({
  mobile_number: loginMobile,
  captcha_answer: captchaAnswer,
  terms: termsAccepted,
});
/** The form's own field values (inputs hold strings; the schema accepts Persian digits and converts them). */
export interface EnterNumberFormValues {
  mobile_number: string;
  captcha_answer: string;
  terms: boolean;
}

export const confirmCodeForm = z.object({ otp_code: otpCode });
export interface ConfirmCodeFormValues {
  otp_code: string;
}

export const profileForm = z.object({ full_name: fullName, email: optionalEmail });
export interface ProfileFormValues {
  full_name: string;
  email: string;
}

// ---- Responses ----

export interface CaptchaResponse {
  captcha_key: string;
  /** data:image/svg+xml;base64,… shown at 80×48 */
  captcha_image: string;
}

export interface OtpRequestResponse {
  mobile_number: string;
}

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface RefreshResponse {
  access: string;
  /**
   * The new refresh token: the presented one's successor (it is revoked), or a sibling when it had been rotated
   * moments before (another tab, or a lost answer: server/auth/refresh-session.ts). Optional because the spec's answer
   * is the access token alone: a client keeps its stored refresh token when none comes.
   */
  refresh?: string;
}

export interface ServiceCreditInfo {
  available_credits: number;
  free_credits: number;
  can_use_service: boolean;
}

/** GET /api/users/user-info/ (spec §3 User; note the spec's `free_credit_count` spelling). */
export interface UserInfo {
  full_name: string | null;
  mobile_number: string;
  email: string | null;
  active_credits_count: number;
  free_credit_count: number;
  services_credit_separately: Record<string, ServiceCreditInfo>;
}

/** GET /api/users/credits/ (spec §3 Credits response). */
export interface CreditsResponse {
  active_credits_count: number;
  free_credits_count: number;
  services_credits: (ServiceCreditInfo & { service_name: string })[];
}

// ---- Verify failure body (spec §8): a list; an item keyed `too_many_failed_otp` sends the user back ----
export type VerifyErrorBody = Record<string, string | string[]>[];
