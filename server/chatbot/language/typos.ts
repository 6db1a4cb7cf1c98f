import 'server-only';

import { distance } from 'fastest-levenshtein';

// Small typos in the words the rules key on («قیمتس», «آپارتمن», «پارکنگ»): a word of five letters or more that is
// not itself a known word and is one edit away from exactly one cue word is read as that word. Short words are
// left alone (one edit turns most three-letter Persian words into another word).

const CUE_WORDS = [
  'آپارتمان', 'اپارتمان', 'آسانسور', 'پارکینگ', 'انباری', 'قیمت', 'قیمتش', 'اجاره', 'ودیعه', 'میلیون', 'میلیارد',
  'تومان', 'متراژ', 'خوابه', 'طبقه', 'مقایسه', 'امکانات', 'اعتبار', 'اشتراک', 'ارزیابی', 'میارزه', 'پیشنهاد',
  'بودجه', 'همکف', 'زیرزمین', 'نوساز', 'ساختمان', 'ساختمون', 'محله', 'منطقه', 'زندگی', 'ماهانه', 'ماهیانه',
  'رایگان', 'تکمیلی', 'دسترسی', 'ایستگاه', 'مستاجر', 'میانگین', 'چقدره', 'خریداری', 'فروش', 'بفروشم', 'دوخوابه',
];
const KNOWN = new Set([
  ...CUE_WORDS, 'پارک', 'قیمتها', 'قیمتی', 'آپارتمانی', 'آپارتمانهای', 'اجارش', 'اجاره‌اش', 'ماهی', 'متری', 'خوابی',
  'مترو', 'ساخت', 'ساخته', 'خونه', 'خانه', 'بخرم', 'خرید', 'رهن', 'کرایه', 'چنده', 'چقدر', 'میلیونه', 'میلیاردی',
  'تومانه', 'تومنه', 'ملیون', 'ملیارد', 'محلات', 'مناطق', 'منطقه‌ای', 'پیشنهادت', 'انبار', 'آسانسوری', 'طبقات',
  'میارزه', 'بفروشمش', 'بفروشیم', 'فروشش', 'اعتباری', 'امکاناتش', 'زندگیه',
]);
const SUFFIXES = new Set(['ا', 'اش', 'اشون', 'ها', 'هاش', 'هاشون', 'ش', 'شون', 'ی', 'ای', 'م', 'مون', 'ت', 'تون', 'ه']);
const cache = new Map<string, string>();

export function correctWord(word: string): string {
  if (word.length < 5 || KNOWN.has(word) || /\d/.test(word)) return word;
  // A cue word with a suffix of its own («قیمتاش», «آپارتمانها») is not a typo of another form.
  if (CUE_WORDS.some((cue) => word.startsWith(cue) && SUFFIXES.has(word.slice(cue.length)))) return word;
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  let best = word;
  let matches = 0;
  for (const cue of CUE_WORDS) {
    if (Math.abs(cue.length - word.length) > 1) continue;
    if (distance(cue, word) === 1) {
      if (best !== cue) matches++;
      best = cue;
    }
  }
  const out = matches === 1 ? best : word;
  if (cache.size > 5000) cache.clear();
  cache.set(word, out);
  return out;
}

export function correctTypos(tokens: readonly string[]): string[] {
  return tokens.map(correctWord);
}

/** A word the rules know (a cue word or one of its usual forms): never a place name's typo. */
export function isKnownWord(word: string): boolean {
  return KNOWN.has(word);
}
