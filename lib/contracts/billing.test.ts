import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/validation/messages';
import { createDiscountCodeBody, discountQuery, paymentRequestBody } from './billing';

// The discount-code rule lives in lib/validation/rules.ts (spec §5); the contracts use it as is.
describe('billing contracts: discount code', () => {
  const payment = { plan: 'base', callback_url: 'http://localhost:3000/subscription' };

  it('is optional on a payment request', () => {
    expect(paymentRequestBody.parse(payment).discount_code).toBeUndefined();
    expect(paymentRequestBody.parse({ ...payment, discount_code: '' }).discount_code).toBeUndefined();
    expect(paymentRequestBody.parse({ ...payment, discount_code: null }).discount_code).toBeUndefined();
    expect(paymentRequestBody.parse({ ...payment, discount_code: 'off۱۴' }).discount_code).toBe('OFF14');
  });

  it('reports the spec §5 message when too short', () => {
    const r = paymentRequestBody.safeParse({ ...payment, discount_code: 'ab' });
    expect(r.success ? null : r.error.issues[0]).toMatchObject({ path: ['discount_code'], message: messages.discountMin });
  });

  it('calls a code of the wrong type invalid, not too short', () => {
    for (const discount_code of [true, 1234, ['HALF'], { code: 'HALF' }]) {
      const r = paymentRequestBody.safeParse({ ...payment, discount_code });
      expect(r.success ? null : r.error.issues[0]).toMatchObject({ path: ['discount_code'], message: messages.discountInvalid });
    }
    const missing = discountQuery.safeParse({});
    expect(missing.success ? null : missing.error.issues[0].message).toBe(messages.discountMin);
  });

  it('is required where the code is the subject', () => {
    expect(discountQuery.parse({ code: 'half' })).toEqual({ code: 'HALF' });
    const r = discountQuery.safeParse({ code: '' });
    expect(r.success ? null : r.error.issues[0].message).toBe(messages.discountMin);
    expect(createDiscountCodeBody.safeParse({ percent: 10 }).success).toBe(false);
  });
});
