import 'server-only';
import { OutsideServiceArea } from '@/server/core/errors';
import { persianList } from '@/lib/fa/list';

/**
 * A point outside Tehran's 22 districts (spec §8: 'your property location is outside our service area'): a domain
 * error, so a use-case that meets it lets it go and the route wrapper answers 400 with the catalogue's words.
 */
export class OutsideServiceAreaError extends OutsideServiceArea {
  readonly code = 'outside_service_area' as const;
  constructor(readonly lat: number, readonly lng: number) {
    super('موقعیت ملک خارج از محدوده خدمات ماست');
    this.name = 'OutsideServiceAreaError';
  }
}

export class UnknownPlaceError extends Error {
  readonly code = 'unknown_place' as const;
  constructor(readonly query: string) {
    super('محله یا منطقه وارد شده شناخته نشد');
    this.name = 'UnknownPlaceError';
  }
}

/** The message for a town outside Tehran typed as a neighbourhood (e.g. «پردیس»). */
export function outsideTownMessage(town: string): string {
  return `«${town}» خارج از محدوده خدمات ماست؛ ارزیابی فعلاً فقط برای شهر تهران انجام می‌شود`;
}

/**
 * The answer to a district typed where a neighbourhood is asked for («منطقه ۵»): the valuation reads a
 * neighbourhood, and a district holds dozens at very different prices, so it says so and offers some of that
 * district's neighbourhoods, each qualified by its district as unknownPlaceMessage does (a same-name place elsewhere
 * would otherwise answer for it).
 */
export function districtNotPlaceMessage(district: number, suggestions: readonly SuggestedPlace[]): string {
  const base = `«منطقه ${faDigits(district)}» یک منطقهٔ شهرداری است، نه محله؛ نام محلهٔ ملک را بنویسید`;
  return suggestions.length ? `${base}، مانند ${nameList(suggestions)}` : base;
}

/** How a suggested place is named: «ارامنه (منطقه ۷)». */
export interface SuggestedPlace {
  name_fa: string;
  district: number;
}

const faDigits = (n: number): string => n.toLocaleString('fa-IR', { useGrouping: false });

/**
 * The answer to a neighbourhood name that resolves to none: «محله وارد شده شناخته نشد», then the closest places as a
 * question («منظورتان «ارامنه (منطقه ۷)» یا «گرگان (منطقه ۷)» است؟») when there are any.
 */
export function unknownPlaceMessage(suggestions: readonly SuggestedPlace[]): string {
  const base = 'محله وارد شده شناخته نشد';
  if (!suggestions.length) return base;
  return `${base}؛ منظورتان ${nameList(suggestions)} است؟`;
}

/** «ارامنه (منطقه ۷)»، «گرگان (منطقه ۷)» یا «…» */
function nameList(suggestions: readonly SuggestedPlace[]): string {
  const names = suggestions.map((s) => `«${s.name_fa} (منطقه ${faDigits(s.district)})»`);
  return persianList(names, 'یا');
}
