import { describe, expect, it } from 'vitest';
import '@/lib/validation/zod-locale';
import { planRef } from './billing';
import { MAX_ROW_ID, serviceRef } from './refs';

describe('row references', () => {
  it('takes ids up to PostgreSQL integer range and names, Persian digits included', () => {
    expect(serviceRef.parse('۱۲')).toBe('12');
    expect(serviceRef.parse(MAX_ROW_ID)).toBe(MAX_ROW_ID);
    expect(planRef.parse('۵')).toBe(5);
  });

  it('refuses an id past that range as an invalid value, not as a missing one', () => {
    for (const schema of [serviceRef, planRef]) {
      const r = schema.safeParse(99999999999);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].message).toBe('مقدار وارد شده معتبر نمی باشد.');
    }
    expect(serviceRef.safeParse(undefined).error?.issues[0].message).toBe('این فیلد الزامی است');
  });
});
