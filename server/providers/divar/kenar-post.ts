import 'server-only';
import { toLatinDigits } from '@/lib/fa/digits';
import type { AdAmount, DivarPin, DivarPost } from './types';

// Kenar's ad payloads → DivarPost (integrations.md "More facts", kenar-openapi.json). The finder read's `data` is
// free-form; real ads carry the real-estate keys either flat in `data` or, as search items do, under
// `real_estate_fields`, with values as JSON numbers, strings in Persian or Latin digits, Persian words («دو») or
// `{mode, value}` pairs whose mode may be «توافقی» (negotiable, no number). The owner read has `general_data` and
// `category_data` (the submit schema's names: rooms_count ROOMS_COUNT_2, year_built, has_warehouse). Kenar omits zero
// and false, so a missing key is unknown (null) here, never 0 or false.

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const WORD_NUMBERS: Record<string, number> = {
  صفر: 0, بدون: 0, یک: 1, یکی: 1, دو: 2, سه: 3, چهار: 4, پنج: 5, شش: 6, شیش: 6, هفت: 7, هشت: 8, نه: 9, ده: 10,
};
const UNITS: Array<[RegExp, number]> = [
  [/میلیارد/, 1e9],
  [/میلیون/, 1e6],
  [/هزار/, 1e3],
];
/** A bound, not a figure: «قبل از ۱۳۷۰», «پنج یا بیشتر», «بیش از ۱۰». We do not guess a number for it. */
const BOUND = /قبل|بعد|بیش|کمتر|بالای|زیر\s*\d|یا\s*بیشتر|OR_MORE|\+/;

/** Persian/Arabic digits, Persian separators and decimal point, ZWNJ → plain text for number parsing. */
function plain(text: string): string {
  return toLatinDigits(text)
    .replace(/[\u200c\u200f\u200e]/g, ' ')
    .replace(/[٬,،]/g, '')
    .replace(/٫/g, '.')
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک')
    .trim();
}

/** A count or a size: a number, digits in any script, or a Persian number word; null when unknown or a bound. */
export function parseCount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = plain(value);
  if (!text || BOUND.test(text)) return null;
  const enumMatch = /^ROOMS_COUNT_(\d+)$/.exec(text);
  if (enumMatch) return Number(enumMatch[1]);
  const digits = /-?\d+(?:\.\d+)?/.exec(text);
  if (digits) return Number(digits[0]);
  if (/بدون\s*اتاق/.test(text)) return 0;
  const word = text.split(/\s+/).find((w) => w in WORD_NUMBERS);
  return word === undefined ? null : WORD_NUMBERS[word];
}

const positive = (n: number | null): number | null => (n !== null && n > 0 ? n : null);

/** A floor: a number or words (همکف 0, زیرهمکف −1, «منفی ۱»); «۳ از ۵» also gives the building's floors. */
export function parseFloor(value: unknown): { floor: number | null; total: number | null } {
  if (typeof value === 'number') return { floor: Number.isInteger(value) ? value : null, total: null };
  if (typeof value !== 'string') return { floor: null, total: null };
  const text = plain(value);
  const of = /^(.+?)\s*از\s*(.+)$/.exec(text);
  if (of) return { floor: parseFloor(of[1]).floor, total: positive(parseCount(of[2])) };
  if (/زیر\s*همکف|زیرهمکف/.test(text)) return { floor: -1, total: null };
  if (/همکف|^صفر$/.test(text)) return { floor: 0, total: null };
  const n = parseCount(text.replace(/منفی\s*/, '-'));
  return { floor: n !== null && Number.isInteger(n) ? n : null, total: null };
}

/** A Jalali build year; a bound («قبل از ۱۳۷۰») or anything outside 1300–1500 is unknown. */
export function parseYear(value: unknown): number | null {
  const n = parseCount(value);
  return n !== null && Number.isInteger(n) && n >= 1300 && n <= 1500 ? n : null;
}

export function parseFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : null;
  if (typeof value !== 'string') return null;
  const text = plain(value).toLowerCase();
  if (['true', '1', 'دارد', 'بله', 'هست', 'yes'].includes(text)) return true;
  if (['false', '0', 'ندارد', 'خیر', 'نیست', 'no'].includes(text)) return false;
  return null;
}

/**
 * A price in toman: a number, a string («۱۸٬۵۰۰٬۰۰۰٬۰۰۰», «۱۸٫۵ میلیارد تومان») or `{mode, value}`. «توافقی» is
 * negotiable; zero or nothing is unknown (Kenar leaves a missing value out or sends "0").
 */
export function parseAmount(value: unknown): AdAmount {
  if (isObject(value)) {
    const mode = typeof value.mode === 'string' ? plain(value.mode) : '';
    const amount = parseAmount(value.value ?? null);
    if (typeof amount === 'number') return amount;
    return /توافقی|NEGOTIABLE/i.test(mode) ? 'negotiable' : null;
  }
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const text = plain(value);
  if (/توافقی/.test(text)) return 'negotiable';
  const digits = /\d+(?:\.\d+)?/.exec(text);
  if (!digits) return null;
  const unit = UNITS.find(([re]) => re.test(text))?.[1] ?? 1;
  const toman = Math.round(Number(digits[0]) * unit);
  return toman > 0 ? toman : null;
}

/** A rent ad's monthly rent: «رهن کامل» (all deposit, no monthly rent) is an explicit zero. */
function parseRent(value: unknown): AdAmount {
  const mode = isObject(value) && typeof value.mode === 'string' ? value.mode : typeof value === 'string' ? value : '';
  if (/رهن\s*کامل|FULL_CREDIT/i.test(plain(mode))) return 0;
  return parseAmount(value);
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The first key present (not null/undefined/"") among aliases, in any of the sources. */
function pick(sources: Json[], keys: string[]): unknown {
  for (const source of sources) {
    for (const key of keys) {
      const v = source[key];
      if (v !== undefined && v !== null && v !== '') return v;
    }
  }
  return undefined;
}

function postFromFields(token: string, head: { category: unknown; city: unknown; district: unknown; title: unknown; description: unknown }, fields: Json[]): DivarPost {
  const floorInfo = parseFloor(pick(fields, ['floor']));
  const totalFloors = positive(parseCount(pick(fields, ['total_floors_count', 'floors_count', 'total_floors']))) ?? floorInfo.total;
  const area = positive(parseCount(pick(fields, ['size', 'area', 'meterage'])));
  const rooms = parseCount(pick(fields, ['rooms', 'rooms_count']));
  const yearGiven = pick(fields, ['year', 'year_built', 'construction_year']);
  const buildYear = parseYear(yearGiven);
  return {
    token,
    category: text(head.category),
    city: text(head.city),
    district: text(head.district),
    title: text(head.title),
    description: text(head.description),
    area: area === null ? null : Math.round(area * 10) / 10,
    rooms: rooms !== null && Number.isInteger(rooms) && rooms >= 0 ? rooms : null,
    buildYear,
    buildYearText: buildYear === null && (typeof yearGiven === 'string' || typeof yearGiven === 'number') ? String(yearGiven).trim() || null : null,
    floor: floorInfo.floor,
    totalFloors,
    elevator: parseFlag(pick(fields, ['has_elevator', 'elevator'])),
    parking: parseFlag(pick(fields, ['has_parking', 'parking'])),
    storage: parseFlag(pick(fields, ['has_warehouse', 'has_storage', 'warehouse', 'storage'])),
    price: parseAmount(pick(fields, ['price'])),
    deposit: parseAmount(pick(fields, ['credit', 'deposit'])),
    rent: parseRent(pick(fields, ['rent'])),
  };
}

/** GET /v1/open-platform/finder/post/{token} → DivarPost. */
export function parseFinderPost(body: unknown, token: string): DivarPost {
  const root = isObject(body) ? body : {};
  const data = isObject(root.data) ? root.data : {};
  const nested = isObject(data.real_estate_fields) ? data.real_estate_fields : {};
  return postFromFields(
    text(root.token) ?? token,
    {
      category: root.category ?? data.category,
      city: root.city ?? data.city,
      district: root.district ?? data.district,
      title: data.title ?? root.title,
      description: data.description ?? root.description,
    },
    [nested, data],
  );
}

/** GET /v1/open-platform/user-post/{token} (owner only) → DivarPost, from general_data and category_data. */
export function parseUserPost(body: unknown, token: string): DivarPost {
  const root = isObject(body) ? body : {};
  const general = isObject(root.general_data) ? root.general_data : {};
  const category = isObject(root.category_data) ? root.category_data : {};
  return postFromFields(
    token,
    { category: general.category_slug, city: general.city, district: general.district, title: general.title, description: general.description },
    [category],
  );
}

/** The owner read's pin: LOCATION_TYPE_EXACT or _APPROXIMATE with coordinates; EMPTY (or none) is no pin. */
export function parseUserPostPin(body: unknown): DivarPin | null {
  const root = isObject(body) ? body : {};
  const general = isObject(root.general_data) ? root.general_data : {};
  const type = general.location_type;
  const lat = Number(general.latitude);
  const lng = Number(general.longitude);
  if (type !== 'LOCATION_TYPE_EXACT' && type !== 'LOCATION_TYPE_APPROXIMATE') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng, exact: type === 'LOCATION_TYPE_EXACT' };
}
