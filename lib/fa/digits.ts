const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';

/** Persian (۰–۹) and Arabic-Indic (٠–٩) digits to Latin; everything else untouched. */
export function toLatinDigits(input: string): string {
  return input.replace(/[۰-۹٠-٩]/g, (d) => {
    const p = PERSIAN.indexOf(d);
    return String(p >= 0 ? p : ARABIC.indexOf(d));
  });
}

export function toPersianDigits(input: string | number): string {
  return String(input).replace(/[0-9]/g, (d) => PERSIAN[Number(d)]);
}

/** Keeps digits only (spec §5 numeric fields); Persian/Arabic digits are converted first. */
export function digitsOnly(input: string): string {
  return toLatinDigits(input).replace(/\D/g, '');
}

/**
 * What a form's number field takes from a change: the number in Latin digits with one decimal point (a typed «٫» or
 * «/», what many Persian keyboards give for it, is a point), or null when the text holds anything but one number, so
 * the field keeps its value and says so instead of gluing the digits of «۱۰۰ متر، ۲ خوابه» into 1002, or reading
 * «85.5.5» as 85.55 and «85,5» as 855. Separators between groups of three and surrounding spaces are fine. A minus
 * before or after the digits («۱-» as typed right to left is −1) and an exponent («1e3») are part of one number: they
 * are kept as typed, for the field to say what it makes of them (entryFault), not dropped so that «-80» became 80.
 */
export function numericEntry(input: string): string | null {
  let text = toLatinDigits(input)
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[٫/]/g, '.')
    .trim();
  // Group separators only between groups of three: «85,5» is a decimal comma, not 855.
  if (/[٬,]/.test(text) && !/^[-−]?\d{1,3}([٬,]\d{3})+(\.\d*)?[-−]?$/.test(text)) return null;
  text = text.replace(/[٬,]/g, '');
  const sign = /^[-−]\s*|\s*[-−]$/;
  const negative = sign.test(text);
  text = text.replace(sign, '');
  if (!/^\d*\.?\d*(e[-+−]?\d*)?$/i.test(text)) return null;
  return `${negative ? '-' : ''}${text.replace('−', '-')}`;
}

/**
 * Why a number field's text (numericEntry's reading) is not a number the field takes, though it reads as one: an
 * exponent («1e3», which no form means), or a minus in a field that is not `signed` (an area, a price). The field
 * keeps the text and says so; the form's contract refuses it (out of range, or not a number).
 */
export function entryFault(text: string, signed: boolean): 'exponent' | 'negative' | null {
  if (/e/i.test(text)) return 'exponent';
  if (!signed && text.startsWith('-')) return 'negative';
  return null;
}

/** How a numeric field shows its text: Persian digits and the Persian decimal separator. */
export function numericDisplay(text: string): string {
  return toPersianDigits(text).replace('.', '٫');
}

/**
 * How a money field shows its text: numericDisplay with the integer part grouped by threes with «٬», so a typed
 * 8000000000 reads ۸٬۰۰۰٬۰۰۰٬۰۰۰ (numericEntry reads it back).
 */
export function groupedDisplay(text: string): string {
  const point = text.indexOf('.');
  const whole = point < 0 ? text : text.slice(0, point);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '٬');
  return numericDisplay(point < 0 ? grouped : `${grouped}${text.slice(point)}`);
}

/**
 * What a numeric field keeps of what is typed: digits, the decimal point (any of its spellings), a minus and an
 * exponent's «e» (kept to be pointed out: entryFault).
 */
export const NUMBER_KEPT = /[0-9۰-۹٠-٩.٫/\-−eE]/;
/** What a tel field keeps (telOnly): digits and a leading +. */
export const TEL_KEPT = /[0-9۰-۹٠-٩+]/;

/** How many kept characters (digits, decimal point, minus) `text` holds: the caret's place, whatever the script. */
export function keptCount(text: string, kept: RegExp = NUMBER_KEPT): number {
  let n = 0;
  for (const ch of text) if (kept.test(ch)) n += 1;
  return n;
}

/** Where the caret goes in `display` to stand after its `kept`-th kept character (0: before the first). */
export function caretAfterKept(display: string, kept: number, pattern: RegExp = NUMBER_KEPT): number {
  if (kept <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < display.length; i += 1) {
    if (pattern.test(display[i]) && ++seen === kept) return i + 1;
  }
  return display.length;
}

/** Tel fields keep digits and a leading +. */
export function telOnly(input: string): string {
  const latin = toLatinDigits(input).replace(/[^\d+]/g, '');
  return latin.startsWith('+') ? `+${latin.slice(1).replace(/\+/g, '')}` : latin.replace(/\+/g, '');
}

/**
 * spec §5 "mobile pattern elsewhere": begins with 0, 0098 or +98, then 9 and 9 more digits (the `phone` helper's
 * pattern). A mobile number itself is read more freely (normalizeMobile).
 */
export const MOBILE_PATTERN = /^(?:0|0098|\+98)(9\d{9})$/;

/** What a contact card or a person puts between a number's digits: spaces, dashes, brackets, dots, direction marks. */
const PHONE_SEPARATORS = /[\s\-().\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/**
 * An Iranian mobile number as people write it: 09…, or with the country code as +98, 0098 or a bare 98 (twelve
 * digits starting 989, what a copy from an international contact card or a messenger gives).
 */
const ANY_MOBILE = /^(?:0|0098|\+98|98)(9\d{9})$/;

/**
 * A whole mobile number in any of those forms (any digit script, separators and surrounding spaces ignored) → 09…;
 * otherwise null. The form's field and the API's contract both read numbers through it, so they agree.
 */
export function normalizeMobile(input: string): string | null {
  const match = ANY_MOBILE.exec(toLatinDigits(input).replace(PHONE_SEPARATORS, ''));
  return match ? `0${match[1]}` : null;
}

/**
 * What the login form's number field keeps of a change (spec §5: eleven digits, Persian digits converted): a whole
 * number in any form normalizeMobile reads becomes 09…; while one is typed key by key, its digits and a leading +,
 * with room for the country code (+98 and 98: twelve digits, 0098: fourteen), else eleven digits at most.
 */
export function loginMobileEntry(input: string): string {
  const whole = normalizeMobile(input);
  if (whole) return whole;
  const compact = toLatinDigits(input).replace(PHONE_SEPARATORS, '');
  const plus = compact.startsWith('+');
  const digits = compact.replace(/\D/g, '');
  const room = plus || digits.startsWith('98') ? 12 : digits.startsWith('0098') ? 14 : 11;
  const kept = `${plus ? '+' : ''}${digits.slice(0, room)}`;
  // A paste longer than a number is cut like a typed one, and what is left may be a whole number.
  return normalizeMobile(kept) ?? kept;
}
