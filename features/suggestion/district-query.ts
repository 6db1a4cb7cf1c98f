import { toLatinDigits } from '@/lib/fa/digits';

const DISTRICT_WORD = 'منطقه';

/**
 * Whether Tehran district `district` answers what was typed in a district picker: «منطقه ۵», «منطقهٔ ۵», «5» and
 * «۵» all find district 5 (the hamza, spaces, the digit script and Arabic letters don't matter), and a number
 * typed so far finds the districts it begins (1 → 1, 10–19).
 */
export function districtMatches(district: number, typed: string): boolean {
  const key = toLatinDigits(typed)
    .replace(/[\u0654\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\s\u200c\u200d]/g, '')
    .replace(/ي/g, 'ی')
    .replace(/[ةۀ]/g, 'ه');
  const digits = key.replace(/\D/g, '');
  const words = key.replace(/\d/g, '');
  if (words && !DISTRICT_WORD.startsWith(words)) return false;
  return !digits || String(district).startsWith(digits);
}
