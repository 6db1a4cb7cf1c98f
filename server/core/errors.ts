import 'server-only';

/**
 * What a use-case refuses, in words for the user. Use-cases throw these and know nothing of HTTP: the route wrapper
 * (server/http/route.ts) turns each kind into the status and DRF-style body of spec §8, in one table
 * (server/http/errors.ts). A new refusal is a new kind there, never a status chosen in the domain.
 */
export type DomainErrorKind =
  | 'invalid_input'
  | 'refused'
  | 'not_signed_in'
  | 'forbidden'
  | 'consent_required'
  | 'not_found'
  | 'conflict'
  | 'sign_up_required'
  | 'too_many_requests'
  | 'outside_service_area'
  | 'unavailable'
  | 'upstream_failed';

export class DomainError extends Error {
  /** What the answer carries beside its message (`detail`): a `code` the client acts on, figures for an API client. */
  details?: Readonly<Record<string, unknown>>;
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The input is wrong: Persian messages by field (`non_field_errors` for the whole), or a list of such objects. */
export class InvalidInput extends DomainError {
  constructor(readonly fields: Record<string, unknown> | unknown[]) {
    super('invalid_input', Object.values(fields).flat().join(' '));
  }
}
/** One field is wrong. */
export const invalidField = (field: string, message: string) => new InvalidInput({ [field]: [message] });
/** The request as a whole is wrong (spec §8 `non_field_errors`). */
export const invalidRequest = (message: string) => new InvalidInput({ non_field_errors: [message] });

/** A domain error of one kind whose message defaults to the spec's words for it. */
function kind(errorKind: DomainErrorKind, defaultMessage: string) {
  return class extends DomainError {
    constructor(message = defaultMessage) {
      super(errorKind, message);
    }
  };
}

/** A valid request that cannot be done now, said as a whole (an open payment already holds this discount code). */
export class Refused extends kind('refused', 'درخواست شما معتبر نیست.') {}
export class Forbidden extends kind('forbidden', 'شما اجازهٔ انجام این کار را ندارید.') {}
export class NotFound extends kind('not_found', 'موردی یافت نشد.') {}
/** The thing exists but is not in a state that allows this yet (a batch's result before the batch is done). */
export class Conflict extends kind('conflict', 'این کار در وضعیت فعلی ممکن نیست.') {}
/** spec §1/§8: an anonymous visitor's free use is spent; registering continues (426). */
export class SignUpRequired extends kind('sign_up_required', 'برای استفادهٔ دوباره از این سرویس لطفاً ثبت نام کنید.') {}
/** A point outside Tehran's 22 districts (spec §8: 'your property location is outside our service area'). */
export class OutsideServiceArea extends kind('outside_service_area', 'موقعیت ملک خارج از محدوده خدمات ماست') {}
/** A service of ours is down or not configured (SMS, postal lookup): try later. */
export class Unavailable extends kind('unavailable', 'سرویس موقتاً در دسترس نیست. کمی بعد دوباره تلاش کنید.') {}
/** An outside service (the payment gateway) refused or failed what we asked of it. */
export class UpstreamFailed extends kind('upstream_failed', 'مشکلی در درخواست شما پیش آمد؛ لطفاً بعداً دوباره تلاش کنید.') {}

/** The caller must sign in (again); `code` names why for the client (DRF's `token_not_valid`). */
export class NotSignedIn extends DomainError {
  constructor(
    message = 'برای ادامه ابتدا وارد حساب کاربری خود شوید.',
    readonly code?: string,
  ) {
    super('not_signed_in', message);
    if (code) this.details = { code };
  }
}

/**
 * A partner's permission for this act is missing or has expired (Divar's grant to attach our widget lasts an hour):
 * ask the user for it again. `code` names the partner's consent for the client.
 */
export class ConsentRequired extends DomainError {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super('consent_required', message);
    this.details = { code };
  }
}

/** `code` names a refusal the client answers itself (a code already texted: it offers to enter that code). */
export class TooManyRequests extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'تعداد درخواست‌ها بیش از حد مجاز است. کمی بعد دوباره تلاش کنید.',
    readonly code?: string,
  ) {
    super('too_many_requests', message);
    if (code) this.details = { code };
  }
}
