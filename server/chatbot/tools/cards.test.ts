import { describe, expect, it } from 'vitest';
import { createValuationBody } from '@/lib/contracts/valuation';
import { createLocationSuggestionBody } from '@/lib/contracts/suggestion';
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

  it('offers nothing for a service the database does not list', () => {
    expect(serviceCard('price_evaluation', { area: 85 }, { services: [], plans: [] })).toBeNull();
  });
});
