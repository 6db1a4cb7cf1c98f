// A light picture of the area around a point, drawn on the server from the maps' own base layer
// (public/map/tehran-base.json): what a form shows before its interactive map (Leaflet) is asked for.

/** Metres per degree of latitude; a degree of longitude is this times cos(latitude). */
const M_PER_DEG = 111_320;

/** The part of the area shown (metres), about a zoom-14 map in a 360 × 260 px box. */
export const PREVIEW_VIEW = { width: 2_600, height: 1_880 } as const;
/** How far from its origin a preview carries geometry (metres): the point may move a little (the owner's pin). */
export const PREVIEW_REACH = 3_200;

export interface PlacePreview {
  /** The projection's origin [latitude, longitude]: x grows east, y south, in metres. */
  origin: [number, number];
  /** District boundaries near the origin, as SVG path data (open runs: only the nearby parts). */
  districts: string;
  /** Metro lines in their colours, as SVG path data. */
  lines: Array<{ color: string; d: string }>;
  stations: Array<[number, number]>;
  /** Neighbourhood names at their centres. */
  names: Array<{ x: number; y: number; name: string }>;
}

/** Equirectangular projection around `origin`, good to a few metres within a few kilometres. */
export function projectPoint(origin: readonly [number, number], latitude: number, longitude: number): [number, number] {
  const x = (longitude - origin[1]) * M_PER_DEG * Math.cos((origin[0] * Math.PI) / 180);
  const y = (origin[0] - latitude) * M_PER_DEG;
  return [Math.round(x), Math.round(y)];
}

/** The radius of the pin's halo on the picture (metres, as drawn by features/shared/place/place-preview.tsx). */
export const PIN_HALO = 120;

type Name = PlacePreview['names'][number];

/**
 * Whether the pin at `pin` would cover a name: its box at 72 px letters (centred on x, ~40 a letter, generous; from a
 * line's height above its baseline y to a descent below) meets the halo.
 */
export function underPin(n: Name, pin: readonly [number, number] = [0, 0]): boolean {
  const half = 20 * n.name.length;
  const [dx, dy] = [n.x - pin[0], n.y - pin[1]];
  return Math.abs(dx) < half + PIN_HALO && dy - 72 < PIN_HALO && dy + 18 > -PIN_HALO;
}

/**
 * A name the pin would cover (QA: the pin hid «گیشا (کوی نصر)», the very neighbourhood whose centre places an ad)
 * moves to just above the halo, where it still labels the point.
 */
export function clearOfPin(n: Name, pin: readonly [number, number] = [0, 0]): Name {
  return underPin(n, pin) ? { ...n, y: pin[1] - PIN_HALO - 24 } : n;
}
