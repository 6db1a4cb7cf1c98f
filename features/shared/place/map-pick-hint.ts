// What a picking map (PlaceMap) takes, in words: the pointer's way and the keyboard's (KeyToPick: the arrows move the
// focused map, Enter or Space picks its centre). Apart from place-map.tsx so the forms' hints, drawn before the map
// loads, say it with the map's own words without bringing Leaflet.

/** The keyboard's way, the part every sentence below shares. */
const BY_KEYS = 'یا با کلیدهای جهت‌نما نقشه را جابه‌جا کنید و با Enter نقطهٔ وسط آن را انتخاب کنید';

/** The map's own name (its aria-label) when it picks. */
export const PICK_LABEL = `نقشه؛ برای انتخاب محل ملک روی آن کلیک کنید، ${BY_KEYS}`;

/** Under a picking map that is open. */
export const MAP_PICK_HINT = `روی محل ملک در نقشه بزنید، ${BY_KEYS}.`;

/** Under an open map that moves a place already picked (the Divar neighbourhood forms). */
export const MAP_MOVE_HINT = `اگر محل دقیق‌تر را می‌دانید، روی آن در نقشه بزنید، ${BY_KEYS}.`;
