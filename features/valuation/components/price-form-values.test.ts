import { describe, expect, it } from 'vitest';
import type { ValuationInputs, ValuationPlace } from '@/lib/contracts/valuation';
import { priceFormValuesOf, sameHomeLinksOfValuation } from '@/lib/same-home';
import { linkedDepositQuery, linkedPropertyValues, withoutLinkedProperty } from './price-form-values';

describe('linkedDepositQuery', () => {
  it('carries a rent card\'s deposit to the rent result, and nothing else', () => {
    expect(linkedDepositQuery('rent', '?neighbourhood=amiriyeh&kind=rent&deposit=800000000')).toBe('&deposit=800000000');
    // A sale valuation has no slider; junk, a negative or a fraction leaves the slider's default.
    expect(linkedDepositQuery('sale', '?deposit=800000000')).toBe('');
    for (const junk of ['-5', '8e8', '1.5', '۸۰۰', '', 'abc']) expect(linkedDepositQuery('rent', `?deposit=${encodeURIComponent(junk)}`)).toBe('');
    expect(linkedDepositQuery('rent', '?kind=rent')).toBe('');
  });
});

describe('linkedPropertyValues (a link\'s property, field by field through the form\'s contract)', () => {
  it('a result\'s link to the same home, round trip: the form\'s text a plain click\'s draft would give', async () => {
    const inputs: ValuationInputs = { latitude: 35.78, longitude: 51.37, neighbourhood: null, area: 85.5, rooms: 2, build_year: 1398, floor: -1, total_floors: 5, elevator: true, parking: false, storage: true, postal_code: '1234567890' };
    const place: ValuationPlace = { city: 'تهران', district: 2, district_name: 'منطقه ۲', neighbourhood: { id: 'saadat-abad', name: 'سعادت آباد', slug: null }, latitude: 35.78, longitude: 51.37 };
    for (const kind of ['sale', 'rent'] as const) {
      const [link] = sameHomeLinksOfValuation({ kind, inputs, place });
      expect(await linkedPropertyValues(new URL(link.href, 'https://x').search)).toEqual(priceFormValuesOf(inputs));
    }
  });

  it('keeps each field the contract accepts and drops each it refuses, without failing the rest', async () => {
    // A result's link to the same home, hand-edited or cut short: out of range, not a number, a fractional floor, a
    // building of 999 floors, an amenity neither yes nor no, and blanks.
    const search = '?kind=rent&area=5&rooms=abc&build_year=1398&floor=2.5&total_floors=999&elevator=1&parking=maybe&storage=0&from=report';
    expect(await linkedPropertyValues(search)).toEqual({ build_year: '1398', elevator: true, storage: false });
    expect(await linkedPropertyValues('?area=&floor=%20&total_floors=')).toEqual({});
    // Each of the same-home link's fields on its own (a card carries none of the floors or the storage).
    expect(await linkedPropertyValues('?floor=-1')).toEqual({ floor: '-1' });
    expect(await linkedPropertyValues('?total_floors=12')).toEqual({ total_floors: '12' });
    expect(await linkedPropertyValues('?storage=true')).toEqual({ storage: true });
    expect(await linkedPropertyValues('?area=۸۵٫۵')).toEqual({ area: '85.5' });
  });

  it('the address without them once they are in the form: the place, the deal type and a rent card\'s deposit stay', () => {
    expect(withoutLinkedProperty('https://x/price?kind=rent&neighbourhood=a&name=b&at=35.7%2C51.3&area=85&rooms=2&build_year=1398&floor=1&total_floors=5&elevator=1&parking=0&storage=1&from=report')).toBe(
      '/price?kind=rent&neighbourhood=a&name=b&at=35.7%2C51.3',
    );
    expect(withoutLinkedProperty('https://x/price?kind=rent&area=70&deposit=800000000')).toBe('/price?kind=rent&deposit=800000000');
    expect(withoutLinkedProperty('https://x/price')).toBe('/price');
  });
});
