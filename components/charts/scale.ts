// The few scale helpers the server-drawn charts need (d3's linear `nice` and `ticks`, for one axis at a time).

/** A step of 1, 2 or 5 × 10ⁿ that cuts `span` into about `count` pieces. */
export function tickStep(span: number, count: number): number {
  if (!(span > 0) || count < 1) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  return (error >= 7.5 ? 10 : error >= 3.5 ? 5 : error >= 1.5 ? 2 : 1) * power;
}

/**
 * A domain widened to whole steps around [min, max] and its tick values (about `count` of them), as an axis
 * reader expects: 0–40 by 10, not 3.2–37.9. A flat series gets a band around its one value.
 */
export function niceScale(min: number, max: number, count = 5): { min: number; max: number; ticks: number[] } {
  let lo = Math.min(min, max);
  let hi = Math.max(min, max);
  if (lo === hi) {
    const pad = Math.abs(lo) * 0.1 || 1;
    lo -= pad;
    hi += pad;
  }
  const step = tickStep(hi - lo, count);
  const start = Math.floor(lo / step) * step;
  const end = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's precision: 0.1 + 0.2 must print as 0.3.
  const digits = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let v = start; v <= end + step / 2; v += step) ticks.push(Number(v.toFixed(digits)));
  return { min: start, max: end, ticks };
}

/** Where `value` sits between `min` and `max`, in percent (0 at min). */
export const percentOf = (value: number, min: number, max: number): number => (max === min ? 50 : ((value - min) / (max - min)) * 100);
