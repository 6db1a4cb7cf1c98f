import { describe, expect, it } from 'vitest';
import { jalaliBuildYear, extractAmenities } from './slots';
import { understand } from './understand';

// 1405-09 in Tehran: two-digit years up to 05 are 1400s, the rest 1300s.
const NOW = new Date('2026-11-26T12:00:00Z');
const slotsOf = (text: string) => {
  const u = understand(text, NOW);
  const places = u.places.map((p) => (p.type === 'neighbourhood' ? p.id : `district:${p.district}`));
  return { ...u.slots, ...(places.length ? { places } : {}), ...(u.unassignedMoney.length ? { money: u.unassignedMoney.map((m) => m.value) } : {}) };
};

describe('slot extraction', () => {
  it.each([
    ['یه آپارتمان ۸۵ متری دوخوابه تو سعادت‌آباد، ساخت ۹۸، چند می‌ارزه؟', { area: 85, rooms: 2, build_year: 1398, places: ['saadat-abad'] }],
    ['رهن کامل یه واحد ۷۰ متری تو پونک چقدره؟', { area: 70, full_deposit: true, places: ['poonak'] }],
    ['با ۲۰۰ میلیون رهن اجاره‌اش چقدر میشه؟', { deposit: 200_000_000 }],
    ['با ۴ میلیارد کجا می‌تونم ۸۰ متر بخرم؟', { area: 80, money: [4_000_000_000] }],
    ['نه، ۹۰ متر', { area: 90 }],
    ['رهن ۳۰۰ اجاره ۱۵', { deposit: 300_000_000, rent: 15_000_000 }],
    ['۳۰۰ رهن، ۱۵ اجاره', { deposit: 300_000_000, rent: 15_000_000 }],
    ['با ۲۰۰ میلیون ودیعه و ۱۲ میلیون اجاره ماهیانه', { deposit: 200_000_000, rent: 12_000_000 }],
    ['بودجه ۴۰ میلیارد ریال', { budget: 4_000_000_000 }],
    ['طبقه سوم', { floor: 3 }],
    ['طبقه‌ی ۶', { floor: 6 }],
    ['سومین طبقه', { floor: 3 }],
    ['همکف', { floor: 0 }],
    ['زیرزمین', { floor: -1 }],
    // «۵ طبقه» is the building's height, never the flat's floor; «از ۵» and «۳/۵» say both.
    ['ساختمان ۵ طبقه', { total_floors: 5 }],
    ['طبقه ۳ از ۵', { floor: 3, total_floors: 5 }],
    ['طبقهٔ سوم یک ساختمان ۵ طبقه', { floor: 3, total_floors: 5 }],
    ['طبقه ۳/۵', { floor: 3, total_floors: 5 }],
    ['طبقه ششم از ۱۰ طبقه', { floor: 6, total_floors: 10 }],
    ['تعداد طبقات ساختمان ۸ است', { total_floors: 8 }],
    ['ساختمون ۴ طبقه‌ست، ما طبقه دومیم', { floor: 2, total_floors: 4 }],
    ['طبقه آخر یه ساختمون ۶ طبقه', { floor: 6, total_floors: 6 }],
    ['ساختمان ۵ طبقه ۱۰ واحدیه', { total_floors: 5 }],
    ['زیرزمینه', { floor: -1 }],
    ['طبقه ۶ از ۵', { floor: 6 }],
    ['۱۰ ساله', { age: 10 }],
    ['۱۰ سال ساخت', { age: 10 }],
    ['نوساز', { age: 0 }],
    ['سال ساخت ۱۴۰۲', { build_year: 1402 }],
    ['ساخت ۰۳', { build_year: 1403 }],
    ['ساخت 2019', { build_year: 1398 }],
    ['تک خوابه', { rooms: 1 }],
    ['۳ اتاق خواب', { rooms: 3 }],
    ['منطقه ۵', { places: ['district:5'] }],
    ['منطقه بیست و دو', { places: ['district:22'] }],
    ['خونه ۸۰ متری سادت آباد', { area: 80, places: ['saadat-abad'] }],
    // Part 2: a sound-alike letter or two swapped letters in a name after a place cue.
    ['یه ۶۰ متری تو نارمگ', { area: 60, places: ['narmak'] }],
    ['قیمت هر متر در نیاوارن', { places: ['niavaran'] }],
    // The colloquial «is» glued on, «X بود نه Y», «ماهی ۱۰ تا», a year before «ساخته شده», any form of «گذشتن».
    ['طبقه چهارمه', { floor: 4 }],
    ['همکفه', { floor: 0 }],
    ['منظورم سه خوابه بود نه دو خوابه', { rooms: 3 }],
    ['۹۰ متره نه ۸۰ متر', { area: 90 }],
    ['ماهی ۱۰ تا میتونم بدم', { rent: 10_000_000 }],
    ['ساختمان ۱۳۹۶ ساخته شده', { build_year: 1396 }],
    ['۵ سال از ساختش می‌گذرد', { age: 5 }],
    // Finglish: the domain's words and a neighbourhood's Latin slug.
    ['apartment 90 metri too vanak chande', { area: 90, places: ['vanak'] }],
    ['gheymat khoone 2 khabe saadat abad', { rooms: 2, places: ['saadat-abad'] }],
    ['قیمت اپارتمان در پاسدارن', { places: ['pasdaran'] }],
    ['منظورم ظفر بود نه میرداماد', { places: ['zafar'] }],
  ])('%s', (text, expected) => {
    expect(slotsOf(text)).toEqual(expected);
  });

  it('reads amenities with their negation, in chains and across clauses', () => {
    expect(extractAmenities('بدون آسانسور')).toEqual({ elevator: false });
    expect(extractAmenities('با پارکینگ و انباری')).toEqual({ parking: true, storage: true });
    expect(extractAmenities('پارکینگ و انباری نداره')).toEqual({ parking: false, storage: false });
    expect(extractAmenities('آسانسور داره ولی پارکینگ نداره')).toEqual({ elevator: true, parking: false });
    expect(extractAmenities('اگه پارکینگ نداشته باشه چی')).toEqual({ parking: false });
    expect(extractAmenities('آسانسور پارکینگ انباری')).toEqual({ elevator: true, parking: true, storage: true });
    expect(extractAmenities('بی پارکینگ')).toEqual({ parking: false });
    expect(extractAmenities('آسانسور هم داره')).toEqual({ elevator: true });
  });

  it('takes two-digit Jalali years to this century or the last, and Gregorian years to Jalali', () => {
    expect(jalaliBuildYear('98', NOW)).toBe(1398);
    expect(jalaliBuildYear('04', NOW)).toBe(1404);
    expect(jalaliBuildYear('06', NOW)).toBe(1306);
    expect(jalaliBuildYear('1390', NOW)).toBe(1390);
    expect(jalaliBuildYear('1410', NOW)).toBeNull();
    expect(jalaliBuildYear('2020', NOW)).toBe(1399);
    expect(jalaliBuildYear('1250', NOW)).toBeNull();
  });

  it('does not read a number as a detail without the word that names it', () => {
    expect(slotsOf('۸۵')).toEqual({});
    expect(slotsOf('قیمت پژو ۲۰۶')).toEqual({});
    // «سی متری جی» is a neighbourhood, not 30 m²
    const named = slotsOf('قیمت خونه تو سی متری جی');
    expect(named.area).toBeUndefined();
    expect(named.places).toHaveLength(1);
  });
});

describe('a place taken back with «نه»', () => {
  const placesOf = (text: string) => understand(text, NOW).places.map((p) => p.name);
  it.each([
    // A «نه» closed by a comma takes back the place before it …
    ['نه، تو پونک نه، تو شهران جنوبی', ['شهران جنوبی']],
    ['پونک نه، ونک', ['ونک']],
    // … and one before the place, even with «تو» between, takes back the place after it.
    ['تو ونک، نه تو پونک', ['ونک']],
    ['منظورم ظفر بود نه میرداماد', ['ظفر']],
  ])('%s', (text, expected) => {
    expect(placesOf(text)).toEqual(expected);
  });
});

describe('a deposit or rent set by a verb', () => {
  it.each([
    // The role word is the verb's object, even with another role word right after the amount.
    ['اگه ودیعه رو بکنم ۷۰۰ میلیون، اجاره ماهانه چقدر میشه؟', { deposit: 700_000_000 }],
    ['اگه رهنو بذارم ۵۰۰ چی؟', { deposit: 500_000_000 }],
    ['اجاره رو بدم ۱۵ میلیون رهن چقدر میشه', { rent: 15_000_000 }],
  ])('%s', (text, expected) => {
    expect(slotsOf(text)).toEqual(expected);
  });
});

describe('a detail\'s number before a money word (chat19)', () => {
  it.each([
    // The floor or the year was also read as the market's shorthand for the money word after it: a rent of 3 million,
    // a deposit of 2 billion, a rent of 95 million — and the answer set «the rent you said» against the usual one.
    ['طبقه ۳ اجاره چنده', { floor: 3 }],
    ['ساخت ۹۵ اجاره چنده', { build_year: 1395 }],
    ['واحد طبقه ۲ رهن چنده', { floor: 2 }],
    ['طبقه‌ی ۴ رهن چند', { floor: 4 }],
    ['طبقه ۳ از ۵ اجاره چنده', { floor: 3, total_floors: 5 }],
    // Money said with its own word is still money.
    ['اجاره ۱۵ تومن طبقه ۳', { floor: 3, rent: 15_000_000 }],
    ['طبقه ۲ رهن ۳۰۰', { floor: 2, deposit: 300_000_000 }],
    // A money word's amount with «طبقه» and the floor after it is money, not a building of 15 floors (chat20).
    ['رهن ۳۰۰ اجاره ۱۵ طبقه ۲', { floor: 2, deposit: 300_000_000, rent: 15_000_000 }],
    ['ودیعه ۵۰۰ اجاره ۱۰ طبقه سوم', { floor: 3, deposit: 500_000_000, rent: 10_000_000 }],
    // With no floor after «طبقه», still the building's floors.
    ['ساختمان ۵ طبقه اجاره ۱۵', { total_floors: 5, rent: 15_000_000 }],
  ])('%s', (text, expected) => {
    expect(slotsOf(text)).toEqual(expected);
  });
});

describe('a money word after «بیشتر» or «بذار رو» (chat19)', () => {
  it.each([
    // Both were a budget: the deposit weighed against a rent was read as money to buy with.
    ['صاحبخونه میگه ۵۰ میلیون بذار رو رهن یا ماهی ۳ تومن بیشتر بده، کدومش به صرفه تره؟', { deposit: 50_000_000, rent: 3_000_000 }],
    ['۱۰۰ میلیون بیشتر رهن بدم یا ماهی ۲ میلیون بیشتر اجاره؟ کدوم بهتره', { deposit: 100_000_000, rent: 2_000_000 }],
  ])('%s', (text, expected) => {
    expect(slotsOf(text)).toEqual(expected);
  });
});
