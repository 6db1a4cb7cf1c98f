import { describe, expect, it } from 'vitest';
import { labelWidth, placeLabels } from './label-placement';

const SIZE = { x: 600, y: 400 };
const RANK = labelWidth('۱۰');

describe('placeLabels', () => {
  it('keeps labels of markers far apart on top, with their names', () => {
    expect(placeLabels([{ x: 100, y: 100 }, { x: 400, y: 300 }], [80, 80], [RANK, RANK], SIZE)).toEqual([
      { side: 'top', compact: false },
      { side: 'top', compact: false },
    ]);
  });

  it('puts the labels of two close markers on different sides', () => {
    // The second marker sits just above the first: on the same side the two names would print over each other.
    const sides = placeLabels([{ x: 200, y: 200 }, { x: 215, y: 190 }], [labelWidth('۲. پاتریس'), labelWidth('۴. دریان‌نو')], [RANK, RANK], SIZE);
    expect(sides[0].side).not.toBe(sides[1].side);
    expect(sides.every((s) => !s.compact)).toBe(true);
  });

  it('keeps labels inside the map, and shows only the rank where no side is free for the name', () => {
    expect(placeLabels([{ x: 300, y: 15 }], [80], [RANK], SIZE)[0]).toEqual({ side: 'bottom', compact: false });
    const crowd = [{ x: 300, y: 200 }, { x: 300, y: 170 }, { x: 300, y: 230 }, { x: 250, y: 200 }, { x: 350, y: 200 }];
    const placed = placeLabels(crowd, crowd.map(() => 120), crowd.map(() => RANK), SIZE);
    expect(placed.some((p) => p.compact)).toBe(true);
  });
});
