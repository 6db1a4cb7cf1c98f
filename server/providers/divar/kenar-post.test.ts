import { describe, expect, it } from 'vitest';
import { parseAmount, parseCount, parseFinderPost, parseFloor, parseUserPost, parseUserPostPin, parseYear } from './kenar-post';
import { LOCAL_ADS } from './local-fixtures';

describe('Kenar values: Persian digits and words, bounds, negotiable prices', () => {
  it('reads counts from numbers, digits of any script and Persian words', () => {
    expect(parseCount(3)).toBe(3);
    expect(parseCount('۲')).toBe(2);
    expect(parseCount('٣')).toBe(3);
    expect(parseCount('دو')).toBe(2);
    expect(parseCount('سه خوابه')).toBe(3);
    expect(parseCount('بدون اتاق')).toBe(0);
    expect(parseCount('ROOMS_COUNT_4')).toBe(4);
    expect(parseCount('۱۲۰ متر')).toBe(120);
  });

  it('says nothing for a bound or an unknown word (never a guessed number)', () => {
    expect(parseCount('پنج یا بیشتر')).toBeNull();
    expect(parseCount('ROOMS_COUNT_5_OR_MORE')).toBeNull();
    expect(parseCount('بیش از ۱۰')).toBeNull();
    expect(parseCount('چند')).toBeNull();
    expect(parseCount('')).toBeNull();
    expect(parseCount(undefined)).toBeNull();
    expect(parseYear('قبل از ۱۳۷۰')).toBeNull();
    expect(parseYear('۱۳۹۸')).toBe(1398);
    expect(parseYear(2019)).toBeNull(); // not a Jalali year
  });

  it('reads floors in words and "n of m"', () => {
    expect(parseFloor('همکف')).toEqual({ floor: 0, total: null });
    expect(parseFloor('زیرهمکف')).toEqual({ floor: -1, total: null });
    expect(parseFloor('منفی ۱')).toEqual({ floor: -1, total: null });
    expect(parseFloor('۳ از ۵')).toEqual({ floor: 3, total: 5 });
    expect(parseFloor(7)).toEqual({ floor: 7, total: null });
    expect(parseFloor(undefined)).toEqual({ floor: null, total: null });
  });

  it('reads prices in toman from numbers, grouped Persian digits, units and {mode, value}', () => {
    expect(parseAmount(18_500_000_000)).toBe(18_500_000_000);
    expect(parseAmount('۱۸٬۵۰۰٬۰۰۰٬۰۰۰')).toBe(18_500_000_000);
    expect(parseAmount('۴٫۲ میلیارد تومان')).toBe(4_200_000_000);
    expect(parseAmount('۲۵ میلیون')).toBe(25_000_000);
    expect(parseAmount({ mode: 'مقطوع', value: '500000000' })).toBe(500_000_000);
    expect(parseAmount({ mode: 'توافقی' })).toBe('negotiable');
    expect(parseAmount('توافقی')).toBe('negotiable');
    // Kenar leaves a missing value out or sends 0: unknown, not free.
    expect(parseAmount({ value: '0' })).toBeNull();
    expect(parseAmount(0)).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
  });
});

describe('parseFinderPost: both shapes of the finder read', () => {
  it('flat keys in data, with {mode, value} prices', () => {
    const post = parseFinderPost(LOCAL_ADS.find((a) => a.finder.token === 'QmSale120')!.finder, 'QmSale120');
    expect(post).toEqual({
      token: 'QmSale120',
      category: 'apartment-sell',
      city: 'tehran',
      district: 'saadat-abad',
      title: 'آپارتمان ۱۲۰ متری سه‌خوابه در سعادت‌آباد',
      description: expect.any(String),
      area: 120,
      rooms: 3,
      buildYear: 1398,
      buildYearText: null,
      floor: 4,
      totalFloors: 6,
      elevator: true,
      parking: true,
      storage: true,
      price: 58_500_000_000,
      deposit: null,
      rent: null,
    });
  });

  it('search-item shape: real_estate_fields with a full-deposit rent and a negotiable one', () => {
    const full = parseFinderPost(LOCAL_ADS.find((a) => a.finder.token === 'QmRentFull')!.finder, 'QmRentFull');
    expect(full).toMatchObject({ category: 'apartment-rent', area: 90, rooms: 2, buildYear: 1388, floor: 1, deposit: 3_400_000_000, rent: 0 });
    const nego = parseFinderPost(LOCAL_ADS.find((a) => a.finder.token === 'QmRentNego')!.finder, 'QmRentNego');
    expect(nego).toMatchObject({ deposit: 400_000_000, rent: 'negotiable', storage: null });
  });

  it('Persian words and digits everywhere, «n از m» floors, «دارد» flags, a negotiable sale price', () => {
    const post = parseFinderPost(LOCAL_ADS.find((a) => a.finder.token === 'QmNego140')!.finder, 'QmNego140');
    expect(post).toMatchObject({ area: 140, rooms: 3, buildYear: 1401, floor: 3, totalFloors: 5, elevator: true, parking: true, storage: true, price: 'negotiable' });
  });

  it('a missing field is unknown (null), never 0 or false', () => {
    const post = parseFinderPost({ token: 'AbCd1234', category: 'apartment-sell', city: 'tehran', data: { title: 'x' } }, 'AbCd1234');
    for (const key of ['area', 'rooms', 'buildYear', 'floor', 'totalFloors', 'elevator', 'parking', 'storage', 'price', 'deposit', 'rent', 'district'] as const) {
      expect(post[key], key).toBeNull();
    }
    const old = parseFinderPost(LOCAL_ADS.find((a) => a.finder.token === 'QmOld60')!.finder, 'QmOld60');
    expect(old).toMatchObject({ rooms: 1, buildYear: null, buildYearText: 'قبل از ۱۳۷۰', floor: null, elevator: null, price: 4_200_000_000 });
    expect(post.buildYearText).toBeNull();
  });

  it('survives a body that is not what the OpenAPI says', () => {
    expect(parseFinderPost(null, 'AbCd1234')).toMatchObject({ token: 'AbCd1234', category: null, title: null });
    expect(parseFinderPost({ data: 'text' }, 'AbCd1234').area).toBeNull();
  });
});

describe('the owner read (user-post)', () => {
  const body = {
    general_data: { category_slug: 'apartment-sell', city: 'tehran', district: 'gisha', title: 'عنوان', latitude: 35.72, longitude: 51.37, location_type: 'LOCATION_TYPE_EXACT' },
    category_data: { size: 95, rooms_count: 'ROOMS_COUNT_2', year_built: 1385, floor: 3, has_elevator: true, has_warehouse: false, price: '16900000000' },
  };

  it('has the only pin; EMPTY or missing coordinates are no pin', () => {
    expect(parseUserPostPin(body)).toEqual({ latitude: 35.72, longitude: 51.37, exact: true });
    expect(parseUserPostPin({ general_data: { ...body.general_data, location_type: 'LOCATION_TYPE_APPROXIMATE' } })?.exact).toBe(false);
    expect(parseUserPostPin({ general_data: { ...body.general_data, location_type: 'LOCATION_TYPE_EMPTY' } })).toBeNull();
    expect(parseUserPostPin({ general_data: { location_type: 'LOCATION_TYPE_EXACT' } })).toBeNull();
  });

  it('reads the submit schema names of category_data', () => {
    expect(parseUserPost(body, 'QmGisha95')).toMatchObject({
      category: 'apartment-sell',
      district: 'gisha',
      area: 95,
      rooms: 2,
      buildYear: 1385,
      floor: 3,
      elevator: true,
      storage: false,
      parking: null,
      price: 16_900_000_000,
    });
  });
});
