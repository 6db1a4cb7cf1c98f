"""Shared training/evaluation steps: targets, training-row cleaning, cross-validated predictions, conformal."""
from __future__ import annotations

import numpy as np
import pandas as pd
from sklearn.model_selection import GroupKFold, KFold

from common import SEED
from dataset import PORTAL_SOURCE, RENT_REF, SALE_REF, Catalogue, index_shift, load_rent, load_sale, market_index
from model import (RENT_FEATURES, SALE_FEATURES, Spec, add_encodings, encoding_tables, fit_xgb, knn_feature, knn_table, predict,
                   prepare_matrix)

RENT_CONVERSION_RATE = 0.03
SALE_ROUNDS = 1000
RENT_ROUNDS = 1000
SALE_PARAMS: dict = {'eta': 0.03, 'max_depth': 8, 'colsample_bytree': 0.6, 'huber_slope': 0.05}
RENT_PARAMS: dict = {'eta': 0.02, 'max_depth': 6, 'min_child_weight': 5, 'huber_slope': 0.05}
# The trees learn corrections to the similar-listings level (XGBoost base_margin = that feature); for sale, an
# exact match of the same source (same area, build year, rooms, floor) is averaged in with weight 0.5.
# Both chosen on the 5-fold CV averages (random and grouped protocols), see ml/README.md.
SALE_SPEC = Spec(SALE_FEATURES, base_feature='sknn_te', blend=('snn1_y', 'snn1_d', 0.5))
RENT_SPEC = Spec(RENT_FEATURES, base_feature='knn_te')
# Training listings the model cannot explain are dropped before the final fit: a listing whose out-of-fold
# residual (log price/m², from a model trained without it on the other inner folds) is at least this far off.
# Chosen on the 5-fold CV averages (3 fold assignments, 3 inner assignments), see ml/README.md.
MISPRICED = {'sale': 0.3, 'rent': 0.3}
INNER_FOLDS = 4
INNER_REPEAT = 7
# Neighbourhood data-size buckets for group-conditional (Mondrian) conformal calibration.
N_BUCKETS = [0, 5, 20, 80, 10**9]
SIGMA_M = 10.0
COVERAGE = 0.80


def sale_frame(cat: Catalogue, newer: bool = True) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Sale rows with target y = log price/m² brought to SALE_REF by the market index."""
    s = load_sale(cat, newer)
    idx = market_index()
    s['y'] = np.log(s.price / s.area) + index_shift(idx, s.district.values, s.month.values, SALE_REF)
    return s, idx


def rent_frame(cat: Catalogue, sale_tables: dict, newer: bool = True) -> pd.DataFrame:
    """Rent rows with target y = log full-deposit equivalent/m² brought to RENT_REF by the rent index.

    The rent index is the district sale index (RENT_FOLLOWS_SALE): the method that held on the 1403 listings when
    fitted on the 1400 ones alone (ml/README.md, "Rent brought forward"; evaluate.py reports the backtest).
    """
    r = load_rent(cat, RENT_CONVERSION_RATE, newer)
    r['y'] = np.log(r.price / r.area) + index_shift(market_index(), r.district.values, r.month.values, RENT_REF)
    add_sale_level(r, sale_tables)
    return r


def rent_sale_level(kept_sale: pd.DataFrame) -> dict:
    """The sale tables rent's `sale_nb` and `sale_knn` read: the sale rows the sale model keeps, but the portal's.

    The portal's ads are priced at the month they were read (dataset.py); for sale that is the better reading of them,
    but rent, which learns a neighbourhood's standing from these levels, reads 12.30 % MdAPE without the portal rows
    against 12.40 % with them (3 fold assignments: 12.35 / 12.29 / 12.27 against 12.42 / 12.38 / 12.39 %).
    """
    s = kept_sale[kept_sale.source.values != PORTAL_SOURCE]
    return dict(encoding_tables(s.nb.values, s.district.values, s.y.values), knn=knn_table(s, s.y.values))


def add_sale_level(df: pd.DataFrame, sale_tables: dict) -> None:
    """What the sale listings say about this flat: its neighbourhood's sale level and similar sale listings.

    The sale file is five times the rent file, so its comparables (same neighbourhood, similar area and build year)
    pin down a flat's standing better than the rent listings alone. sale_tables: the sale model's encoding tables
    plus its similar-listings table under 'knn' (built from sale rows only: no rent target leaks in).
    """
    g = sale_tables['global']
    df['sale_nb'] = [sale_tables['nb_te'].get(nb, sale_tables['d_te'].get(d, g)) for nb, d in zip(df.nb, df.district)]
    df['sale_knn'], _, _ = knn_feature(sale_tables['knn'], df.nb.values, df.area.values, df.year.values,
                                       df.sale_nb.values.astype(float), df.rooms.values, df.floor.values)


def clean_train(df: pd.DataFrame, kind: str) -> pd.DataFrame:
    y = df.y.values
    lo, hi = (np.log(4e6), np.log(6e8)) if kind == 'sale' else (np.log(2e5), np.log(6e7))
    ok = (y > lo) & (y < hi)
    med = df.groupby('nb').y.transform('median').values
    ok &= np.abs(y - med) < 1.1
    return df[ok]


def splits(df: pd.DataFrame, protocol: str, k: int = 5, repeat: int = 0):
    """CV folds; `repeat` gives another random assignment (grouped folds are deterministic: one assignment)."""
    if protocol == 'grouped':
        return list(GroupKFold(n_splits=k).split(df, groups=df.group.values))
    return list(KFold(n_splits=k, shuffle=True, random_state=SEED + repeat).split(df))


def training_rows(df: pd.DataFrame, kind: str) -> pd.DataFrame:
    """The rows a model learns from: the rule-based cleaning, then the listings the model cannot explain dropped.

    Asking prices hold typos and mispriced ads that no input explains (a deposit typed as rent, a price per m²
    typed as the total). A robust loss still spends trees on them; dropping the rows whose out-of-fold residual is
    beyond MISPRICED lets the trees fit the typical listing. Evaluation rows are never filtered.
    """
    tr = clean_train(df, kind)
    oof = np.full(len(tr), np.nan)
    for a, b in splits(tr, 'random', INNER_FOLDS, INNER_REPEAT):
        oof[b] = fit_predict(tr.iloc[a], tr.iloc[b], kind, drop_mispriced=False)[0]
    return tr[np.abs(tr.y.values - oof) < MISPRICED[kind]]


def fit_predict(train: pd.DataFrame, test: pd.DataFrame, kind: str, drop_mispriced: bool = True):
    feats = SALE_FEATURES if kind == 'sale' else RENT_FEATURES
    rounds = SALE_ROUNDS if kind == 'sale' else RENT_ROUNDS
    params = SALE_PARAMS if kind == 'sale' else RENT_PARAMS
    spec = spec_of(kind)
    tr = training_rows(train, kind) if drop_mispriced else clean_train(train, kind)
    trf, tef, tables, ktab = add_encodings(tr, tr.y.values, test)
    bst = fit_xgb(prepare_matrix(trf, feats), tr.y.values, rounds, float(tr.y.mean()), params, spec)
    return predict(bst, prepare_matrix(tef, feats), spec), bst, tr, trf, tef, tables, ktab


def spec_of(kind: str) -> Spec:
    return SALE_SPEC if kind == 'sale' else RENT_SPEC


def cv_oof(df: pd.DataFrame, kind: str, folds) -> np.ndarray:
    pred = np.full(len(df), np.nan)
    for a, b in folds:
        p, *_ = fit_predict(df.iloc[a], df.iloc[b], kind)
        pred[b] = p
    return pred


# ---------------------------------------------------------------- conformal

def robust_scale(r: np.ndarray) -> float:
    return float(1.4826 * np.median(np.abs(r - np.median(r)))) if len(r) else float('nan')


def sigma_table(nb: np.ndarray, resid: np.ndarray) -> dict:
    """Per-neighbourhood residual scale, shrunk toward the city-wide scale (pseudo-count SIGMA_M)."""
    g = robust_scale(resid)
    out = {'global': g, 'nb': {}}
    for k, idx in pd.Series(np.arange(len(nb))).groupby(nb).indices.items():
        n = len(idx)
        s = robust_scale(resid[idx]) if n >= 3 else g
        out['nb'][k] = float(np.sqrt((n * s * s + SIGMA_M * g * g) / (n + SIGMA_M)))
    return out


def bucket_of(n: np.ndarray) -> np.ndarray:
    return np.searchsorted(N_BUCKETS, n, side='right') - 1


N_SOURCES = 3


def conformal_quantiles(resid: np.ndarray, sigma: np.ndarray, bucket: np.ndarray, source: np.ndarray) -> list:
    """q[source][bucket] = the 10 % and 90 % quantiles of residual/sigma (split conformal, finite-sample corrected).

    Mondrian groups: listing source × neighbourhood data-size bucket, so each source and each data-density
    class is calibrated on its own; a group with < 30 residuals falls back to its bucket over all sources.
    """
    a = (1 - COVERAGE) / 2
    z = resid / sigma

    def q_of(zb):
        n = len(zb)
        lo = np.quantile(zb, max(0.0, np.floor(a * (n + 1)) / n))
        hi = np.quantile(zb, min(1.0, np.ceil((1 - a) * (n + 1)) / n))
        return [float(lo), float(hi)]

    pooled = []
    for b in range(len(N_BUCKETS) - 1):
        zb = z[bucket == b]
        pooled.append(q_of(zb if len(zb) >= 30 else z))
    out = []
    for src in range(N_SOURCES):
        row = []
        for b in range(len(N_BUCKETS) - 1):
            zb = z[(bucket == b) & (source == src)]
            row.append(q_of(zb) if len(zb) >= 30 else pooled[b])
        out.append(row)
    return out


def interval(pred: np.ndarray, nb: np.ndarray, n_nb: np.ndarray, sig: dict, q: list, source: np.ndarray):
    s = np.array([sig['nb'].get(k, sig['global']) for k in nb])
    b = bucket_of(n_nb)
    src = np.asarray(source, dtype=int)
    lo = pred + np.array([q[si][bi][0] for si, bi in zip(src, b)]) * s
    hi = pred + np.array([q[si][bi][1] for si, bi in zip(src, b)]) * s
    return lo, hi


def metrics(y: np.ndarray, pred: np.ndarray, lo: np.ndarray | None = None, hi: np.ndarray | None = None) -> dict:
    ape = np.abs(np.exp(pred - y) - 1)
    out = {'n': int(len(y)), 'mdape': float(np.median(ape)), 'ppe10': float(np.mean(ape <= 0.10)),
           'ppe20': float(np.mean(ape <= 0.20))}
    if lo is not None:
        out['coverage80'] = float(np.mean((y >= lo) & (y <= hi)))
    return out


# ---------------------------------------------------------------- rent brought forward

RENT_OLD_FILE = 'Divar rent 1400'
RENT_NEWER_FILES = ['Divar official 1403', 'Divar ads 1403']


def rent_backtest(rent: pd.DataFrame, idx: pd.DataFrame, extra: dict[str, np.ndarray] | None = None) -> dict:
    """Rent brought forward, checked on listings newer than anything it was fitted on.

    The rent model is trained on the 1400 file alone and asked about each held-out 1403 listing (Divar's official
    random sample and the 2024 ads; not the author-truncated subset) at the 1400 file's month; a method then brings
    that estimate to the listing's own month. Returns the test rows' count and months and, per method, log(asking /
    estimate): 'sale_index' (the district's sale index, the method the runtime uses), 'held' (none), 'city_index',
    and any `extra` log moves (one value per test row) the caller adds.
    """
    old = rent[rent.file == RENT_OLD_FILE]
    test = rent[rent.file.isin(RENT_NEWER_FILES)]
    if not len(test):
        return {}
    p, *_ = fit_predict(old, test, 'rent')
    y = np.log(test.price.values / test.area.values)
    moves = {
        'sale_index': -index_shift(idx, test.district.values, test.month.values, RENT_REF),
        'held': np.zeros(len(test)),
        'city_index': -index_shift(idx, np.zeros(len(test)), test.month.values, RENT_REF),
        **(extra or {}),
    }
    return {'n': int(len(test)), 'months': (int(test.month.min()), int(test.month.max())), 'test': test,
            'errors': {k: y - (p + v) for k, v in moves.items()}}


def backtest_summary(e: np.ndarray) -> dict:
    """Median bias (median asking / estimate − 1), MdAPE and PPE10 of log errors."""
    ape = np.abs(np.exp(-e) - 1)
    return {'median_bias': float(np.exp(np.median(e)) - 1), 'mdape': float(np.median(ape)), 'ppe10': float(np.mean(ape <= 0.10)),
            'listings': int(len(e))}
