"""Side-by-side evaluation on the same cross-validated folds: neighbourhood median, k-NN and the model.

Run:  npm run ml:evaluate                (full data, writes ml/REPORT.md)
      npm run ml:evaluate -- --sample    (small committed sample in ml/sample, for the test; fast)
Metrics on price (sale: total price; rent: full-deposit equivalent at rate 0.03): MdAPE, PPE10, PPE20 and the
empirical coverage of each method's 80 % range. Ranges are cross-conformal: a fold's range uses quantiles of
the other folds' out-of-fold residuals only.
"""
from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def parse_args():
    ap = argparse.ArgumentParser()
    ap.add_argument('--sample', action='store_true', help='use the small committed sample (ml/sample)')
    ap.add_argument('--data', help='data directory (default ../shared/data)')
    ap.add_argument('--out', help='report path (default ml/REPORT.md; the sample run writes nothing unless given)')
    ap.add_argument('--folds', type=int, default=5)
    ap.add_argument('--repeats', type=int, default=3,
                    help='random protocol: fold assignments averaged (the spread between assignments is ±0.2 point on rent)')
    ap.add_argument('--protocols', default='random,grouped')
    ap.add_argument('--kinds', default='sale,rent')
    ap.add_argument('--curve', default='10,20',
                    help="rent learning curve: more fold counts for the random protocol ('' skips it)")
    return ap.parse_args()


ARGS = parse_args()
if ARGS.sample:
    os.environ['VALUATION_DATA_DIR'] = str(HERE / 'sample')
elif ARGS.data:
    os.environ['VALUATION_DATA_DIR'] = ARGS.data

import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402
from sklearn.neighbors import KNeighborsRegressor  # noqa: E402

import pipeline as P  # noqa: E402
from common import DATA  # noqa: E402
from dataset import Catalogue  # noqa: E402
from model import encoding_tables, knn_table  # noqa: E402

if ARGS.sample:
    # A smoke run: few, shallow trees and two inner folds for the mispriced-row step keep the test to seconds.
    P.SALE_ROUNDS = 60
    P.RENT_ROUNDS = 60
    P.INNER_FOLDS = 2


def nb_median(train: pd.DataFrame, test: pd.DataFrame) -> np.ndarray:
    g = float(train.y.median())
    dm = train.groupby('district').y.median()
    nm = train.groupby('nb').y.median()
    return np.array([nm.get(n, dm.get(d, g)) for n, d in zip(test.nb, test.district)])


def knn(train: pd.DataFrame, test: pd.DataFrame, k: int = 10) -> np.ndarray:
    def X(df):
        return np.column_stack([df.x_lat * 111.2 / 1.0, df.x_lng * 90.2 / 1.0, np.log(df.area) / 0.25, df.year / 5.0])
    m = KNeighborsRegressor(n_neighbors=min(k, len(train)), weights='distance')
    m.fit(X(train), train.y.values)
    return m.predict(X(test))


def cross_conformal(y, pred, fold_of, nb=None, n_nb=None, scaled=False, source=None):
    """Per fold: 80 % range from the other folds' residual quantiles (scaled per neighbourhood for the model)."""
    lo = np.full(len(y), np.nan)
    hi = np.full(len(y), np.nan)
    resid = y - pred
    for f in np.unique(fold_of):
        cal = fold_of != f
        te = ~cal
        if scaled:
            sig = P.sigma_table(nb[cal], resid[cal])
            s_cal = np.array([sig['nb'].get(k, sig['global']) for k in nb[cal]])
            q = P.conformal_quantiles(resid[cal], s_cal, P.bucket_of(n_nb[cal]), source[cal])
            lo[te], hi[te] = P.interval(pred[te], nb[te], n_nb[te], sig, q, source[te])
        else:
            a, b = np.quantile(resid[cal], [0.1, 0.9])
            lo[te], hi[te] = pred[te] + a, pred[te] + b
    return lo, hi


def evaluate_repeated(df: pd.DataFrame, kind: str, protocol: str, k: int, repeats: int):
    """Metrics averaged over `repeats` fold assignments (one for grouped folds), and the model's per-assignment MdAPE."""
    runs = [evaluate(df, kind, protocol, k, rep) for rep in range(repeats if protocol == 'random' else 1)]

    def mean_of(m: str, sub: str) -> dict:
        first = runs[0][m][sub]
        return {key: first[key] if key == 'n' else float(np.mean([r[m][sub][key] for r in runs])) for key in first}

    out = {m: {sub: mean_of(m, sub) for sub in runs[0][m]} for m in runs[0]}
    return out, [r['model']['all']['mdape'] for r in runs]


def evaluate(df: pd.DataFrame, kind: str, protocol: str, k: int, repeat: int = 0):
    folds = P.splits(df, protocol, k, repeat)
    preds = {m: np.full(len(df), np.nan) for m in ('nb_median', 'knn', 'model')}
    fold_of = np.zeros(len(df), dtype=int)
    n_nb = np.zeros(len(df))
    for i, (a, b) in enumerate(folds):
        tr = P.clean_train(df.iloc[a], kind)
        te = df.iloc[b]
        fold_of[b] = i
        preds['nb_median'][b] = nb_median(tr, te)
        preds['knn'][b] = knn(tr, te)
        p, _, kept, *_ = P.fit_predict(df.iloc[a], te, kind)
        preds['model'][b] = p
        # The range's data-size class counts the listings the model kept, as train.py and the runtime count them.
        cnt = kept.nb.value_counts()
        n_nb[b] = [cnt.get(x, 0) for x in te.nb]
    y = df.y.values
    res = {}
    for m, p in preds.items():
        lo, hi = cross_conformal(y, p, fold_of, df.nb.values, n_nb, scaled=(m == 'model'), source=df.source.values)
        res[m] = {'all': P.metrics(y, p, lo, hi)}
        for name, mask in subsets(df, kind).items():
            res[m][name] = P.metrics(y[mask], p[mask], lo[mask], hi[mask])
        # Thin-data rows: is the range honestly wider there?
        thin = n_nb < 20
        if thin.any() and m == 'model':
            res[m]['thin (<20 listings in nb)'] = P.metrics(y[thin], p[thin], lo[thin], hi[thin])
    return res


def learning_curve(df: pd.DataFrame, folds: list[int], first: tuple | None) -> list[str]:
    """Rent accuracy as the training share grows (more folds: each model learns from more of the rows).

    The shipped model learns from every row, so the figure at the largest share is the closest measured estimate
    of its accuracy on new listings like these; the main run's figure (fewer folds) is a pessimistic one.
    `first`: the main run's random-folds result, reused rather than computed again.
    """
    t = time.time()
    rows = [first] if first else []
    for k in sorted(set(folds) - {r[0] for r in rows}):
        res, spread = evaluate_repeated(df, 'rent', 'random', k, ARGS.repeats)
        rows.append((k, res['model']['all'], spread))
    out = [f'## rent — learning curve (random folds, {time.time() - t:.0f} s)', '',
           '| folds | training share | MdAPE | PPE10 | PPE20 | 80 % coverage | MdAPE per fold assignment |', '|---|---|---|---|---|---|---|']
    for k, r, spread in sorted(rows, key=lambda x: x[0]):
        out.append(f"| {k} | {100 * (k - 1) / k:.0f} % | {100 * r['mdape']:.2f} % | {fmt(r['ppe10'])} | {fmt(r['ppe20'])} | "
                   f"{fmt(r['coverage80'])} | {fmt_spread(spread)} |")
    out += ['', 'The trained model learns from every row (100 %).', '']
    return out


def subsets(df, kind):
    if kind == 'sale':
        return {'reserved-like (Divar+portal)': df.source.isin([0, 1]).values, 'Divar 1401': (df.source == 0).values,
                'portal 1401': (df.source == 1).values}
    return {}


def fmt(v, pct=True):
    return f'{100 * v:.1f} %' if pct else str(v)


def fmt_spread(mdapes: list[float]) -> str:
    return ', '.join(f'{100 * v:.2f} %' for v in mdapes)


def data_version() -> str:
    h = hashlib.sha256()
    for rel in ['tehran_sale_listings_1401/divar_sale_cleaned_1401.csv.gz', 'tehran_sale_listings_1401/portal_sale_latlng_1401.csv.gz',
                'tehran_sale_listings_1401/merged_sale_1401.csv.gz', 'tehran_rent_divar_1399_1400/tehran_rent_listings.csv.gz',
                'tehran_cbi_district_prices/cbi_tehran_district_monthly_clean.csv']:
        p = Path(DATA) / rel
        if p.exists():
            h.update(p.read_bytes())
    return h.hexdigest()[:12]


def main():
    t0 = time.time()
    cat = Catalogue()
    kinds = ARGS.kinds.split(',')
    protocols = ARGS.protocols.split(',')
    sale, _ = P.sale_frame(cat)
    frames = {'sale': sale}
    if 'rent' in kinds:
        cs = P.training_rows(sale, 'sale')  # the sale rows the trained sale model keeps, as train.py uses them
        st = dict(encoding_tables(cs.nb.values, cs.district.values, cs.y.values), knn=knn_table(cs, cs.y.values))
        frames['rent'] = P.rent_frame(cat, st)
    rent_random = None  # the main run's rent result on random folds: the learning curve's first row
    lines = [
        '# Valuation model — cross-validated evaluation', '',
        f'Generated {dt.datetime.utcnow().strftime("%Y-%m-%d %H:%M")} UTC by `npm run ml:evaluate`{" --sample (small committed sample: figures are NOT representative)" if ARGS.sample else ""}.',
        f'Data version: `{data_version()}` (sha256 prefix of the input files), data directory `{Path(DATA).name}`; {ARGS.folds}-fold CV'
        f'{f", random folds repeated with {ARGS.repeats} fold assignments (figures are their means)" if ARGS.repeats > 1 else ""}.',
        '', 'Prices at each listing file\'s own price date (sale 1401-10, rent 1400-04). Sale metrics are on the total price; '
        'rent metrics on the full-deposit equivalent (deposit + rent / 0.03). 80 % ranges are cross-conformal.',
        'Protocols: **random** = random folds over the unique listings (the way the reserved evaluation rows were drawn); '
        '**grouped** = near-copies (same price, area and district) kept in one fold (stricter: new, unseen flats).', '',
    ]
    for kind in kinds:
        df = frames[kind]
        for protocol in protocols:
            t = time.time()
            res, spread = evaluate_repeated(df, kind, protocol, ARGS.folds, ARGS.repeats)
            if (kind, protocol) == ('rent', 'random'):
                rent_random = (ARGS.folds, res['model']['all'], spread)
            first = len(lines)
            lines += [f'## {kind} — {protocol} folds ({len(df):,} rows, {time.time() - t:.0f} s)', '',
                      '| method | subset | n | MdAPE | PPE10 | PPE20 | 80 % coverage |', '|---|---|---|---|---|---|---|']
            for m in ('nb_median', 'knn', 'model'):
                for sub, r in res[m].items():
                    lines.append(f"| {m} | {sub} | {r['n']:,} | {fmt(r['mdape'])} | {fmt(r['ppe10'])} | {fmt(r['ppe20'])} | {fmt(r['coverage80'])} |")
            if len(spread) > 1:
                lines += ['', f'Means over {len(spread)} fold assignments; the model\'s MdAPE (all rows) per assignment: '
                          + fmt_spread(spread) + '.']
            lines.append('')
            print('\n'.join(lines[first:]), flush=True)
    curve = [int(k) for k in ARGS.curve.split(',') if k]
    if 'rent' in kinds and curve:
        block = learning_curve(frames['rent'], curve, rent_random)
        lines += block
        print('\n'.join(block), flush=True)
    lines.append(f'Total run time {time.time() - t0:.0f} s.')
    text = '\n'.join(lines) + '\n'
    out = ARGS.out or (None if ARGS.sample else str(HERE / 'REPORT.md'))
    if out:
        Path(out).write_text(text, encoding='utf-8')
        print(f'wrote {out}')


if __name__ == '__main__':
    main()
