import { describe, expect, it } from 'vitest';
import { otpRequestBody } from '@/lib/contracts/auth';
import { contactMessageRequest } from '@/lib/contracts/contact';
import { createApiKeyBody } from '@/lib/contracts/request-api';
import { REQUIRED, messages } from './messages';
import './zod-locale';

const firstError = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  r.error?.issues.find((i) => i.path[0] === field)?.message;

describe('the required-field message', () => {
  it('is the spec §5 text, quoted exactly (the login mobile number: «required (\'این فیلد الزامی است\')»)', () => {
    expect(REQUIRED).toBe('این فیلد الزامی است');
  });

  it('reads the same on the API-key name, the enterprise contact form, the captcha and an absent field', () => {
    // QA compared the API-key name's message with the enterprise contact form's: one text for both, from one constant.
    expect(firstError(createApiKeyBody.safeParse({ name: '  ' }), 'name')).toBe(REQUIRED);
    expect(firstError(createApiKeyBody.safeParse({}), 'name')).toBe(REQUIRED);
    expect(firstError(contactMessageRequest.safeParse({ full_name: '', mobile_number: '', message: '' }), 'full_name')).toBe(REQUIRED);
    expect(firstError(contactMessageRequest.safeParse({ full_name: '', mobile_number: '', message: '' }), 'message')).toBe(REQUIRED);
    expect(firstError(otpRequestBody.safeParse({ mobile_number: '09120000000', captcha_key: '', captcha_answer: '' }), 'captcha_key')).toBe(REQUIRED);
    expect([messages.required, messages.captchaRequired, messages.genericRequired]).toEqual([REQUIRED, REQUIRED, REQUIRED]);
  });
});
