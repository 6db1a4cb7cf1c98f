import 'server-only';

/** DRF-style error bodies (spec §8): 400 `{field: [msg]}` / `{non_field_errors: [...]}` or a list, others `{detail}`. */
export type ErrorBody = Record<string, unknown> | unknown[];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'detail' in body ? String(body.detail) : `HTTP ${status}`);
  }
}

export const badRequest = (fields: Record<string, string[]> | unknown[]) => new ApiError(400, fields);
export const fieldError = (field: string, message: string) => new ApiError(400, { [field]: [message] });
export const nonFieldError = (message: string) => new ApiError(400, { non_field_errors: [message] });
export const unauthorized = (detail = 'برای ادامه ابتدا وارد حساب کاربری خود شوید.') => new ApiError(401, { detail });
export const forbidden = (detail = 'شما اجازهٔ انجام این کار را ندارید.') => new ApiError(403, { detail });
export const notFound = (detail = 'موردی یافت نشد.') => new ApiError(404, { detail });
export const upgradeRequired = (detail = 'برای استفادهٔ دوباره از این سرویس لطفاً ثبت نام کنید.') =>
  new ApiError(426, { detail });
export const tooManyRequests = (retryAfterSeconds: number, detail = 'تعداد درخواست‌ها بیش از حد مجاز است. کمی بعد دوباره تلاش کنید.') =>
  new ApiError(429, { detail }, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const serviceUnavailable = (detail = 'سرویس موقتاً در دسترس نیست. کمی بعد دوباره تلاش کنید.') =>
  new ApiError(503, { detail });
