import { describe, expect, it } from 'vitest';
import { suggestionFields } from './suggestion';

const firstMessage = (kind: 'buy' | 'rent', values: Record<string, unknown>, field: string) => {
  const result = suggestionFields[kind].safeParse(values);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
};

describe('suggestion budgets', () => {
  it('call a budget past any integer JavaScript holds too large, not a fraction', () => {
    // Typed with every zero of «۱۰۰۰…»: beyond 2^53 the number is no longer an exact integer either.
    expect(firstMessage('buy', { budget: '999999999999999999999', area: 80 }, 'budget')).toBe('بودجهٔ خرید بیش از حد بزرگ است');
    expect(firstMessage('rent', { deposit_budget: '۱۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰', rent_budget: '0', area: 80 }, 'deposit_budget')).toBe('بودجهٔ ودیعه بیش از حد بزرگ است');
  });

  it('refuses an exponent or hex notation a number field keeps as typed, instead of reading «5e9» as 5 000 000 000', () => {
    expect(firstMessage('buy', { budget: '5e9', area: 80 }, 'budget')).toBe('عدد معتبر وارد کنید');
    expect(firstMessage('buy', { budget: '8000000000', area: '0x50' }, 'area')).toBe('عدد معتبر وارد کنید');
    expect(firstMessage('buy', { budget: '۸٬۰۰۰٬۰۰۰٬۰۰۰', area: '۸۰' }, 'budget')).toBeUndefined();
  });

  it('refuses «-0» where the minimum is 0, as the number field refuses any minus (it read as 0 while the field said no)', () => {
    expect(firstMessage('rent', { deposit_budget: '-0', rent_budget: '0', area: 80 }, 'deposit_budget')).toBe('بودجهٔ ودیعه نمی‌تواند منفی باشد');
    expect(firstMessage('rent', { deposit_budget: '0', rent_budget: '-۰', area: 80 }, 'rent_budget')).toBe('بودجهٔ اجارهٔ ماهانه نمی‌تواند منفی باشد');
    expect(firstMessage('buy', { budget: '8000000000', rooms: '-0' }, 'rooms')).toBe('تعداد اتاق باید بین ۰ و ۱۰ باشد');
    expect(firstMessage('buy', { budget: '8000000000', area: 80, max_age: '-0' }, 'max_age')).toBeDefined();
    expect(firstMessage('rent', { deposit_budget: '0', rent_budget: '5000000', area: 80 }, 'deposit_budget')).toBeUndefined();
  });

  it('still calls a fraction of a toman a fraction', () => {
    expect(firstMessage('buy', { budget: '5000000000.5', area: 80 }, 'budget')).toBe('بودجهٔ خرید باید عدد صحیح به تومان باشد');
  });
});

describe('suggestion number fields read from text', () => {
  // A body is parsed before the route's rate limit: see lib/contracts/valuation.test.ts.
  it('refuse a 64 KB run of digits ending in a letter at once', () => {
    const started = performance.now();
    expect(firstMessage('buy', { budget: `${'1'.repeat(65_000)}x`, area: 80 }, 'budget')).toBe('عدد معتبر وارد کنید');
    expect(performance.now() - started).toBeLessThan(300);
    expect(firstMessage('buy', { budget: '8000000000.', area: 80 }, 'budget')).toBeUndefined();
  });
});
