import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { getNeighbourhood, modelPoint } from '@/server/places/catalogue';

import { loadModel, type ModelKind } from './artifacts';
import { featureVector, type PropertyRow } from './features';

interface Fixture {
  input: {
    nb: string; lat: number | null; lng: number | null; district: number; area: number; year: number;
    rooms: number | null; floor: number | null; total_floors: number | null; elevator: number | null;
    parking: number | null; storage: number | null; source: number;
  };
  x: Array<number | null>;
  margin: number;
  contribs: number[];
}

// Written by ml/train.py with XGBoost's own predict(output_margin / pred_contribs, approx_contribs).
const fixtures = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', 'artifacts', 'parity-fixtures.json'), 'utf8'),
) as Record<ModelKind, Fixture[]>;

const relPrice = (a: number, b: number) => Math.abs(Math.exp(a - b) - 1);

describe.each(['sale', 'rent'] as const)('%s scorer parity with Python', (kind) => {
  const m = loadModel(kind);
  const fx = fixtures[kind];

  it('has fixtures', () => {
    expect(fx.length).toBeGreaterThanOrEqual(20);
  });

  it('reproduces margins from the exported feature rows (≤ 1e-6 relative on the price)', () => {
    for (const f of fx) {
      const x = f.x.map((v) => (v === null ? Number.NaN : v));
      expect(relPrice(m.scorer.margin(x), f.margin)).toBeLessThanOrEqual(1e-6);
    }
  });

  it('reproduces per-prediction contributions', () => {
    for (const f of fx) {
      const x = f.x.map((v) => (v === null ? Number.NaN : v));
      const c = m.scorer.contributions(x);
      f.contribs.forEach((v, i) => expect(Math.abs(c[i] - v)).toBeLessThanOrEqual(2e-5));
    }
  });

  it('builds the same features from raw inputs and gets the same price end to end', () => {
    for (const f of fx) {
      const nb = getNeighbourhood(f.input.nb);
      expect(nb).not.toBeNull();
      const row: PropertyRow = {
        nb: f.input.nb, district: f.input.district, pinLat: f.input.lat, pinLng: f.input.lng,
        nbLat: modelPoint(nb!).lat, nbLng: modelPoint(nb!).lng, area: f.input.area, year: f.input.year, rooms: f.input.rooms,
        floor: f.input.floor, totalFloors: f.input.total_floors, elevator: f.input.elevator,
        parking: f.input.parking, storage: f.input.storage, source: f.input.source,
      };
      const x = featureVector(m, row);
      f.x.forEach((v, i) => {
        if (v === null) expect(Number.isNaN(x[i])).toBe(true);
        else expect(Math.fround(x[i])).toBe(Math.fround(v));
      });
      expect(relPrice(m.scorer.margin(x), f.margin)).toBeLessThanOrEqual(1e-6);
    }
  });
});
