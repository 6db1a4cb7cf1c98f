"""The rent range's widening for months away from 1400-04, fitted on the rent backtest (no model is retrained).

Run from the repository root:  VALUATION_DATA_DIR=/work/shared/data /usr/bin/python3 ml/rent_widening.py
Writes server/valuation/artifacts/rent-widening.json, which the engine reads for rent (price-index.ts rangeWidening).

Why apart from train.py's horizon_widening: the rent model learns from the 1403 listings too (brought to 1400-04 by
the sale index), so its out-of-fold residuals on them need no widening (meta.json: 1.0), yet every rent estimate is
carried from 1400-04 to the latest month by the sale index. The honest check of that carry is the backtest
(pipeline.rent_backtest, the figures the result page quotes): the rent model fitted on the 1400 file alone, each
held-out 1403 listing estimated at 1400-04 and brought to its own month by the district's sale index. Its range is
the deployed artifact's (sigma, q, nb_n: what the runtime uses); the smallest widening of its half-widths that covers
80 % of those listings is w at their median distance h from 1400-04, and w(months) = 1 + per_year × months / 12
passes through 1 at 1400-04, where the out-of-fold coverage is 80 % unwidened (two points, one line; later months
extrapolate it, as the sale line does).
"""
from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import REPO, month_label  # noqa: E402
from dataset import RENT_REF, Catalogue  # noqa: E402
import pipeline as P  # noqa: E402

ART = REPO / 'server' / 'valuation' / 'artifacts'
OUT = ART / 'rent-widening.json'


def runtime_half_widths(data: dict, nb: np.ndarray, source: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """q[source][bucket] × sigma per row, as coreEstimate (server/valuation/engine/valuate.ts) computes them."""
    buckets = data['buckets']
    lo, hi = np.empty(len(nb)), np.empty(len(nb))
    for i, (k, src) in enumerate(zip(nb, source)):
        n = data['nb_n'].get(k, 0)
        b = max(j for j, edge in enumerate(buckets) if n >= edge)
        s = data['sigma']['nb'].get(k, data['sigma']['global'])
        q = data['q'][int(src)] if int(src) < len(data['q']) else data['q'][0]
        lo[i], hi[i] = q[b][0] * s, q[b][1] * s
    return lo, hi


def kept_sale_rows(sale, sale_data: dict):
    """The sale rows the deployed sale model kept (its comparables table holds exactly them, in the frame's order).

    train.py builds rent's sale level from them (P.rent_sale_level(kept)); reading them back from the artifact
    instead of P.training_rows(sale) spares the sale model's inner folds. The backtest figures are then checked
    against the artifact's, so a mismatch cannot go unnoticed.
    """
    c = sale_data['comps']
    ids = sale_data['nb_ids']
    nb = [ids[k] for k in c['nb']]
    cols = ['y', 'area', 'year', 'rooms', 'floor', 'month', 'source']
    mine = {k: sale[k].values.astype(float) for k in cols}
    theirs = {k: np.array([np.nan if v is None else v for v in c[k]], dtype=float) for k in cols}
    snb = sale.nb.values
    # Every column the sale level reads must agree (a dropped duplicate that differs in one would change it).
    take, j = [], 0
    for i in range(len(sale)):
        if j < len(nb) and snb[i] == nb[j] and all(
                (np.isnan(mine[k][i]) and np.isnan(theirs[k][j])) or abs(mine[k][i] - theirs[k][j]) < 1e-9 for k in cols):
            take.append(i)
            j += 1
    if j != len(nb):
        sys.exit(f'only {j:,} of the artifact\'s {len(nb):,} kept sale rows found in the sale frame')
    return sale.iloc[take]


def coverage(e: np.ndarray, lo: np.ndarray, hi: np.ndarray, w: np.ndarray | float) -> float:
    return float(np.mean((e >= lo * w) & (e <= hi * w)))


def main() -> None:
    data = json.load(gzip.open(ART / 'rent-data.json.gz', 'rt', encoding='utf-8'))
    sale_data = json.load(gzip.open(ART / 'sale-data.json.gz', 'rt', encoding='utf-8'))
    cat = Catalogue()
    sale, idx = P.sale_frame(cat)
    kept = kept_sale_rows(sale, sale_data)
    print(f'kept sale rows: {len(kept):,} of {len(sale):,}', flush=True)
    rent = P.rent_frame(cat, P.rent_sale_level(kept))
    bt = P.rent_backtest(rent, idx)
    e = bt['errors']['sale_index']
    test = bt['test']
    summary = P.backtest_summary(e)
    stored = data.get('rent_backtest')
    print('backtest', summary, 'artifact', stored, flush=True)
    if stored and any(abs(summary[k] - stored[k]) > 1e-9 for k in ('median_bias', 'mdape', 'ppe10', 'listings')):
        sys.exit('the backtest does not reproduce the artifact\'s figures: refusing to fit on it')
    lo, hi = runtime_half_widths(data, test.nb.values, test.source.values)
    months = np.abs(test.month.values - RENT_REF).astype(float)
    h = float(np.median(months))
    w = 1.0
    for w in np.arange(1.0, 4.0, 0.01):
        if coverage(e, lo, hi, w) >= P.COVERAGE:
            break
    w = round(float(w), 2)
    per_year = round((w - 1) * 12 / h, 4)
    fitted = 1 + per_year * months / 12
    out = {
        'offset': 0.0,
        'per_year': per_year,
        'fitted_on': {
            'what': 'rent backtest: the 1400-fitted rent model on the held-out 1403 listings, brought forward by the district sale index',
            'listings': int(len(e)),
            'months': [month_label(int(test.month.min())), month_label(int(test.month.max()))],
            'months_away_median': h,
            'widen_at_median': w,
            'coverage_unwidened': round(coverage(e, lo, hi, 1.0), 4),
            'coverage_widened': round(coverage(e, lo, hi, fitted), 4),
        },
    }
    print(json.dumps(out, ensure_ascii=False, indent=2))
    for f in sorted(set(test.file)):
        m = test.file.values == f
        print(f, int(m.sum()), 'coverage before', round(coverage(e[m], lo[m], hi[m], 1.0), 4),
              'after', round(coverage(e[m], lo[m], hi[m], fitted[m]), 4))
    OUT.write_text(json.dumps(out, ensure_ascii=False, indent=2) + '\n', encoding='utf-8')
    print('wrote', OUT)


if __name__ == '__main__':
    main()
