"""Train the sale and rent models and write every runtime artifact the TypeScript side needs.

Run from the repository root:  /usr/bin/python3 ml/train.py   (about 3–6 minutes on 2 cores)
Outputs (server/valuation/artifacts/): {sale,rent}-model.json.gz, {sale,rent}-data.json.gz, meta.json,
parity-fixtures.json. Deterministic: fixed seeds, single data snapshot.
"""
from __future__ import annotations

import argparse
import datetime as dt
import gzip
import json
import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd
import xgboost as xgb

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import DATA, REPO, SEED, month_label  # noqa: E402
from dataset import RENT_REF, SALE_REF, Catalogue  # noqa: E402
from export import compact_model  # noqa: E402
from model import RENT_FEATURES, SALE_FEATURES, apply_tables, contributions, geo_feature, knn_feature, predict, prepare_matrix, src_keys  # noqa: E402
import pipeline as P  # noqa: E402

ART = REPO / 'server' / 'valuation' / 'artifacts'
# --oof-cache DIR: keep the out-of-fold predictions (most of the run) so a later step's failure does not repeat them.
OOF_CACHE: Path | None = None


def hash_rows(df: pd.DataFrame) -> str:
    import hashlib
    cols = ['nb', 'area', 'year', 'price', 'month', 'y']
    return hashlib.sha1(pd.util.hash_pandas_object(df[[c for c in cols if c in df]], index=False).values.tobytes()).hexdigest()[:10]
LABELS = {
    'nb_te': 'محله', 'd_te': 'منطقه شهرداری', 'nb_n': 'محله', 'knn_te': 'آگهی‌های مشابه محله',
    'nn1_y': 'آگهی‌های مشابه محله', 'nn1_d': 'آگهی‌های مشابه محله', 'sknn_te': 'آگهی‌های مشابه محله', 'snn1_y': 'آگهی‌های مشابه محله', 'snn1_d': 'آگهی‌های مشابه محله', 'geo_te': 'آگهی‌های نزدیک', 'sale_nb': 'سطح قیمت خرید محله', 'sale_knn': 'سطح قیمت خرید محله',
    'lat': 'موقعیت', 'lng': 'موقعیت', 'has_pin': 'موقعیت', 'area': 'متراژ', 'year': 'سال ساخت',
    'rooms': 'تعداد اتاق', 'floor': 'طبقه', 'total_floors': 'طبقه', 'elevator': 'آسانسور', 'parking': 'پارکینگ',
    'storage': 'انباری', 'source': 'منبع آگهی',
}


def log(*a):
    print(time.strftime('%H:%M:%S'), *a, flush=True)


def write_gz(path: Path, obj) -> None:
    raw = json.dumps(obj, ensure_ascii=False, separators=(',', ':')).encode('utf-8')
    # mtime=0 keeps the gzip bytes reproducible
    path.write_bytes(gzip.compress(raw, compresslevel=9, mtime=0))


def r6(a) -> list:
    return [None if (v is None or (isinstance(v, float) and not np.isfinite(v))) else float(v) for v in a]


def full_features(train: pd.DataFrame, tables: dict, ktab: dict, rows: pd.DataFrame, kind: str, sale_tables=None) -> pd.DataFrame:
    rows = rows.copy()
    nte, dte, nn = apply_tables(tables, rows.nb.values, rows.district.values)
    rows['nb_te'], rows['d_te'], rows['nb_n'] = nte, dte, nn
    rows['knn_te'], rows['nn1_y'], rows['nn1_d'] = knn_feature(ktab, rows.nb.values, rows.area.values, rows.year.values,
                                                               nte, rows.rooms.values, rows.floor.values)
    rows['sknn_te'], rows['snn1_y'], rows['snn1_d'] = knn_feature(ktab['__src__'], src_keys(rows), rows.area.values, rows.year.values,
                                                                  rows['knn_te'].values, rows.rooms.values, rows.floor.values)
    if kind == 'sale':
        rows['geo_te'] = geo_feature(ktab['__geo__'], rows.lat.values, rows.lng.values, rows.area.values, rows.year.values)
    if kind == 'rent':
        P.add_sale_level(rows, sale_tables)
    return rows


def nb_stats(df: pd.DataFrame, value: np.ndarray) -> dict:
    """Per neighbourhood price/m² (at the reference month) percentiles and a 10-bin histogram."""
    out = {}
    for k, idx in df.groupby('nb').indices.items():
        v = value[idx]
        if len(v) < 1:
            continue
        qs = np.percentile(v, [10, 25, 50, 75, 90])
        edges = np.linspace(np.percentile(v, 2), np.percentile(v, 98), 11) if len(v) >= 10 else None
        h = {'edges': [round(float(e)) for e in edges], 'counts': np.histogram(np.clip(v, edges[0], edges[-1]), bins=edges)[0].tolist()} if edges is not None and edges[-1] > edges[0] else None
        out[k] = {'n': int(len(v)), 'mean': round(float(v.mean())), 'p10': round(float(qs[0])), 'p25': round(float(qs[1])),
                  'p50': round(float(qs[2])), 'p75': round(float(qs[3])), 'p90': round(float(qs[4])), 'hist': h}
    return out


def horizon_widening(df: pd.DataFrame, oof: np.ndarray, lo: np.ndarray, hi: np.ndarray, ref: int) -> dict:
    """How much wider the 80 % range must be for a month away from the reference month.

    The rows of a later file were brought to the reference month by the market index, so their out-of-fold residuals
    carry the index's error and whatever else sets a later file apart. For each such file, the smallest widening of
    the range's half-widths that covers 80 % of its rows (w at its median distance h in months); then
    w(h) = 1 + offset + per_year × h / 12 for any month other than the reference one, fitted to those points
    (weighted by rows, neither term negative). Measured to 1403 (h ≈ 20); later months extrapolate the line.
    """
    y = df.y.values
    out = {}
    for f, g in df.groupby('file').indices.items():
        h = float(np.median(np.abs(df.month.values[g] - ref)))
        if h < 3 or len(g) < 200:
            continue
        w = 1.0
        for w in np.arange(1.0, 4.0, 0.02):
            if np.mean((y[g] >= oof[g] + (lo[g] - oof[g]) * w) & (y[g] <= oof[g] + (hi[g] - oof[g]) * w)) >= P.COVERAGE:
                break
        out[f] = {'months_away': h, 'widen': round(float(w), 3), 'n': int(len(g))}
    if not out:
        return {'offset': 0.0, 'per_year': 0.0, 'files': out}
    h = np.array([v['months_away'] for v in out.values()])
    w = np.array([v['widen'] for v in out.values()]) - 1
    n = np.array([v['n'] for v in out.values()], dtype=float)
    hm, wm = np.average(h, weights=n), np.average(w, weights=n)
    var = np.average((h - hm) ** 2, weights=n)
    slope = max(0.0, float(np.average((h - hm) * (w - wm), weights=n) / var)) if var > 0 else 0.0
    offset = max(0.0, float(wm - slope * hm))
    return {'offset': round(offset, 4), 'per_year': round(12 * slope, 4), 'files': out}


def listing_facts(df: pd.DataFrame) -> dict | None:
    """Deposits and rents of a set of rent listings: months, count, full-deposit share, medians."""
    if not len(df):
        return None
    pos = df.rent.values > 0
    return {
        'months': [month_label(int(df.month.min())), month_label(int(df.month.max()))],
        'n': int(len(df)), 'full_deposit_share': float(1 - pos.mean()),
        'median_deposit': float(np.median(df.deposit.values)),
        'median_rent': float(np.median(df.rent.values[pos])) if pos.any() else None,
    }


def comps_table(t: pd.DataFrame, nb_ids: list[str], kind: str) -> dict:
    """The training rows the runtime shows as comparables (and scores its similar-listings features with)."""
    pos = {k: i for i, k in enumerate(nb_ids)}
    t = t[t.nb.isin(pos)]
    pin_lat = t.pin_lat.fillna(t.lat) if 'pin_lat' in t else t.lat
    pin_lng = t.pin_lng.fillna(t.lng) if 'pin_lng' in t else t.lng
    cols = {
        'nb': [pos[k] for k in t.nb], 'area': r6(t.area), 'year': r6(t.year), 'rooms': r6(t.rooms), 'floor': r6(t.floor),
        'elevator': r6(t.elevator), 'parking': r6(t.parking), 'storage': r6(t.storage),
        # Pinned training rows of the portal stay exact (the nearby-listings feature must see what training saw);
        # the pins of Divar's newer ads only rank comparables (rounded to ≈ 10 m).
        'lat': [None if not np.isfinite(v) else (float(v) if src == 1 else round(float(v), 4)) for v, src in zip(pin_lat, t.source)],
        'lng': [None if not np.isfinite(v) else (float(v) if src == 1 else round(float(v), 4)) for v, src in zip(pin_lng, t.source)],
        'month': [int(m) for m in t.month], 'train': [1] * len(t), 'source': t.source.astype(int).tolist(),
        'y': [float(v) for v in t.y.values],
    }
    if kind == 'sale':
        cols['price'] = [int(round(v)) for v in t.price]
    else:
        cols['deposit'] = [int(round(v)) for v in t.deposit]
        cols['rent'] = [int(round(v)) for v in t.rent]
    return cols


def train_kind(kind: str, df: pd.DataFrame, sale_tables=None) -> dict:
    feats = SALE_FEATURES if kind == 'sale' else RENT_FEATURES
    ref = SALE_REF if kind == 'sale' else RENT_REF
    # 1) out-of-fold predictions on the reserved-like protocol (random folds over unique listings) for conformal
    folds = P.splits(df, 'random')
    cache = OOF_CACHE / f'{kind}-{len(df)}-{hash_rows(df)}.npy' if OOF_CACHE else None
    if cache and cache.exists():
        oof = np.load(cache)
        log(kind, 'oof from', cache)
    else:
        oof = P.cv_oof(df, kind, folds)
        if cache:
            np.save(cache, oof)
    resid = df.y.values - oof
    log(kind, 'oof', P.metrics(df.y.values, oof))
    # 2) final model on all cleaned rows
    _, bst, tr, trf, _, tables, ktab = P.fit_predict(df, df.iloc[:5], kind)
    sig = P.sigma_table(df.nb.values, resid)
    n_nb = np.array([tables['nb_n'].get(k, 0) for k in df.nb.values])
    sig_rows = np.array([sig['nb'].get(k, sig['global']) for k in df.nb.values])
    q = P.conformal_quantiles(resid, sig_rows, P.bucket_of(n_nb), df.source.values)
    lo, hi = P.interval(oof, df.nb.values, n_nb, sig, q, df.source.values)
    log(kind, 'oof with intervals', P.metrics(df.y.values, oof, lo, hi))
    widen = horizon_widening(df, oof, lo, hi, ref)
    log(kind, 'range widening with the months from the reference month', widen)
    nb_ids = sorted(set(tr.nb))
    # The statistics describe every plausible listing, including those the model dropped as mispriced.
    plausible = P.clean_train(df, kind)
    log(kind, f'training rows {len(tr):,} of {len(plausible):,} plausible (dropped as mispriced: {1 - len(tr) / len(plausible):.1%})')
    data = {
        'kind': kind, 'ref_month': month_label(ref), 'months': [month_label(int(df.month.min())), month_label(int(df.month.max()))],
        'features': feats, 'labels': {f: LABELS[f] for f in feats},
        'global': tables['global'], 'd_te': {str(k): v for k, v in tables['d_te'].items()},
        'nb': {k: [tables['nb_te'][k], float(np.log1p(tables['nb_n'][k]))] for k in nb_ids},
        'nb_n': {k: int(tables['nb_n'][k]) for k in nb_ids},
        'sigma': {'global': sig['global'], 'nb': {k: v for k, v in sig['nb'].items() if k in tables['nb_te']}},
        'buckets': P.N_BUCKETS[:-1], 'q': q, 'widen': {'offset': widen['offset'], 'per_year': widen['per_year']},
        'nb_ids': nb_ids, 'comps': comps_table(tr, nb_ids, kind),
        'nb_stats': nb_stats(plausible, np.exp(plausible.y.values)), 'knn': {'k': 8},
    }
    if kind == 'rent':
        # What the listings say about deposits and rents (the blog quotes it): every plausible listing of the 1400
        # file, and the 1403 listings (official random sample and ads; not the truncated subset) of known places.
        known = set(nb_ids)
        newer = plausible[plausible.file.isin(['Divar official 1403', 'Divar ads 1403']) & plausible.nb.isin(known)]
        data['listing_facts'] = {'file': listing_facts(plausible[plausible.file == 'Divar rent 1400']), 'ads': listing_facts(newer)}
        data['sale_level'] = {'global': sale_tables['global'], 'd_te': {str(k): v for k, v in sale_tables['d_te'].items()},
                              'nb': {k: v for k, v in sale_tables['nb_te'].items()}}
    spec = P.spec_of(kind)
    model = dict(compact_model(bst, feats), **spec.export())
    # 4) parity fixtures: rows scored in Python with the final tables, as the runtime will score them
    rng = np.random.default_rng(SEED)
    pick = rng.choice(len(df), size=40, replace=False)
    fx_in = df.iloc[pick].copy()
    # A quarter of the rows slightly changed in area, so the fixtures also cover rows without an exact match.
    fx_in.iloc[:10, fx_in.columns.get_loc('area')] = np.round(fx_in.area.values[:10] * 1.07, 1)
    fx_rows = full_features(tr, tables, ktab, fx_in, kind, sale_tables)
    X = prepare_matrix(fx_rows, feats)
    margin = predict(bst, X, spec)
    contribs = contributions(bst, X, spec)
    fixtures = []
    for i in range(len(pick)):
        r = fx_rows.iloc[i]
        fixtures.append({
            'input': {'nb': r.nb, 'lat': None if not np.isfinite(r.lat) else float(r.lat),
                      'lng': None if not np.isfinite(r.lng) else float(r.lng), 'district': int(r.district),
                      'area': float(r.area), 'year': float(r.year), 'rooms': None if not np.isfinite(r.rooms) else float(r.rooms),
                      'floor': None if not np.isfinite(r.floor) else float(r.floor),
                      'total_floors': None if not np.isfinite(r.total_floors) else float(r.total_floors),
                      'elevator': None if not np.isfinite(r.elevator) else float(r.elevator),
                      'parking': None if not np.isfinite(r.parking) else float(r.parking),
                      'storage': None if not np.isfinite(r.storage) else float(r.storage), 'source': int(r.source)},
            'x': [None if not np.isfinite(v) else float(v) for v in X[i]],
            'margin': float(margin[i]), 'contribs': [float(v) for v in contribs[i]],
        })
    metrics = P.metrics(df.y.values, oof, lo, hi)
    return {'data': data, 'model': model, 'fixtures': fixtures, 'metrics': metrics, 'widen': widen, 'kept': tr}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument('--only', choices=['sale', 'rent'])
    ap.add_argument('--out', help='artifact folder (default server/valuation/artifacts)')
    ap.add_argument('--oof-cache', help='folder to keep and reuse the out-of-fold predictions in')
    ap.add_argument('--smoke', action='store_true', help='60 rounds and 2 inner folds: a quick check of the script, not a model')
    args = ap.parse_args()
    global ART, OOF_CACHE
    if args.out:
        ART = Path(args.out)
    if args.oof_cache:
        OOF_CACHE = Path(args.oof_cache)
        OOF_CACHE.mkdir(parents=True, exist_ok=True)
    if args.smoke:
        P.SALE_ROUNDS = P.RENT_ROUNDS = 60
        P.INNER_FOLDS = 2
    np.random.seed(SEED)
    ART.mkdir(parents=True, exist_ok=True)
    cat = Catalogue()
    log('loading')
    sale, _ = P.sale_frame(cat)
    out = {}
    res_s = train_kind('sale', sale)
    write_gz(ART / 'sale-model.json.gz', res_s['model'])
    write_gz(ART / 'sale-data.json.gz', res_s['data'])
    out['sale'] = res_s
    if args.only != 'sale':
        sale_ref = P.rent_sale_level(res_s['kept'])
        rent = P.rent_frame(cat, sale_ref)
        res_r = train_kind('rent', rent, sale_ref)
        # The method that brings rent to the price date, checked on held-out 1403 listings (ml/README.md).
        bt = P.rent_backtest(rent, P.market_index())
        if bt:
            res_r['data']['rent_backtest'] = P.backtest_summary(bt['errors']['sale_index'])
            log('rent backtest (district sale index)', res_r['data']['rent_backtest'])
        write_gz(ART / 'rent-model.json.gz', res_r['model'])
        write_gz(ART / 'rent-data.json.gz', res_r['data'])
        out['rent'] = res_r
    fixtures = {k: v['fixtures'] for k, v in out.items()}
    (ART / 'parity-fixtures.json').write_text(json.dumps(fixtures, ensure_ascii=False), encoding='utf-8')
    meta = {
        'version': dt.date.today().isoformat(), 'xgboost': xgb.__version__, 'seed': SEED,
        'data': str(DATA), 'rent_conversion_rate': P.RENT_CONVERSION_RATE,
        'oof_metrics': {k: v['metrics'] for k, v in out.items()},
        'range_widening': {k: v['widen'] for k, v in out.items()},
    }
    (ART / 'meta.json').write_text(json.dumps(meta, ensure_ascii=False, indent=2), encoding='utf-8')
    for p in sorted(ART.iterdir()):
        log(p.name, f'{p.stat().st_size / 1e6:.2f} MB')


if __name__ == '__main__':
    main()
