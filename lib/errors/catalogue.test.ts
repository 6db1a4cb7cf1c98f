import { describe, expect, it } from 'vitest';
import { errorMessages, NO_ACCOUNT, OTP_PENDING, toastsForError, type FailedRequest } from './catalogue';

const messagesOf = (req: FailedRequest) => toastsForError(req).map((t) => t.message);

describe('spec §8 error catalogue', () => {
  it('429, 426 and 404', () => {
    expect(messagesOf({ status: 429, url: '/api/x/' })).toEqual([errorMessages.tooManyRequests]);
    expect(messagesOf({ status: 426, url: '/api/houses/price-suggestion/' })).toEqual([errorMessages.registerToContinue]);
    expect(messagesOf({ status: 404, url: '/api/houses/price-suggestion-response/x' })).toEqual([]);
  });

  it('a 429 refusing a new sign-in code while one is live is left to the number step; every other 429 is said', () => {
    const pending = { detail: 'کد تأیید برای این شماره ارسال شده است…', code: OTP_PENDING };
    expect(messagesOf({ status: 429, url: '/api/users/login-otp/', data: pending })).toEqual([]);
    expect(messagesOf({ status: 429, url: '/api/users/signup-otp/', data: pending })).toEqual([]);
    // The hourly caps of the same call, and the same code elsewhere, keep the catalogue's toast.
    expect(messagesOf({ status: 429, url: '/api/users/login-otp/', data: { detail: 'بیش از حد' } })).toEqual([errorMessages.tooManyRequests]);
    expect(messagesOf({ status: 429, url: '/api/users/login-verify/', data: pending })).toEqual([errorMessages.tooManyRequests]);
  });

  it('a 400 refusing a sign-in code to a number with no account is left to the number step (it offers the sign-up)', () => {
    const noAccount = { mobile_number: ['حساب کاربری با این شماره یافت نشد؛ لطفاً ثبت نام کنید.'], code: NO_ACCOUNT };
    expect(messagesOf({ status: 400, url: '/api/users/login-otp/', data: noAccount })).toEqual([]);
    // Any other refusal of the number is still toasted.
    expect(messagesOf({ status: 400, url: '/api/users/login-otp/', data: { mobile_number: ['شماره معتبر نیست'] } })).toEqual(['شماره معتبر نیست']);
  });

  it('400 on convert-geo-location says the location is outside the service area', () => {
    expect(messagesOf({ status: 400, url: '/api/houses/convert-geo-location/?lat=1&lng=2', data: { detail: 'x' } })).toEqual([
      errorMessages.outsideServiceArea,
    ]);
  });

  it('400 on discount-code URLs is left to the form', () => {
    expect(messagesOf({ status: 400, url: '/api/payment/discount-codes/available-plans/?code=abcd', data: { code: ['x'] } })).toEqual([]);
  });

  it('a payment that could not start: a refused code is left to the form, limits, sessions and field errors keep their words, a server failure is the purchase failure', () => {
    const url = '/api/payment/payment-subscription/';
    expect(messagesOf({ status: 400, url, data: { discount_code: ['کد تخفیف معتبر نیست'] } })).toEqual([]);
    expect(messagesOf({ status: 429, url })).toEqual([errorMessages.tooManyRequests]);
    expect(messagesOf({ status: 401, url })).toEqual([errorMessages.loginFirst]);
    expect(messagesOf({ status: 400, url, data: { plan: ['طرح انتخاب‌شده معتبر نیست.'] } })).toEqual(['طرح انتخاب‌شده معتبر نیست.']);
    for (const status of [500, 502, 503]) expect(messagesOf({ status, url, data: { detail: 'x' } })).toEqual([errorMessages.purchaseFailed]);
  });

  it('400 toasts every message of an object of fields or an array of objects, with a fallback', () => {
    expect(messagesOf({ status: 400, url: '/api/x/', data: { a: ['one', 'two'], b: ['three'] } })).toEqual(['one', 'two', 'three']);
    expect(messagesOf({ status: 400, url: '/api/x/', data: [{ a: ['one'] }, { b: 'two' }] })).toEqual(['one', 'two']);
    expect(messagesOf({ status: 400, url: '/api/x/', data: {} })).toEqual([errorMessages.invalidRequest]);
    expect(messagesOf({ status: 400, url: '/api/x/', data: '<html>' })).toEqual(['<html>']);
  });

  it('toasts a real field named code and the errors of nested objects', () => {
    expect(messagesOf({ status: 400, url: '/api/x/', data: { code: ['کد وارد شده معتبر نمی باشد'] } })).toEqual([
      'کد وارد شده معتبر نمی باشد',
    ]);
    expect(messagesOf({ status: 400, url: '/api/x/', data: { address: { city: ['این فیلد الزامی است'] } } })).toEqual([
      'این فیلد الزامی است',
    ]);
  });

  it('never toasts the too_many_failed_otp flag, as a key or as a code value', () => {
    expect(
      messagesOf({ status: 400, url: '/api/users/login-verify/', data: [{ code: 'too_many_failed_otp', detail: ['بیش از حد'] }] }),
    ).toEqual(['بیش از حد']);
    const data = [{ too_many_failed_otp: 'too many' }, { otp_code: ['کد وارد شده صحیح نیست.'] }];
    expect(messagesOf({ status: 400, url: '/api/users/login-verify/', data })).toEqual(['کد وارد شده صحیح نیست.']);
  });

  it('profile save failure toasts only the first error value of the first error object', () => {
    const data = { full_name: ['name bad', 'again'], email: ['email bad'] };
    expect(messagesOf({ status: 400, url: '/api/users/user-info/', method: 'patch', data })).toEqual(['name bad']);
  });

  it('403 shows the first value of the body, with a fallback', () => {
    expect(messagesOf({ status: 403, url: '/api/x/', data: { detail: 'اعتبار کافی نیست' } })).toEqual(['اعتبار کافی نیست']);
    expect(messagesOf({ status: 403, url: '/api/x/', data: null })).toEqual([errorMessages.forbidden]);
  });

  it('5xx: divar 503 has its own text, login-code URLs stay silent, others get the system error', () => {
    expect(messagesOf({ status: 503, url: '/api/divar/post/' })).toEqual([errorMessages.divarAdFailed]);
    expect(messagesOf({ status: 500, url: '/api/divar/post/' })).toEqual([errorMessages.systemError]);
    expect(messagesOf({ status: 500, url: '/api/users/login-otp/' })).toEqual([]);
    expect(messagesOf({ status: 502, url: '/api/users/signup-otp/' })).toEqual([]);
    expect(messagesOf({ status: 500, url: '/api/subscription/plan/' })).toEqual([errorMessages.systemError]);
  });

  it('401 asks to log in, except for user-info and credits fetches', () => {
    expect(messagesOf({ status: 401, url: '/api/houses/price-suggestion/' })).toEqual([errorMessages.loginFirst]);
    expect(messagesOf({ status: 401, url: '/api/users/user-info/' })).toEqual([]);
    expect(messagesOf({ status: 401, url: '/api/users/credits/' })).toEqual([]);
  });

  it('other statuses and network failures', () => {
    expect(messagesOf({ status: 418, url: '/api/x/' })).toEqual([errorMessages.systemError]);
    expect(messagesOf({ status: null, url: '/api/x/' })).toEqual([errorMessages.networkError]);
  });
});
