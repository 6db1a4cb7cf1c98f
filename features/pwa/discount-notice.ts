// spec §4 discount notice: shown once while today is before the cutoff (spec §9: 2025-05-15) and the flag is
// absent; accepting goes to the subscription page; the flag is set either way.
export const DISCOUNT_FLAG = 'discount-14040225';
export const DISCOUNT_FLAG_SEEN = 'true';
export const DISCOUNT_TARGET = '/subscription';

/** Calendar date in Tehran (the offer's market), as YYYY-MM-DD. */
export function tehranIsoDate(now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** `cutoff` is NEXT_PUBLIC_DISCOUNT_NOTICE_CUTOFF (YYYY-MM-DD), read on the server and passed down. */
export function shouldShowDiscountNotice(input: { now: Date; flag: string | null; cutoff: string }): boolean {
  return input.flag === null && tehranIsoDate(input.now) < input.cutoff;
}
