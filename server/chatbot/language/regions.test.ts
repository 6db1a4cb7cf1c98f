import { describe, expect, it } from 'vitest';
import { normalizeText, tokenize } from './normalize';
import { findRegions } from './regions';

const regionsOf = (text: string) => findRegions(tokenize(normalizeText(text))).map((r) => (r.negated ? `-${r.region}` : r.region));

describe('parts of the city (probe23)', () => {
  it.each([
    ['شمال شهر باشه', ['north']],
    ['یه جای جنوب شهر با ۲ میلیارد', ['south']],
    ['غرب تهران ارزونتره؟', ['west']],
    ['شرق تهرون رهن کجا خوبه', ['east']],
    ['بالا شهر گرونه', ['north']],
    ['یه خونه پایین شهر', ['south']],
    ['مرکز شهر چطوره', ['centre']],
    ['شمال غرب تهران', ['north_west']],
    // A bare side word set against a part said in full is a part too.
    ['غرب ارزونتره یا شرق تهران؟', ['west', 'east']],
    ['شمال شهر یا جنوب؟', ['north', 'south']],
    ['ویلا تو شمال', []],
    ['غرب تهران یا شرق تهران', ['west', 'east']],
    // Taken back, before or after.
    ['نه شمال شهر نه، یه جای ارزونتر', ['-north']],
    ['شمال شهر نه', ['-north']],
    // A side word that ends a neighbourhood's name, or «شمال» alone (the Caspian provinces), is no part of the city.
    ['شهرک غرب تهران چطوره', []],
    ['قیمت اجاره ویلا در شمال', []],
    ['تهرانپارس غربی', []],
  ])('%s → %j', (text, regions) => {
    expect(regionsOf(text)).toEqual(regions);
  });
});
