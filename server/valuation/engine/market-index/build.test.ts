import { describe, expect, it } from 'vitest';

import { formatMonth, parseMonth } from '../months';
import { buildIndex, DISTRICTS, glitchMonths, type CbiRow, type IndexSources, type KilidRow, type OperatorMonth } from './build';

// A synthetic market: the city rises 2 % a month from 1400-01; each district sits at its own level. The CBI
// reports it to 1401-09 (transactions); Kilid from 1400-06 to 1402-06 at a 10 % asking premium, with the defects
// of the real file planted in it: District 1's three-month dip, District 20's model-filled months, a weak month.
const G = Math.log(1.02);
const START = parseMonth('1400-01') as number;
const level = (d: number) => Math.log(20e6) + 0.05 * d;
const truth = (d: number, m: number) => (d === 0 ? Math.log(30e6) : level(d)) + G * (m - START);

function sources(kilidLift: (label: string) => number = () => 0): IndexSources {
  const cbi: CbiRow[] = [];
  for (let m = START; m <= (parseMonth('1401-09') as number); m++) {
    for (let d = 0; d <= DISTRICTS; d++) cbi.push([d, formatMonth(m), Math.exp(truth(d, m)), d === 0 ? 3000 : 150]);
  }
  const kilid: KilidRow[] = [];
  for (let m = parseMonth('1400-06') as number; m <= (parseMonth('1402-06') as number); m++) {
    const label = formatMonth(m);
    for (let d = 1; d <= DISTRICTS; d++) {
      let v = Math.exp(truth(d, m) + kilidLift(label)) * 1.1;
      let n = 5000;
      let trust = 'DIRECT';
      if (d === 1 && ['1401-11', '1401-12', '1402-01'].includes(label)) v *= 0.33; // the glitch
      if (d === 1 && ['1401-10', '1402-02'].includes(label)) v *= 0.85; // its 3-month windows bleed into the neighbours
      if (d === 20 && label >= '1402-01' && label <= '1402-04') {
        v *= label === '1402-02' ? 0.4 : 1.8; // Kilid's model fills
        n = 3;
        trust = 'MODELED';
      }
      if (label === '1401-09') n = 200; // the month sample sizes collapse
      kilid.push([d, label, v, n, trust]);
    }
  }
  return { cbi: { source: 'cbi', unit: 'toman/m²', rows: cbi }, kilid: { source: 'kilid', unit: 'toman/m²', rows: kilid } };
}

const at = (ix: ReturnType<typeof buildIndex>, d: number, label: string) => ix.log[d][(parseMonth(label) as number) - ix.first];

describe('glitchMonths', () => {
  it('flags a short run far off its neighbours, with the neighbours that lean the same way', () => {
    expect(glitchMonths([0, 0.02, -0.15, -1.1, -1.2, -1.0, -0.25, 0.01, 0])).toEqual([2, 3, 4, 5, 6]);
    expect(glitchMonths([0, 0, 0.8, 0, 0])).toEqual([2]);
  });
  it('keeps a level shift (a run longer than four months) and small wiggles', () => {
    expect(glitchMonths([0, 0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5])).toEqual([]);
    expect(glitchMonths([0.1, -0.2, 0.25, -0.1])).toEqual([]);
  });
});

describe('buildIndex', () => {
  const ix = buildIndex(sources());

  it('covers the CBI months, then Kilid\'s, and says which series each month follows', () => {
    expect(formatMonth(ix.first)).toBe('1400-01');
    expect(formatMonth(ix.last)).toBe('1402-06');
    expect(formatMonth(ix.cbiLast)).toBe('1401-09');
    expect(ix.source[(parseMonth('1401-09') as number) - ix.first]).toBe('cbi');
    expect(ix.source[(parseMonth('1401-10') as number) - ix.first]).toBe('kilid');
  });

  it('splices on the overlap: Kilid\'s asking premium comes off, the level continues the CBI\'s without a step', () => {
    for (let d = 1; d <= DISTRICTS; d++) expect(ix.splice.offset[d]).toBeCloseTo(-Math.log(1.1), 2);
    expect(ix.splice.overlap).toEqual(['1400-06', '1401-09']);
    for (const d of [0, 5, 22]) {
      expect(at(ix, d, '1401-10') - at(ix, d, '1401-09')).toBeCloseTo(G, 2);
      expect(at(ix, d, '1402-06')).toBeCloseTo(truth(d, parseMonth('1402-06') as number), 2);
    }
  });

  it('spreads a gap that opens at the end of the overlap over the CBI\'s last months: the seam moves as Kilid does', () => {
    // Asking prices run 35 % ahead of transactions from 1401-08 on (as Kilid's did in late 1401): the median offset
    // over the overlap does not see it, so Kilid + offset sits 0.3 above the CBI at the seam.
    const drift = buildIndex(sources((label) => (label >= '1401-08' ? 0.3 : 0)));
    for (const d of [0, 5, 22]) {
      expect(drift.splice.offset[d]).toBeCloseTo(ix.splice.offset[d], 6);
      expect(at(drift, d, '1401-10') - at(drift, d, '1401-09')).toBeCloseTo(G, 2);
      expect(at(drift, d, '1401-09')).toBeCloseTo(at(ix, d, '1401-09') + 0.3, 2);
      expect(at(drift, d, '1401-06')).toBeCloseTo(at(ix, d, '1401-06') + 0.15, 2);
      expect(at(drift, d, '1401-03')).toBe(at(ix, d, '1401-03'));
      expect(at(drift, d, '1402-06')).toBeCloseTo(at(ix, d, '1402-06') + 0.3, 2);
    }
  });

  it('finds District 1\'s dip and its edges, and prices through it as if it never happened', () => {
    const glitches = ix.flags.filter((f) => f.kind === 'glitch' && f.district === 1).map((f) => f.month);
    expect(glitches).toEqual(['1401-10', '1401-11', '1401-12', '1402-01', '1402-02']);
    for (const m of ['1401-10', '1401-11', '1401-12', '1402-01', '1402-02']) {
      expect(Math.abs(at(ix, 1, m) - truth(1, parseMonth(m) as number))).toBeLessThan(0.02);
    }
  });

  it('leaves model-filled and weak months out of the index', () => {
    expect(ix.flags.filter((f) => f.kind === 'model_filled').map((f) => `${f.district}|${f.month}`)).toEqual([
      '20|1402-01', '20|1402-02', '20|1402-03', '20|1402-04',
    ]);
    expect(ix.flags.filter((f) => f.kind === 'weak')).toHaveLength(DISTRICTS);
    for (const m of ['1402-01', '1402-02', '1402-03', '1402-04']) {
      expect(Math.abs(at(ix, 20, m) - truth(20, parseMonth(m) as number))).toBeLessThan(0.02);
    }
  });

  it('appends the operator\'s months after Kilid\'s, marked as such; a month the sources already hold is ignored', () => {
    const month = (label: string, f = 1.02): OperatorMonth => ({
      month: label, imported_at: '2026-11-26T00:00:00Z', file: 'x.csv', forced: false,
      rows: Array.from({ length: DISTRICTS }, (_, i) => ({ district: i + 1, price_per_m2: Math.exp(truth(i + 1, parseMonth('1402-06') as number)) * 1.1 * f, listings: 4000 })),
    });
    const next = buildIndex(sources(), [month('1402-06', 5), month('1402-07')]);
    expect(formatMonth(next.last)).toBe('1402-07');
    expect(next.operatorMonths).toEqual(['1402-07']);
    expect(next.source[next.source.length - 1]).toBe('operator');
    expect(at(next, 3, '1402-07') - at(next, 3, '1402-06')).toBeCloseTo(G, 2);
    expect(at(next, 3, '1402-06')).toBeCloseTo(at(ix, 3, '1402-06'), 6);
  });
});
