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
/** A tooltip's height as drawn: 12px text at line-height 1.5, 6px padding and a 1px border on each side. */
const LABEL_HEIGHT = 32;
/** From the marker's centre to its label: the tooltip's 8px offset and the 6px margin Leaflet keeps for the arrow. */
export const LABEL_GAP = 14;
/** How far a rank moves out along its side, per step, when every place next to its marker is taken. */
const SHIFT_STEP = 8;

function boxAt(p: Point, side: LabelSide, width: number, shift = 0): Box {
  const gap = LABEL_GAP + shift;
  switch (side) {
    case 'top':
      return { left: p.x - width / 2, right: p.x + width / 2, bottom: p.y - gap, top: p.y - gap - LABEL_HEIGHT };
    case 'bottom':
      return { left: p.x - width / 2, right: p.x + width / 2, top: p.y + gap, bottom: p.y + gap + LABEL_HEIGHT };
    case 'right':
      return { left: p.x + gap, right: p.x + gap + width, top: p.y - LABEL_HEIGHT / 2, bottom: p.y + LABEL_HEIGHT / 2 };
    default:
      return { right: p.x - gap, left: p.x - gap - width, top: p.y - LABEL_HEIGHT / 2, bottom: p.y + LABEL_HEIGHT / 2 };
  }
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * A label's place: its side, whether only the rank fits there (`compact`), and how many pixels further out than
 * usual it sits along that side (`shift`; its arrow still points at the marker).
 */
export interface LabelPlacement {
  side: LabelSide;
  compact: boolean;
  shift: number;
}

/**
 * Greedy label placement for ranked markers (screen pixels, best rank first): each label takes the first side that
 * covers no earlier label, no marker and stays inside the map, so nearby neighbourhoods' names do not print over
 * each other. Where no side is free for the name, the label shrinks to the rank alone (the list beside the map
 * names it), moved out along a side, as far as the map allows, where every place next to its marker is taken. Only
 * where nothing is free does a rank take the least bad place: over a marker, else partly outside the map, and over
 * an earlier label last of all, since a covered rank cannot be read.
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
  const cost = (box: Box, i: number) =>
    100 * placed.filter((b) => overlap(b, box)).length + 10 * (outside(box) ? 1 : 0) + markers.filter((m, j) => j !== i && overlap(m, box)).length;
  return points.map((p, i) => {
    const candidates = SIDES.map((side) => ({ side, compact: false, shift: 0, box: boxAt(p, side, widths[i]) }));
    for (let shift = 0; shift <= Math.max(size.x, size.y); shift += SHIFT_STEP) {
      candidates.push(...SIDES.map((side) => ({ side, compact: true, shift, box: boxAt(p, side, compactWidths[i], shift) })));
    }
    let best: { choice: (typeof candidates)[number]; cost: number } | null = null;
    for (const choice of candidates) {
      const c = cost(choice.box, i);
      if (c === 0) {
        best = { choice, cost: c };
        break;
      }
      // A name is shown only where it is entirely free; the rank alone takes the least bad place otherwise.
      if (choice.compact && (!best || c < best.cost)) best = { choice, cost: c };
    }
    const { side, compact, shift, box } = best!.choice;
    placed.push(box);
    return { side, compact, shift };
  });
}

/** A label's width in pixels, roughly: Persian text at the tooltip's 12px font. */
export const labelWidth = (text: string) => 16 + text.length * 6.5;
