import { describe, expect, it } from 'vitest';
import { LABEL_GAP, MARKER_RADIUS, labelWidth, placeLabels, type LabelSide } from './label-placement';

const SIZE = { x: 600, y: 400 };
type Box = { left: number; top: number; right: number; bottom: number };

/** The box Leaflet draws for a name: 32px tall, right next to its marker (14px from its centre), never further. */
function drawn(p: { x: number; y: number }, side: LabelSide, width: number): Box {
  const gap = LABEL_GAP;
  const h = 32;
  if (side === 'top') return { left: p.x - width / 2, right: p.x + width / 2, top: p.y - gap - h, bottom: p.y - gap };
  if (side === 'bottom') return { left: p.x - width / 2, right: p.x + width / 2, top: p.y + gap, bottom: p.y + gap + h };
  if (side === 'right') return { left: p.x + gap, right: p.x + gap + width, top: p.y - h / 2, bottom: p.y + h / 2 };
  return { left: p.x - gap - width, right: p.x - gap, top: p.y - h / 2, bottom: p.y + h / 2 };
}
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Places the ranked names as the map does: the names printed over each other or over a (numbered) marker. */
function clashesOf(points: { x: number; y: number }[], names: string[], size: { x: number; y: number }) {
  const labels = names.map((n, i) => `${i + 1}. ${n}`);
  const sides = placeLabels(points, labels.map(labelWidth), size);
  const boxes = sides.flatMap((side, i) => (side ? [{ i, box: drawn(points[i], side, labelWidth(labels[i])) }] : []));
  const r = MARKER_RADIUS;
  const markers = points.map((p) => ({ left: p.x - r, right: p.x + r, top: p.y - r, bottom: p.y + r }));
  const inside = boxes.every(({ box: b }) => b.left >= 0 && b.top >= 0 && b.right <= size.x && b.bottom <= size.y);
  const overNames = boxes.flatMap((a, k) => boxes.slice(k + 1).filter((b) => overlap(a.box, b.box)).map((b) => `${a.i + 1}×${b.i + 1}`));
  const overRanks = boxes.flatMap((a) => markers.flatMap((m, j) => (overlap(a.box, m) ? [`${a.i + 1} over ${j + 1}`] : [])));
  return { names: overNames, ranks: overRanks, inside, shown: boxes.length };
}

describe('placeLabels', () => {
  it('keeps the names of markers far apart on top', () => {
    expect(placeLabels([{ x: 100, y: 100 }, { x: 400, y: 300 }], [80, 80], SIZE)).toEqual(['top', 'top']);
  });

  it('puts the names of two close markers on different sides', () => {
    // The second marker sits just above the first: on the same side the two names would print over each other.
    const sides = placeLabels([{ x: 200, y: 200 }, { x: 215, y: 190 }], [labelWidth('۲. پاتریس'), labelWidth('۴. دریان‌نو')], SIZE);
    expect(sides[0]).not.toBeNull();
    expect(sides[1]).not.toBeNull();
    expect(sides[0]).not.toBe(sides[1]);
  });

  it('keeps names inside the map, and leaves out a name with no free side next to its marker', () => {
    expect(placeLabels([{ x: 300, y: 15 }], [80], SIZE)).toEqual(['bottom']);
    const crowd = [{ x: 300, y: 200 }, { x: 300, y: 170 }, { x: 300, y: 230 }, { x: 250, y: 200 }, { x: 350, y: 200 }];
    const sides = placeLabels(crowd, crowd.map(() => 120), SIZE);
    // The middle marker is boxed in by the four around it: its rank is in its marker, its name only in the list.
    expect(sides[0]).toBeNull();
    expect(sides.slice(1).every((s) => s !== null)).toBe(true);
  });

  it('never prints a name over another or over a rank, even for twenty close neighbourhoods on a phone', () => {
    // A complementary buy suggestion's markers at the map's initial zoom on a 390px-wide phone (356×318 map). The
    // ranks used to be moved up to 48px away from their markers to stay apart, reading as their neighbours' ranks.
    const points = [
      [209, 147], [198, 152], [214, 109], [240, 154], [177, 137], [247, 127], [125, 194], [239, 112], [260, 137], [103, 205],
      [149, 80], [135, 162], [150, 71], [146, 195], [181, 248], [156, 116], [186, 204], [162, 239], [97, 198], [97, 180],
    ].map(([x, y]) => ({ x, y }));
    const names = ['جمهوری', 'طوس', 'بهجت آباد', 'میدان انقلاب', 'شیخ هادی', 'اسکندری', 'رودکی', 'سنایی', 'دهقان', 'امام حسین(ع)',
      'قزل قلعه', 'نصرت', 'امیر آباد', 'جمال زاده', 'منیریه', 'فاطمی', 'میدان ولیعصر', 'شهرآرا', 'آذربایجان', 'زنجان'];
    const clashes = clashesOf(points, names, { x: 356, y: 318 });
    expect(clashes).toMatchObject({ names: [], ranks: [], inside: true });
    expect(clashes.shown).toBeGreaterThan(0);
  });

  it('never prints a name over another or over a rank in random tight clusters', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let run = 0; run < 200; run++) {
      const points = Array.from({ length: 20 }, () => ({ x: 100 + random() * 160, y: 80 + random() * 160 }));
      const names = points.map(() => 'محله'.repeat(1 + Math.floor(random() * 3)));
      expect(clashesOf(points, names, { x: 356, y: 318 }), `run ${run}`).toMatchObject({ names: [], ranks: [], inside: true });
    }
  });
});
