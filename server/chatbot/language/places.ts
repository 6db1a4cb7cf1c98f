import 'server-only';

import {
  getNeighbourhoodExact,
  listDistricts,
  listNeighbourhoods,
  outsideTown as catalogueOutsideTown,
  PLACE_SEARCH_LETTERS_CAP,
  PLACE_SEARCH_SCORE,
  PLACE_SEARCH_STEP,
  resolvePlaceName as catalogueResolvePlaceName,
  searchPlaces as catalogueSearchPlaces,
} from '@/server/places/catalogue';
import { placeNameKey } from '@/server/places/normalize';
import type { Neighbourhood } from '@/server/places/types';
import { poiPlace } from './landmark-pois';
import { isStationName, STATION_CUES, stationAt } from './stations';
import { isKnownWord } from './typos';

/** How many spans each lookup below remembers; a message at the 1,000-character cap has ~800 spans of 1–4 words. */
export const PLACE_LOOKUP_CACHE_SIZE = 5_000;

/**
 * The catalogue's name lookups are pure (the catalogue is read once) but not cheap: 0.1–0.8 ms a span for
 * resolvePlaceName, outsideTown, searchPlaces and closestName, tried on every span of 1–4 words, so a message at the
 * cap («/بین » × 200) spent 0.2–0.6 s in them though it says one word. Each remembers its answers (a bounded module
 * cache, emptied when full, so a stream of new words cannot grow it), and a word said again costs a map lookup.
 * The answers are shared: callers read them and never change them.
 */
function remembered<R>(lookup: (key: string) => R): (key: string) => R {
  const seen = new Map<string, R>();
  return (key) => {
    const hit = seen.get(key);
    if (hit !== undefined || seen.has(key)) return hit as R;
    if (seen.size >= PLACE_LOOKUP_CACHE_SIZE) seen.clear();
    const value = lookup(key);
    seen.set(key, value);
    return value;
  };
}
const resolvePlaceName = remembered(catalogueResolvePlaceName);
const outsideTown = remembered(catalogueOutsideTown);
/** Only the best hit is ever read here. */
const searchPlaces = remembered((query: string) => catalogueSearchPlaces(query, 1));

// What the catalogue's search scores mean here: a typo of up to two edits, and any name the text begins («سعادت» for
// «سعادت آباد»), or better.
const TYPO_TWO_EDITS = PLACE_SEARCH_SCORE.typo - 2 * PLACE_SEARCH_STEP;
const ANY_PREFIX = PLACE_SEARCH_SCORE.prefix - PLACE_SEARCH_LETTERS_CAP;

// Neighbourhood and district mentions inside a sentence, through the place catalogue (server/places): every span of
// one to four words is looked up by the catalogue's own name key (so «سعادت‌آباد», «سعادت آباد» and «سعادتاباد»
// are one place), then words no rule explained are tried against the catalogue's typo-tolerant search.

export type PlaceMention =
  | {
      type: 'neighbourhood';
      id: string;
      name: string;
      district: number;
      start: number;
      end: number;
      fuzzy?: boolean;
      /** «جنت آباد»: the first words of several names; `id` is the catalogue search's first, these are all of them */
      alternatives?: string[];
      /** «دانشگاه تهران»: a landmark's whole name, the catalogue's entry for it (not the start of longer names) */
      landmark?: boolean;
      /** «مترو شریعتی»: the metro station named, whose pin lies in this neighbourhood («دکتر شریعتی») */
      station?: string;
      /** «گلبرگ شرقی»: a name with a side word the API resolves to another neighbourhood (دردشت), as written */
      said?: string;
    }
  | { type: 'district'; district: number; name: string; start: number; end: number };

export interface OutsideMention {
  name: string;
  start: number;
  end: number;
  /** «تو شیراز»: the city read, though Tehran has a neighbourhood of that name too (its catalogue id) */
  homonym?: string;
}

/** «دانشگاه شهید بهشتی», «برج میلاد»: a landmark named that the place catalogue does not hold. */
export interface LandmarkMention {
  name: string;
  start: number;
  end: number;
}

/**
 * Neighbourhood names that are also ordinary words («بازار مسکن», «دانشگاه», «ایران», «کن»): they count as a place
 * only after a place cue («تو», «در», «محله») or in a comparison.
 */
const COMMON_WORD_NAMES = new Set(
  [
    'ایران', 'بازار', 'دانشگاه', 'آسمان', 'دولت', 'مدیریت', 'پلیس', 'سلامت', 'بهار', 'جهاد', 'اتحاد', 'فتح', 'آزادی',
    'کاج', 'دریا', 'خوش', 'بیمه', 'کن', 'جی', 'حر', 'قبا', 'وحدت', 'جنت', 'توحید', 'امام', 'شهدا', 'سپهر', 'دبستان',
    'سرباز', 'قصر', 'کرمان', 'گرگان', 'زنجان', 'قزوین', 'خراسان', 'کاشان', 'شیراز', 'تهران', 'مخصوص', 'ابوسعید',
    'سلیمانی', 'هاشمی', 'اندیشه', 'پیامبر', 'فردوس', 'بهاران', 'شاهین', 'پرواز', 'المهدی', 'هنگام', 'فرجام', 'مهران',
    'سبلان', 'لشکر', 'مدنی', 'مطهری', 'طالقانی', 'فاطمی', 'دهقان', 'شادمان', 'درختی', 'جنت', 'ولیعصر', 'انقلاب',
    'جمهوری', 'امام خمینی', 'راه آهن', 'گمرک', 'تختی', 'فرشته', 'حکمت', 'شهید', 'آبشار', 'سعدی', 'ساعی', 'پاستور',
    'قلمستان', 'خیابان', 'منطقه', 'دانشگاه شریف', 'مترو شریف', 'کوهسار', 'مینی سیتی', 'استخر', 'اوقاف', 'دلاوران',
    'فدک', 'کمیل', 'نصرت', 'نیلوفر', 'دولت', 'اکباتان شهرک', 'صاحب الزمان', 'امین حضور', 'بهشتی',
    // A name's variant with «تهران» or a second part dropped is an ordinary word on its own («سر و صدا», «علم»).
    'نو', 'سر', 'علم',
  ].map((name) => placeNameKey(name)),
);

/**
 * Names of people, squares and streets that are also neighbourhoods («تختی», «آزادی», «ولیعصر», «انقلاب»): opening
 * a question about how the place is («تختی چطوره؟», «انقلاب برای اجاره خوبه؟»), or said with their district
 * («تختی منطقه ۱۲»), they are the place though no cue comes before them. The everyday words of COMMON_WORD_NAMES
 * («بازار چطوره؟» is the market, «دریا», «بهار») stay cue-bound.
 */
const PROPER_NAMES = new Set(
  [
    'آزادی', 'تختی', 'ولیعصر', 'انقلاب', 'جمهوری', 'امام خمینی', 'طالقانی', 'مطهری', 'فاطمی', 'هاشمی', 'مدنی',
    'سعدی', 'پاستور', 'دلاوران', 'شادمان', 'سبلان', 'ابوسعید', 'سلیمانی', 'کمیل', 'امین حضور', 'صاحب الزمان', 'فدک',
    'المهدی', 'توحید', 'قلمستان', 'کوهسار', 'راه آهن', 'بهشتی',
  ].map((name) => placeNameKey(name)),
);
/** After a name opening the message: a question about how the place is. */
const OPENS_HOW_IS = new Set(['چطوره', 'چطوریه', 'چطور', 'چجوریه', 'خوبه', 'برای', 'واسه', 'محله', 'محلش', 'امنه', 'امنیتش']);

/** Words that never start a place name here, so a fuzzy match is not tried on them. */
const NOT_A_PLACE = new Set(
  [
    'آپارتمان', 'اپارتمان', 'خونه', 'خانه', 'واحد', 'ملک', 'قیمت', 'قیمتش', 'چند', 'چنده', 'چقدر', 'چقدره', 'اجاره',
    'رهن', 'ودیعه', 'کرایه', 'متری', 'متر', 'خوابه', 'طبقه', 'ساخت', 'ساله', 'سال', 'آسانسور', 'پارکینگ', 'انباری',
    'میلیون', 'میلیارد', 'تومن', 'تومان', 'بخرم', 'خرید', 'فروش', 'مترو', 'زندگی', 'محله', 'منطقه', 'کجا', 'کدوم',
    'برای', 'دارم', 'داره', 'ندارد', 'نداره', 'باشه', 'بهتره', 'مقایسه', 'امکانات', 'اعتبار', 'اشتراک', 'ارزیابی',
    'میخوام', 'میارزه', 'ارزه', 'ارزش', 'میشه', 'چطوره', 'چطور', 'خوبه', 'نزدیک', 'نزدیکه', 'بودجه', 'پیشنهاد',
    'سلام', 'ممنون', 'مرسی', 'ماهانه', 'ماهی', 'تقریبی', 'حدود', 'نوساز', 'بدون', 'همکف', 'اگه', 'اگر', 'بفروشم',
    'میانگین', 'متوسط', 'روند', 'مسکن', 'تهران', 'کامل', 'پیش', 'ساختمون', 'ساختمان', 'دوخوابه', 'خوابه', 'اتاق',
    'بگیرم', 'پیدا', 'میتونم', 'میتونیم', 'میکنی', 'بچه', 'بچه‌ها', 'محیطش', 'امنه', 'رستوران', 'بهترین', 'منظورم',
    'ببخشید', 'اشتباه', 'حدودا', 'تقریبا', 'گرون', 'ارزون', 'ارزونتره', 'هستم', 'بگردم', 'اجاره کنم', 'مستاجرم',
    'امن', 'امنه', 'امنیه', 'خوبه', 'خوبیه', 'بهتره', 'گرونه', 'ارزونه', 'شلوغه', 'آرومه', 'تمیزه', 'قشنگه', 'نزدیکه',
    'بیمارستان', 'مدرسه', 'فروشگاه', 'ایستگاه', 'پارک', 'مسجد', 'باشگاه', 'کتابخانه', 'بچه', 'ترافیک', 'امنیت',
    'خواب', 'خوابی', 'فروشش', 'قیمتشو', 'اجارش', 'ارزشش', 'بفروشمش', 'بفروشیم', 'ماهیانه', 'میخوایم', 'سوئیت', 'سوییت', 'ویلا', 'ویلایی', 'زمین', 'کلنگی', 'دستت', 'خداحافظ', 'درود', 'شعر', 'جوک', 'دلار', 'سکه',
  ].map((name) => placeNameKey(name)),
);

/** Words before a name that say a place follows. */
const HOW_IS_WORDS = new Set(['چطوره', 'چطوریه', 'چطوره?', 'چطوریه?', 'چی', 'چی?', 'خوبه', 'خوبه?']);
/** Towns outside Tehran whose name is an everyday word after a cue: «با پول فروشش» is the money, not the town پول. */
const COMMON_WORD_TOWNS = new Set(['پول']);
const PLACE_CUES = new Set(['تو', 'توی', 'در', 'محله', 'محله ی', 'منطقه', 'حوالی', 'سمت', 'اطراف', 'نزدیک', 'بین', 'با', 'یا', 'و', 'از', 'به']);
const LOCATIVE = new Set(['تو', 'توی', 'در']);
/** A town is not a neighbourhood: «چیذر محله آرومیه؟» is a calm neighbourhood, not Urmia. */
const NEIGHBOURHOOD_WORDS = new Set(['محله', 'محل']);

const MAX_SPAN = 4;
/**
 * Cities and regions of Iran that are not Tehran neighbourhoods (the catalogue knows the towns around Tehran; names
 * such as شیراز or کرمان are also Tehran streets and stay out of this list).
 */
const OTHER_PLACES = new Set(
  ['اصفهان', 'مشهد', 'تبریز', 'کیش', 'شمال', 'رشت', 'قشم', 'اهواز', 'کرمانشاه', 'یزد', 'قم', 'ارومیه', 'ساری', 'بندرعباس', 'همدان', 'اراک', 'گیلان', 'مازندران', 'لواسان', 'کرج', 'شهریار', 'پردیس'].map((name) => placeNameKey(name)),
);
/**
 * Cities of Iran that are also Tehran neighbourhoods (the catalogue's own names). «شهر شیراز», or «تو شیراز» with
 * nothing saying Tehran, is the city; «محله شیراز», «خیابان شیراز», «شیراز تهران» or another Tehran place in the
 * message is the neighbourhood.
 */
const CITY_HOMONYMS = new Set(['شیراز', 'کرمان', 'قزوین', 'زنجان', 'گرگان', 'کاشان'].map((name) => placeNameKey(name)));
const STREET_WORDS = new Set(['محله', 'محل', 'خیابان', 'خیابون', 'خ']);
const TEHRAN_WORDS = new Set(['تهران', 'تهرون']);
/**
 * Words that begin a landmark's name. «دانشگاه شریف» or «فرودگاه مهرآباد» is a catalogue entry and is taken whole;
 * a landmark the catalogue lacks («دانشگاه شهید بهشتی», «برج میلاد») is no place: neither its first word («دانشگاه»,
 * Divar's neighbourhood by Tehran University) nor the name after it («شهید بهشتی», a neighbourhood in Rey) is read
 * as one, and the dialogue asks which neighbourhood.
 */
const LANDMARK_WORDS = new Set(['دانشگاه', 'بیمارستان', 'برج', 'پارک', 'بوستان', 'فرودگاه', 'ورزشگاه', 'استادیوم', 'پاساژ']);
/**
 * A neighbourhood's name as the chat says it: «محلهٔ دانشگاه» where the bare name is an ordinary word or a landmark's
 * first word («متراژ واحد در دانشگاه» read as a university's flat), and so that a chip with it is read as the place
 * again (such names count only after a cue).
 */
export function placeWords(name: string): string {
  const key = placeNameKey(name);
  return COMMON_WORD_NAMES.has(key) || LANDMARK_WORDS.has(name) ? `محلهٔ ${name}` : name;
}

/** «بازار مسکن», «بازار ملک»: the market, not the Bazaar. */
const MARKET_WORDS = new Set(['مسکن', 'ملک', 'املاک', 'اجاره', 'خرید', 'فروش']);

const GLUED_SUFFIXES = ['ست', 'است', 'ه', 'ی', 'یه', 'مون', 'شون'];

function withoutSuffix(word: string) {
  for (const suffix of GLUED_SUFFIXES) {
    if (word.length - suffix.length < 3 || !word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (NOT_A_PLACE.has(placeNameKey(stem))) continue;
    const nb = getNeighbourhoodExact(stem);
    if (nb && !COMMON_WORD_NAMES.has(placeNameKey(stem))) return nb;
  }
  return null;
}

/** Verbs and question words after a landmark word («اطراف ونک پارک هست؟»): the sentence goes on, no name. */
const AFTER_NAME = new Set(['هست', 'هستش', 'نیست', 'است', 'ست', 'داره', 'دارد', 'ندارد', 'کجاست', 'کجا', 'چطوره', 'چی', 'چیه', 'دور', 'نزدیک', 'نزدیکه', 'خوب', 'خوبه', 'بزرگ', 'زیاد', 'زیاده', 'کم', 'کمه', 'داری', 'دارین', 'دارید', 'هم', 'هاش', 'ها', 'های', 'ای', 'ی']);

/** A word that can be part of a landmark's name: not a function, cue or domain word, nor a number. */
function isNameWord(word: string): boolean {
  return word.length >= 2 && !AFTER_NAME.has(word.replace(/[?؟!.]+$/u, '')) && word !== '،' && !/\d/.test(word) && !FUNCTION_WORDS.has(word) && !PLACE_CUES.has(word) && !NOT_A_PLACE.has(placeNameKey(word)) && !isKnownWord(word);
}

function isCued(tokens: readonly string[], start: number): boolean {
  const prev = tokens[start - 1];
  const prev2 = tokens[start - 2];
  return (prev !== undefined && PLACE_CUES.has(prev)) || (prev === 'ی' && prev2 === 'محله');
}

const DISTRICT_WORD = /^(?:منطقه|منطقهٔ|ناحیه)$/;

function districtNumber(word: string | undefined): number | null {
  if (!word) return null;
  if (/^\d{1,2}$/.test(word)) return Number(word);
  const words: Record<string, number> = {
    یک: 1, یه: 1, دو: 2, سه: 3, چهار: 4, پنج: 5, شش: 6, هفت: 7, هشت: 8, نه: 9, ده: 10, یازده: 11, دوازده: 12,
    سیزده: 13, چهارده: 14, پانزده: 15, شانزده: 16, هفده: 17, هجده: 18, هیجده: 18, نوزده: 19, بیست: 20,
  };
  return words[word] ?? null;
}

/** Letters typed for one another (the same sound, or the dotted and undotted form), folded before comparing. */
const SOUND_ALIKE: Record<string, string> = { گ: 'ک', ذ: 'ز', ض: 'ز', ظ: 'ز', ص: 'س', ث: 'س', ط: 'ت', ح: 'ه', غ: 'ق', ع: 'ا', آ: 'ا' };
const soundKey = (key: string) => key.replace(/[گذضظصثطحغعآ]/g, (c) => SOUND_ALIKE[c] ?? c);

/** Edit distance counting two swapped neighbours as one edit (optimal string alignment), or limit + 1 beyond it. */
function swapDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      rowMin = Math.min(rowMin, d[i][j]);
    }
    if (rowMin > limit) return limit + 1;
  }
  return d[a.length][b.length];
}

let soundIndex: Array<{ key: string; nb: Neighbourhood }> | null = null;

/**
 * The neighbourhood a typed name most likely means: equal once sound-alike letters are folded, or one edit away
 * (two for names of eight letters or more), counting a swap of two letters as one; only when one name is closest.
 */
const closestName = remembered(closestNameOf);

function closestNameOf(typed: string): Neighbourhood | null {
  soundIndex ??= listNeighbourhoods().map((nb) => ({ key: soundKey(placeNameKey(nb.name_fa)), nb }));
  const key = soundKey(typed);
  if (key.length < 4) return null;
  const limit = key.length >= 8 ? 2 : key.length >= 5 ? 1 : 0;
  let best: Neighbourhood | null = null;
  let bestDistance = limit + 1;
  let tie = false;
  for (const entry of soundIndex) {
    const dist = swapDistance(key, entry.key, limit);
    if (dist < bestDistance) {
      best = entry.nb;
      bestDistance = dist;
      tie = false;
    } else if (dist === bestDistance && best && entry.nb.id !== best.id && entry.key !== soundKey(placeNameKey(best.name_fa))) tie = true;
  }
  return best && !tie && bestDistance <= limit ? best : null;
}

/** Words that ask a choice between places, and the words joining the places chosen between. */
const COMPARISON_WORDS = new Set(['یا', 'کدوم', 'کدام', 'کدومش', 'کدامش', 'بین', 'فرق', 'تفاوت']);
const JOINS = new Set(['یا', 'و', 'با']);

/** Words that end no place name's first part («پاسداران و» does not begin «پاسداران و ضرابخانه» as a family). */
const FUNCTION_WORDS = new Set(['و', 'یا', 'تو', 'توی', 'در', 'با', 'از', 'به', 'که', 'را', 'رو']);

let familyIndex: Map<string, Neighbourhood[]> | null = null;

/**
 * Catalogue names that begin with these whole words (and go on), in the order the catalogue search ranks them:
 * the shorter name first, then alphabetically.
 */
function namesStartingWith(span: string): Neighbourhood[] {
  if (!familyIndex) {
    familyIndex = new Map();
    for (const nb of listNeighbourhoods()) {
      const parts = nb.name_fa.split(' ');
      for (let k = 1; k < parts.length; k++) {
        const key = `${k}:${placeNameKey(parts.slice(0, k).join(' '))}`;
        familyIndex.set(key, [...(familyIndex.get(key) ?? []), nb]);
      }
    }
    for (const [key, list] of familyIndex) {
      // The search scores a longer name lower, by up to ten letters beyond what was typed.
      const rank = (nb: Neighbourhood) => Math.min(10, placeNameKey(nb.name_fa).length - (key.length - key.indexOf(':') - 1));
      list.sort((a, b) => rank(a) - rank(b) || a.name_fa.localeCompare(b.name_fa, 'fa'));
    }
  }
  return familyIndex.get(`${span.split(' ').length}:${placeNameKey(span)}`) ?? [];
}

let nameIndex: Map<string, Neighbourhood[]> | null = null;

/** The catalogue's neighbourhoods with exactly this one's name («سیزده آبان» in districts 14 and 20). */
function sameNamed(nb: Neighbourhood): Neighbourhood[] {
  if (!nameIndex) {
    nameIndex = new Map();
    for (const n of listNeighbourhoods()) {
      const key = placeNameKey(n.name_fa);
      nameIndex.set(key, [...(nameIndex.get(key) ?? []), n]);
    }
  }
  return nameIndex.get(placeNameKey(nb.name_fa)) ?? [nb];
}

let innerIndex: Map<string, Neighbourhood[]> | null = null;

/**
 * Neighbourhoods whose name holds the span as whole words after its first word: Divar names Shahrak-e Golestan only
 * inside «شهرک راه آهن – شهرک گلستان», so «شهرک گلستان» was read as the town «گلستان» outside Tehran.
 */
function namesHoldingInside(span: string): Neighbourhood[] {
  if (!innerIndex) {
    innerIndex = new Map();
    for (const nb of listNeighbourhoods()) {
      const parts = nb.name_fa.split(/[\s\u200c\-–—،,()]+/u).filter(Boolean);
      for (let from = 1; from < parts.length; from++) {
        for (let to = from + 2; to <= Math.min(parts.length, from + MAX_SPAN); to++) {
          const key = `${to - from}:${placeNameKey(parts.slice(from, to).join(' '))}`;
          const list = innerIndex.get(key) ?? [];
          if (!list.includes(nb)) innerIndex.set(key, [...list, nb]);
        }
      }
    }
  }
  return innerIndex.get(`${span.split(' ').length}:${placeNameKey(span)}`) ?? [];
}

/**
 * The tokens inside a span of two to four words that names a place, begins or ends inside one («خواجه نصیر»: both
 * «خواجه نصیر طوسی» and «خواجه نصیر و حقوقی»), or names a metro station: read as names, so the typo corrector does
 * not turn «خواجه» into «خوابه» before the places are found.
 */
export function nameTokens(tokens: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (let len = MAX_SPAN; len >= 2; len--) {
    for (let i = 0; i + len <= tokens.length; i++) {
      const words = tokens.slice(i, i + len);
      if (FUNCTION_WORDS.has(words[0]) || FUNCTION_WORDS.has(words[len - 1])) continue;
      const span = words.join(' ');
      if (getNeighbourhoodExact(span) || namesStartingWith(span).length > 0 || namesHoldingInside(span).length > 0 || isStationName(span)) {
        for (let k = i; k < i + len; k++) out.add(k);
      }
    }
  }
  return out;
}

/** Side words a name may end with («گلبرگ شرقی», «نارمک جنوبی»): the resolver's rules read them (server/places). */
const SIDE_WORDS = ['شمالی', 'جنوبی', 'شرقی', 'غربی', 'مرکزی'];

/** A side word as written, or the one side word a slip of one letter away («جنوبیی»), with whether it was corrected. */
function sideWord(word: string): { side: string; corrected: boolean } | null {
  if (SIDE_WORDS.includes(word)) return { side: word, corrected: false };
  if (word.length < 4) return null;
  const near = SIDE_WORDS.filter((side) => swapDistance(word, side, 1) <= 1);
  return near.length === 1 ? { side: near[0], corrected: true } : null;
}

/** A word that may be part of a name read with Rey or a side word: no cue, function, domain or known word, no digit. */
function isResolverWord(word: string): boolean {
  return !/\d/.test(word) && !FUNCTION_WORDS.has(word) && !PLACE_CUES.has(word) && !NOT_A_PLACE.has(placeNameKey(word)) && !HOW_IS_WORDS.has(word) && !AFTER_NAME.has(word) && !isKnownWord(word);
}

/** «شهر ری», «شهرری» (or «ری» opening the sentence or after a cue) at i: how many words, else 0. */
function reyWordsAt(tokens: readonly string[], i: number): number {
  if (placeNameKey(tokens[i] ?? '') === REY_KEY) return 1;
  if (tokens[i] === 'شهر' && tokens[i + 1] === 'ری') return 2;
  if (tokens[i] === 'ری' && tokens[i - 1] !== 'شهر' && (i === 0 || isCued(tokens, i))) return 1;
  return 0;
}

const REY_KEY = placeNameKey('شهرری');

/**
 * Names the API reads by its rules (resolvePlaceName, server/places/resolve-name.ts) that the catalogue's keys alone
 * would cut short: a Rey neighbourhood qualified by the town («شهر ری - دولت آباد», «دولت آباد (شهر ری)»; the
 * punctuation is gone here, so the API's own form is rebuilt), and a known name with a side word the catalogue has
 * no entry for («گلبرگ شرقی», Divar's street in دردشت, not the variant «گلبرگ» of شهرک ژاندارمری), or a side word
 * one letter off («نارمک جنوبیی»). The chat then names the place the API would price, one source of truth.
 */
function resolverSpans(tokens: readonly string[], taken: boolean[]): { places: PlaceMention[]; outside: OutsideMention[] } {
  const out: PlaceMention[] = [];
  const outside: OutsideMention[] = [];
  const free = (from: number, to: number) => from >= 0 && to <= tokens.length && !taken.slice(from, to).some(Boolean);
  const nameWords = (from: number, to: number) => tokens.slice(from, to).every(isResolverWord);
  // The words stand for a place of their own somewhere (directly, by the rules, or as the first words of names).
  const known = (words: string) =>
    getNeighbourhoodExact(words) !== null || resolvePlaceName(words).kind !== 'unknown' || namesStartingWith(words).length > 0;
  const push = (id: string, start: number, end: number, fuzzy: boolean, said?: string) => {
    const nb = getNeighbourhoodExact(id);
    if (!nb) return;
    for (let k = start; k < end; k++) taken[k] = true;
    // The name said is kept only when it is not the place's own («نارمک جنوبیی» is نارمک جنوبی, said as it is).
    const other = said !== undefined && placeNameKey(said) !== placeNameKey(nb.name_fa) ? { said } : {};
    out.push({ type: 'neighbourhood', id: nb.id, name: nb.name_fa, district: nb.district, start, end, ...(fuzzy ? { fuzzy: true } : {}), ...other });
  };
  const rey = getNeighbourhoodExact('شهرری')?.id;
  // The API's answer for the name written with the town: a Rey neighbourhood, or a town of its own outside the
  // service area («شهر ری - باقرشهر»); the town itself (the API's fallback for a name it does not know there) is
  // left to the words read alone.
  const reyQualified = (inner: string, written: string, start: number, end: number): boolean => {
    if (!known(inner)) return false;
    const r = resolvePlaceName(written);
    if (r.kind === 'place' && r.id !== rey) {
      push(r.id, start, end, false);
      return true;
    }
    const town = r.kind === 'outside' ? outsideTown(inner) : null;
    if (!town) return false;
    for (let k = start; k < end; k++) taken[k] = true;
    outside.push({ name: town, start, end });
    return true;
  };
  for (let i = 0; i < tokens.length; i++) {
    const n = reyWordsAt(tokens, i);
    if (n === 0 || !free(i, i + n)) continue;
    let found = false;
    // «شهر ری دولت آباد»: the name after the town, longest first.
    for (let len = MAX_SPAN; len >= 1 && !found; len--) {
      const from = i + n;
      if (!free(from, from + len) || !nameWords(from, from + len)) continue;
      const inner = tokens.slice(from, from + len).join(' ');
      found = reyQualified(inner, `شهر ری - ${inner}`, i, from + len);
    }
    // «دولت آباد شهر ری»: the name before it.
    for (let len = MAX_SPAN; len >= 1 && !found; len--) {
      const from = i - len;
      if (!free(from, i) || !nameWords(from, i)) continue;
      const inner = tokens.slice(from, i).join(' ');
      found = reyQualified(inner, `${inner} شهر ری`, from, i + n);
    }
  }
  for (let end = 2; end <= tokens.length; end++) {
    const side = sideWord(tokens[end - 1]);
    if (!side) continue;
    for (let len = Math.min(MAX_SPAN - 1, end - 1); len >= 1; len--) {
      const from = end - 1 - len;
      if (!free(from, end) || !nameWords(from, end - 1)) continue;
      const stem = tokens.slice(from, end - 1).join(' ');
      // Only a name the catalogue holds, whose side word would otherwise be dropped; a longer name that holds these
      // words («تهرانپارس غربی تهرانپارس») is left to the exact names.
      if (!getNeighbourhoodExact(stem) || getNeighbourhoodExact(tokens.slice(from, end).join(' '))) continue;
      if (COMMON_WORD_NAMES.has(placeNameKey(stem)) && !isCued(tokens, from)) continue;
      const longer = [1, 2].some((k) => getNeighbourhoodExact(tokens.slice(from, end + k).join(' ')) !== null || getNeighbourhoodExact(tokens.slice(Math.max(0, from - k), end).join(' ')) !== null);
      if (longer) continue;
      const r = resolvePlaceName(`${stem} ${side.side}`);
      if (r.kind !== 'place') continue;
      push(r.id, from, end, side.corrected, `${stem} ${side.side}`);
      break;
    }
  }
  return { places: out, outside };
}

/**
 * A proper name that is also an everyday word (PROPER_NAMES), read as the place with no cue before it: opening the
 * message before a how-is word («آزادی چطوره؟», «انقلاب برای اجاره دانشجویی خوبه؟»), or followed by the district
 * of it or of a namesake («تختی منطقه ۱۲ منظورمه»).
 */
function namedAsPlace(tokens: readonly string[], i: number, len: number, nb: Neighbourhood): boolean {
  if (!PROPER_NAMES.has(placeNameKey(tokens.slice(i, i + len).join(' ')))) return false;
  const next = (tokens[i + len] ?? '').replace(/[?؟!.]+$/u, '');
  if (i === 0 && OPENS_HOW_IS.has(next)) return true;
  if (!DISTRICT_WORD.test(next)) return false;
  const n = districtNumber(tokens[i + len + 1] === 'ی' ? tokens[i + len + 2] : tokens[i + len + 1]);
  return n !== null && sameNamed(nb).some((other) => other.district === n);
}

/**
 * Place mentions in order. `tokens` are normalised words (normalizeText → tokenize), before number words are turned
 * into digits, so «سی متری جی» is still a name. Overlapping candidates keep the longest. `closingNo`: the indices of
 * the «نه» tokens that punctuation followed in the message.
 */
export function findPlaces(
  tokens: readonly string[],
  closingNo: ReadonlySet<number> = new Set(),
): { places: PlaceMention[]; outside: OutsideMention[]; landmarks: LandmarkMention[] } {
  const places: PlaceMention[] = [];
  const outside: OutsideMention[] = [];
  const taken = new Array<boolean>(tokens.length).fill(false);
  const districts = new Map(listDistricts().map((d) => [d.district, d.name_fa]));

  // «منطقه ۵», «منطقه‌ی پنج», «منطقه 22»
  for (let i = 0; i < tokens.length; i++) {
    if (!DISTRICT_WORD.test(tokens[i])) continue;
    const j = tokens[i + 1] === 'ی' ? i + 2 : i + 1;
    let n = districtNumber(tokens[j]);
    // «منطقه بیست و دو»
    if (n === 20 && tokens[j + 1] === 'و') {
      const unit = districtNumber(tokens[j + 2]);
      if (unit !== null && unit < 10) {
        n = 20 + unit;
        for (let k = i; k <= j + 2; k++) taken[k] = true;
        places.push({ type: 'district', district: n, name: districts.get(n) ?? `منطقه ${n}`, start: i, end: j + 3 });
        continue;
      }
    }
    if (n !== null && n >= 1 && n <= 22) {
      for (let k = i; k <= j; k++) taken[k] = true;
      places.push({ type: 'district', district: n, name: districts.get(n) ?? `منطقه ${n}`, start: i, end: j + 1 });
    }
  }

  // «مترو شریعتی», «ایستگاه مترو شهید بهشتی»: a station named after its cue is the neighbourhood it lies in.
  for (let i = 0; i < tokens.length; i++) {
    if (!STATION_CUES.has(tokens[i])) continue;
    const from = tokens[i].startsWith('ایستگاه') && (tokens[i + 1] === 'مترو' || tokens[i + 1] === 'متروی') ? i + 2 : i + 1;
    if (taken[from]) continue;
    const hit = stationAt(tokens, from);
    if (!hit) continue;
    // The cue is part of the mention: «مترو» here names where, it does not ask about the metro.
    for (let k = i; k < from + hit.length; k++) taken[k] = true;
    const nb = hit.neighbourhood;
    places.push({ type: 'neighbourhood', id: nb.id, name: nb.name_fa, district: nb.district, start: i, end: from + hit.length, ...(hit.own ? {} : { station: hit.station }) });
  }

  // Landmarks: the catalogue's own entry when the whole name is one, else the name set aside.
  const landmarks: LandmarkMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (taken[i] || !LANDMARK_WORDS.has(tokens[i])) continue;
    // Inside a longer name («شهرک دانشگاه شریف»): left to the names below.
    const inside = [1, 2].some((back) => i - back >= 0 && [1, 2, 3].some((len) => getNeighbourhoodExact(tokens.slice(i - back, i + len).join(' ')) !== null));
    if (inside) continue;
    let found = false;
    for (let len = MAX_SPAN; len >= 2 && !found; len--) {
      if (i + len > tokens.length || taken.slice(i, i + len).some(Boolean)) continue;
      // «منظورم دانشگاه تهرانه»: «است» or a suffix glued on the last word.
      const words = tokens.slice(i, i + len);
      const last = words[len - 1];
      const stems = [last, ...GLUED_SUFFIXES.filter((x) => last.length - x.length >= 3 && last.endsWith(x)).map((x) => last.slice(0, -x.length))];
      const hit = stems.map((stem) => [...words.slice(0, -1), stem].join(' ')).map((name) => ({ name, nb: getNeighbourhoodExact(name) })).find((h) => h.nb !== null);
      const nb = hit?.nb;
      if (!hit || !nb) continue;
      const named = hit.name;
      for (let k = i; k < i + len; k++) taken[k] = true;
      // «دانشگاه تهران» is an alias of Divar's «دانشگاه» (tehran-university): the landmark is said first with the
      // neighbourhood it names (`said`), as a hospital's pin is, so «محلهٔ دانشگاه» alone is no surprise.
      // (The name key drops «تهران», so the words themselves are compared.)
      const alias = named.replace(/\s+/gu, '') !== nb.name_fa.replace(/\s+/gu, '');
      places.push({ type: 'neighbourhood', id: nb.id, name: nb.name_fa, district: nb.district, start: i, end: i + len, landmark: true, ...(alias ? { said: named } : {}) });
      found = true;
    }
    if (found) continue;
    let j = i + 1;
    while (j < tokens.length && j - i <= 3 && !taken[j] && isNameWord(tokens[j])) j++;
    if (j === i + 1) continue;
    // «بیمارستان میلاد», «دانشگاه امیرکبیر»: a hospital or university the environment data places is the neighbourhood
    // its pin lies in, said as such (`said`), the longest name first («بیمارستان میلاد نزدیکش» is «بیمارستان میلاد»).
    let poi: { place: ReturnType<typeof poiPlace>; end: number } | null = null;
    for (let end = j; end > i + 1 && !poi?.place; end--) poi = { place: poiPlace(tokens[i], tokens.slice(i + 1, end)), end };
    if (poi?.place) {
      for (let k = i; k < poi.end; k++) taken[k] = true;
      const nb = poi.place.neighbourhood;
      places.push({ type: 'neighbourhood', id: nb.id, name: nb.name_fa, district: nb.district, start: i, end: poi.end, said: poi.place.name });
      continue;
    }
    for (let k = i; k < j; k++) taken[k] = true;
    landmarks.push({ name: tokens.slice(i, j).join(' '), start: i, end: j });
  }

  const resolved = resolverSpans(tokens, taken);
  places.push(...resolved.places);
  outside.push(...resolved.outside);

  // Exact names (catalogue keys and aliases), longest span first.
  for (let len = MAX_SPAN; len >= 1; len--) {
    for (let i = 0; i + len <= tokens.length; i++) {
      if (taken.slice(i, i + len).some(Boolean)) continue;
      const span = tokens.slice(i, i + len).join(' ');
      const key = placeNameKey(span);
      if (key.length < 2 || /^\d+$/.test(key)) continue;
      if (len === 1 && NOT_A_PLACE.has(key)) continue;
      // «گیشاست», «ونکه», «پونکی»: a name with «است» or a suffix glued on.
      const nb = getNeighbourhoodExact(span) ?? (len === 1 ? withoutSuffix(span) : null);
      if (nb) {
        if (CITY_HOMONYMS.has(key)) {
          const prev = tokens[i - 1] ?? '';
          const tehranSaid = STREET_WORDS.has(prev) || (prev === 'ی' && tokens[i - 2] === 'محله') || TEHRAN_WORDS.has(tokens[i + len] ?? '') || TEHRAN_WORDS.has(tokens[i + len - 1]);
          if (!tehranSaid && (prev === 'شهر' || LOCATIVE.has(prev) || i === 0)) {
            const from = prev === 'شهر' ? i - 1 : i;
            for (let k = from; k < i + len; k++) taken[k] = true;
            outside.push({ name: `شهر ${nb.name_fa}`, start: from, end: i + len, homonym: nb.id });
            continue;
          }
          if (tehranSaid) {
            for (let k = i; k < i + len; k++) taken[k] = true;
            places.push({ type: 'neighbourhood', id: nb.id, name: nb.name_fa, district: nb.district, start: i, end: i + len });
            continue;
          }
        }
        if (COMMON_WORD_NAMES.has(key) && (!isCued(tokens, i) || MARKET_WORDS.has(tokens[i + len] ?? '')) && !namedAsPlace(tokens, i, len, nb)) continue;
        for (let k = i; k < i + len; k++) taken[k] = true;
        // «محلهٔ دانشگاه» (the chat's own chip) is that entry, not the first word of «دانشگاه شریف».
        const entry = LANDMARK_WORDS.has(span) && NEIGHBOURHOOD_WORDS.has(tokens[i - 1] ?? '');
        // «هفده شهریور» names two neighbourhoods (districts 12 and 18): the one in the district the message names
        // («… منطقه ۱۲»), else all of them kept, so the dialogue asks which.
        const namesakes = sameNamed(nb);
        const districtSaid = places.find((p) => p.type === 'district' && namesakes.some((n) => n.district === p.district));
        const chosen = (districtSaid && namesakes.find((n) => n.district === districtSaid.district)) || nb;
        places.push({
          type: 'neighbourhood',
          id: chosen.id,
          name: chosen.name_fa,
          district: chosen.district,
          start: i,
          end: i + len,
          ...(entry ? { landmark: true } : {}),
          ...(namesakes.length >= 2 && !districtSaid ? { alternatives: [nb.id, ...namesakes.filter((n) => n.id !== nb.id).map((n) => n.id)] } : {}),
        });
        continue;
      }
      // «جنت آباد» names no place but begins several («جنت آباد شمالی», «… مرکزی», «… جنوبی»): the catalogue
      // search's first, with the others kept so the dialogue can ask which one.
      if (len >= 2 && !FUNCTION_WORDS.has(tokens[i + len - 1])) {
        const family = namesStartingWith(span);
        if (family.length >= 2) {
          for (let k = i; k < i + len; k++) taken[k] = true;
          const first = family[0];
          places.push({ type: 'neighbourhood', id: first.id, name: first.name_fa, district: first.district, start: i, end: i + len, alternatives: family.map((f) => f.id) });
          continue;
        }
      }
      // «و صنعت» (left by «پارک و صنعت») opens with «و»: the tail of another name, not a name of its own to hold.
      if (len >= 2 && !FUNCTION_WORDS.has(tokens[i]) && !FUNCTION_WORDS.has(tokens[i + len - 1]) && !COMMON_WORD_NAMES.has(key)) {
        const holders = namesHoldingInside(span);
        if (holders.length >= 1) {
          for (let k = i; k < i + len; k++) taken[k] = true;
          const first = holders[0];
          places.push({
            type: 'neighbourhood',
            id: first.id,
            name: first.name_fa,
            district: first.district,
            start: i,
            end: i + len,
            ...(holders.length >= 2 ? { alternatives: holders.map((h) => h.id) } : {}),
          });
          continue;
        }
      }
      // «پردیس چطوره؟»: a town alone before «چطوره» opens the sentence and is the whole subject (a Tehran name is
      // taken before this, so only a town the catalogue lacks is read here).
      const howIsTown = i === 0 && i + len + 1 === tokens.length && HOW_IS_WORDS.has(tokens[i + len]);
      // «برای سرمایه گذاری پردیس بهتره یا پرند؟»: a town weighed against another («یا» cues the second).
      const weighedTown = tokens[i + len] === 'بهتره' && tokens[i + len + 1] === 'یا';
      if (len <= 2 && (isCued(tokens, i) || howIsTown || weighedTown) && !NEIGHBOURHOOD_WORDS.has(tokens[i - 1]) && !COMMON_WORD_TOWNS.has(span)) {
        const town = outsideTown(span) ?? (OTHER_PLACES.has(placeNameKey(span)) ? span : null) ?? null;
        if (town) {
          for (let k = i; k < i + len; k++) taken[k] = true;
          outside.push({ name: town, start: i, end: i + len });
        }
      }
    }
  }

  // Typos («سادت آباد», «پاسدارن»): a word or two no rule explained, tried against the catalogue's fuzzy search.
  for (let len = 2; len >= 1; len--) {
    for (let i = 0; i + len <= tokens.length; i++) {
      if (taken.slice(i, i + len).some(Boolean)) continue;
      const words = tokens.slice(i, i + len);
      if (words.some((w) => NOT_A_PLACE.has(placeNameKey(w)) || isKnownWord(w) || /\d/.test(w) || w.length < 3)) continue;
      const key = placeNameKey(words.join(' '));
      // Four-letter words are one edit from too many names («خواب» → «نواب») unless a cue says a place follows.
      if (key.length < 4 || (key.length < 5 && !isCued(tokens, i))) continue;
      // A slip people make (a sound-alike letter, two letters swapped) after a place cue: the one closest name.
      let nb = isCued(tokens, i) ? closestName(key) : null;
      if (!nb) {
        const [hit] = searchPlaces(words.join(' '));
        if (!hit || hit.type !== 'neighbourhood') continue;
        const nameKey = placeNameKey(hit.neighbourhood.name_fa);
        // A typo (edit distance within the catalogue's tolerance) or a name typed short («سعادت» for «سعادت آباد») with a cue.
        const typo = hit.score >= TYPO_TWO_EDITS && hit.score < PLACE_SEARCH_SCORE.within && Math.abs(nameKey.length - key.length) <= 2;
        const prefix = hit.score >= ANY_PREFIX && isCued(tokens, i) && key.length >= 4 && key.length >= nameKey.length * 0.6;
        if (!typo && !prefix) continue;
        if (COMMON_WORD_NAMES.has(nameKey) && !isCued(tokens, i)) continue;
        nb = hit.neighbourhood;
      }
      for (let k = i; k < i + len; k++) taken[k] = true;
      places.push({ type: 'neighbourhood', id: nb.id, name: nb.name_fa, district: nb.district, start: i, end: i + len, fuzzy: true });
    }
  }
  // «پونک یا شیراز؟», «شیراز منطقه ۳»: a Tehran place beside a city's name says it is the neighbourhood.
  if (places.length > 0) {
    for (const o of outside.filter((m) => m.homonym)) {
      const nb = o.homonym ? getNeighbourhoodExact(o.homonym) : null;
      if (!nb) continue;
      outside.splice(outside.indexOf(o), 1);
      const start = o.end - 1;
      places.push({ type: 'neighbourhood', id: nb.id, name: nb.name_fa, district: nb.district, start, end: o.end });
    }
  }
  // «سیزده آبان شهرری»: another place named in a namesake's district tells which one it is.
  for (const [k, p] of places.entries()) {
    if (p.type !== 'neighbourhood' || !p.alternatives) continue;
    const group = p.alternatives.map((id) => getNeighbourhoodExact(id)).filter((n): n is Neighbourhood => n !== null);
    if (group.length < 2 || group.some((n) => n.name_fa !== p.name)) continue; // a family («جنت آباد»), not namesakes
    const hint = places.find((o) => o !== p && group.some((n) => n.district === o.district));
    const chosen = hint && group.find((n) => n.district === hint.district);
    if (!chosen) continue;
    // A place right after the name only qualifies it («سیزده آبان شهرری»): one place, not two.
    const qualifier = hint.type === 'neighbourhood' && hint.start === p.end;
    places[k] = { type: 'neighbourhood', id: chosen.id, name: chosen.name_fa, district: chosen.district, start: p.start, end: qualifier ? hint.end : p.end };
    if (qualifier) places.splice(places.indexOf(hint), 1);
  }
  places.sort((a, b) => a.start - b.start);
  // «منظورم ظفر بود نه میرداماد», «تو ونک، نه تو پونک»: a place right after «نه» (or «نه تو») is the one being
  // corrected away; a «نه» the writer closed with punctuation («تو پونک نه، تو شهران جنوبی») takes back the place
  // before it instead. A name that is also a common word («بازار مسکن ونک») gives way to a real name in the same
  // sentence.
  const noBefore = (start: number) =>
    tokens[start - 1] === 'نه' ? start - 1 : tokens[start - 2] === 'نه' && LOCATIVE.has(tokens[start - 1]) ? start - 2 : -1;
  const negated = (p: PlaceMention) => {
    if (tokens[p.end] === 'نه' && closingNo.has(p.end)) return true;
    const no = noBefore(p.start);
    return no >= 0 && !closingNo.has(no);
  };
  let kept = places.length > 1 ? places.filter((p) => !negated(p)) : places;
  // A guessed name (a typo match) gives way to a name written exactly: ordinary words are likelier than typos. Not
  // beside «یا» or «و» in a comparison («سعادتاباد یا شهرک قرب، کدوم گرونتره؟»): the choice names a second place.
  const comparing = tokens.some((t) => COMPARISON_WORDS.has(t) || t.startsWith('مقایس'));
  const besideJoin = (p: PlaceMention) => JOINS.has(tokens[p.start - 1] ?? '') || JOINS.has(tokens[p.end] ?? '');
  const exact = kept.filter((p) => p.type === 'district' || !p.fuzzy || (comparing && besideJoin(p)));
  if (exact.length > 0 && exact.length < kept.length) kept = exact;
  // A city's name kept as Tehran's neighbourhood («پونک یا کرمان») was read so for the other place beside it.
  // «تو تختی منطقه ۱۶»: a district that holds the name does not outrank it, it says which one is meant.
  const inDistrictSaid = (p: PlaceMention) => p.type === 'neighbourhood' && kept.some((d) => d.type === 'district' && d.district === p.district);
  const plain = kept.filter((p) => p.type === 'district' || !COMMON_WORD_NAMES.has(placeNameKey(p.name)) || CITY_HOMONYMS.has(placeNameKey(p.name)) || inDistrictSaid(p));
  if (plain.length > 0 && plain.length < kept.length) kept = plain;
  return { places: kept, outside, landmarks };
}
