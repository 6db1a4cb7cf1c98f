import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from './messages';
import {
  atLeastOne,
  captchaAnswer,
  discountCode,
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
  it('login mobile: required, 11 characters, 09 pattern, Persian digits accepted', () => {
    expect(errorOf(loginMobile, '')).toBe('این فیلد الزامی است');
    expect(errorOf(loginMobile, undefined)).toBe('این فیلد الزامی است');
    expect(errorOf(loginMobile, '0912123')).toBe('شماره تلفن وارد شده معتبر نمی باشد.');
    expect(errorOf(loginMobile, '08121234567')).toBe('شماره تلفن وارد شده معتبر نمی باشد.');
    expect(loginMobile.parse('۰۹۱۲۱۲۳۴۵۶۷')).toBe('09121234567');
  });
  it('mobile elsewhere accepts 0, 0098 and +98 prefixes and normalises', () => {
    expect(mobile.parse('+989121234567')).toBe('09121234567');
    expect(mobile.parse('00989121234567')).toBe('09121234567');
    expect(errorOf(mobile, '0912')).toBe(messages.mobileInvalid);
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
  });
  it('profile email is optional and validated when given', () => {
    expect(optionalEmail.parse('')).toBeNull();
    expect(optionalEmail.parse(undefined)).toBeNull();
    expect(optionalEmail.parse('a@b.ir')).toBe('a@b.ir');
    expect(errorOf(optionalEmail, 'not-an-email')).toBe(' ایمیل وارد شده معتبر نمی باشد.');
  });
  it('terms must be accepted', () => {
    expect(errorOf(termsAccepted, false)).toBe(messages.termsRequired);
    expect(termsAccepted.parse(true)).toBe(true);
  });
  it('discount code: at least four characters, Persian digits converted', () => {
    expect(errorOf(discountCode, 'ab1')).toBe('کد تخفیف باید حداقل ۴ کاراکتر باشد');
    expect(discountCode.parse('OFF۱۴')).toBe('OFF14');
  });
  it('ten-digit code: five digits 1–9, then five digits 0–9', () => {
    expect(postalCode.parse('۱۳۴۵۶۷۸۹۰۰')).toBe('1345678900');
    expect(errorOf(postalCode, '1034567890')).toBe(messages.postalCode);
    expect(errorOf(postalCode, '123456789')).toBe(messages.postalCode);
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
