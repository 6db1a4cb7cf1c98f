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

/** Tel fields keep digits and a leading +. */
export function telOnly(input: string): string {
  const latin = toLatinDigits(input).replace(/[^\d+]/g, '');
  return latin.startsWith('+') ? `+${latin.slice(1).replace(/\+/g, '')}` : latin.replace(/\+/g, '');
}

/** 0912…, +98912…, 0098912…, 912… (any digit script) → 0912…; null when it is not an Iranian mobile number. */
export function normalizeMobile(input: string): string | null {
  const compact = toLatinDigits(input).replace(/[\s\-()]/g, '');
  const match = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(compact);
  return match ? `0${match[1]}` : null;
}
