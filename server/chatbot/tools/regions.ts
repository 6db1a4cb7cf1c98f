import 'server-only';

import { toPersianDigits } from '@/lib/fa/digits';
import type { RegionId } from '../language/regions';
import { persianList } from '@/lib/fa/list';

// The parts of the city people search in («شمال شهر», «غرب تهران») as districts. No catalogue holds them (the
// municipality's 22 districts are the smallest official unit above a neighbourhood), so each is the districts that
// lie there by their polygons' centres (server/places/data/places.json): the five parts split the 22 districts, and
// the four corners are the districts at both edges. Every answer says which districts it took («شمال تهران
// (منطقه‌های ۱، ۲ و ۳)»), so a reader who draws the line elsewhere sees it.

const REGIONS: Record<RegionId, { name: string; districts: readonly number[] }> = {
  north: { name: 'شمال تهران', districts: [1, 2, 3] },
  east: { name: 'شرق تهران', districts: [4, 8, 13, 14] },
  west: { name: 'غرب تهران', districts: [5, 9, 21, 22] },
  centre: { name: 'مرکز تهران', districts: [6, 7, 10, 11, 12] },
  south: { name: 'جنوب تهران', districts: [15, 16, 17, 18, 19, 20] },
  north_west: { name: 'شمال غرب تهران', districts: [2, 5, 22] },
  north_east: { name: 'شمال شرق تهران', districts: [1, 3, 4] },
  south_west: { name: 'جنوب غرب تهران', districts: [9, 17, 18] },
  south_east: { name: 'جنوب شرق تهران', districts: [14, 15] },
};

/** A part of the city: its name as the chat says it and the districts it is read as. */
export function regionDistricts(region: RegionId): { name: string; districts: readonly number[] } {
  return REGIONS[region];
}

/** «منطقه‌های ۱، ۲ و ۳». */
export function districtsWords(districts: readonly number[]): string {
  const n = districts.map((d) => toPersianDigits(d));
  return `منطقه‌های ${persianList(n)}`;
}

/** «شمال تهران (منطقه‌های ۱، ۲ و ۳)»: the part and the districts it was read as. */
export function regionWords(region: RegionId): string {
  const r = regionDistricts(region);
  return `${r.name} (${districtsWords(r.districts)})`;
}
