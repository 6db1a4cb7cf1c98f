import { describe, expect, it } from 'vitest';
import { PREVIEW_REACH, projectPoint } from '@/lib/place-preview';
import { placePreview } from './place-preview';

describe('placePreview', () => {
  it('draws the area around a point in Tehran: district boundaries, names and metro near it, nothing far', () => {
    const gisha = { latitude: 35.7327, longitude: 51.3787 };
    const p = placePreview(gisha)!;
    expect(p.origin).toEqual([gisha.latitude, gisha.longitude]);
    expect(p.districts).toMatch(/^M-?\d+ -?\d+L/);
    expect(p.names.length).toBeGreaterThan(3);
    for (const n of p.names) {
      expect(Math.abs(n.x)).toBeLessThanOrEqual(PREVIEW_REACH);
      expect(Math.abs(n.y)).toBeLessThanOrEqual(PREVIEW_REACH);
    }
    // Light enough to send with the page (it is in the HTML and in the RSC payload).
    expect(JSON.stringify(p).length).toBeLessThan(12_000);
  });

  it('a neighbourhood placed at its centre keeps its name in view, clear of the pin', () => {
    // QA (divar-desk-form): the pin covered «گیشا (کوی نصر)», the ad's neighbourhood placed at its centre.
    const p = placePreview({ latitude: 35.71946, longitude: 51.37537 })!;
    const own = p.names.find((n) => n.name === 'گیشا (کوی نصر)');
    expect(own).toBeDefined();
    expect(Math.abs(own!.y)).toBeLessThan(300); // next to the point, labelling it
    // No name's box (72 px letters, ~40 a letter) meets the pin's halo (radius 120 about the point).
    for (const n of p.names) {
      const under = Math.abs(n.x) < 20 * n.name.length + 120 && n.y - 72 < 120 && n.y + 18 > -120;
      expect(under, n.name).toBe(false);
    }
  });

  it('no point, no picture', () => {
    expect(placePreview(null)).toBeNull();
  });

  it('projects in metres, x east and y south of the origin', () => {
    const origin = [35.7, 51.4] as const;
    expect(projectPoint(origin, 35.7, 51.4)).toEqual([0, 0]);
    const [x, y] = projectPoint(origin, 35.69, 51.41);
    expect(x).toBeGreaterThan(890);
    expect(x).toBeLessThan(920);
    expect(y).toBeGreaterThan(1_100);
    expect(y).toBeLessThan(1_125);
  });
});
