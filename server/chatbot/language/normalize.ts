import 'server-only';

// Persian text as typed on phones and keyboards → one canonical form the rules below can match: Arabic letters
// folded to Persian (ي/ك/ة/أ), Persian and Arabic digits to Latin, diacritics and tatweel dropped, ZWNJ and the
// other joiners read as a space («می‌ارزه», «میارزه» and «می ارزه» all match `می ?ارز`), thousands separators
// between digits dropped and the Persian decimal separator («٫», or «/» between digits) read as a point.

const CHAR_MAP: Record<string, string> = {
  'ي': 'ی', 'ى': 'ی', 'ئ': 'ی', 'ك': 'ک', 'ة': 'ه', 'ۀ': 'ه', 'أ': 'ا', 'إ': 'ا', 'ٱ': 'ا', 'ؤ': 'و',
  '۰': '0', '۱': '1', '۲': '2', '۳': '3', '۴': '4', '۵': '5', '۶': '6', '۷': '7', '۸': '8', '۹': '9',
  '٠': '0', '١': '1', '٢': '2', '٣': '3', '٤': '4', '٥': '5', '٦': '6', '٧': '7', '٨': '8', '٩': '9',
  '؟': '?', '،': ',', '؛': ';', '٪': '%', '«': ' ', '»': ' ',
};
const CHAR_RE = new RegExp(`[${Object.keys(CHAR_MAP).join('')}]`, 'g');
/** Harakat, superscript alef, hamza above/below and tatweel. */
const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
/** Joiners, bidi marks and odd spaces: all read as one space (a bidi mark inside a word is never meant). */
const JOINERS = /[\u200c\u200d\u00a0\u2000-\u200b\u202f\u205f\u3000\t\r\n]/g;
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** Unicode square metres written in Latin («m2», «m²», «sqm») read as «متر». */
const LATIN_AREA = /(\d)\s*(?:m2|m²|sqm|mt)\b|\b(?:m2|m²|sqm)\b/giu;

export function normalizeText(raw: string): string {
  let s = raw.normalize('NFKC');
  s = s.replace(BIDI, '');
  s = s.replace(CHAR_RE, (c) => CHAR_MAP[c] ?? c);
  s = s.replace(DIACRITICS, '');
  s = s.replace(JOINERS, ' ');
  s = s.toLowerCase();
  s = s.replace(LATIN_AREA, (_m, d: string | undefined) => (d ? `${d} متر` : 'متر'));
  // Thousands separators between groups of three (8,000,000 and ۸٬۰۰۰٬۰۰۰); a comma before one or two digits is a
  // decimal comma («۴,۵ میلیارد»).
  s = s.replace(/\d{1,3}(?:[٬,'’]\d{3})+(?!\d)/g, (m) => m.replace(/[٬,'’]/g, ''));
  s = s.replace(/(\d)[٬,](\d{1,2})(?![\d٬,])/g, '$1.$2');
  // «٫» and «/» between digits are the decimal point as Persian keyboards type it.
  s = s.replace(/(\d)[٫/.](?=\d)/g, '$1.');
  // Digits glued to letters («۸۵متری», «ساخت۹۸») are separate words.
  s = s.replace(/(\d)(?=[^\d\s.%])/g, '$1 ').replace(/([^\d\s.])(?=\d)/g, '$1 ');
  // Punctuation is a word boundary (a point inside a number is kept).
  s = s.replace(/(?<!\d)\.|\.(?!\d)/g, ' ').replace(/[?!,;:()\[\]{}"'`~*_=+<>|\\^…٫/٬-]/g, ' ');
  // Letters repeated for emphasis («سلاااام», «خیلییییی»): three or more become one.
  s = s.replace(/([^\d\s])\1{2,}/gu, '$1');
  return s.replace(/\s+/g, ' ').trim();
}

/** The normalised text's words. */
export function tokenize(normalised: string): string[] {
  return normalised ? normalised.split(' ') : [];
}
