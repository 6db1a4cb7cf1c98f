import 'server-only';

// Number words → numbers inside a normalised sentence: «صد و پنجاه» → 150, «دو و نیم میلیارد» → 2500000000,
// «۲ میلیارد و ۵۰۰ میلیون» → 2500000000, «میلیارد و نیم» → 1500000000, and the market's shorthand «دو میلیارد و
// پانصد» (the last group counts in the unit below the scale: 2.5 billion). @persian-tools/persian-tools'
// wordsToNumber was tried first: it reads «دو و نیم میلیارد» as 2,000,000,000 and «نیم» and «یه» as 0, and only
// converts a whole string, so the span finding below would be needed anyway.

const UNITS: Record<string, number> = {
  صفر: 0, یک: 1, یه: 1, دو: 2, سه: 3, چهار: 4, چار: 4, پنج: 5, شش: 6, شیش: 6, هفت: 7, هشت: 8, نه: 9,
  ده: 10, یازده: 11, دوازده: 12, سیزده: 13, چهارده: 14, چارده: 14, پانزده: 15, پونزده: 15, شانزده: 16, شونزده: 16,
  هفده: 17, هیفده: 17, هجده: 18, هیجده: 18, نوزده: 19,
};
const TENS: Record<string, number> = { بیست: 20, سی: 30, چهل: 40, چل: 40, پنجاه: 50, شصت: 60, هفتاد: 70, هشتاد: 80, نود: 90 };
const HUNDREDS: Record<string, number> = {
  صد: 100, یکصد: 100, دویست: 200, دویس: 200, سیصد: 300, سیصت: 300, چهارصد: 400, چارصد: 400, پانصد: 500, پونصد: 500,
  ششصد: 600, شیشصد: 600, هفتصد: 700, هشتصد: 800, نهصد: 900,
};
const SCALES: Record<string, number> = { هزار: 1e3, میلیون: 1e6, ملیون: 1e6, میلیارد: 1e9, ملیارد: 1e9, بیلیون: 1e9 };
const HALF = 'نیم';

/** Words that are numbers only next to another number word, a scale or a unit («یه آپارتمان», «نه، ۹۰ متر»). */
const AMBIGUOUS = new Set(['یک', 'یه', 'نه', 'سی', 'ده', 'دو', 'شش', 'صد']);
/** What may follow a number so that an ambiguous word is read as one. */
const UNIT_AFTER =
  /^(?:متر\S*|متراژ|خوابه?|اتاق\S*|طبقه\S*|ساله?|سال\S*|تومن|تومان|ریال|میلیون\S*|ملیون|میلیارد\S*|ملیارد|هزار|تا|تایی|درصد|%|م|ماه|دقیقه|کیلومتر|نفر|ساعت)$/;

export function numberWordValue(word: string): number | undefined {
  return UNITS[word] ?? TENS[word] ?? HUNDREDS[word];
}

const isDigits = (w: string) => /^\d+(?:\.\d+)?$/.test(w);
const isNumberWord = (w: string) => numberWordValue(w) !== undefined || w in SCALES || w === HALF;

// «دوخوابه», «سه‌خوابه» (after normalisation «سه خوابه»), «هشتادوپنج», «صدوپنجاه»: glued forms split into words.
const GLUED_SUFFIX = /^(.+?)(خوابه|خواب|اتاقه|طبقه|ساله|متری|متره|تایی)$/;
const GLUED_AND = /^(.+?)و(.+)$/;

function splitGlued(word: string, index: number, tokens: readonly string[]): string[] {
  // «پانصده», «میلیونه», «میلیارده»: the colloquial «is» glued to a number word.
  // «میلیاردی», «میلیونی» (a «۴ میلیاردی» flat) the same.
  if ((word.endsWith('ه') || word.endsWith('ی')) && !isNumberWord(word)) {
    const stem = word.slice(0, -1);
    if (stem in HUNDREDS || stem in TENS || stem in SCALES) return [stem];
    // «هشتاد و هشته»: a unit only as the last part of a compound, since alone «هفته», «شیشه», «پنجه» are words.
    if (word.endsWith('ه') && stem in UNITS && tokens[index - 1] === 'و' && numberWordValue(tokens[index - 2] ?? '') !== undefined) return [stem];
  }
  const suffix = GLUED_SUFFIX.exec(word);
  if (suffix && numberWordValue(suffix[1]) !== undefined) return [suffix[1], suffix[2]];
  if (!(word in UNITS) && !(word in TENS) && !(word in HUNDREDS)) {
    const and = GLUED_AND.exec(word);
    if (and && numberWordValue(and[1]) !== undefined && (numberWordValue(and[2]) !== undefined || and[2] === HALF)) return [and[1], 'و', and[2]];
  }
  return [word];
}

interface Parsed {
  value: number;
  end: number;
  words: number;
}

/** Reads one number phrase starting at tokens[i] (digits and/or words), or null. */
function parseAt(tokens: string[], i: number): Parsed | null {
  let total = 0;
  let group = 0;
  let groupHasValue = false;
  let lastScale = 0;
  let afterAnd = false;
  let groupAfterAnd = false;
  let wordCount = 0;
  let consumed = 0;
  let j = i;
  // Within a group, the smallest place filled so far (100s, 10s, 1s) so «بیست پنج» or «۸۵ ۲» are two numbers.
  let place = Infinity;
  for (; j < tokens.length; j++) {
    const w = tokens[j];
    if (w === 'و') {
      const next = tokens[j + 1];
      if (consumed > 0 && next !== undefined && (isNumberWord(next) || isDigits(next))) {
        afterAnd = true;
        continue;
      }
      break;
    }
    if (isDigits(w)) {
      const v = Number(w);
      if (groupHasValue && !afterAnd) break;
      if (groupHasValue && v >= place) break;
      if (!groupHasValue && lastScale && !afterAnd) break;
      groupAfterAnd = afterAnd && lastScale > 0;
      group += v;
      groupHasValue = true;
      place = v >= 100 ? 100 : v >= 10 ? 10 : 1;
      afterAnd = false;
      consumed++;
      continue;
    }
    const small = numberWordValue(w);
    if (small !== undefined) {
      const p = small >= 100 ? 100 : small >= 10 ? 10 : 1;
      if (groupHasValue && (p >= place || (!afterAnd && !(place === 100 && p < 100)))) break;
      if (!groupHasValue && lastScale && !afterAnd) break;
      groupAfterAnd = groupHasValue ? groupAfterAnd : afterAnd && lastScale > 0;
      group += small;
      groupHasValue = true;
      place = small >= 10 && small < 20 ? 1 : p;
      afterAnd = false;
      consumed++;
      wordCount++;
      continue;
    }
    if (w === HALF) {
      if (afterAnd && groupHasValue) group += 0.5;
      else if (afterAnd && lastScale) total += 0.5 * lastScale;
      else if (!groupHasValue && !lastScale) {
        group = 0.5;
        groupHasValue = true;
      } else break;
      place = 0;
      afterAnd = false;
      consumed++;
      wordCount++;
      continue;
    }
    const scale = SCALES[w];
    if (scale !== undefined) {
      if (lastScale && scale >= lastScale && !groupHasValue) break;
      total += (groupHasValue ? group : 1) * scale;
      group = 0;
      groupHasValue = false;
      groupAfterAnd = false;
      place = Infinity;
      lastScale = scale;
      afterAnd = false;
      consumed++;
      wordCount++;
      continue;
    }
    break;
  }
  if (afterAnd) j--; // a trailing «و» belongs to the sentence
  if (consumed === 0) return null;
  if (groupHasValue) {
    // «دو میلیارد و پانصد»: a bare group after a scale of a million or more counts in the unit below it.
    total += groupAfterAnd && lastScale >= 1e6 && group < 1000 ? group * (lastScale / 1000) : group;
  }
  return { value: total, end: j, words: wordCount };
}

function formatValue(v: number): string {
  if (Number.isInteger(v)) return String(v);
  return String(Math.round(v * 1e6) / 1e6);
}

/**
 * Rewrites the number phrases of normalised tokens as digit tokens. A lone ambiguous word («یه», «نه», «سی») stays a
 * word unless a unit or scale follows it.
 */
export function numeralize(tokens: readonly string[]): string[] {
  const words = tokens.flatMap((w, i) => splitGlued(w, i, tokens));
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    const w = words[i];
    if (!isNumberWord(w) && !isDigits(w)) {
      out.push(w);
      i++;
      continue;
    }
    const parsed = parseAt(words, i);
    if (!parsed || parsed.end === i) {
      out.push(w);
      i++;
      continue;
    }
    const span = words.slice(i, parsed.end);
    const next = words[parsed.end];
    const lone = span.length === 1;
    if (lone && isDigits(w)) {
      // kept as typed: «۰۳» is a year, not 3
      out.push(w);
      i++;
      continue;
    }
    if (lone && AMBIGUOUS.has(w) && !(next !== undefined && UNIT_AFTER.test(next))) {
      out.push(w);
      i++;
      continue;
    }
    if (lone && w === HALF && !(next !== undefined && UNIT_AFTER.test(next))) {
      out.push(w);
      i++;
      continue;
    }
    if (lone && w in SCALES) {
      // A scale alone is a unit word («۴۰۰ میلیون» is read from its digits; «میلیون» alone stays a word).
      out.push(w);
      i++;
      continue;
    }
    out.push(formatValue(parsed.value));
    i = parsed.end;
  }
  return out;
}
