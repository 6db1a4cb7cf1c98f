import { PAYMENT_START_URL } from '@/lib/contracts/billing-constants';
import { NETWORK_ERROR_MESSAGE } from './network-message';

// spec §8: the whole error catalogue in one table. `toastForError` is the only place that picks the Persian text.

export const errorMessages = {
  tooManyRequests: 'تعداد درخواست‌ها زیاد است؛ لطفاً کمی صبر کنید و دوباره تلاش کنید.',
  registerToContinue: 'برای استفادهٔ دوباره از این سرویس لطفاً ثبت نام کنید.',
  outsideServiceArea: 'موقعیت ملک شما خارج از محدودهٔ خدمات ماست.',
  invalidRequest: 'درخواست شما معتبر نیست.',
  forbidden: 'شما اجازهٔ انجام این کار را ندارید.',
  divarAdFailed: 'مشکلی در تکمیل آگهی پیش آمد.',
  systemError: 'خطای سیستمی رخ داد؛ لطفاً بعداً تلاش کنید.',
  loginFirst: 'لطفاً ابتدا وارد حساب کاربری خود شوید.',
  purchaseFailed: 'مشکلی در درخواست شما پیش آمد؛ لطفاً بعداً دوباره تلاش کنید.',
  redirectingToGateway: 'در حال انتقال به درگاه پرداخت...',
  discountInvalid: 'کد تخفیف معتبر نیست',
  loginSuccess: 'ورود شما با موفقیت انجام شد',
  signupSuccess: 'ثبت نام شما با موفقیت انجام شد.',
  networkError: NETWORK_ERROR_MESSAGE,
  upgradeOwnerOnly: 'فقط صاحب این ارزیابی می‌تواند گزارش تکمیلی آن را بخرد.',
} as const;

export interface Toast {
  type: 'error' | 'info' | 'success';
  message: string;
}

/** The toasts that ask the user to sign in or up (a 401, a 426): wrong once they have, so the sign-in withdraws them. */
export const SIGN_IN_PROMPTS: readonly Toast[] = [
  { type: 'error', message: errorMessages.loginFirst },
  { type: 'error', message: errorMessages.registerToContinue },
];

export interface FailedRequest {
  status: number | null; // null: no response (network failure)
  url: string;
  method?: string;
  data?: unknown;
}

/** A verify failure item carrying this key sends the user back to the number step and is never toasted. */
export const TOO_MANY_FAILED_OTP = 'too_many_failed_otp';

/**
 * The `code` of the 429 that refuses a new code while the one texted to the number is still valid (its Retry-After:
 * the seconds left). The number step answers it by offering to enter that code, so it is not toasted.
 */
export const OTP_PENDING = 'otp_pending';

/**
 * The `code` beside the field message of the 400 that refuses a sign-in code for a number with no account. The number
 * step shows that message itself, with the action that carries the typed number into the sign-up («ثبت‌نام با همین
 * شماره»), so a toast would only repeat it without the way out.
 */
export const NO_ACCOUNT = 'no_account';

const is = (url: string, fragment: string) => url.includes(fragment);
const isLoginCodeUrl = (url: string) => /\/users\/(login|signup)-otp\//.test(url);
const isDiscountUrl = (url: string) => is(url, '/discount-codes/');
const isPaymentStart = (url: string) => is(url, PAYMENT_START_URL);
const hasField = (data: unknown, field: string) => Boolean(data && typeof data === 'object' && !Array.isArray(data) && field in data);
const isUserInfoOrCredits = (url: string) => /\/users\/(user-info|credits)\//.test(url);
const isProfileSave = (req: FailedRequest) => is(req.url, '/users/user-info/') && req.method?.toUpperCase() === 'PATCH';

function asText(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(asText);
  // DRF nests the errors of a nested serializer: {address: {city: ['…']}}.
  if (value && typeof value === 'object') return Object.values(value).flatMap(asText);
  return [];
}

/** Every message of a 400 body: an array of objects or an object of fields (spec §8), minus internal keys. */
export function bodyMessages(data: unknown): string[] {
  const objects = Array.isArray(data) ? data : [data];
  const out: string[] = [];
  for (const item of objects) {
    if (typeof item === 'string') out.push(item);
    else if (item && typeof item === 'object') {
      for (const [key, value] of Object.entries(item)) {
        // The too_many_failed_otp flag (as a key, or as the value of `code`) is never shown; a real field named
        // `code` (a one-time or discount code) is.
        if (key === TOO_MANY_FAILED_OTP || (key === 'code' && value === TOO_MANY_FAILED_OTP)) continue;
        out.push(...asText(value));
      }
    }
  }
  return out;
}

/** First error value of the first error object (spec §8, profile save). */
export function firstBodyMessage(data: unknown): string | null {
  return bodyMessages(Array.isArray(data) ? data.slice(0, 1) : data)[0] ?? null;
}

/** The `code` field of an error body (`{detail, code}`), if any. */
export function codeOf(data: unknown): unknown {
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as { code?: unknown }).code : undefined;
}

export function hasTooManyFailedOtp(data: unknown): boolean {
  const items = Array.isArray(data) ? data : [data];
  return items.some(
    (i) =>
      (i && typeof i === 'object' && TOO_MANY_FAILED_OTP in i) ||
      (typeof i === 'string' && i === TOO_MANY_FAILED_OTP) ||
      (i && typeof i === 'object' && 'code' in i && (i as { code: unknown }).code === TOO_MANY_FAILED_OTP),
  );
}

function detailOf(data: unknown): string | null {
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const first = Object.values(data)[0];
    return asText(first)[0] ?? null;
  }
  return asText(data)[0] ?? null;
}

/** The toasts (possibly none) a failed request produces. */
export function toastsForError(req: FailedRequest): Toast[] {
  const { status, url, data } = req;
  const error = (message: string): Toast[] => [{ type: 'error', message }];
  if (status === null) return error(errorMessages.networkError);
  if (status === 404) return [];
  if (status === 429) return isLoginCodeUrl(url) && codeOf(data) === OTP_PENDING ? [] : error(errorMessages.tooManyRequests);
  if (status === 426) return error(errorMessages.registerToContinue);
  if (status === 401) return isUserInfoOrCredits(url) ? [] : error(errorMessages.loginFirst);
  if (status === 400) {
    if (is(url, 'convert-geo-location')) return error(errorMessages.outsideServiceArea);
    if (isDiscountUrl(url)) return []; // the discount form shows its own message
    if (isLoginCodeUrl(url) && codeOf(data) === NO_ACCOUNT) return []; // so does the number step (NO_ACCOUNT)
    if (isPaymentStart(url) && hasField(data, 'discount_code')) return []; // so does a refused code when paying
    if (isProfileSave(req)) return error(firstBodyMessage(data) ?? errorMessages.invalidRequest);
    if (hasTooManyFailedOtp(data)) return bodyMessages(data).map((message) => ({ type: 'error', message }));
    const all = bodyMessages(data);
    return all.length ? all.map((message) => ({ type: 'error', message })) : error(errorMessages.invalidRequest);
  }
  if (status === 403) return error(detailOf(data) ?? errorMessages.forbidden);
  // spec §8 purchase failure: a payment that could not start, for any reason the user cannot act on.
  if (isPaymentStart(url)) return error(errorMessages.purchaseFailed);
  if (status >= 500) {
    if (status === 503 && is(url, 'divar')) return error(errorMessages.divarAdFailed);
    if (isLoginCodeUrl(url)) return [];
    return error(errorMessages.systemError);
  }
  return error(errorMessages.systemError);
}
