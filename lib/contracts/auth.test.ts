import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/validation/messages';
import { otpRequestBody } from './auth';

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
});
