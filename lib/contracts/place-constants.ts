import { toPersianDigits } from '@/lib/fa/digits';

// The place search's limit without zod: past it the search field (a lean page loads no zod at first) sends nothing and
// shows PLACE_SEARCH_TOO_LONG, and the route's contract (locationSearchQuery in ./place.ts) refuses with the same
// words, so the two never disagree.

/** The longest place search, in characters: longer than any neighbourhood's or street's name. */
export const PLACE_SEARCH_MAX_LENGTH = 100;
export const PLACE_SEARCH_TOO_LONG = `عبارت جست‌وجو نباید بیش از ${toPersianDigits(PLACE_SEARCH_MAX_LENGTH)} حرف باشد`;
