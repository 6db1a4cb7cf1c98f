import { describe, expect, it } from 'vitest';
import { createValuationBody, monthlyRentFor, PROPERTY_RANGES, valuationPropertyFields } from '@/lib/contracts/valuation';
import { messages } from '@/lib/validation/messages';
import { accuracySentence } from './components/accuracy-sentence';

// The /price form and the API parse with the same contract (lib/contracts/valuation.ts).

const form = { area: '۱۰۰', rooms: '۲', build_year: '۱۳۹۵', floor: '۳', total_floors: '', elevator: true, parking: false, storage: false, postal_code: '' };

describe('valuation property fields', () => {
  it('accepts Persian digits and blanks for optional fields', () => {
    const r = valuationPropertyFields.safeParse(form);
    expect(r.success).toBe(true);
    expect(r.data).toEqual({ area: 100, rooms: 2, build_year: 1395, floor: 3, total_floors: undefined, elevator: true, parking: false, storage: false, postal_code: undefined });
  });

  it('reads «/» and «٫» as the decimal point (85/5 m² is 85.5, never 855), and refuses it where only whole numbers fit', () => {
    expect(valuationPropertyFields.safeParse({ ...form, area: '۸۵/۵' }).data?.area).toBe(85.5);
    expect(valuationPropertyFields.safeParse({ ...form, area: '85٫5' }).data?.area).toBe(85.5);
    expect(valuationPropertyFields.safeParse({ ...form, rooms: '2/5' }).success).toBe(false);
  });

  it('refuses «1e2» (which Number() reads as 100): the area field keeps an «e» as typed to point it out', () => {
    const r = valuationPropertyFields.safeParse({ ...form, area: '1e2' });
    expect(r.error?.issues.find((i) => i.path[0] === 'area')?.message).toBe('عدد معتبر وارد کنید');
    expect(valuationPropertyFields.safeParse({ ...form, area: '-80' }).success).toBe(false);
  });

  it('refuses «-0» where the minimum is 0, as the field refuses any minus; a floor takes it as 0', () => {
    // The field keeps «۰-» (typed right to left) as «-0» and says the minus must go: the contract must not let it through.
    for (const rooms of ['-0', '-۰', '-0.0', -0]) {
      const r = valuationPropertyFields.safeParse({ ...form, rooms });
      expect(r.error?.issues.find((i) => i.path[0] === 'rooms')?.message).toBe(PROPERTY_RANGES.rooms.message);
    }
    expect(valuationPropertyFields.safeParse({ ...form, rooms: '0' }).data?.rooms).toBe(0);
    const floor = valuationPropertyFields.safeParse({ ...form, floor: '-0' });
    expect(floor.success && floor.data.floor === 0).toBe(true);
  });

  it('gives Persian messages for required, range and §5 postal-code errors', () => {
    const r = valuationPropertyFields.safeParse({ ...form, area: '', rooms: '۱۲', build_year: '۱۲۰۰', floor: '-۳', postal_code: '۰۱۲۳۴۵۶۷۸۹' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField.area).toBe(messages.required);
    expect(byField.rooms).toContain('اتاق');
    expect(byField.build_year).toContain('سال ساخت');
    expect(byField.floor).toContain('طبقه');
    expect(byField.postal_code).toBe(messages.postalCodeZero);
  });

  it('accepts basement floors, refuses a floor above the building and a future build year', () => {
    expect(valuationPropertyFields.safeParse({ ...form, floor: '-۱' }).success).toBe(true);
    expect(valuationPropertyFields.safeParse({ ...form, floor: '۶', total_floors: '۵' }).success).toBe(false);
    expect(valuationPropertyFields.safeParse({ ...form, build_year: '۱۴۹۰' }).success).toBe(false);
  });

  it('needs a place: a point or a neighbourhood', () => {
    const body = { service: 1, area: 100, rooms: 2, build_year: 1395, floor: 3, elevator: true, parking: true, storage: true };
    expect(createValuationBody.safeParse(body).success).toBe(false);
    expect(createValuationBody.safeParse({ ...body, neighbourhood: 'punak' }).success).toBe(true);
    expect(createValuationBody.safeParse({ ...body, latitude: '۳۵٫۷۵', longitude: '51.41' }).data).toMatchObject({ latitude: 35.75, longitude: 51.41 });
  });
});

describe('rent split and accuracy text', () => {
  it('trades deposit for rent at the rate, rounded to 100,000 toman', () => {
    expect(monthlyRentFor(2_000_000_000, 0, 0.03)).toBe(60_000_000);
    expect(monthlyRentFor(2_000_000_000, 1_000_000_000, 0.03)).toBe(30_000_000);
    expect(monthlyRentFor(2_000_000_000, 3_000_000_000, 0.03)).toBe(0);
  });

  it('words the published accuracy in Persian digits', () => {
    const text = accuracySentence({ n: 47873, mdape: 0.085, ppe10: 0.564, ppe20: 0.8135, coverage80: 0.8 }, 'sale');
    expect(text).toContain('۴۷٬۸۷۳');
    expect(text).toContain('۵۶٪');
    expect(text).toContain('۸۱٪');
    expect(text).toContain('۸٫۵٪');
    expect(text).toContain('۸۰٪');
  });
});
