import { describe, expect, it } from 'vitest';
import { labelWidth, placeLabels } from './label-placement';

describe('placeLabels', () => {
  it('keeps labels of markers far apart on top', () => {
    expect(placeLabels([{ x: 100, y: 100 }, { x: 400, y: 300 }], [80, 80])).toEqual(['top', 'top']);
  });

  it('puts the labels of two close markers on different sides', () => {
    // The second marker sits just above the first: on the same side the two names would print over each other.
    const sides = placeLabels([{ x: 200, y: 200 }, { x: 215, y: 190 }], [labelWidth('۲. پاتریس'), labelWidth('۴. دریان‌نو')]);
    expect(sides[0]).not.toBe(sides[1]);
  });
});
