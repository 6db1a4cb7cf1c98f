import 'server-only';

/**
 * Scores an XGBoost model exported by ml/export.py (compact arrays of the booster's JSON dump).
 *
 * Parity with Python: XGBoost stores features and thresholds as float32 and accumulates the margin in float32,
 * tree by tree, starting from base_score; Math.fround reproduces each of those roundings, so margins agree to
 * the last bit on the committed fixtures (ml/fixtures, server/valuation/xgb-scorer.test.ts).
 */
export interface CompactTree {
  /** split feature per node, -1 for leaves */
  f: number[];
  /** float32 split threshold (internal) or leaf value (leaf) */
  t: number[];
  l: number[];
  r: number[];
  /** 1 when missing values go left */
  d: number[];
  /** cover (sum of hessians) per node, for per-prediction contributions */
  c: number[];
}

export interface CompactModel {
  features: string[];
  base_score: number;
  trees: CompactTree[];
  /**
   * Feature index whose (float32) value replaces base_score as the start of the sum (XGBoost base_margin): the
   * trees are corrections to that level (ml/model.py Spec).
   */
  base_feature?: number;
  /** When x[d] === 0 (an exact match), margin = (1 − w)·margin + w·x[y] (ml/model.py Spec). */
  blend?: { y: number; d: number; w: number };
}

export interface Scorer {
  features: string[];
  margin(x: ArrayLike<number>): number;
  /** Saabas path contributions (XGBoost pred_contribs with approx_contribs=True); last entry is the bias. */
  contributions(x: ArrayLike<number>): Float64Array;
}

/** All trees flattened into typed arrays (global node offsets): one tight loop, no per-tree objects. */
interface Flat {
  roots: Int32Array;
  feature: Int32Array;
  /** float32 thresholds / leaf values: comparing float32 feature values to them is exact in doubles */
  value: Float32Array;
  left: Int32Array;
  right: Int32Array;
  defaultLeft: Uint8Array;
  /** cover-weighted node means (XGBoost's FillNodeMeanValues, kept in float32 as XGBoost does) */
  mean: Float32Array;
}

function flatten(model: CompactModel): Flat {
  const total = model.trees.reduce((a, t) => a + t.f.length, 0);
  const flat: Flat = {
    roots: new Int32Array(model.trees.length),
    feature: new Int32Array(total),
    value: new Float32Array(total),
    left: new Int32Array(total),
    right: new Int32Array(total),
    defaultLeft: new Uint8Array(total),
    mean: new Float32Array(total),
  };
  let off = 0;
  model.trees.forEach((t, k) => {
    flat.roots[k] = off;
    for (let i = 0; i < t.f.length; i++) {
      flat.feature[off + i] = t.f[i];
      flat.value[off + i] = t.t[i];
      flat.left[off + i] = t.l[i] + off;
      flat.right[off + i] = t.r[i] + off;
      flat.defaultLeft[off + i] = t.d[i];
    }
    const visit = (n: number): number => {
      const g = off + n;
      if (t.f[n] < 0) {
        flat.mean[g] = flat.value[g];
        return flat.mean[g];
      }
      const lv = visit(t.l[n]);
      const rv = visit(t.r[n]);
      flat.mean[g] = (lv * t.c[t.l[n]] + rv * t.c[t.r[n]]) / t.c[n];
      return flat.mean[g];
    };
    visit(0);
    off += t.f.length;
  });
  return flat;
}

export function createScorer(model: CompactModel): Scorer {
  const f = flatten(model);
  const base = Math.fround(model.base_score);
  const nf = model.features.length;
  const bf = model.base_feature;
  const blend = model.blend;
  const v = new Float32Array(nf);
  const load = (x: ArrayLike<number>): void => {
    for (let i = 0; i < nf; i++) v[i] = x[i] ?? Number.NaN;
  };
  const step = (n: number): number => {
    const fv = v[f.feature[n]];
    if (fv !== fv) return f.defaultLeft[n] ? f.left[n] : f.right[n];
    return fv < f.value[n] ? f.left[n] : f.right[n];
  };
  return {
    features: model.features,
    margin(x) {
      load(x);
      let sum = bf === undefined ? base : v[bf];
      for (let k = 0; k < f.roots.length; k++) {
        let n = f.roots[k];
        while (f.feature[n] >= 0) n = step(n);
        sum = Math.fround(sum + f.value[n]);
      }
      if (blend && v[blend.d] === 0) return (1 - blend.w) * sum + blend.w * v[blend.y];
      return sum;
    },
    contributions(x) {
      load(x);
      const out = new Float64Array(nf + 1);
      out[nf] = base;
      for (let k = 0; k < f.roots.length; k++) {
        let n = f.roots[k];
        let nodeValue = f.mean[n];
        out[nf] += nodeValue;
        while (f.feature[n] >= 0) {
          const split = f.feature[n];
          n = step(n);
          const nv = f.mean[n];
          out[split] += nv - nodeValue;
          nodeValue = nv;
        }
      }
      // Same adjustments as ml/model.py contributions(): the base feature takes the place of base_score, and the
      // exact-match blend scales every feature's share by (1 − w) and credits w·(x[y] − bias) to x[y].
      if (bf !== undefined) out[bf] += v[bf] - base;
      if (blend && v[blend.d] === 0) {
        const bias = out[nf];
        for (let i = 0; i < nf; i++) out[i] *= 1 - blend.w;
        out[blend.y] += blend.w * (v[blend.y] - bias);
      }
      return out;
    },
  };
}
