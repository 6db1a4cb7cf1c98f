/** Where a marker's label sits relative to it (Leaflet tooltip directions). */
export type LabelSide = 'top' | 'bottom' | 'right' | 'left';

interface Point {
  x: number;
  y: number;
}
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const SIDES: LabelSide[] = ['top', 'bottom', 'right', 'left'];
const LABEL_HEIGHT = 26;
const GAP = 12;

function boxAt(p: Point, side: LabelSide, width: number): Box {
  switch (side) {
    case 'top':
      return { left: p.x - width / 2, right: p.x + width / 2, bottom: p.y - GAP, top: p.y - GAP - LABEL_HEIGHT };
    case 'bottom':
      return { left: p.x - width / 2, right: p.x + width / 2, top: p.y + GAP, bottom: p.y + GAP + LABEL_HEIGHT };
    case 'right':
      return { left: p.x + GAP, right: p.x + GAP + width, top: p.y - LABEL_HEIGHT / 2, bottom: p.y + LABEL_HEIGHT / 2 };
    default:
      return { right: p.x - GAP, left: p.x - GAP - width, top: p.y - LABEL_HEIGHT / 2, bottom: p.y + LABEL_HEIGHT / 2 };
  }
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A label's place: its side, and whether only the rank fits there (`compact`). */
export interface LabelPlacement {
  side: LabelSide;
  compact: boolean;
}

/**
 * Greedy label placement for ranked markers (screen pixels, best rank first): each label takes the first side that
 * covers no earlier label, no marker and stays inside the map, so nearby neighbourhoods' names do not print over
 * each other. Where no side is free for the name, the label shrinks to the rank alone (the list beside the map
 * names it) on its least crowded side.
 */
export function placeLabels(
  points: Point[],
  widths: number[],
  compactWidths: number[],
  size: { x: number; y: number },
  markerRadius = 10,
): LabelPlacement[] {
  const placed: Box[] = [];
  const markers: Box[] = points.map((p) => ({ left: p.x - markerRadius, right: p.x + markerRadius, top: p.y - markerRadius, bottom: p.y + markerRadius }));
  const outside = (b: Box) => b.left < 0 || b.top < 0 || b.right > size.x || b.bottom > size.y;
  const hitsOf = (box: Box, i: number) =>
    placed.filter((b) => overlap(b, box)).length + markers.filter((m, j) => j !== i && overlap(m, box)).length + (outside(box) ? 1 : 0);
  const bestSide = (p: Point, width: number, i: number) => {
    let best: { side: LabelSide; box: Box; hits: number } | null = null;
    for (const side of SIDES) {
      const box = boxAt(p, side, width);
      const hits = hitsOf(box, i);
      if (!best || hits < best.hits) best = { side, box, hits };
      if (hits === 0) break;
    }
    return best!;
  };
  return points.map((p, i) => {
    const full = bestSide(p, widths[i], i);
    const choice = full.hits === 0 ? { ...full, compact: false } : { ...bestSide(p, compactWidths[i], i), compact: true };
    placed.push(choice.box);
    return { side: choice.side, compact: choice.compact };
  });
}

/** A label's width in pixels, roughly: Persian text at the tooltip's 12px font. */
export const labelWidth = (text: string) => 16 + text.length * 6.5;
