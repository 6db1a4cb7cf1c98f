import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAP_BASE_PATH } from '@/lib/map-base-format';
import { buildMapBase, mapBaseJson, simplify } from './map-base';

describe('the map base layer (public/map/tehran-base.json)', () => {
  const base = buildMapBase();

  it('is the committed file (run `npm run map:base` after changing the place or environment data)', () => {
    const committed = readFileSync(path.join(process.cwd(), 'public', MAP_BASE_PATH), 'utf8');
    expect(committed).toBe(mapBaseJson(base));
  });

  it('holds the 22 districts, the seven metro lines with their stations, and the neighbourhood names', () => {
    expect(base.districts.map((d) => d.district)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    for (const d of base.districts) {
      expect(d.ring.length).toBeGreaterThan(4);
      // Points are [lat, lng] in Tehran.
      expect(d.center[0]).toBeGreaterThan(35.4);
      expect(d.center[1]).toBeGreaterThan(51);
    }
    expect(base.lines.map((l) => l.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(base.lines.every((l) => l.segments.length > 5)).toBe(true);
    expect(base.stations.find((s) => s.name === 'تجریش')?.lines).toEqual([1]);
    expect(base.places.some((p) => p.name === 'نارمک')).toBe(true);
    expect(base.attribution).toContain('OpenStreetMap');
  });
});

describe('simplify', () => {
  it('drops the points that lie within the tolerance of a straight run, keeping the corners', () => {
    const line: Array<[number, number]> = [[0, 0], [1, 0.001], [2, 0], [2, 1], [2, 2]];
    expect(simplify(line, 0.01)).toEqual([[0, 0], [2, 0], [2, 2]]);
    expect(simplify(line, 0.0001)).toEqual([[0, 0], [1, 0.001], [2, 0], [2, 2]]);
  });
});
