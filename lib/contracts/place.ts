import { z } from 'zod';
import { PLACE_SEARCH_MAX_LENGTH, PLACE_SEARCH_TOO_LONG } from './place-constants';

/** No place picked yet: the one message of every form and API that needs a place (/price, /neighborhood, …). */
export const PLACE_REQUIRED = 'محل ملک را روی نقشه انتخاب کنید یا نام محله را جست‌وجو کنید';

/**
 * A place picked in a form (a map click or a search hit): the point the request sends, the names the form shows, and
 * the neighbourhood when it was chosen by name. `required` is the page's message when none is picked yet.
 */
export const pickedPlace = (required: string) =>
  z.object(
    {
      latitude: z.number(),
      longitude: z.number(),
      name: z.string(),
      district: z.string(),
      /** Set when the place was chosen by name (a neighbourhood id or slug). */
      neighbourhoodId: z.string().optional(),
    },
    { error: required },
  );
export type PickedPlace = z.output<ReturnType<typeof pickedPlace>>;

export { placeBody } from './place-body';

/** GET /api/houses/search-location/?q= (spec §7): a name, at most PLACE_SEARCH_MAX_LENGTH characters (the field sends nothing longer). */
export const locationSearchQuery = z.object({ q: z.string().max(PLACE_SEARCH_MAX_LENGTH, PLACE_SEARCH_TOO_LONG).default('') });
