import 'server-only';

import type { LatLng, MapBase } from '@/lib/map-base-format';
import { PREVIEW_REACH, clearOfPin, projectPoint, type PlacePreview } from '@/lib/place-preview';
import { readRepoJson } from './load-json';

let base: MapBase | null = null;
const mapBase = () => (base ??= readRepoJson<MapBase>(import.meta.url, '../../public/map/tehran-base.json', 'public/map/tehran-base.json'));

type XY = [number, number];
const inReach = ([x, y]: XY) => Math.abs(x) <= PREVIEW_REACH && Math.abs(y) <= PREVIEW_REACH;
/** Whether a segment's bounding box meets the reach (a segment crossing it with both ends outside counts too). */
const segmentInReach = ([ax, ay]: XY, [bx, by]: XY) =>
  Math.max(ax, bx) >= -PREVIEW_REACH && Math.min(ax, bx) <= PREVIEW_REACH && Math.max(ay, by) >= -PREVIEW_REACH && Math.min(ay, by) <= PREVIEW_REACH;

/** SVG path data of the parts of a polyline within reach, one `M … L …` run per stretch. */
function runsInReach(points: XY[]): string {
  let d = '';
  let open = false;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (!segmentInReach(a, b)) {
      open = false;
      continue;
    }
    if (!open) d += `M${a[0]} ${a[1]}`;
    d += `L${b[0]} ${b[1]}`;
    open = true;
  }
  return d;
}

/**
 * The area around a point (district boundaries, metro, station dots, neighbourhood names) as compact SVG data, for a
 * preview drawn without Leaflet; null without a point.
 */
export function placePreview(point: { latitude: number; longitude: number } | null): PlacePreview | null {
  if (!point) return null;
  const origin: [number, number] = [point.latitude, point.longitude];
  const project = ([lat, lng]: LatLng): XY => projectPoint(origin, lat, lng);
  const { districts, lines, stations, places } = mapBase();
  return {
    origin,
    districts: districts.map((d) => runsInReach([...d.ring, d.ring[0]].map(project))).join(''),
    lines: lines
      .map((l) => ({ color: l.color, d: l.segments.map((s) => runsInReach(s.map(project))).join('') }))
      .filter((l) => l.d !== ''),
    stations: stations.map((s) => project(s.at)).filter(inReach),
    names: apart(
      places.flatMap((p) => {
        const [x, y] = project(p.at);
        return inReach([x, y]) ? [clearOfPin({ x, y, name: p.name })] : [];
      }),
    ),
  };
}

/** The names nearest the origin first, leaving out any that would overlap one already kept (about a name's box). */
function apart(names: PlacePreview['names']): PlacePreview['names'] {
  const kept: PlacePreview['names'] = [];
  for (const n of [...names].sort((a, b) => Math.hypot(a.x, a.y) - Math.hypot(b.x, b.y))) {
    if (!kept.some((k) => Math.abs(k.x - n.x) < 36 * (k.name.length + n.name.length) && Math.abs(k.y - n.y) < 110)) kept.push(n);
  }
  return kept;
}
