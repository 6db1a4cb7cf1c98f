import { z } from 'zod';
import { digitsOnly, MOBILE_PATTERN, normalizeMobile, toLatinDigits } from '@/lib/fa/digits';
import { messages, POSTAL_CODE_LENGTH } from './messages';
import './zod-locale';

// Shared by react-hook-form resolvers and route handlers (architecture rule 3). Persian/Arabic digits are
// normalised before validation, so ۰۹۱۲… and 0912… are the same number.
const latin = (v: unknown) => (typeof v === 'string' ? toLatinDigits(v).trim() : v);

/**
 * Login form mobile number (spec §5): required, exactly 11 characters, "0 or 09 followed by digits". A whole mobile
 * number written with the country code (+98…, 0098…, 98…) is read as its 09… form first, as the field and the server
 * read it (normalizeMobile). The pattern is the spec's own, so it accepts any 11 digits starting with 0; the server
 * applies the stricter `mobile` rule.
 */
export const LOGIN_MOBILE_LENGTH = 11;
export const loginMobile = z.preprocess(
  (v) => (typeof v === 'string' ? (normalizeMobile(v) ?? latin(v)) : v),
  z
    .string()
    .min(1, messages.required)
    .length(LOGIN_MOBILE_LENGTH, messages.mobileInvalid)
    .regex(/^(?:0|09)\d+$/, messages.mobileInvalid),
);

/**
 * Mobile elsewhere (spec §5: 0, 0098 or +98, then 9 and nine digits; also a bare 98 and separators, as the login
 * field takes them): normalised to 09xxxxxxxxx.
 */
export const mobile = z.preprocess(
  latin,
  z
    .string()
    .min(1, messages.required)
    .transform((v, ctx) => {
      const n = normalizeMobile(v);
      if (!n) {
        ctx.addIssue({ code: 'custom', message: messages.mobileInvalid });
        return z.NEVER;
      }
      return n;
    }),
);

export const captchaAnswer = z.preprocess(latin, z.string().min(1, messages.required));

export const OTP_LENGTH = 5;
export const otpCode = z.preprocess(
  latin,
  z
    .string()
    .min(1, messages.required)
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), messages.otpInvalid),
);

export const FULL_NAME_MIN = 5;
/** Longer than any real name; the name comes back in every profile response. */
export const FULL_NAME_MAX = 100;
export const fullName = z
  .string()
  .trim()
  .min(1, { error: messages.required, abort: true })
  .min(FULL_NAME_MIN, messages.fullNameInvalid)
  .max(FULL_NAME_MAX, messages.fullNameInvalid);

/** Optional email: empty string means "not given". */
export const optionalEmail = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .union([
      z.literal(''),
      z.null(),
      z.undefined(),
      // RFC 5321 limits: 64 characters before the @, 254 in all.
      z.email(messages.emailInvalid).max(254, messages.emailInvalid).refine((v) => v.split('@')[0].length <= 64, messages.emailInvalid),
    ])
    .transform((v) => v || null),
);

export const termsAccepted = z.literal(true, { error: messages.termsRequired });

export const DISCOUNT_CODE_MIN = 4;
export const DISCOUNT_CODE_MAX = 64;
const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * A discount code that is given (the code being checked or created): Persian digits converted, at least four
 * characters (spec §5), upper-cased because codes are stored that way.
 */
export const discountCodeValue = z.preprocess(
  latin,
  z
    .string({ error: (issue) => (issue.input === undefined ? messages.discountMin : messages.discountInvalid) })
    .min(DISCOUNT_CODE_MIN, messages.discountMin)
    .max(DISCOUNT_CODE_MAX, messages.discountInvalid)
    .transform((s) => s.toUpperCase()),
);

/** The discount-code field (spec §5): optional — empty means no code — and otherwise `discountCodeValue`. */
export const discountCode = z.preprocess((v) => (blank(v) ? undefined : v), discountCodeValue.optional());

export { POSTAL_CODE_LENGTH };
/**
 * Ten-digit code (postal code): first five digits 1–9, then five digits 0–9 (spec §5). Its length is checked apart
 * from the zero rule, so each message names the one problem.
 */
export const postalCode = z.preprocess(
  (v) => (typeof v === 'string' ? digitsOnly(v) : v),
  z
    .string()
    .refine((v) => v.length === POSTAL_CODE_LENGTH, { error: (issue) => messages.postalCodeLength(String(issue.input).length), abort: true })
    .regex(/^[1-9]{5}\d{5}$/, messages.postalCodeZero),
);

/** URL: optional http(s), a domain, an optional path. */
export const URL_PATTERN = /^(https?:\/\/)?([\w-]+\.)+[a-z]{2,}(\/\S*)?$/i;
export const websiteUrl = z.string().regex(URL_PATTERN, messages.url);

/** Generic helpers (spec §5): required string with a default minimum length of 3. */
export const requiredString = (min = 3) =>
  z.string().trim().min(1, messages.genericRequired).min(min, messages.genericMin(min));
export const atLeastOne = <T extends z.ZodType>(item: T) => z.array(item).min(1, messages.arrayMin);
export const phone = z.preprocess(latin, z.string().regex(MOBILE_PATTERN, messages.phone));
export const email = z.email(messages.email);
export const matching = (pattern: RegExp, message: string = messages.regex) => z.string().regex(pattern, message);
