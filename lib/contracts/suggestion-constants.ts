// What the suggestion form needs at run time without the zod contract (lib/contracts/suggestion.ts re-exports it):
// the form page loads zod only when its form first validates.

export type SuggestionKind = 'buy' | 'rent';
/** base: the ten best neighbourhoods; complementary: twenty. */
export type SuggestionTier = 'base' | 'complementary';

/** Service families of spec §3 behind each kind. */
export const SUGGESTION_FAMILY = { buy: 'buy_suggestion', rent: 'rent_suggestion' } as const satisfies Record<SuggestionKind, string>;
export const SUGGESTION_LIMIT: Record<SuggestionTier, number> = { base: 10, complementary: 20 };

export const DISTRICT_COUNT = 22;
export const SUGGESTION_AREA_MIN = 15;
export const SUGGESTION_AREA_MAX = 2000;
export const SUGGESTION_ROOMS_MAX = 10;
export const SUGGESTION_MAX_AGE_MAX = 100;
/** Toman; a budget below this buys nothing anywhere in Tehran and is almost certainly a typo (rials, a missing zero). */
export const BUY_BUDGET_MIN = 100_000_000;
export const BUDGET_MAX = 1_000_000_000_000_000;

export const SUGGESTION_NOT_FOUND = 'پیشنهاد محلی با این شناسه پیدا نشد.';
export const AREA_OR_ROOMS_REQUIRED = 'متراژ یا تعداد اتاق خانهٔ مورد نظر را وارد کنید';
export const DISTRICT_CONFLICT = 'یک منطقه نمی‌تواند هم انتخاب و هم حذف شده باشد';
export const NO_DISTRICT_LEFT = 'با این انتخاب منطقه‌ای برای جست‌وجو باقی نمی‌ماند';
