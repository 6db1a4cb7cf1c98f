/** Where a marker's name sits relative to it (Leaflet tooltip directions). */
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
/** The numbered markers' radius (suggestion-map's RANK_PIN, ring included): a name must not cover one. */
export const MARKER_RADIUS = 10;

function boxAt(p: Point, side: LabelSide, width: number): Box {
  switch (side) {
    case 'top':
      return { left: p.x - width / 2, right: p.x + width / 2, bottom: p.y - LABEL_GAP, top: p.y - LABEL_GAP - LABEL_HEIGHT };
    case 'bottom':
      return { left: p.x - width / 2, right: p.x + width / 2, top: p.y + LABEL_GAP, bottom: p.y + LABEL_GAP + LABEL_HEIGHT };
    case 'right':
      return { left: p.x + LABEL_GAP, right: p.x + LABEL_GAP + width, top: p.y - LABEL_HEIGHT / 2, bottom: p.y + LABEL_HEIGHT / 2 };
    default:
      return { right: p.x - LABEL_GAP, left: p.x - LABEL_GAP - width, top: p.y - LABEL_HEIGHT / 2, bottom: p.y + LABEL_HEIGHT / 2 };
  }
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Greedy placement of the suggestions' names beside their numbered markers (screen pixels, best rank first): each
 * name takes the first side, right next to its own marker, that covers no earlier name and no marker and stays
 * inside the map. A name with no such side is left out (null): its rank is drawn in the marker itself and the list
 * names it. Names are never moved away from their markers: a label a few markers off reads as another one's.
 */
export function placeLabels(points: Point[], widths: number[], size: { x: number; y: number }): (LabelSide | null)[] {
  const placed: Box[] = [];
  const r = MARKER_RADIUS;
  const markers: Box[] = points.map((p) => ({ left: p.x - r, right: p.x + r, top: p.y - r, bottom: p.y + r }));
  const free = (box: Box) =>
    box.left >= 0 && box.top >= 0 && box.right <= size.x && box.bottom <= size.y && !placed.some((b) => overlap(b, box)) && !markers.some((m) => overlap(m, box));
  return points.map((p, i) => {
    const side = SIDES.find((s) => free(boxAt(p, s, widths[i]))) ?? null;
    if (side) placed.push(boxAt(p, side, widths[i]));
    return side;
  });
}

/** A label's width in pixels, roughly: Persian text at the tooltip's 12px font. */
export const labelWidth = (text: string) => 16 + text.length * 6.5;
