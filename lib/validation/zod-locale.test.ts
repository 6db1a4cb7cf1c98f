import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-locale';
import { zodFieldErrors } from './zod-errors';

const first = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0].message;

describe('zod messages', () => {
  it('says "invalid" for a value of the wrong type and "required" only when it is missing', () => {
    const s = z.object({ name: z.string() });
    expect(first(s, { name: 12345 })).toBe('مقدار وارد شده معتبر نمی باشد.');
    expect(first(s, {})).toBe('این فیلد الزامی است');
    expect(first(s, [1, 2])).toBe('مقدار وارد شده معتبر نمی باشد.');
    expect(first(s, 'text')).toBe('مقدار وارد شده معتبر نمی باشد.');
  });

  it('names no English type or option in its messages', () => {
    for (const [schema, input] of [
      [z.number().positive(), 0],
      [z.number().int().max(10), 1e308],
      [z.string().max(20), 'x'.repeat(100)],
      [z.enum(['restaurant', 'school']), 'x'],
      [z.record(z.string(), z.number()), [1, 2]],
    ] as const) {
      expect(first(schema, input)).not.toMatch(/[A-Za-z]/);
    }
    expect(first(z.string().max(20), 'x'.repeat(21))).toBe('حداکثر ۲۰ کاراکتر مجاز است');
  });

  it('says each message once per field', () => {
    const s = z.object({ name: z.string().min(2, 'کوتاه است').min(3, 'کوتاه است') });
    expect(zodFieldErrors(s.safeParse({ name: 'a' }).error!)).toEqual({ name: ['کوتاه است'] });
  });
});
