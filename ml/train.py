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
from dataset import RENT_REF, SALE_REF, Catalogue, load_rent_2024, load_sale_2024  # noqa: E402
from export import compact_model  # noqa: E402
from model import RENT_FEATURES, SALE_FEATURES, apply_tables, contributions, geo_feature, knn_feature, predict, prepare_matrix, src_keys  # noqa: E402
import pipeline as P  # noqa: E402

ART = REPO / 'server' / 'valuation' / 'artifacts'
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


def anchor_2024(ads: pd.DataFrame, pred_ref: np.ndarray, lo: np.ndarray, hi: np.ndarray, ref: int) -> dict:
    """Level of the 2024 listings relative to the model's reference month: a second anchor of the index.

    r = log(asking price / model estimate at the reference month). The city factor is the median r; district
    factors are shrunk toward it (pseudo-count 20). The 80 % range is widened by w so that it covers 80 % of these
    listings at their own month (the extra uncertainty of a two-point index).
    """
    y = np.log(ads.price.values / ads.area.values)
    r = y - pred_ref
    ok = np.isfinite(r) & (np.abs(r - np.median(r[np.isfinite(r)])) < 1.1)
    r, y, lo, hi, pr = r[ok], y[ok], lo[ok], hi[ok], pred_ref[ok]
    d = ads.district.values[ok]
    city = float(np.median(r))
    month = int(pd.Series(ads.month.values[ok]).mode()[0])
    dist = {}
    for k in range(1, 23):
        rk = r[d == k]
        n = len(rk)
        dist[k] = city + (n / (n + 20)) * ((float(np.median(rk)) if n else city) - city)
    shift = np.array([dist[k] for k in d])
    # Smallest widening of the half-widths (around the centre) that reaches 80 % coverage.
    c = pr + shift
    w = 1.0
    for w in np.arange(1.0, 4.0, 0.02):
        cov = np.mean((y >= c + (lo - pr) * w) & (y <= c + (hi - pr) * w))
        if cov >= P.COVERAGE:
            break
    resid = y - c
    ape = np.abs(np.exp(-resid) - 1)
    return {'month': month, 'city_log_factor': city, 'district_log_factor': dist, 'n': int(ok.sum()), 'widen': float(w),
            'in_sample_mdape': float(np.median(ape)), 'se_city': float(1.2533 * np.std(r) / np.sqrt(len(r)))}


def index_tables(idx: pd.DataFrame, ref: int, anchor: dict, first: int) -> dict:
    """Monthly log index per district: CBI (smoothed) up to ref, then log-linear to the 2024 anchor."""
    L = idx.set_index(['district', 'm']).log_idx
    months = list(range(first, anchor['month'] + 1))
    out = {}
    for d in range(0, 23):
        base = L[(d, ref)] if (d, ref) in L.index else None
        fac = anchor['city_log_factor'] if d == 0 else anchor['district_log_factor'][d]
        vals = []
        for m in months:
            if m <= ref:
                vals.append(float(L[(d, m)]))
            else:
                vals.append(float(base + fac * (m - ref) / (anchor['month'] - ref)))
        out[str(d)] = [round(v - float(base), 6) for v in vals]  # relative to ref: 0 at the reference month
    return {'first': month_label(first), 'months': len(months), 'log_rel': out}


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


def comps_table(df: pd.DataFrame, nb_ids: list[str], extra: pd.DataFrame | None, kind: str) -> dict:
    pos = {k: i for i, k in enumerate(nb_ids)}
    parts = [df.assign(train=1)]
    if extra is not None and len(extra):
        parts.append(extra.assign(train=0))
    t = pd.concat(parts, ignore_index=True)
    t = t[t.nb.isin(pos)]
    cols = {
        'nb': [pos[k] for k in t.nb], 'area': r6(t.area), 'year': r6(t.year), 'rooms': r6(t.rooms), 'floor': r6(t.floor),
        'elevator': r6(t.elevator), 'parking': r6(t.parking), 'storage': r6(t.storage),
        # Training pins stay exact: the runtime's nearby-listings feature must see what training saw.
        'lat': [None if not np.isfinite(v) else (float(v) if tr_ else round(float(v), 4))
                for v, tr_ in zip(t.pin_lat.fillna(t.lat) if 'pin_lat' in t else t.lat, t.train)],
        'lng': [None if not np.isfinite(v) else (float(v) if tr_ else round(float(v), 4))
                for v, tr_ in zip(t.pin_lng.fillna(t.lng) if 'pin_lng' in t else t.lng, t.train)],
        'month': [int(m) for m in t.month], 'train': t.train.astype(int).tolist(), 'source': t.source.astype(int).tolist(),
        'y': [float(v) if t.train.iloc[i] else None for i, v in enumerate(t.y.values)],
    }
    if kind == 'sale':
        cols['price'] = [int(round(v)) for v in t.price]
    else:
        cols['deposit'] = [int(round(v)) for v in t.deposit]
        cols['rent'] = [int(round(v)) for v in t.rent]
    return cols


def train_kind(kind: str, df: pd.DataFrame, cat: Catalogue, idx: pd.DataFrame, ads: pd.DataFrame, sale_tables=None) -> dict:
    feats = SALE_FEATURES if kind == 'sale' else RENT_FEATURES
    ref = SALE_REF if kind == 'sale' else RENT_REF
    # 1) out-of-fold predictions on the reserved-like protocol (random folds over unique listings) for conformal
    folds = P.splits(df, 'random')
    oof = P.cv_oof(df, kind, folds)
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
    # 3) second anchor from the 2024 listings
    adsf = full_features(tr, tables, ktab, ads, kind, sale_tables)
    spec = P.spec_of(kind)
    pa = predict(bst, prepare_matrix(adsf, feats), spec)
    na = np.array([tables['nb_n'].get(k, 0) for k in ads.nb.values])
    alo, ahi = P.interval(pa, ads.nb.values, na, sig, q, ads.source.values)
    if kind == 'rent':
        ads = ads.assign(price=ads.deposit + ads.rent / P.RENT_CONVERSION_RATE)
    anchor = anchor_2024(ads, pa, alo, ahi, ref)
    log(kind, 'anchor', {k: v for k, v in anchor.items() if k != 'district_log_factor'})
    first = idx.m.min() if kind == 'sale' else ref
    index = index_tables(idx, ref, anchor, first) if kind == 'sale' else rent_index(ref, anchor)
    nb_ids = sorted(set(tr.nb))
    # The statistics describe every plausible listing, including those the model dropped as mispriced.
    plausible = P.clean_train(df, kind)
    log(kind, f'training rows {len(tr):,} of {len(plausible):,} plausible (dropped as mispriced: {1 - len(tr) / len(plausible):.1%})')
    data = {
        'kind': kind, 'ref_month': month_label(ref), 'latest_month': month_label(anchor['month']),
        'features': feats, 'labels': {f: LABELS[f] for f in feats},
        'global': tables['global'], 'd_te': {str(k): v for k, v in tables['d_te'].items()},
        'nb': {k: [tables['nb_te'][k], float(np.log1p(tables['nb_n'][k]))] for k in nb_ids},
        'nb_n': {k: int(tables['nb_n'][k]) for k in nb_ids},
        'sigma': {'global': sig['global'], 'nb': {k: v for k, v in sig['nb'].items() if k in tables['nb_te']}},
        'buckets': P.N_BUCKETS[:-1], 'q': q,
        'anchor': {'month': month_label(anchor['month']), 'widen': anchor['widen'], 'n': anchor['n']},
        'index': index, 'nb_ids': nb_ids, 'comps': comps_table(tr, nb_ids, ads, kind),
        'nb_stats': nb_stats(plausible, np.exp(plausible.y.values)), 'knn': {'k': 8},
    }
    if kind == 'rent':
        # What the listings say about deposits and rents (the blog quotes it): the file's every plausible listing,
        # not only the rows the model kept, and the 2024 ads of the known neighbourhoods (as in the comparables).
        data['listing_facts'] = {'file': listing_facts(plausible), 'ads': listing_facts(ads[ads.nb.isin(set(nb_ids))])}
        data['sale_level'] = {'global': sale_tables['global'], 'd_te': {str(k): v for k, v in sale_tables['d_te'].items()},
                              'nb': {k: v for k, v in sale_tables['nb_te'].items()}}
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
    return {'data': data, 'model': model, 'fixtures': fixtures, 'metrics': metrics, 'anchor': anchor, 'tables': tables,
            'ktab': ktab}


def rent_index(ref: int, anchor: dict) -> dict:
    """Rent has no official monthly series here: log-linear between the two listing anchors (1400-04, 2024)."""
    months = list(range(ref, anchor['month'] + 1))
    out = {}
    for d in range(0, 23):
        fac = anchor['city_log_factor'] if d == 0 else anchor['district_log_factor'][d]
        out[str(d)] = [round(fac * (m - ref) / (anchor['month'] - ref), 6) for m in months]
    return {'first': month_label(ref), 'months': len(months), 'log_rel': out}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument('--only', choices=['sale', 'rent'])
    args = ap.parse_args()
    np.random.seed(SEED)
    ART.mkdir(parents=True, exist_ok=True)
    cat = Catalogue()
    log('loading')
    sale, idx = P.sale_frame(cat)
    ads_sale = load_sale_2024(cat)
    ads_sale = ads_sale[(ads_sale.price > 1e8)].reset_index(drop=True)
    out = {}
    res_s = train_kind('sale', sale, cat, idx, ads_sale)
    cbi = {}
    for d in range(0, 23):
        s = idx[(idx.district == d) & idx.raw.notna()].sort_values('m')
        cbi[str(d)] = [[month_label(int(m)), int(round(v))] for m, v in zip(s.m, s.raw)]
    res_s['data']['cbi'] = cbi
    write_gz(ART / 'sale-model.json.gz', res_s['model'])
    write_gz(ART / 'sale-data.json.gz', res_s['data'])
    out['sale'] = res_s
    if args.only != 'sale':
        sale_ref = dict(res_s['tables'], knn=res_s['ktab'])
        rent = P.rent_frame(cat, sale_ref)
        ads_rent = load_rent_2024(cat)
        ads_rent = ads_rent[(ads_rent.deposit + ads_rent.rent) > 0].reset_index(drop=True)
        res_r = train_kind('rent', rent, cat, idx, ads_rent, sale_ref)
        write_gz(ART / 'rent-model.json.gz', res_r['model'])
        write_gz(ART / 'rent-data.json.gz', res_r['data'])
        out['rent'] = res_r
    fixtures = {k: v['fixtures'] for k, v in out.items()}
    (ART / 'parity-fixtures.json').write_text(json.dumps(fixtures, ensure_ascii=False), encoding='utf-8')
    meta = {
        'version': dt.date.today().isoformat(), 'xgboost': xgb.__version__, 'seed': SEED,
        'data': str(DATA), 'rent_conversion_rate': P.RENT_CONVERSION_RATE,
        'oof_metrics': {k: v['metrics'] for k, v in out.items()},
        'anchors': {k: {kk: vv for kk, vv in v['anchor'].items() if kk != 'district_log_factor'} for k, v in out.items()},
    }
    (ART / 'meta.json').write_text(json.dumps(meta, ensure_ascii=False, indent=2), encoding='utf-8')
    for p in sorted(ART.iterdir()):
        log(p.name, f'{p.stat().st_size / 1e6:.2f} MB')


if __name__ == '__main__':
    main()
