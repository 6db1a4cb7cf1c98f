import { describe, expect, it } from 'vitest';
import type { ValuationComparable } from '@/lib/contracts/valuation';
import { comparablesDifferenceNote, comparablesOriginNote, estimateBasis, missingStatsText, olderFlatText, thinSupportText } from './estimate-basis';

const row = (id: string): ValuationComparable => ({
  neighbourhood: { id, name_fa: id },
  area: 80,
  build_year: 1390,
  rooms: null,
  floor: null,
  elevator: null,
  parking: null,
  distance_km: null,
  listing_month: '1400-04',
  source: 'دیوار',
  deposit: 100_000_000,
  monthly_rent: 5_000_000,
  price_per_m2: 3_000_000,
  adjusted_to_price_date: 260_000_000,
});

/** A two-room third-floor flat of this area and build year, as the result page's inputs give it. */
const flat = (area: number, build_year: number) => ({ area, build_year, rooms: 2, floor: 3 });

describe('what a valuation rests on', () => {
  it('counts the neighbourhood listings, or says there are none instead of «۰ آگهی»', () => {
    expect(estimateBasis(1234)).toBe('بر پایهٔ ۱٬۲۳۴ آگهی در این محله');
    expect(estimateBasis(0)).toBe('از این محله آگهی قابل اتکایی نداریم؛ برآورد بر پایهٔ آگهی‌های منطقه و محله‌های نزدیک است');
  });

  it('notes comparables from other neighbourhoods only when there are some', () => {
    expect(comparablesOriginNote([row('a'), row('a')], 'a', 40)).toBeNull();
    expect(comparablesOriginNote([row('a'), row('b')], 'a', 3)).toContain('محله‌های نزدیک هم آمده‌اند');
    expect(comparablesOriginNote([row('b')], 'a', 0)).toContain('از این محله آگهی قابل اتکایی نداریم');
  });

  it('says why a flat unlike the model\'s listings is rated low, naming how few are like it', () => {
    expect(thinSupportText('sale', flat(100, 1395), { similar_area: 15644, similar_build_year: 9300, similar_area_in_neighbourhood: 40 })).toBeNull();
    expect(thinSupportText('sale', flat(100, 1395), null)).toBeNull();
    expect(thinSupportText('sale', flat(2000, 1395), { similar_area: 3, similar_build_year: 9300, similar_area_in_neighbourhood: 40 })).toBe(
      'از آگهی‌های فروش تهران که مدل از آن‌ها آموخته، تنها ۳ آگهی با متراژی نزدیک به ۲٬۰۰۰ متر مربع (±۲۰٪) هست؛ ' +
        'برآورد چنین ملکی از روی ملک‌های دیگر است و درستی بازهٔ ۸۰٪ برای آن سنجیده نشده، پس اطمینان آن پایین است.',
    );
    expect(thinSupportText('rent', flat(15, 1330), { similar_area: 0, similar_build_year: 0, similar_area_in_neighbourhood: 0 })).toBe(
      'از آگهی‌های اجارهٔ تهران که مدل از آن‌ها آموخته، هیچ آگهی‌ای با متراژی نزدیک به ۱۵ متر مربع (±۲۰٪) نیست و هیچ آگهی‌ای ساخت ۱۳۲۸ تا ۱۳۳۲ نیست؛ ' +
        'برآورد چنین ملکی از روی ملک‌های دیگر است و درستی بازهٔ ۸۰٪ برای آن سنجیده نشده، پس اطمینان آن پایین است.',
    );
  });

  it('names a room count or a floor the sale listings hardly have', () => {
    const common = { similar_area: 15644, similar_build_year: 9300, similar_area_in_neighbourhood: 40 };
    expect(thinSupportText('sale', flat(100, 1395), { ...common, similar_rooms: 15000, similar_floor: 9000 })).toBeNull();
    expect(thinSupportText('sale', { ...flat(300, 1395), rooms: 6, floor: 38 }, { ...common, similar_rooms: 4, similar_floor: 2 })).toBe(
      'از آگهی‌های فروش تهران که مدل از آن‌ها آموخته، تنها ۴ آگهی ۶ خوابه هست و تنها ۲ آگهی در طبقهٔ ۳۶ تا ۴۰ هست؛ ' +
        'برآورد چنین ملکی از روی ملک‌های دیگر است و درستی بازهٔ ۸۰٪ برای آن سنجیده نشده، پس اطمینان آن پایین است.',
    );
    expect(thinSupportText('sale', { ...flat(40, 1395), rooms: 0, floor: -2 }, { ...common, similar_rooms: 0, similar_floor: 3 })).toBe(
      'از آگهی‌های فروش تهران که مدل از آن‌ها آموخته، هیچ آگهی‌ای بدون اتاق خواب نیست و تنها ۳ آگهی در طبقهٔ منفی ۴ تا ۰ هست؛ ' +
        'برآورد چنین ملکی از روی ملک‌های دیگر است و درستی بازهٔ ۸۰٪ برای آن سنجیده نشده، پس اطمینان آن پایین است.',
    );
  });

  it('names the older flat the model values far above a newer one', () => {
    const support = { similar_area: 15644, similar_build_year: 7000, similar_area_in_neighbourhood: 200 };
    expect(olderFlatText(support)).toBeNull();
    expect(olderFlatText(null)).toBeNull();
    expect(olderFlatText({ ...support, older_flat: { build_year: 1393, total: 16_600_000_000 } })).toBe(
      'مدل همین ملک را با سال ساخت ۱۳۹۳ حدود ۱۶٫۶ میلیارد تومان برآورد می‌کند، بسیار بیشتر از این ملک نوسازتر؛ ' +
        'در داده‌های این محله آگهی‌های نوساز ارزان‌تر از ساختمان‌های قدیمی‌ترند، پس اطمینان این برآورد پایین است و شاید بسیار کمتر از ارزش ملک باشد.',
    );
  });

  it('says when the flat lacks an amenity most comparables have, and which way the estimate goes', () => {
    // Punak, 85 m² without parking, at Mordad 1405: 21.1 billion against listings with parking worth 23–28 billion.
    const withParking = (adjusted: number): ValuationComparable => ({ ...row('poonak'), area: 87, elevator: true, parking: true, adjusted_to_price_date: adjusted });
    const comps = [withParking(27_600_000_000), withParking(23_600_000_000), withParking(27_300_000_000), { ...withParking(26_100_000_000), parking: false }];
    const punak = { parking: false, elevator: true };
    const perM2 = (total: number, area = 85) => Math.round(total / area);
    expect(comparablesDifferenceNote(punak, comps, perM2(21_144_000_000))).toBe(
      'بیشتر این آگهی‌ها پارکینگ دارند و این ملک ندارد؛ مدل این تفاوت را در برآورد آورده است و برای همین برآورد هر متر این ملک از بیشتر آن‌ها کمتر است.',
    );
    expect(comparablesDifferenceNote({ ...punak, parking: true }, comps, perM2(26_000_000_000))).toBeNull();
    // The base report's five: three with parking are already most of them; two of four are not.
    const five = [...comps.slice(0, 2), { ...comps[0], parking: false }, { ...comps[0], parking: false }, comps[2]];
    expect(comparablesDifferenceNote(punak, five, perM2(21_144_000_000))).toContain('بیشتر این آگهی‌ها پارکینگ دارند');
    expect(comparablesDifferenceNote(punak, five.slice(0, 4), perM2(21_144_000_000))).toBeNull();
    // Unknown amenities say nothing; an amenity the flat has and most lack is said too.
    expect(comparablesDifferenceNote(punak, [row('a'), row('a'), row('a')], perM2(20_000_000_000))).toBeNull();
    const bare = comps.map((c) => ({ ...c, parking: false, elevator: false }));
    expect(comparablesDifferenceNote({ parking: true, elevator: true }, bare, perM2(26_000_000_000, 87))).toBe(
      'این ملک پارکینگ و آسانسور دارد و بیشتر این آگهی‌ها ندارند؛ مدل این تفاوت را در برآورد آورده است.',
    );
  });

  it('says why the neighbourhood statistics are missing', () => {
    expect(missingStatsText(0)).toBe('آمار قیمت این محله در دسترس نیست: آگهی قابل اتکایی از آن نداریم.');
    expect(missingStatsText(3)).toBe('آمار قیمت این محله در دسترس نیست: کمتر از ۵ آگهی از آن داریم.');
  });
});
