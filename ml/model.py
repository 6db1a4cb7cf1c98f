"""Feature building (with out-of-fold target encoding), XGBoost fitting and conformal calibration."""
from __future__ import annotations

import json

import numpy as np
import pandas as pd
import xgboost as xgb
from sklearn.model_selection import KFold

from common import SEED

SALE_FEATURES = ['nb_te', 'd_te', 'nb_n', 'knn_te', 'nn1_y', 'nn1_d', 'geo_te', 'sknn_te', 'snn1_y', 'snn1_d', 'lat', 'lng', 'has_pin', 'area', 'year', 'rooms', 'floor',
                 'total_floors', 'elevator', 'parking', 'storage', 'source']
RENT_FEATURES = ['nb_te', 'd_te', 'nb_n', 'knn_te', 'nn1_y', 'nn1_d', 'sale_nb', 'sale_knn', 'lat', 'lng', 'area', 'year', 'elevator', 'parking']

NB_M = 4.0      # neighbourhood shrinkage (pseudo-count) toward the district
D_M = 20.0      # district shrinkage toward the city
KNN_K = 8


def encoding_tables(nb: np.ndarray, d: np.ndarray, y: np.ndarray) -> dict:
    g = float(np.mean(y))
    df = pd.DataFrame({'nb': nb, 'd': d, 'y': y})
    ds = df.groupby('d').y.agg(['sum', 'count'])
    d_te = ((ds['sum'] + D_M * g) / (ds['count'] + D_M)).to_dict()
    ns = df.groupby('nb').agg(s=('y', 'sum'), n=('y', 'count'), d=('d', 'first'))
    nb_te = {k: (r.s + NB_M * d_te.get(r.d, g)) / (r.n + NB_M) for k, r in ns.iterrows()}
    return {'global': g, 'd_te': d_te, 'nb_te': nb_te, 'nb_n': ns.n.to_dict()}


def apply_tables(t: dict, nb: np.ndarray, d: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    g = t['global']
    dte = np.array([t['d_te'].get(x, g) for x in d])
    nte = np.array([t['nb_te'].get(x, dd) for x, dd in zip(nb, dte)])
    nn = np.array([np.log1p(t['nb_n'].get(x, 0)) for x in nb])
    return nte, dte, nn


def knn_table(df: pd.DataFrame, y: np.ndarray, by_source: bool = False) -> dict:
    """Per neighbourhood (or neighbourhood and source): arrays of its listings, for the similar-listings features."""
    out: dict = {}
    keys = (df.nb.astype(str) + '|' + df.source.astype(int).astype(str)) if by_source else df.nb
    for k, idx in pd.Series(np.arange(len(df))).groupby(keys.values).indices.items():
        out[k] = (np.log(df.area.values[idx]), df.year.values[idx], y[idx],
                  np.nan_to_num(df.rooms.values[idx], nan=-9), np.nan_to_num(df.floor.values[idx], nan=-9))
    return out


def knn_feature(tab: dict, nb: np.ndarray, area: np.ndarray, year: np.ndarray, fallback: np.ndarray,
                rooms: np.ndarray, floor: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Shrunk mean target of the K most similar listings (area, build year) in the same neighbourhood.

    This is what an appraiser's comparables give; computed out of fold for training rows.
    """
    out = fallback.copy()
    nn_y = np.full(len(nb), np.nan)
    nn_d = np.full(len(nb), np.nan)
    la = np.log(area)
    ro = np.nan_to_num(rooms, nan=-9)
    fl = np.nan_to_num(floor, nan=-9)
    for i in range(len(nb)):
        t = tab.get(nb[i])
        if t is None:
            continue
        a, yr, yy, r, f = t
        dist = np.abs(a - la[i]) / 0.15 + np.abs(yr - year[i]) / 4.0
        # Stable order and sequential sums so the TypeScript port reproduces the value exactly.
        sel = np.argsort(dist, kind='stable')[:KNN_K]
        w = [1.0 / (1.0 + dist[j]) for j in sel]
        out[i] = (sum(wj * yy[j] for wj, j in zip(w, sel)) + 1.0 * fallback[i]) / (sum(w) + 1.0)
        # The single most similar listing (a near-copy of the same flat is common in listing data).
        d1 = np.abs(a - la[i]) / 0.02 + np.abs(yr - year[i]) + (r != ro[i]) + 0.5 * (f != fl[i])
        j = int(np.argmin(d1))
        nn_y[i] = yy[j]
        nn_d[i] = d1[j]
    return out, nn_y, nn_d


GEO_K = 8


def src_keys(df: pd.DataFrame) -> np.ndarray:
    return (df.nb.astype(str) + '|' + df.source.astype(int).astype(str)).values


def geo_table(df: pd.DataFrame, y: np.ndarray):
    m = df.lat.notna().values
    return (df.lat.values[m], df.lng.values[m], np.log(df.area.values[m]), df.year.values[m], y[m])


def geo_feature(tab, lat: np.ndarray, lng: np.ndarray, area: np.ndarray, year: np.ndarray) -> np.ndarray:
    """Similar pinned listings nearby (exact coordinates exist only in the portal file): weighted mean target."""
    out = np.full(len(lat), np.nan)
    tl, tg, ta, ty, yy = tab
    if len(tl) == 0:
        return out
    la = np.log(area)
    for i in range(len(lat)):
        if not np.isfinite(lat[i]):
            continue
        dkm = np.sqrt(((tl - lat[i]) * 111.2) ** 2 + ((tg - lng[i]) * 90.2) ** 2)
        dist = dkm / 0.5 + np.abs(ta - la[i]) / 0.2 + np.abs(ty - year[i]) / 5.0
        order = np.argsort(dist, kind='stable')[:GEO_K]
        w = [1.0 / (1.0 + dist[j]) for j in order]
        out[i] = sum(wj * yy[j] for wj, j in zip(w, order)) / sum(w)
    return out


def add_encodings(train: pd.DataFrame, y_train: np.ndarray, test: pd.DataFrame | None, n_inner: int = 5):
    """Out-of-fold encodings for the training rows, full-training-set encodings for the test rows.

    Inner folds are random over the training rows (as the reserved evaluation rows were drawn): a row never sees
    its own target, but it may see another listing of the same flat, as a new listing at run time would.
    """
    tr = train.copy()
    for c in ('nb_te', 'd_te', 'nb_n', 'knn_te', 'nn1_y', 'nn1_d', 'geo_te', 'sknn_te', 'snn1_y', 'snn1_d'):
        tr[c] = 0.0
    kf = KFold(n_splits=n_inner, shuffle=True, random_state=SEED)
    for a, b in kf.split(tr):
        t = encoding_tables(tr.nb.values[a], tr.district.values[a], y_train[a])
        nte, dte, nn = apply_tables(t, tr.nb.values[b], tr.district.values[b])
        kt = knn_table(tr.iloc[a], y_train[a])
        tr.iloc[b, tr.columns.get_loc('nb_te')] = nte
        tr.iloc[b, tr.columns.get_loc('d_te')] = dte
        tr.iloc[b, tr.columns.get_loc('nb_n')] = nn
        k1, k2, k3 = knn_feature(kt, tr.nb.values[b], tr.area.values[b], tr.year.values[b], nte,
                                 tr.rooms.values[b], tr.floor.values[b])
        tr.iloc[b, tr.columns.get_loc('knn_te')] = k1
        tr.iloc[b, tr.columns.get_loc('nn1_y')] = k2
        tr.iloc[b, tr.columns.get_loc('nn1_d')] = k3
        st = knn_table(tr.iloc[a], y_train[a], by_source=True)
        s1, s2, s3 = knn_feature(st, src_keys(tr.iloc[b]), tr.area.values[b], tr.year.values[b], k1,
                                 tr.rooms.values[b], tr.floor.values[b])
        tr.iloc[b, tr.columns.get_loc('sknn_te')] = s1
        tr.iloc[b, tr.columns.get_loc('snn1_y')] = s2
        tr.iloc[b, tr.columns.get_loc('snn1_d')] = s3
        gt = geo_table(tr.iloc[a], y_train[a])
        tr.iloc[b, tr.columns.get_loc('geo_te')] = geo_feature(gt, tr.lat.values[b], tr.lng.values[b], tr.area.values[b], tr.year.values[b])
    full = encoding_tables(train.nb.values, train.district.values, y_train)
    ktab = knn_table(train, y_train)
    ktab['__geo__'] = geo_table(train, y_train)
    ktab['__src__'] = knn_table(train, y_train, by_source=True)
    te = None
    if test is not None:
        te = test.copy()
        nte, dte, nn = apply_tables(full, te.nb.values, te.district.values)
        te['nb_te'] = nte; te['d_te'] = dte; te['nb_n'] = nn
        te['knn_te'], te['nn1_y'], te['nn1_d'] = knn_feature(ktab, te.nb.values, te.area.values, te.year.values, nte,
                                                             te.rooms.values, te.floor.values)
        te['sknn_te'], te['snn1_y'], te['snn1_d'] = knn_feature(ktab['__src__'], src_keys(te), te.area.values, te.year.values,
                                                                te['knn_te'].values, te.rooms.values, te.floor.values)
        te['geo_te'] = geo_feature(ktab['__geo__'], te.lat.values, te.lng.values, te.area.values, te.year.values)
    return tr, te, full, ktab


def prepare_matrix(df: pd.DataFrame, feats: list[str]) -> np.ndarray:
    X = pd.DataFrame(index=df.index)
    for f in feats:
        if f == 'lat':
            X[f] = df['x_lat']
        elif f == 'lng':
            X[f] = df['x_lng']
        elif f == 'has_pin':
            X[f] = df['lat'].notna().astype(float)
        else:
            X[f] = df[f]
    return X.values.astype(np.float32)


XGB_PARAMS = {
    'objective': 'reg:pseudohubererror', 'huber_slope': 0.15, 'eta': 0.05, 'max_depth': 7, 'min_child_weight': 3,
    'subsample': 0.8, 'colsample_bytree': 0.8, 'lambda': 2.0, 'tree_method': 'hist', 'max_bin': 256,
    'nthread': 2, 'seed': SEED,
}


class Spec:
    """How the model's margin is formed from the booster and the feature vector (mirrored by xgb-scorer.ts).

    margin = x[base_feature] + sum(trees)   (the trees learn corrections to the comparables level), then, when the
    single most similar listing is an exact match (x[blend_d] == 0): margin = (1 − w)·margin + w·x[blend_y].
    w is a global constant chosen on the cross-validated averages.
    """

    def __init__(self, feats: list[str], base_feature: str | None = None, blend: tuple[str, str, float] | None = None):
        self.base = feats.index(base_feature) if base_feature else None
        self.blend = (feats.index(blend[0]), feats.index(blend[1]), float(blend[2])) if blend else None

    def export(self) -> dict:
        out: dict = {}
        if self.base is not None:
            out['base_feature'] = self.base
        if self.blend is not None:
            out['blend'] = {'y': self.blend[0], 'd': self.blend[1], 'w': self.blend[2]}
        return out


def _dmatrix(X: np.ndarray, spec: Spec | None, y: np.ndarray | None = None) -> xgb.DMatrix:
    d = xgb.DMatrix(X, label=y, missing=np.nan)
    if spec is not None and spec.base is not None:
        d.set_base_margin(X[:, spec.base])
    return d


def fit_xgb(X: np.ndarray, y: np.ndarray, rounds: int, base: float, params: dict | None = None, spec: Spec | None = None) -> xgb.Booster:
    p = dict(XGB_PARAMS, **(params or {}))
    p['base_score'] = base
    return xgb.train(p, _dmatrix(X, spec, y - 0.0), num_boost_round=rounds)


def predict(bst: xgb.Booster, X: np.ndarray, spec: Spec | None = None) -> np.ndarray:
    m = bst.predict(_dmatrix(X, spec), output_margin=True).astype(np.float64)
    if spec is not None and spec.blend is not None:
        iy, idd, w = spec.blend
        hit = X[:, idd] == 0
        m[hit] = (1 - w) * m[hit] + w * X[hit, iy].astype(np.float64)
    return m


def contributions(bst: xgb.Booster, X: np.ndarray, spec: Spec | None = None) -> np.ndarray:
    """Saabas contributions of the final margin; the last column is the bias (base_score + tree means).

    With a base feature the booster's own base_score is replaced by that feature's value, so the difference is
    attributed to that feature; the exact-match blend scales every feature's share by (1 − w) and gives
    w·(x[blend_y] − bias) to blend_y, so the row still sums to the margin.
    """
    c = bst.predict(xgb.DMatrix(X, missing=np.nan), pred_contribs=True, approx_contribs=True).astype(np.float64)
    if spec is None:
        return c
    base = float(np.float32(json.loads(bst.save_config())['learner']['learner_model_param']['base_score']))
    if spec.base is not None:
        c[:, spec.base] += X[:, spec.base].astype(np.float64) - base
    if spec.blend is not None:
        iy, idd, w = spec.blend
        hit = X[:, idd] == 0
        bias = c[hit, -1].copy()
        c[hit, :-1] *= (1 - w)
        c[hit, iy] += w * (X[hit, iy].astype(np.float64) - bias)
    return c
