import { describe, expect, it } from 'vitest';
import { labelWidth, placeLabels, type LabelPlacement } from './label-placement';

const SIZE = { x: 600, y: 400 };
const RANK = labelWidth('۱۰');

/** The box Leaflet draws for a label: 32px tall, 14px plus its shift from the marker's centre. */
function drawn(p: { x: number; y: number }, { side, shift }: LabelPlacement, width: number) {
  const gap = 14 + shift;
  const h = 32;
  if (side === 'top') return { left: p.x - width / 2, right: p.x + width / 2, top: p.y - gap - h, bottom: p.y - gap };
  if (side === 'bottom') return { left: p.x - width / 2, right: p.x + width / 2, top: p.y + gap, bottom: p.y + gap + h };
  if (side === 'right') return { left: p.x + gap, right: p.x + gap + width, top: p.y - h / 2, bottom: p.y + h / 2 };
  return { left: p.x - gap - width, right: p.x - gap, top: p.y - h / 2, bottom: p.y + h / 2 };
}

/** Places the ranked names as the map does and returns the pairs of labels that print over each other. */
function overlapsOf(points: { x: number; y: number }[], names: string[], size: { x: number; y: number }) {
  const ranks = names.map((_, i) => String(i + 1));
  const labels = names.map((n, i) => `${ranks[i]}. ${n}`);
  const placed = placeLabels(points, labels.map(labelWidth), ranks.map(labelWidth), size);
  const boxes = placed.map((p, i) => drawn(points[i], p, labelWidth(p.compact ? ranks[i] : labels[i])));
  const inside = boxes.every((b) => b.left >= 0 && b.top >= 0 && b.right <= size.x && b.bottom <= size.y);
  const pairs = boxes.flatMap((a, i) =>
    boxes.slice(i + 1).flatMap((b, k) => (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom ? [`${i + 1}×${i + k + 2}`] : [])),
  );
  return { pairs, inside };
}

describe('placeLabels', () => {
  it('keeps labels of markers far apart on top, with their names', () => {
    expect(placeLabels([{ x: 100, y: 100 }, { x: 400, y: 300 }], [80, 80], [RANK, RANK], SIZE)).toEqual([
      { side: 'top', compact: false, shift: 0 },
      { side: 'top', compact: false, shift: 0 },
    ]);
  });

  it('puts the labels of two close markers on different sides', () => {
    // The second marker sits just above the first: on the same side the two names would print over each other.
    const sides = placeLabels([{ x: 200, y: 200 }, { x: 215, y: 190 }], [labelWidth('۲. پاتریس'), labelWidth('۴. دریان‌نو')], [RANK, RANK], SIZE);
    expect(sides[0].side).not.toBe(sides[1].side);
    expect(sides.every((s) => !s.compact)).toBe(true);
  });

  it('keeps labels inside the map, and shows only the rank where no side is free for the name', () => {
    expect(placeLabels([{ x: 300, y: 15 }], [80], [RANK], SIZE)[0]).toEqual({ side: 'bottom', compact: false, shift: 0 });
    const crowd = [{ x: 300, y: 200 }, { x: 300, y: 170 }, { x: 300, y: 230 }, { x: 250, y: 200 }, { x: 350, y: 200 }];
    const placed = placeLabels(crowd, crowd.map(() => 120), crowd.map(() => RANK), SIZE);
    expect(placed.some((p) => p.compact)).toBe(true);
  });

  it('never prints one label over another, even for twenty close neighbourhoods on a phone', () => {
    // A complementary buy suggestion's markers at the map's initial zoom on a 390px-wide phone (356×318 map): the
    // ranks used to fall back onto each other («۹» hidden, «۲» and «۳» on top of one another).
    const points = [
      [209, 147], [198, 152], [214, 109], [240, 154], [177, 137], [247, 127], [125, 194], [239, 112], [260, 137], [103, 205],
      [149, 80], [135, 162], [150, 71], [146, 195], [181, 248], [156, 116], [186, 204], [162, 239], [97, 198], [97, 180],
    ].map(([x, y]) => ({ x, y }));
    const names = ['جمهوری', 'طوس', 'بهجت آباد', 'میدان انقلاب', 'شیخ هادی', 'اسکندری', 'رودکی', 'سنایی', 'دهقان', 'امام حسین(ع)',
      'قزل قلعه', 'نصرت', 'امیر آباد', 'جمال زاده', 'منیریه', 'فاطمی', 'میدان ولیعصر', 'شهرآرا', 'آذربایجان', 'زنجان'];
    expect(overlapsOf(points, names, { x: 356, y: 318 })).toEqual({ pairs: [], inside: true });
  });

  it('never prints one label over another in random tight clusters', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let run = 0; run < 200; run++) {
      const points = Array.from({ length: 20 }, () => ({ x: 100 + random() * 160, y: 80 + random() * 160 }));
      const names = points.map(() => 'محله'.repeat(1 + Math.floor(random() * 3)));
      expect(overlapsOf(points, names, { x: 356, y: 318 }).pairs, `run ${run}`).toEqual([]);
    }
  });
});
