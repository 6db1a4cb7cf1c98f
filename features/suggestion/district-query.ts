import { placeNameKey } from '@/lib/fa/name-key';

const DISTRICT_WORD = 'منطقه';

/**
 * Whether Tehran district `district` answers what was typed in a district picker: «منطقه ۵», «منطقهٔ ۵», «5» and
 * «۵» all find district 5 (folded as place names are: the hamza, spaces, the digit script and Arabic letters don't
 * matter), and a number typed so far finds the districts it begins (1 → 1, 10–19).
 */
export function districtMatches(district: number, typed: string): boolean {
  // The place catalogue's folding: Latin digits, no hamza or other diacritics, no spaces or ZWNJ, Persian letters.
  const key = placeNameKey(typed);
  const digits = key.replace(/\D/g, '');
  const words = key.replace(/\d/g, '');
  if (words && !DISTRICT_WORD.startsWith(words)) return false;
  return !digits || String(district).startsWith(digits);
}
