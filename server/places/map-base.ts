import 'server-only';

import type { LatLng, MapBase } from '@/lib/map-base-format';
import { readRepoJson } from './load-json';

interface RawPlaces {
  districts: Array<{ district: number; name_fa: string; /** [lng, lat] */ ring: Array<[number, number]>; /** [lat, lng] */ center: [number, number] }>;
  neighbourhoods: Array<{ name_fa: string; lat: number; lng: number; homonym_of?: string }>;
}
interface RawEnvironment {
  stations: Array<{ id: string; name_fa: string; lat: number; lng: number; lines: number[]; adjacent: string[] }>;
}

/** The lines' colours as Tehran Metro signs them (tehran-metro-data's `colors`, ODbL). */
export const METRO_LINE_COLORS: Record<number, string> = {
  1: '#E0001F',
  2: '#2F4389',
  3: '#67C5F5',
  4: '#F8E100',
  5: '#007E46',
  6: '#EF639F',
  7: '#7F0B74',
};

const round = (v: number) => Math.round(v * 1e5) / 1e5;
const at = (lat: number, lng: number): LatLng => [round(lat), round(lng)];

/** Douglas–Peucker on [x, y] points: drops the vertices within `tolerance` of the line their neighbours make. */
export function simplify<T extends [number, number]>(points: readonly T[], tolerance: number): T[] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = points[first];
    const [bx, by] = points[last];
    const dx = bx - ax;
    const dy = by - ay;
    const length = Math.hypot(dx, dy);
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i];
      const d = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * px - dx * py + bx * ay - by * ax) / length;
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** About 15 m at Tehran's latitude: outlines stay true at street zoom and the file stays small. */
const OUTLINE_TOLERANCE = 0.00015;

export function buildMapBase(): MapBase {
  const places = readRepoJson<RawPlaces>(import.meta.url, './data/places.json', 'server/places/data/places.json');
  const env = readRepoJson<RawEnvironment>(import.meta.url, '../environment/data/environment-data.json', 'server/environment/data/environment-data.json');
  const byId = new Map(env.stations.map((s) => [s.id, s]));
  const lines = Object.entries(METRO_LINE_COLORS).map(([key, color]) => {
    const line = Number(key);
    const seen = new Set<string>();
    const segments: Array<[LatLng, LatLng]> = [];
    for (const s of env.stations) {
      if (!s.lines.includes(line)) continue;
      for (const id of s.adjacent) {
        const t = byId.get(id);
        if (!t || t === s || !t.lines.includes(line)) continue;
        const pair = [s.id, t.id].sort().join('|');
        if (seen.has(pair)) continue;
        seen.add(pair);
        segments.push([at(s.lat, s.lng), at(t.lat, t.lng)]);
      }
    }
    return { line, color, segments };
  });
  return {
    version: 1,
    // Short, as it sits on the map (the sources' full credits: server/places/data/places.json, ml/build_places.py).
    attribution: '© OpenStreetMap contributors · tehran-metro-data · Divar (ODbL) · Tehran_Neighbourhoods',
    districts: places.districts.map((d) => ({
      district: d.district,
      name: d.name_fa,
      ring: simplify(d.ring, OUTLINE_TOLERANCE).map(([lng, lat]) => at(lat, lng)),
      center: at(d.center[0], d.center[1]),
    })),
    lines: lines.filter((l) => l.segments.length > 0),
    stations: env.stations.map((s) => ({ name: s.name_fa, at: at(s.lat, s.lng), lines: s.lines })),
    // A second place of the same name (another district) is still a name on the map where it is.
    places: places.neighbourhoods.map((n) => ({ name: n.name_fa, at: at(n.lat, n.lng) })),
  };
}

/** The file as committed: one feature per line, so a change reads as a small diff. */
export function mapBaseJson(base: MapBase): string {
  const list = (items: unknown[]) => `[\n${items.map((i) => `    ${JSON.stringify(i)}`).join(',\n')}\n  ]`;
  return `{\n  "version": ${base.version},\n  "attribution": ${JSON.stringify(base.attribution)},\n  "districts": ${list(base.districts)},\n  "lines": ${list(base.lines)},\n  "stations": ${list(base.stations)},\n  "places": ${list(base.places)}\n}\n`;
}
