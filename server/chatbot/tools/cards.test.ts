import { describe, expect, it } from 'vitest';
import { createValuationBody } from '@/lib/contracts/valuation';
import { createLocationSuggestionBody } from '@/lib/contracts/suggestion';
import { toPersianDigits } from '@/lib/fa/digits';
import { DEFAULT_AGE, priceDate } from '@/server/suggestion/neighbourhood-data';
import { serviceCard } from './cards';
import { seededCatalogue } from '../testing/catalogue';

const catalogue = seededCatalogue();

describe('service cards', () => {
  it('lists what the service contract still needs, and a complete prefill is a valid request as is', () => {
    const partial = serviceCard('price_evaluation', { neighbourhood: 'saadat-abad', area: 85 }, catalogue);
    expect(partial?.missing.sort()).toEqual(['build_year', 'floor', 'rooms']);
    // storage is not read by the valuation (UNREAD_INPUTS): not assumed «ندارد (اگر دارد بگویید)»
    expect(partial?.defaults).toEqual(['elevator', 'parking']);
    const full = serviceCard('price_evaluation', { neighbourhood: 'saadat-abad', area: 85, rooms: 2, build_year: 1398, floor: 3, parking: false }, catalogue);
    expect(full).toMatchObject({ missing: [], defaults: ['elevator'], credits_required: 1, anonymous_free: true, result_route: '/price-result' });
    expect(createValuationBody.safeParse({ service: full?.service_name, ...full?.prefill }).success).toBe(true);

    const buy = serviceCard('buy_suggestion', { budget: 4e9, area: 80 }, catalogue);
    expect(buy?.missing).toEqual([]);
    expect(createLocationSuggestionBody.safeParse({ service: buy?.service_name, ...buy?.prefill }).success).toBe(true);
    expect(serviceCard('buy_suggestion', { budget: 4e9 }, catalogue)?.missing).toEqual(['area']);
    expect(serviceCard('environmental_evaluation', { neighbourhood: 'narmak' }, catalogue)).toMatchObject({ anonymous_free: false, missing: [] });
    expect(serviceCard('rental_evaluation', { neighbourhood: 'narmak', area: 60 }, catalogue)).toMatchObject({ anonymous_free: true, endpoint: '/api/houses/rental-evaluation/' });
  });

  it('lists what the suggestion report assumes of the home as «فرض» rows', () => {
    const buy = serviceCard('buy_suggestion', { budget: 5e9, area: 60 }, catalogue);
    const year = priceDate('sale').year - DEFAULT_AGE;
    expect(buy?.summary.filter((r) => r.label.endsWith('(فرض)'))).toEqual([
      { field: 'assumed_build_year', label: 'سال ساخت (فرض)', value: `${toPersianDigits(year)} (بنای ۱۰ ساله)`, assumed: false },
      { field: 'assumed_elevator', label: 'آسانسور (فرض)', value: 'شرط نیست', assumed: false },
      { field: 'assumed_parking', label: 'پارکینگ (فرض)', value: 'شرط نیست', assumed: false },
    ]);
    // A stated must-have and a maximum age replace their assumptions (half the maximum age, as the report prices).
    const rent = serviceCard('rent_suggestion', { deposit_budget: 1e9, rent_budget: 0, area: 60, parking: true, max_age: 10 }, catalogue);
    expect(rent?.summary.filter((r) => r.label.endsWith('(فرض)')).map((r) => [r.field, r.value])).toEqual([
      ['assumed_build_year', `${toPersianDigits(priceDate('rent').year - 5)} (بنای ۵ ساله)`],
      ['assumed_elevator', 'شرط نیست'],
    ]);
    expect(serviceCard('price_evaluation', { neighbourhood: 'saadat-abad', area: 85 }, catalogue)?.summary.some((r) => r.label.endsWith('(فرض)'))).toBe(false);
  });

  it('offers nothing for a service the database does not list', () => {
    expect(serviceCard('price_evaluation', { area: 85 }, { services: [], plans: [] })).toBeNull();
  });
});
