import { describe, expect, it } from 'vitest';
import { environmentData } from '@/server/environment/environment-data';
import { amenityShare } from './market';

describe('amenityShare', () => {
  it('counts the listings that state the amenity, not every listing of the neighbourhood', () => {
    const row = environmentData().marketById.get('aboozar')!;
    expect(row.parking_n).toBeLessThan(row.n); // some of its listings (the merged 1401 crawl) do not say
    expect(amenityShare('aboozar', 'parking')).toMatchObject({ share: row.parking, listings: row.parking_n });
    // nb-c97f2c1b: 59 listings, none stating either amenity
    expect(amenityShare('nb-c97f2c1b', 'elevator')).toBeNull();
  });
});
