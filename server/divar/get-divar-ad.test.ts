import { describe, expect, it } from 'vitest';
import { DIVAR_OUTSIDE_TEHRAN, DIVAR_UNSUPPORTED_CATEGORY } from '@/lib/contracts/divar';
import { districtAt } from '@/server/places/catalogue';
import { parseFinderPost } from '@/server/providers/divar/kenar-post';
import { LOCAL_ADS } from '@/server/providers/divar/local-fixtures';
import { readRepoJson } from '@/server/places/load-json';
import { divarDistrictSlugs, neighbourhoodForDivarSlug } from './divar-places';
import { mapDivarPost } from './get-divar-ad';

const post = (token: string) => parseFinderPost(LOCAL_ADS.find((a) => a.finder.token === token)!.finder, token);

describe('mapDivarPost: an ad in our valuation form\'s terms', () => {
  it('apartment-sell → buySell with the neighbourhood from the slug and the asking total', () => {
    expect(mapDivarPost(post('QmSale120'), null)).toEqual({
      post_token: 'QmSale120',
      kind: 'buySell',
      category: 'apartment-sell',
      unsupported: null,
      title: 'آپارتمان ۱۲۰ متری سه‌خوابه در سعادت‌آباد',
      city: 'tehran',
      city_name: 'تهران',
      district: 2,
      district_name: 'منطقه ۲',
      divar_district: 'saadat-abad',
      neighbourhood: { id: 'saadat-abad', name: 'سعادت آباد', slug: 'saadat-abad', latitude: 35.778975, longitude: 51.373805 },
      area: 120,
      rooms: 3,
      build_year: 1398,
      build_year_text: null,
      floor: 4,
      total_floors: 6,
      elevator: true,
      parking: true,
      storage: true,
      asking: { total: 58_500_000_000 },
      latitude: null,
      longitude: null,
      location_type: null,
    });
  });

  it('apartment-rent → rent with deposit and rent; negotiable parts are null', () => {
    expect(mapDivarPost(post('QmRent075'), null)).toMatchObject({ kind: 'rent', asking: { deposit: 500_000_000, rent: 55_000_000 }, floor: 0 });
    expect(mapDivarPost(post('QmRentFull'), null).asking).toEqual({ deposit: 3_400_000_000, rent: 0 });
    expect(mapDivarPost(post('QmRentNego'), null).asking).toEqual({ deposit: 400_000_000, rent: null });
    expect(mapDivarPost(post('QmNego140'), null).asking).toBeNull();
  });

  it('other categories and other cities say in Persian why they cannot be valued', () => {
    expect(mapDivarPost(post('QmVilla01'), null)).toMatchObject({ kind: null, unsupported: DIVAR_UNSUPPORTED_CATEGORY, rooms: null });
    expect(mapDivarPost(post('QmKaraj01'), null)).toMatchObject({
      kind: 'buySell',
      unsupported: DIVAR_OUTSIDE_TEHRAN,
      city_name: 'کرج',
      neighbourhood: null,
      district: null,
    });
  });

  it('the owner\'s pin places the ad and is passed on', () => {
    const ad = mapDivarPost(post('QmGisha95'), { latitude: 35.7196, longitude: 51.3757, exact: true });
    expect(ad).toMatchObject({ latitude: 35.7196, longitude: 51.3757, location_type: 'exact', district: 2 });
    expect(ad.neighbourhood?.id).toBeTruthy();
    expect(mapDivarPost(post('QmNego140'), { latitude: 35.7712, longitude: 51.4573, exact: false }).location_type).toBe('approximate');
  });

  it('a slug our catalogue lacks is placed through Divar\'s catalogue (ararat)', () => {
    const ad = mapDivarPost(post('QmArarat'), null);
    expect(ad.neighbourhood).toMatchObject({ name: 'آرارات', slug: null });
    expect(ad.district).toBe(2);
  });
});

describe("every neighbourhood slug in Divar's Tehran catalogue", () => {
  it('maps to one of our places, or is outside our 22 districts', () => {
    const snapshot = readRepoJson<{ districts: Array<[string, string, string, number, number]> }>(
      import.meta.url,
      './data/divar-tehran-districts.json',
      'server/divar/data/divar-tehran-districts.json',
    ).districts;
    expect(divarDistrictSlugs()).toHaveLength(453);
    const unplaced = snapshot.filter(([slug, , , lat, lng]) => !neighbourhoodForDivarSlug(slug) && districtAt(lat, lng) !== 0);
    expect(unplaced).toEqual([]);
    const outside = snapshot.filter(([slug]) => !neighbourhoodForDivarSlug(slug));
    // The snapshot's SOURCE.md: 23 centres lie outside the 22 municipal districts (Rey's southern fringe, …).
    expect(outside.length).toBeLessThanOrEqual(23);
    expect(neighbourhoodForDivarSlug('no-such-slug')).toBeNull();
    expect(neighbourhoodForDivarSlug(null)).toBeNull();
  });
});
