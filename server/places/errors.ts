import 'server-only';
import { OutsideServiceArea } from '@/server/core/errors';

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
