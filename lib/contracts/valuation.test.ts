import { describe, expect, it } from 'vitest';
import { valuationPropertyFields } from './valuation';

describe('valuationPropertyFields', () => {
  const flat = { area: '85', rooms: '2', build_year: '1395', floor: '3', elevator: true, parking: true, storage: false };

  it('an impossible building height is said once, on its own field, not also as a floor above the building', () => {
    const parsed = valuationPropertyFields.safeParse({ ...flat, total_floors: '0' });
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['total_floors']);
  });

  it('a floor above the building is refused on the floor', () => {
    const parsed = valuationPropertyFields.safeParse({ ...flat, total_floors: '2' });
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['floor', 'طبقهٔ واحد نمی‌تواند از تعداد طبقات ساختمان بیشتر باشد']]);
  });
});
