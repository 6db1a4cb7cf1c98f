import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/validation/messages';
import { enterNumberForm, otpRequestBody, otpVerifyBody } from './auth';

describe('auth contracts', () => {
  const request = { mobile_number: '09121234567', captcha_key: 'k-1', captcha_answer: '12345' };

  it('calls a captcha key of the wrong type invalid and only a missing or empty one required', () => {
    const wrong = otpRequestBody.safeParse({ ...request, captcha_key: true });
    expect(wrong.success ? null : wrong.error.issues[0]).toMatchObject({ path: ['captcha_key'], message: 'مقدار وارد شده معتبر نمی باشد.' });
    for (const captcha_key of [undefined, '']) {
      const r = otpRequestBody.safeParse({ ...request, captcha_key });
      expect(r.success ? null : r.error.issues[0]).toMatchObject({ path: ['captcha_key'], message: messages.required });
    }
    expect(otpRequestBody.safeParse(request).success).toBe(true);
  });

  it('reads a mobile number with the country code as 09…, in the form and in the handler alike', () => {
    for (const mobile_number of ['+989121234567', '00989121234567', '989121234567', '+۹۸۹۱۲۱۲۳۴۵۶۷', '٩٨٩١٢١٢٣٤٥٦٧']) {
      expect(otpRequestBody.parse({ ...request, mobile_number }).mobile_number, mobile_number).toBe('09121234567');
      expect(otpVerifyBody.parse({ mobile_number, otp_code: '12345' }).mobile_number, mobile_number).toBe('09121234567');
      const form = enterNumberForm.safeParse({ mobile_number, captcha_answer: 'ab', terms: true });
      expect(form.success ? form.data.mobile_number : form.error.issues, mobile_number).toBe('09121234567');
    }
    const cut = otpRequestBody.safeParse({ ...request, mobile_number: '98912123456' });
    expect(cut.success ? null : cut.error.issues[0]).toMatchObject({ path: ['mobile_number'], message: messages.mobileInvalid });
  });
});
