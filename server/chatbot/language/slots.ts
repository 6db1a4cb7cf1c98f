import 'server-only';

import { PROPERTY_RANGES } from '@/lib/contracts/valuation';
import { jalaliYear } from '@/lib/fa/jalali';
import { numberWordValue } from './numbers';

// Slot extraction over a normalised sentence whose number words are digits (numeralize). Every rule reads a value
// next to the word that names it («۸۵ متری», «ساخت ۹۸», «طبقه سوم», «رهن ۲۰۰ میلیون»), so a number is never
// taken for a slot without that word.

export interface Amenities {
  elevator?: boolean;
  parking?: boolean;
  storage?: boolean;
}

export interface ExtractedSlots extends Amenities {
  area?: number;
  rooms?: number;
  build_year?: number;
  age?: number;
  floor?: number;
  /** the building's floors («طبقه ۳ از ۵», «ساختمان ۵ طبقه») */
  total_floors?: number;
  budget?: number;
  deposit?: number;
  rent?: number;
  /** «رهن کامل»: the whole price paid as deposit, no monthly rent. */
  full_deposit?: boolean;
}

/** Money amounts whose role (deposit, rent, budget) the sentence does not say: the dialogue decides from its intent. */
export interface UnassignedMoney {
  value: number;
  /** the amount had no unit at all («۳۰۰ پیش»): the value is still in the market's shorthand */
  bare: boolean;
  /**
   * «اگه ۵۰۰ بدم», «۳ تا دارم»: a bare number with only a paying verb to say it is money — the number as said (no
   * scale), which only the conversation can read (a deposit when renting, a budget when buying; asked otherwise).
   */
  said?: number;
}

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const S = String.raw`(?:^|\s)`;
const E = String.raw`(?=\s|$)`;

function firstMatch(text: string, patterns: RegExp[]): RegExpExecArray | null {
  let best: RegExpExecArray | null = null;
  for (const p of patterns) {
    const m = p.exec(text);
    if (m && (best === null || m.index < best.index)) best = m;
  }
  return best;
}

/** Every match of the patterns, by position; the last one wins for slots a user corrects in the same sentence. */
function allMatches(text: string, patterns: RegExp[]): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  for (const p of patterns) {
    const g = new RegExp(p.source, p.flags.includes('g') ? p.flags : `${p.flags}g`);
    for (let m = g.exec(text); m; m = g.exec(text)) out.push(m);
  }
  return out.sort((a, b) => a.index - b.index);
}

/**
 * «سه خوابه بود نه دو خوابه»: a value right after «نه» is the one taken back, when the sentence states another; a
 * sentence that starts «نه، ۹۰ متر» states the new value after it.
 */
function withoutRetracted(t: string, ms: RegExpExecArray[]): RegExpExecArray[] {
  if (ms.length < 2) return ms;
  const retracted = (m: RegExpExecArray) => {
    const before = t.slice(0, m.index).trimEnd();
    return /\sنه$/u.test(before);
  };
  const kept = ms.filter((m) => !retracted(m));
  return kept.length > 0 ? kept : ms;
}

// ------------------------------------------------------------------ area

const AREA_PATTERNS = [
  new RegExp(`${S}${NUM} (?:متر(?:ی|ه|ی ای|مربع|یه|ی که|یه)?|مترمربعی?)${E}`, 'u'),
  new RegExp(`${S}(?:متراژ|متراژش|متراژ ش|زیربنا|زیربنای|زیر بنا|مساحت|مساحتش)(?: (?:واحد|خونه|خانه|ملک|حدود|تقریبا|حدودا|هم|اش|ش|ی|برابر|است|هست|:))* ${NUM}${E}`, 'u'),
];

function extractArea(t: string): number | undefined {
  const ms = withoutRetracted(t, allMatches(t, AREA_PATTERNS));
  const values = ms.map((m) => Number(m[1])).filter((v) => v >= 10 && v <= 5000);
  return values.length ? values[values.length - 1] : undefined;
}

// ------------------------------------------------------------------ rooms

const ROOM_PATTERNS = [
  new RegExp(`${S}${NUM} ?(?:خوابه|خواب|خوابی|اتاقه|اتاق خوابه?|تا اتاق|تا اتاق خواب|تا خواب|اتاق)${E}`, 'u'),
  // «خواب ۳»; but in «۳ خواب، ۴ ساله» the 4 belongs to the unit after it.
  new RegExp(`${S}(?:اتاق خواب|اتاق|خواب)(?:ش|هاش| ها)? ${NUM} ?(?:تا|عدد)?${E}(?! ?(?:ساله|سال|سالشه|متر\\S*|طبقه\\S*|میلیون|میلیارد|تومن|تومان))`, 'u'),
];

function extractRooms(t: string): number | undefined {
  if (new RegExp(`${S}(?:تک ?خوابه?|تکخوابه?|یک ?خوابه?)${E}`, 'u').test(t)) return 1;
  if (new RegExp(`${S}(?:بدون اتاق|استودیو|استدیو)${E}`, 'u').test(t)) return 0;
  const ms = withoutRetracted(t, allMatches(t, ROOM_PATTERNS));
  const values = ms.map((m) => Number(m[1])).filter((v) => Number.isInteger(v) && v >= 0 && v <= 10);
  return values.length ? values[values.length - 1] : undefined;
}

// ------------------------------------------------------------------ build year and age

/** A year as people write it («۹۸», «۱۳۹۸», «1400», «۰۲», «2019») → a four-digit Jalali year, or null. */
export function jalaliBuildYear(raw: string, now = new Date()): number | null {
  if (!/^\d+$/.test(raw)) return null;
  const y = Number(raw);
  const current = jalaliYear(now);
  let year: number | null = null;
  if (raw.length <= 2) year = y <= current % 100 ? Math.floor(current / 100) * 100 + y : Math.floor(current / 100) * 100 - 100 + y;
  else if (raw.length === 4 && y >= 1300 && y <= current) year = y;
  else if (raw.length === 4 && y >= 1921 && y <= current + 622) year = y - 621;
  return year !== null && year >= 1300 && year <= current ? year : null;
}

const YEAR_PATTERNS = [
  new RegExp(`${S}(?:سال ساخت|سال ساختش|سال ساخت ش|ساخت|ساختش|ساخت سال|ساخته شده(?: در)?(?: سال)?|ساخته ی سال|ساخته سال|مال سال|تاریخ ساخت|بنای سال)(?: (?:هم|اش|ش|:|ی|حدود|تقریبا|سال))* (\\d{2,4})${E}`, 'u'),
  new RegExp(`${S}سال (\\d{2}|1[34]\\d\\d)${E}(?! ?(?:ساله|سال|پیش|قبل|گذشته|اخیر))`, 'u'),
  new RegExp(`${S}(\\d{4}|\\d{2}) ساز${E}`, 'u'),
  new RegExp(`${S}(1[34]\\d\\d|\\d{2}) (?:ساخته|ساخت) (?:شده|شد|شدس|شدست)${E}`, 'u'),
];

const AGE_PATTERNS = [
  new RegExp(`${S}${NUM} ?(?:ساله|سال عمر|سال سن|سال قدمت|سالشه|سال از (?:ساخت|ساختش|ساختن|ساختنش|عمر|عمرش|بنا|ساختمان|ساختمون)(?: اش)? (?:می ?)?(?:گذشته|گذره|گذرد|گذشت))${E}`, 'u'),
  // «۱۰ سال ساخت» is an age, but «… ۲ سال ساخت ۱۳۹۷» is a year after another number.
  new RegExp(`${S}${NUM} ?سال ساخته?${E}(?! \\d)`, 'u'),
  new RegExp(`${S}(?:سن بنا|سن ساختمان|سن ساختمون|عمر بنا|عمر ساختمان|عمر ساختمون|قدمت|قدمت بنا|سن|عمر)(?: (?:ش|اش|حدود|تقریبا|هم|:))* ${NUM}(?: سال(?:ه)?)?${E}`, 'u'),
];

const NEW_BUILD = new RegExp(`${S}(?:نوساز|نو ساز|تازه ساز|تازه ساخت|کلید نخورده|نوسازه|نوسازی)${E}`, 'u');

function extractYearAndAge(t: string, now: Date): { build_year?: number; age?: number } {
  const out: { build_year?: number; age?: number } = {};
  const y = firstMatch(t, YEAR_PATTERNS);
  if (y) {
    const year = jalaliBuildYear(y[1], now);
    if (year !== null) out.build_year = year;
  }
  const a = firstMatch(t, AGE_PATTERNS);
  if (a && !(y && y.index === a.index)) {
    const age = Number(a[1]);
    if (Number.isFinite(age) && age >= 0 && age <= 100) out.age = age;
  }
  if (out.age === undefined && out.build_year === undefined && NEW_BUILD.test(t)) out.age = 0;
  return out;
}

// ------------------------------------------------------------------ floor

const ORDINALS: Record<string, number> = { اول: 1, یکم: 1, دوم: 2, سوم: 3, چهارم: 4, پنجم: 5, ششم: 6, هفتم: 7, هشتم: 8, نهم: 9, دهم: 10 };

export function ordinalValue(word: string): number | undefined {
  if (word in ORDINALS) return ORDINALS[word];
  // «چهارمه», «سومه»: the colloquial «is» glued on; «دومیم»: «we are» glued on.
  if (word.length > 3 && word.endsWith('ه')) {
    const v = ordinalValue(word.slice(0, -1));
    if (v !== undefined) return v;
  }
  if (word.length > 4 && word.endsWith('یم')) {
    const v = ordinalValue(word.slice(0, -2));
    if (v !== undefined) return v;
  }
  const w = word.replace(/ین$/, '');
  if (w in ORDINALS) return ORDINALS[w];
  const stem = w.endsWith('ام') ? w.slice(0, -2) : w.endsWith('م') ? w.slice(0, -1) : null;
  if (stem === null) return undefined;
  if (/^\d+$/.test(stem)) return Number(stem);
  return numberWordValue(stem);
}

const FLOORS = PROPERTY_RANGES.total_floors;
/**
 * «رهن ۳۰۰ اجاره ۱۵ طبقه ۲»: a money word, its amount, then «طبقه» with the floor: the amount is the money (a rent of
 * 15 million), not a building of 15 floors.
 */
function moneyBeforeFloor(words: readonly string[], i: number): boolean {
  if (roleOf(words[i - 1]) === null || !/^طبقه(?:ی|ه|ش)?$/.test(words[i + 1] ?? '')) return false;
  const next = words[i + 2] ?? '';
  return /^\d{1,2}$/.test(next) || next === 'همکف' || ordinalValue(next) !== undefined;
}
/** A building's floor count within the valuation contract's range, as a number. */
const floorCount = (word: string | undefined): number | undefined => {
  if (word === undefined || !/^\d{1,2}$/.test(word)) return undefined;
  const n = Number(word);
  return n >= FLOORS.min && n <= FLOORS.max ? n : undefined;
};

/**
 * The flat's floor and the building's floors: «طبقه سوم», «همکف» (0), «زیرزمین» (−1); «طبقه ۳ از ۵», «طبقه ۳/۵»
 * (normalised to 3.5), «طبقهٔ سوم یک ساختمان ۵ طبقه», «تعداد طبقات ۸»; «طبقه آخر» is the top floor once the
 * building's floors are said.
 */
function extractFloors(t: string): { floor?: number; total_floors?: number } {
  const words = t.split(' ');
  let found: number | undefined;
  let total: number | undefined;
  let top = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (/^همکف(?:ه|یه|ی|یم)?$/.test(w) || (w === 'هم' && /^کف(?:ه|یه)?$/.test(words[i + 1] ?? ''))) found = 0;
    else if (/^زیرزمین(?:ی|ه|یم)?$/.test(w) || (w === 'زیر' && words[i + 1] === 'زمین')) found = -1;
    else if (/^(?:طبقات|طبقاتش)$/.test(w)) {
      // «تعداد طبقات ساختمان ۸», «طبقاتش ۵ تاست»
      let j = i + 1;
      while (/^(?:ساختمان|ساختمون|ش|اش|هم|:)$/.test(words[j] ?? '')) j++;
      total = floorCount(words[j]) ?? total;
    } else if (/^طبقه(?:ی|ه|ش)?$/.test(w)) {
      let j = i + 1;
      if (words[j] === 'ی' || words[j] === 'اش') j++;
      const next = words[j];
      if (next === undefined) continue;
      if (/^(?:آخر|اخر|آخره|اخره|آخریم|بالا|بالاست|بالایی)$/.test(next)) {
        top = true;
        continue;
      }
      const slash = /^(\d{1,2})\.(\d{1,2})$/.exec(next);
      let floorHere: number | undefined;
      if (slash && Number(slash[1]) <= Number(slash[2])) {
        // «طبقه ۳/۵»: the floor over the building's floors (no flat is on floor 3.5).
        floorHere = Number(slash[1]);
        total = floorCount(slash[2]) ?? total;
      } else if (/^\d{1,2}$/.test(next) && words[j + 1] !== 'ای' && !/^واحد/.test(words[j + 1] ?? '')) {
        // «طبقه ۳ ام» and «طبقه ۳» alike (but «۵ طبقه ۱۰ واحدی» counts flats)
        floorHere = Number(next);
      } else if (next === 'همکف') floorHere = 0;
      else floorHere = ordinalValue(next);
      if (floorHere === undefined) continue;
      found = floorHere;
      // «طبقه ۳ از ۵», «طبقه ششم از ۱۰ طبقه»
      let k = j + 1;
      if (/^(?:ام|م)$/.test(words[k] ?? '')) k++;
      if (words[k] === 'از') total = floorCount(words[k + 1]) ?? total;
    } else if (/^\d{1,2}$/.test(w) && /^(?:م|ام|مین|امین)$/.test(words[i + 1] ?? '') && /^طبقه/.test(words[i + 2] ?? '')) {
      // «۳ مین طبقه», «سه مین طبقه» (the ordinal suffix typed apart)
      found = Number(w);
    } else if (words[i + 1] !== undefined && /^طبقه/.test(words[i + 1])) {
      if (/^\d+$/.test(w)) {
        // «۵ طبقه», «ساختمان ۵ طبقه ای», «۴ طبقه ست»: the building's height, not the floor.
        if (!moneyBeforeFloor(words, i)) total = floorCount(w) ?? total;
        continue;
      }
      // «سومین طبقه», «۳ ام طبقه»
      const ord = ordinalValue(w);
      if (ord !== undefined && /(?:م|ین)$/.test(w)) found = ord;
      else if (/^(?:آخرین|اخرین)$/.test(w)) top = true;
    }
  }
  const out: { floor?: number; total_floors?: number } = {};
  if (found === undefined && top && total !== undefined) found = total;
  if (found !== undefined && found >= -2 && found <= 60) out.floor = found;
  if (total !== undefined && !(out.floor !== undefined && out.floor > total)) out.total_floors = total;
  return out;
}

// ------------------------------------------------------------------ amenities with negation

const AMENITY_WORDS: Array<[keyof Amenities, RegExp]> = [
  ['elevator', /^(?:آسانسور|اسانسور|آسانسوری|آسانسوردار|آسانسورش|اسانسورش|آسانسوره|آسانسورو|آسانسورها|lift|elevator)$/],
  ['parking', /^(?:پارکینگ|پارکینک|پارکینگی|پارکینگدار|پارکینگش|پارکینگه|پارکینگو|پارکینگم|parking)$/],
  ['storage', /^(?:انباری|انبار|انباریش|انباریه|انبارش|انبارو|انباریو|انباریم)$/],
];
const NEG_BEFORE = new Set(['بدون', 'بی', 'نه', 'فاقد', 'منهای']);
const WITH_BEFORE = new Set(['با', 'دارای', 'همراه', 'بهمراه', 'به همراه']);
const NEG_AFTER = /^(?:ندار\S*|نداشته|نداشت\S*|نیست|نیس|نباشه|نباشد|نمیخوا\S*|نمیخام|نمی|نه|لازم|مهم|نمیخواد)$/;
const POS_AFTER = /^(?:دار\S*|داشته|داشت\S*|هست|هستش|باشه|باشد|میخوا\S*|میخام|بخوام|لازمه|است|داره|بود|هم)$/;
const CHAIN = new Set(['و', 'هم', 'یا', 'ش', 'اش', 'که', 'ولی']);

function amenityOf(word: string): keyof Amenities | null {
  for (const [k, re] of AMENITY_WORDS) if (re.test(word)) return k;
  return null;
}

export function extractAmenities(t: string): Amenities {
  const words = t.split(' ');
  const out: Amenities = {};
  for (let i = 0; i < words.length; ) {
    const first = amenityOf(words[i]);
    if (!first) {
      i++;
      continue;
    }
    // A chain «آسانسور و پارکینگ و انباری» shares the polarity of its words before or after.
    const chain: Array<keyof Amenities> = [first];
    let j = i + 1;
    while (j < words.length) {
      if (words[j] === 'و' || words[j] === 'هم' || words[j] === 'یا') {
        const nextAmenity = amenityOf(words[j + 1] ?? '');
        if (nextAmenity) {
          chain.push(nextAmenity);
          j += 2;
          continue;
        }
      }
      const direct = amenityOf(words[j]);
      if (direct) {
        chain.push(direct);
        j++;
        continue;
      }
      break;
    }
    let value: boolean | null = null;
    const before = words[i - 1];
    if (before !== undefined && NEG_BEFORE.has(before)) value = false;
    else if (before !== undefined && WITH_BEFORE.has(before)) value = true;
    if (value === null) {
      // The verb after the chain decides («پارکینگ و انباری نداره», «اگه پارکینگ نداشته باشه»).
      for (let k = j; k < Math.min(words.length, j + 3); k++) {
        if (NEG_AFTER.test(words[k])) {
          value = false;
          break;
        }
        if (POS_AFTER.test(words[k])) {
          value = true;
          break;
        }
        if (amenityOf(words[k]) || !CHAIN.has(words[k])) break;
      }
    }
    for (const a of chain) out[a] = value ?? true;
    // «آسانسور داره ولی پارکینگ نه»: the next chain is read on its own.
    i = j;
  }
  return out;
}

// ------------------------------------------------------------------ money

type Role = 'deposit' | 'rent' | 'budget';
const ROLE_WORDS: Array<[Role, RegExp]> = [
  ['deposit', /^(?:رهن|رهنش|رهنم|رهنی|ودیعه|ودیعش|ودیعه ش|ودیعه‌اش|پیش|پیشم|پیشش)$/],
  ['rent', /^(?:اجاره|اجارش|اجاره ش|اجاره اش|کرایه|کرایش|ماهانه|ماهیانه|ماهی|ماهانش|اجاره بها|اجارهبها)$/],
  ['budget', /^(?:بودجه|بودجم|بودجه ام|بودجمه|بودجه‌ام|سرمایه|سرمایم|نقد|نقدی|دارایی|پولم|پول)$/],
];
/** Words that may stand between a role word and its amount («رهن هم ۲۰۰», «بودجه حدود ۴ میلیارد»). */
const FILLERS = new Set(['با', 'حدود', 'حدودا', 'تقریبا', 'هم', 'ی', 'من', 'ام', 'کامل', 'فقط', 'زیر', 'تا', 'سقف']);
/** Verbs that set a deposit or rent to an amount («رهنو بذارم ۵۰۰», «ودیعه رو بکنم ۷۰۰ میلیون»). */
const SETTING_VERB = /^(?:ب?کنم|ب?کنیم|ب?کنی|بذارم|بزارم|بذاریم|بزاریم|بذاری|بزاری|بدم|بدیم|بدی|برسونم|برسونیم)$/;
const OBJECT_MARKER = /^(?:رو|را)$/;
const MONEY_UNIT = /^(?:تومان|تومن|تومنه|تومانه|ت|ریال|ریالی)$/;
/** What «N تا» counts when it is not money («۲ تا اتاق», «۳ تا خواب»). */
const COUNTED = /^(?:اتاق\S*|خواب\S*|واحد\S*|طبقه\S*|پارکینگ\S*|بچه\S*|نفر\S*|متر\S*|سال\S*|ماه\S*|ساختمون\S*|ساختمان\S*|آسانسور\S*|انباری\S*|محله\S*|منطقه\S*)$/;
/** «۵۰۰ بدم», «۳ تا دارم», «۵۰۰ بذارم»: paying or having, right after a bare number (the conversation gives the role). */
const PAY_AFTER = /^(?:بدم|بدیم|بذارم|بزارم|بذاریم|بزاریم|بریزم|دارم|داریم|داشته|داشتم|داشتیم)$/;
/** «حقوقم ۳۰ تومنه»: a salary or an income said is what one earns, not a payment for a home. */
const EARNINGS = /^(?:حقوق|حقوقم|حقوقمون|حقوقش|درآمد|درآمدم|درآمدمون|درامد|درامدم|دستمزد|دستمزدم|دریافتیم)$/;
/** «۱۰۰ میلیون میتونم پیش بدم»: a modal between the amount and its role word. */
const MODAL = /^(?:میتونم|میتونیم|میتونه|بتونم|بتونیم|میخوام|میخوایم)$/;
const MORE_OR_LESS = /^(?:بیشتر|کمتر)$/;
const PUT = /^(?:بذار|بزار|بذارم|بزارم|بذارید|بزارید|بذاریم|بزاریم|میذارم|میزارم)$/;
const PUT_ON = /^(?:رو|روی|تو|توی)$/;
const PLAIN_AFTER = /^(?:متر\S*|خواب\S*|اتاق\S*|طبقه\S*|ساله?|سال\S*|تا|درصد|نفر)$/;

function roleOf(word: string | undefined): Role | null {
  if (!word) return null;
  for (const [role, re] of ROLE_WORDS) if (re.test(word)) return role;
  return null;
}

/** The market's shorthand: «رهن ۳۰۰» is 300 million, «بودجه ۴» 4 billion, «اجاره ۱۵» 15 million toman. */
function shorthand(value: number, role: Role | null): number {
  if (value >= 100_000) return value;
  if (role === 'budget' || role === null) return value < 100 ? value * 1e9 : value * 1e6;
  if (role === 'deposit') return value < 20 ? value * 1e9 : value * 1e6;
  return value < 1000 ? value * 1e6 : value * 1e3;
}

/** «اگه ودیعه رو بکنم ۷۰۰ میلیون», «رهنو بذارم ۵۰۰»: the role word is the object of a verb that sets it to the amount. */
function setTo(words: readonly string[], i: number): Role | null {
  if (!SETTING_VERB.test(words[i - 1] ?? '')) return null;
  const object = words[i - 2] ?? '';
  if (OBJECT_MARKER.test(object)) return roleOf(words[i - 3]);
  return object.endsWith('و') ? roleOf(object.slice(0, -1)) : null;
}

interface MoneyFound {
  value: number;
  role: Role | null;
  bare: boolean;
  said?: number;
}

/**
 * A detail's word before a bare number («طبقه ۳ اجاره چنده», «ساخت ۹۵ رهن چند»): the number is that detail, not the
 * market's shorthand for the money word after it (it was a rent of 3 million, a deposit of 2 billion).
 */
const DETAIL_BEFORE = /^(?:طبقه|طبقهٔ|ساخت|ساختش|سال|متراژ|متراژش|طبقات)$/u;
function detailBefore(words: readonly string[], i: number): boolean {
  if (DETAIL_BEFORE.test(words[i - 1] ?? '')) return true;
  // «طبقه ی ۳» (the ZWNJ of «طبقه‌ی» is a space), «طبقه ۳ از ۵».
  if (words[i - 1] === 'ی' && DETAIL_BEFORE.test(words[i - 2] ?? '')) return true;
  return words[i - 1] === 'از' && /^\d+$/.test(words[i - 2] ?? '') && DETAIL_BEFORE.test(words[i - 3] ?? '');
}

function findMoney(t: string): MoneyFound[] {
  const words = t.split(' ');
  const amounts: Array<{ index: number; value: number; unit: boolean; scaled: boolean; end: number; said?: number }> = [];
  for (let i = 0; i < words.length; i++) {
    if (!/^\d+(?:\.\d+)?$/.test(words[i])) continue;
    let value = Number(words[i]);
    let end = i + 1;
    let unit = false;
    if (MONEY_UNIT.test(words[end] ?? '')) {
      if (/^ریال/.test(words[end])) value /= 10;
      unit = true;
      end++;
    }
    const scaled = value >= 100_000;
    if (EARNINGS.test(words[i - 1] ?? '') || EARNINGS.test(words[i - 2] ?? '')) continue;
    if (!unit && !scaled && detailBefore(words, i)) continue;
    // «اگه ۵۰۰ بدم», «۳ تا دارم»: no role word anywhere near, only a paying verb: money the conversation reads.
    const payAt = words[end] === 'تا' ? end + 1 : end;
    // «با ۴۰۰ تا کجا رهن کنم»: «با» an amount «تا» with no thing counted after it is money too.
    const withCount = words[i - 1] === 'با' && words[end] === 'تا' && !COUNTED.test(words[end + 1] ?? '');
    if (!unit && !scaled && (PAY_AFTER.test(words[payAt] ?? '') || withCount) && !roleOf(words[i - 1]) && !setTo(words, i) && !(FILLERS.has(words[i - 1] ?? '') && roleOf(words[i - 2]))) {
      amounts.push({ index: i, value, unit, scaled, end: payAt, said: value });
      continue;
    }
    const after = words[end];
    // Numbers that are areas, rooms, floors, years or counts are not money; but «ماهی ۱۰ تا» is ten million.
    if (!unit && after === 'تا' && roleOf(words[i - 1])) end++;
    // «با ۳ میلیارد سال دیگه کجا بخرم»: a scaled amount before «سال» is money (no count of years is that large).
    else if (!unit && after !== undefined && PLAIN_AFTER.test(after) && !moneyBeforeFloor(words, i) && !(scaled && /^سال/u.test(after))) continue;
    if (!unit && !scaled) {
      // A bare small number is money only with a role word right beside it («رهن ۳۰۰», «۳۰۰ پیش»).
      const near = roleOf(words[i - 1]) ?? roleOf(words[end]) ?? setTo(words, i) ?? (words[end] === 'تومن' ? 'budget' : null);
      if (!near) continue;
    }
    amounts.push({ index: i, value, unit, scaled, end });
  }
  if (amounts.length === 0) return [];
  // Which side the role words stand on: «رهن ۲۰۰ اجاره ۱۵» (before) or «۲۰۰ رهن ۱۵ اجاره» (after).
  // A role word right beside the amount wins over one behind a filler («با ۲۰۰ میلیون ودیعه»: ودیعه, not the
  // «اجاره» of «برای اجاره با»).
  const beside = (i: number): Role | null => roleOf(words[i - 1]) ?? (words[i - 1] === 'کامل' ? 'deposit' : null) ?? setTo(words, i);
  const behindFiller = (i: number): Role | null => (FILLERS.has(words[i - 1] ?? '') ? roleOf(words[i - 2]) : null);
  const roleAfter = (end: number): Role | null => {
    if ((words[end] === 'پول' || MODAL.test(words[end] ?? '')) && roleOf(words[end + 1]) === 'deposit') return 'deposit';
    // «۱۰۰ میلیون بیشتر رهن بدم», «۵۰ میلیون بذار رو رهن»: the money word after «more» or «put on» (it was a budget).
    if (MORE_OR_LESS.test(words[end] ?? '')) return roleOf(words[end + 1]);
    if (PUT.test(words[end] ?? '') && PUT_ON.test(words[end + 1] ?? '')) return roleOf(words[end + 2]);
    return roleOf(words[end]);
  };
  const preferAfter = !beside(amounts[0].index) && roleAfter(amounts[0].end) !== null;
  return amounts.map((a) => {
    if (a.said !== undefined) return { value: shorthand(a.value, null), role: null, bare: true, said: a.said };
    const before = beside(a.index);
    const after = roleAfter(a.end);
    const role = (preferAfter ? after ?? before : before ?? after) ?? behindFiller(a.index);
    const value = a.scaled || a.unit ? (a.value >= 100_000 ? a.value : shorthand(a.value, role)) : shorthand(a.value, role);
    return { value: Math.round(value), role, bare: !a.scaled && !a.unit };
  });
}

// ------------------------------------------------------------------ all slots

export interface SlotExtraction {
  slots: ExtractedSlots;
  unassignedMoney: UnassignedMoney[];
}

export function extractSlots(t: string, now = new Date()): SlotExtraction {
  const slots: ExtractedSlots = {};
  const area = extractArea(t);
  if (area !== undefined) slots.area = area;
  const rooms = extractRooms(t);
  if (rooms !== undefined) slots.rooms = rooms;
  Object.assign(slots, extractYearAndAge(t, now));
  Object.assign(slots, extractFloors(t));
  Object.assign(slots, extractAmenities(t));
  if (new RegExp(`${S}رهن کامل${E}`, 'u').test(t)) slots.full_deposit = true;
  // «بدون ودیعه»: no deposit at all; «بدون اجاره»: no monthly rent.
  if (new RegExp(`${S}(?:بدون|بی) (?:ودیعه|رهن|پول پیش|پیش)${E}`, 'u').test(t)) slots.deposit = 0;
  if (new RegExp(`${S}(?:بدون|بی) (?:اجاره|کرایه)(?: ماهانه| ماهیانه)?${E}`, 'u').test(t)) slots.rent = 0;
  const unassignedMoney: UnassignedMoney[] = [];
  for (const m of findMoney(t)) {
    if (m.role === null) unassignedMoney.push(m.said === undefined ? { value: m.value, bare: m.bare } : { value: m.value, bare: m.bare, said: m.said });
    else if (slots[m.role] === undefined) slots[m.role] = m.value;
  }
  return { slots, unassignedMoney };
}
