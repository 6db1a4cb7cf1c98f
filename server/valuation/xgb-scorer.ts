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
}

interface PreparedTree extends CompactTree {
  /** cover-weighted mean value of each node (XGBoost's FillNodeMeanValues) */
  mean: Float64Array;
}

export interface Scorer {
  features: string[];
  margin(x: ArrayLike<number>): number;
  /** Saabas path contributions (XGBoost pred_contribs with approx_contribs=True); last entry is the bias. */
  contributions(x: ArrayLike<number>): Float64Array;
}

function fillMean(t: CompactTree): Float64Array {
  const mean = new Float64Array(t.f.length);
  const visit = (n: number): number => {
    if (t.f[n] < 0) {
      mean[n] = t.t[n];
      return mean[n];
    }
    const lv = visit(t.l[n]);
    const rv = visit(t.r[n]);
    mean[n] = (lv * t.c[t.l[n]] + rv * t.c[t.r[n]]) / t.c[n];
    // XGBoost keeps node means as float32
    mean[n] = Math.fround(mean[n]);
    return mean[n];
  };
  visit(0);
  return mean;
}

function next(t: CompactTree, n: number, v: number): number {
  if (Number.isNaN(v)) return t.d[n] ? t.l[n] : t.r[n];
  return v < t.t[n] ? t.l[n] : t.r[n];
}

export function createScorer(model: CompactModel): Scorer {
  const trees: PreparedTree[] = model.trees.map((t) => ({
    ...t,
    t: t.t.map((v) => Math.fround(v)),
    mean: fillMean({ ...t, t: t.t.map((v) => Math.fround(v)) }),
  }));
  const base = Math.fround(model.base_score);
  const nf = model.features.length;
  const toF32 = (x: ArrayLike<number>): Float32Array => {
    const out = new Float32Array(nf);
    for (let i = 0; i < nf; i++) out[i] = x[i] ?? Number.NaN;
    return out;
  };
  return {
    features: model.features,
    margin(x) {
      const v = toF32(x);
      let sum = base;
      for (const t of trees) {
        let n = 0;
        while (t.f[n] >= 0) n = next(t, n, v[t.f[n]]);
        sum = Math.fround(sum + t.t[n]);
      }
      return sum;
    },
    contributions(x) {
      const v = toF32(x);
      const out = new Float64Array(nf + 1);
      out[nf] = base;
      for (const t of trees) {
        let n = 0;
        let nodeValue = t.mean[0];
        out[nf] += nodeValue;
        while (t.f[n] >= 0) {
          const split = t.f[n];
          n = next(t, n, v[split]);
          const nv = t.mean[n];
          out[split] += nv - nodeValue;
          nodeValue = nv;
        }
      }
      return out;
    },
  };
}
