// Mirrors ml/common.py (display_name / name_key): the catalogue's keys were produced by the Python side,
// so both must fold names identically. Plain functions, so the client folds what users type the same way.
const CHAR_MAP: Record<string, string> = {
  'ي': 'ی', 'ى': 'ی', 'ئ': 'ی', 'ك': 'ک', 'ة': 'ه', 'ۀ': 'ه', 'أ': 'ا', 'إ': 'ا', 'ٱ': 'ا',
  '۰': '0', '۱': '1', '۲': '2', '۳': '3', '۴': '4', '۵': '5', '۶': '6', '۷': '7', '۸': '8', '۹': '9',
  '٠': '0', '١': '1', '٢': '2', '٣': '3', '٤': '4', '٥': '5', '٦': '6', '٧': '7', '٨': '8', '٩': '9',
};
const CHAR_RE = new RegExp(`[${Object.keys(CHAR_MAP).join('')}]`, 'g');
const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
const SEPARATORS = /[\u200c\u200d\u200e\u200f\u00a0\s\-_،,.()]+/g;

/** Options: keepTehran keeps a final «تهران» that belongs to the name (Divar's lake «آبشار تهران»). */
export interface NameKeyOptions {
  keepTehran?: boolean;
}

/** Readable normalised form: Persian ی/ک, single spaces, no trailing "تهران" (unless keepTehran). */
export function normalizePersianName(raw: string, opts: NameKeyOptions = {}): string {
  let s = String(raw).replace(CHAR_RE, (c) => CHAR_MAP[c] ?? c);
  s = s.replace(DIACRITICS, '');
  s = s.replace(/[\u200c\u200d]/g, '\u200c');
  s = s.replace(/[\u00a0\s]+/g, ' ').trim();
  if (!opts.keepTehran) {
    s = s.replace(/[،,]\s*تهران$/u, '').trim();
    s = s.replace(/\s+تهران$/u, '').trim();
    // «تهران - ونک», «تهران، جردن»: the city before a separator, as Divar writes «شهر ری - …» (not «تهران نو»,
    // «تهرانپارس», which have none).
    s = s.replace(/^تهران\s*[-–—:،,]\s*/u, '').trim();
  }
  s = s.replace(/^[ ،,-]+|[ ،,-]+$/g, '');
  return s;
}

/** Matching key: every separator (space, ZWNJ, dash) removed and آ folded to ا. */
export function placeNameKey(raw: string, opts: NameKeyOptions = {}): string {
  return normalizePersianName(raw, opts).replace(/آ/g, 'ا').replace(SEPARATORS, '');
}
