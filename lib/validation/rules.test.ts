import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from './messages';
import {
  atLeastOne,
  captchaAnswer,
  discountCode,
  discountCodeValue,
  email,
  fullName,
  loginMobile,
  matching,
  mobile,
  optionalEmail,
  otpCode,
  phone,
  postalCode,
  requiredString,
  termsAccepted,
  websiteUrl,
} from './rules';

function errorOf(schema: z.ZodType, value: unknown): string | undefined {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0].message;
}

describe('spec §5 validation messages', () => {
  it('login mobile: required, exactly 11 characters, "0 or 09 followed by digits", Persian digits accepted', () => {
    expect(errorOf(loginMobile, '')).toBe('این فیلد الزامی است');
    expect(errorOf(loginMobile, undefined)).toBe('این فیلد الزامی است');
    expect(errorOf(loginMobile, '0912123')).toBe('شماره تلفن وارد شده معتبر نمی باشد.');
    expect(errorOf(loginMobile, '091212345678')).toBe('شماره تلفن وارد شده معتبر نمی باشد.');
    expect(errorOf(loginMobile, '91212345678')).toBe('شماره تلفن وارد شده معتبر نمی باشد.'); // no leading 0
    expect(errorOf(loginMobile, '0912123456a')).toBe('شماره تلفن وارد شده معتبر نمی باشد.');
    expect(errorOf(loginMobile, '+9891212345')).toBe('شماره تلفن وارد شده معتبر نمی باشد.');
    expect(loginMobile.parse('۰۹۱۲۱۲۳۴۵۶۷')).toBe('09121234567');
    // The spec's pattern is "0 or 09 followed by digits": a leading 0 is enough.
    expect(loginMobile.parse('08121234567')).toBe('08121234567');
  });
  it('login mobile: a whole number with the country code (+98, 0098, 98) is read as 09…, as the field reads it', () => {
    for (const input of ['+989121234567', '00989121234567', '989121234567', '+۹۸۹۱۲۱۲۳۴۵۶۷', '۹۸۹۱۲۱۲۳۴۵۶۷', '+98 912 123 4567']) {
      expect(loginMobile.parse(input), input).toBe('09121234567');
    }
    expect(errorOf(loginMobile, '98912123456')).toBe('شماره تلفن وارد شده معتبر نمی باشد.');
  });
  it('mobile elsewhere: 0, 0098, +98 or 98, then 9 and nine digits; normalised to 09…', () => {
    expect(mobile.parse('09121234567')).toBe('09121234567');
    expect(mobile.parse('+989121234567')).toBe('09121234567');
    expect(mobile.parse('00989121234567')).toBe('09121234567');
    expect(mobile.parse('989121234567')).toBe('09121234567');
    expect(mobile.parse('۰۰۹۸۹۱۲۱۲۳۴۵۶۷')).toBe('09121234567');
    expect(mobile.parse('+۹۸۹۱۲۱۲۳۴۵۶۷')).toBe('09121234567');
    expect(mobile.parse('+98 912 123 4567')).toBe('09121234567');
    expect(errorOf(mobile, '')).toBe(messages.required);
    for (const other of ['0912', '9121234567', '98912123456', '08121234567', '0989121234567', '+9809121234567']) {
      expect(errorOf(mobile, other), other).toBe(messages.mobileInvalid);
    }
  });
  it('captcha is required', () => {
    expect(errorOf(captchaAnswer, '')).toBe('این فیلد الزامی است');
  });
  it('OTP: required, exactly five digits', () => {
    expect(errorOf(otpCode, '')).toBe('این فیلد الزامی است');
    expect(errorOf(otpCode, '1234')).toBe('کد وارد شده معتبر نمی باشد');
    expect(errorOf(otpCode, '123456')).toBe('کد وارد شده معتبر نمی باشد');
    expect(otpCode.parse('۱۲۳۴۵')).toBe('12345');
  });
  it('full name: required, at least five characters', () => {
    expect(errorOf(fullName, '')).toBe('این فیلد الزامی است');
    expect(errorOf(fullName, 'علی')).toBe('مقدار وارد شده معتبر نمی باشد.');
    expect(fullName.parse('  علی رضایی ')).toBe('علی رضایی');
    expect(errorOf(fullName, 'ا'.repeat(101))).toBe('مقدار وارد شده معتبر نمی باشد.');
    // A value of the wrong type is invalid, not missing.
    expect(errorOf(fullName, 12345)).toBe('مقدار وارد شده معتبر نمی باشد.');
    expect(errorOf(fullName, true)).toBe('مقدار وارد شده معتبر نمی باشد.');
    expect(errorOf(fullName, undefined)).toBe('این فیلد الزامی است');
    expect(fullName.safeParse('     ').error?.issues.map((i) => i.message)).toEqual(['این فیلد الزامی است']);
  });
  it('profile email is optional and validated when given', () => {
    expect(optionalEmail.parse('')).toBeNull();
    expect(optionalEmail.parse(undefined)).toBeNull();
    expect(optionalEmail.parse('a@b.ir')).toBe('a@b.ir');
    expect(errorOf(optionalEmail, 'not-an-email')).toBe(' ایمیل وارد شده معتبر نمی باشد.');
    expect(errorOf(optionalEmail, `${'a'.repeat(65)}@b.ir`)).toBe(' ایمیل وارد شده معتبر نمی باشد.');
  });
  it('terms must be accepted', () => {
    expect(errorOf(termsAccepted, false)).toBe(messages.termsRequired);
    expect(termsAccepted.parse(true)).toBe(true);
  });
  it('discount code: optional; when given at least four characters, Persian digits converted', () => {
    expect(discountCode.parse(undefined)).toBeUndefined();
    expect(discountCode.parse(null)).toBeUndefined();
    expect(discountCode.parse('')).toBeUndefined();
    expect(discountCode.parse('  ')).toBeUndefined();
    expect(errorOf(discountCode, 'ab1')).toBe('کد تخفیف باید حداقل ۴ کاراکتر باشد');
    expect(discountCode.parse('OFF۱۴')).toBe('OFF14');
    expect(discountCode.parse(' off14 ')).toBe('OFF14');
    expect(errorOf(discountCode, 'x'.repeat(65))).toBe('کد تخفیف معتبر نیست');
  });
  it('discount code where a code is required (checking or creating one)', () => {
    expect(errorOf(discountCodeValue, '')).toBe('کد تخفیف باید حداقل ۴ کاراکتر باشد');
    expect(errorOf(discountCodeValue, undefined)).toBe('کد تخفیف باید حداقل ۴ کاراکتر باشد');
    expect(discountCodeValue.parse('half')).toBe('HALF');
  });
  it('ten-digit code: five digits 1–9, then five digits 0–9', () => {
    expect(postalCode.parse('۱۳۴۵۶۷۸۹۰۰')).toBe('1345678900');
    // Each message names the one problem: ten digits starting with ۰ are not told to be ten digits.
    expect(errorOf(postalCode, '۰۱۲۳۴۵۶۷۸۹')).toBe(messages.postalCodeZero);
    expect(errorOf(postalCode, '1034567890')).toBe(messages.postalCodeZero);
    expect(errorOf(postalCode, '123456789')).toBe(messages.postalCodeLength(9));
    expect(errorOf(postalCode, '1234567890123')).toBe('کد پستی باید ده رقم باشد؛ ۱۳ رقم وارد شده است');
    expect(errorOf(postalCode, '')).toBe('کد پستی باید ده رقم باشد');
    expect(postalCode.parse('12345-67890')).toBe('1234567890');
  });
  it('URL: optional scheme, domain, optional path', () => {
    expect(websiteUrl.safeParse('example.ir').success).toBe(true);
    expect(websiteUrl.safeParse('https://sub.example.ir/a/b').success).toBe(true);
    expect(errorOf(websiteUrl, 'not a url')).toBe(messages.url);
  });
  it('generic helpers carry their messages', () => {
    expect(errorOf(requiredString(), '')).toBe(messages.genericRequired);
    expect(errorOf(requiredString(), 'ab')).toBe(messages.genericMin(3));
    expect(errorOf(atLeastOne(requiredString()), [])).toBe(messages.arrayMin);
    expect(errorOf(phone, '12')).toBe(messages.phone);
    expect(errorOf(email, 'x@')).toBe(messages.email);
    expect(errorOf(matching(/^a+$/), 'b')).toBe(messages.regex);
  });
  it('zod default messages are Persian', () => {
    const r = z.number().safeParse('x');
    expect(r.success).toBe(false);
    expect(r.success ? '' : r.error.issues[0].message).toMatch(/[\u0600-\u06FF]/);
  });
});
