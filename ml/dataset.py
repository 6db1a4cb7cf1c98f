"""Load, clean and unify the listing files; build the monthly price index.

Cleaning rules (documented in ml/README.md):
  * input validity (rows the CLI would also accept): 15 <= area <= 2000 m², 1300 <= build year <= 1405,
    0 <= rooms <= 10, -2 <= floor <= 60, a resolvable Tehran place;
  * training outliers (train folds only): price/m² outside [4 M, 600 M] toman (sale) at the price date, or a
    log price/m² more than 1.1 (≈ ×3) away from the neighbourhood median; exact duplicates dropped;
    merged-file rows that repeat a Divar/portal listing (same total price, area, build year) dropped;
  * Divar 1401 `warehouse` is a copy of `parking` (SOURCE.md) → storage unknown (NaN).
"""
from __future__ import annotations

import gzip
import json
import re

import numpy as np
import pandas as pd

from common import DATA, REPO, display_name, jalali_month_index, load_csv, name_key, month_label
from geo import district_of, points_in_ring
from names import OUTSIDE, PAREN, resolve_name

PLACES = REPO / 'server' / 'places' / 'data' / 'places.json'
SALE_REF = jalali_month_index(1401, 10)   # Dey 1401: the 1401 sale listings' month
RENT_REF = jalali_month_index(1400, 4)    # Tir 1400: the rent file's month


class Catalogue:
    """The place catalogue as training sees it; the same lookups as server/places (names, slugs, pins)."""

    def __init__(self) -> None:
        doc = json.loads(PLACES.read_text(encoding='utf-8'))
        self.nbs = pd.DataFrame(doc['neighbourhoods']).set_index('id', drop=False)
        # The point the model reads for a place (server/places modelPoint): the one it learnt before a centre was
        # corrected (`trained_at`, ml/build_places.py KEEP_TRAINED_AT), else the centre.
        at = self.nbs['trained_at'] if 'trained_at' in self.nbs else pd.Series(np.nan, index=self.nbs.index, dtype=object)
        self.nbs['model_lat'] = [a[0] if isinstance(a, list) else v for a, v in zip(at, self.nbs.lat)]
        self.nbs['model_lng'] = [a[1] if isinstance(a, list) else v for a, v in zip(at, self.nbs.lng)]
        self.base: dict[str, str] = {}      # own names and base aliases: what the name rules search
        self.alias: dict[str, str] = {}     # plus the variants the rules found for the shared files' names
        self.by_key_district: dict[tuple[str, int], str] = {}
        self.slugs: dict[str, str] = {}
        for n in doc['neighbourhoods']:
            k = name_key(n['name_fa'])
            if not n.get('homonym_of'):  # the plain name means the first place of that name
                self.base.setdefault(k, n['id'])
            self.by_key_district.setdefault((k, n['district']), n['id'])
            for a in n['aliases']:
                self.base.setdefault(a, n['id'])
            for sl in [n['id'], n.get('slug'), *n.get('slugs', [])]:
                if sl:
                    self.slugs.setdefault(sl, n['id'])
        for n in doc['neighbourhoods']:  # «هاشم‌آباد (شهرری)» is Rey's «هاشم‌آباد»
            self.by_key_district.setdefault((name_key(PAREN.sub(' ', n['name_fa'])), n['district']), n['id'])
        for n in doc['neighbourhoods']:
            for a in n['aliases']:
                self.by_key_district.setdefault((a, n['district']), n['id'])
        self.alias = dict(self.base)
        for n in doc['neighbourhoods']:
            for v in n.get('variants', []):
                self.alias.setdefault(v, n['id'])
        self.outside = doc.get('outside_towns', {})
        self.outside_slugs = doc.get('outside_slugs', {})
        self.streets = doc.get('streets', {})
        self.street_places = doc.get('street_places', {})
        # The catalogue's own rings (the ones the runtime uses), so training and serving agree on borders.
        self.districts = [{'district': d['district'], 'name_fa': d['name_fa'], 'ring': np.array(d['ring'], dtype=float)}
                          for d in doc['districts']]
        self.polygons = [{'ids': p['ids'], 'bbox': p['bbox'], 'rings': [np.array(r, dtype=float) for r in p['rings']]}
                         for p in doc.get('polygons', [])]

    def is_outside(self, k: str) -> bool:
        return k in self.outside or (k.startswith('شهر') and k[3:] in self.outside)

    def resolve(self, raw: object) -> str | None:
        """Place id, OUTSIDE, or None: the runtime's getNeighbourhood/outsideTown order (slug, name, variants)."""
        s = str(raw).strip()
        if s in self.slugs:
            return self.slugs[s]
        if s in self.outside_slugs:
            return OUTSIDE
        for k in (name_key(s, keep_tehran=True), name_key(s)):
            if k in self.alias:
                return self.alias[k]
        return resolve_name(s, self.base.get, lambda kk, d: self.by_key_district.get((kk, d)), outside=self.is_outside,
                            street=lambda kk: kk in self.streets, street_place=self.street_places.get)

    def resolve_names(self, s: pd.Series) -> pd.Series:
        """Place ids (NaN for unknown names and towns outside the service area)."""
        memo = {v: self.resolve(v) for v in s.astype(str).unique()}
        return s.astype(str).map(lambda v: memo[v] if memo[v] not in (None, OUTSIDE) else np.nan)

    def locate(self, lat: np.ndarray, lng: np.ndarray, district: np.ndarray) -> np.ndarray:
        """A pin's neighbourhood, as lookupPoint does: the mahalle polygon containing it (the nearest centre among
        the places it is labelled with), else the nearest centre in the pin's district."""
        nl, ng, nd = self.nbs.lat.values, self.nbs.lng.values, self.nbs.district.values
        ids = self.nbs.id.values
        pos = {i: j for j, i in enumerate(ids)}
        out = np.empty(len(lat), dtype=object)
        coslat = np.cos(np.radians(35.7))
        lat = np.asarray(lat, dtype=float)
        lng = np.asarray(lng, dtype=float)
        found = np.full(len(lat), -1)
        for pi, p in enumerate(self.polygons):
            if not p['ids']:
                continue
            x0, y0, x1, y1 = p['bbox']
            cand = np.where((found < 0) & (lng >= x0) & (lng <= x1) & (lat >= y0) & (lat <= y1))[0]
            if not len(cand):
                continue
            hit = np.zeros(len(cand), dtype=bool)
            for r in p['rings']:
                hit |= points_in_ring(lng[cand], lat[cand], r)
            found[cand[hit]] = pi
        for i, (a, b, d) in enumerate(zip(lat, lng, district)):
            if found[i] >= 0:
                cands = [pos[x] for x in self.polygons[found[i]]['ids']]
                dist = (nl[cands] - a) ** 2 + ((ng[cands] - b) * coslat) ** 2
                out[i] = ids[cands[int(np.argmin(dist))]]
                continue
            dist = (nl - a) ** 2 + ((ng - b) * coslat) ** 2
            if d:
                dist = dist + np.where(nd == d, 0, 1e3)
            out[i] = ids[int(np.argmin(dist))]
        return out

    nearest = locate


def _num(s) -> pd.Series:
    return pd.to_numeric(s, errors='coerce')


def _bool(s) -> pd.Series:
    return s.map(lambda v: 1.0 if str(v).strip().lower() in ('true', '1', '1.0') else (0.0 if str(v).strip().lower() in ('false', '0', '0.0') else np.nan))


def gregorian_to_jalali(gy: int, gm: int, gd: int) -> tuple[int, int, int]:
    g_d_m = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
    gy2 = gy + 1 if gm > 2 else gy
    days = 355666 + (365 * gy) + ((gy2 + 3) // 4) - ((gy2 + 99) // 100) + ((gy2 + 399) // 400) + gd + g_d_m[gm - 1]
    jy = -1595 + (33 * (days // 12053))
    days %= 12053
    jy += 4 * (days // 1461)
    days %= 1461
    if days > 365:
        jy += (days - 1) // 365
        days = (days - 1) % 365
    if days < 186:
        jm, jd = 1 + days // 31, 1 + days % 31
    else:
        jm, jd = 7 + (days - 186) // 30, 1 + (days - 186) % 30
    return jy, jm, jd


# ---------------------------------------------------------------- sale sources

def parse_divar_sale(df: pd.DataFrame) -> pd.DataFrame:
    return pd.DataFrame({
        'name': df['district'].astype(str), 'area': _num(df['area']), 'year': _num(df['year']),
        'rooms': _num(df['rooms']), 'floor': _num(df['floor']), 'total_floors': np.nan,
        'elevator': _bool(df['elevator']), 'parking': _bool(df['parking']), 'storage': np.nan,
        'lat': np.nan, 'lng': np.nan, 'price': _num(df['value']) if 'value' in df else np.nan,
        'month': SALE_REF, 'source': 0,
    })


# `source` of a sale row: 0 Divar (1401 and the newer files), PORTAL_SOURCE the portal file, 2 the merged crawl.
PORTAL_SOURCE = 1

DEED_WORDS = ('رسمی', 'سند', 'قولنامه', 'منگوله', 'تک برگ', 'وقف', 'تعاونی')
AMENITY_FROM = 'تاریخ انتشار'


def _portal_row(r: dict) -> dict:
    cells = list(r.values())
    keys = list(r.keys())
    def cell(name):
        return r.get(name)
    # Build year and rooms: found by content because ~5% of rows are shifted one column left.
    year = np.nan
    rooms = np.nan
    for c in (cell('سال ساخت'), cell('منطقه'), cell('تعداد خواب')):
        s = str(c).strip()
        if np.isnan(year) and re.fullmatch(r'1[34]\d\d', s):
            year = float(s)
    for c in (cell('تعداد خواب'), cell('سال ساخت'), cell('جهت ساختمان')):
        m = re.fullmatch(r'(\d+)\s*خواب', str(c).strip())
        if m:
            rooms = float(m.group(1))
            break
    if np.isnan(rooms):
        s = str(cell('تعداد خواب')).strip()
        if re.fullmatch(r'\d', s):
            rooms = float(s)
    floor = np.nan
    total = np.nan
    seq = [cell('جهت ساختمان'), cell('نوع سند'), cell('طبقه'), cell('تعداد طبقات'), cell('سرویس بهداشتی')]
    p = next((i for i, c in enumerate(seq[:3]) if any(w in str(c) for w in DEED_WORDS)), None)
    if p is not None:
        f, t = _num(pd.Series([seq[p + 1], seq[p + 2]]))
        floor, total = f, t
    else:
        floor, total = _num(pd.Series([cell('طبقه'), cell('تعداد طبقات')]))
    if not np.isnan(total) and not np.isnan(floor) and floor > total:
        total = np.nan
    start = keys.index(AMENITY_FROM)
    amen = ' '.join(str(c) for c in cells[start:])
    name = str(cell('منطقه'))
    if re.fullmatch(r'\s*\d+\s*', name):
        name = ''
    return {'name': name, 'year': year, 'rooms': rooms, 'floor': floor, 'total_floors': total,
            'elevator': 1.0 if 'آسانسور' in amen else 0.0, 'parking': 1.0 if 'پارکینگ' in amen else 0.0,
            # Priced at the scrape month, not at «N ماه پیش» (when the ad was first published): a live ad's asking
            # price is a Dey 1401 price; ml/README.md, "Batch CLI", has the measurement.
            'storage': 1.0 if 'انباری' in amen else 0.0, 'month': SALE_REF}


def parse_portal_sale(df: pd.DataFrame) -> pd.DataFrame:
    rows = [_portal_row(r) for r in df.to_dict('records')]
    out = pd.DataFrame(rows)
    out['area'] = _num(df['متراژ']).values
    price = df['قیمت'].astype(str).str.replace(r'[^\d]', '', regex=True) if 'قیمت' in df else pd.Series([''] * len(df))
    out['price'] = _num(price).values
    out['lat'] = _num(df['latitude']).values
    out['lng'] = _num(df['longitude']).values
    out['source'] = PORTAL_SOURCE
    return out


def parse_merged_sale(df: pd.DataFrame) -> pd.DataFrame:
    return pd.DataFrame({
        'name': df['neighbour_hood'].astype(str), 'area': _num(df['area']), 'year': _num(df['build_year']),
        'rooms': _num(df['rooms']), 'floor': _num(df['floor']), 'total_floors': np.nan,
        'elevator': _num(df['Elevator']), 'parking': _num(df['Parking']), 'storage': _num(df['Warehouse']),
        'lat': np.nan, 'lng': np.nan, 'price': _num(df['total_price']), 'month': SALE_REF, 'source': 2,
    })


def attach_place(df: pd.DataFrame, cat: Catalogue) -> pd.DataFrame:
    df = df.copy()
    nb = cat.resolve_names(df['name'])
    has_xy = df.lat.between(35.4, 35.95) & df.lng.between(50.9, 51.8)
    df.loc[~has_xy, ['lat', 'lng']] = np.nan
    d_pt = np.zeros(len(df), dtype=int)
    if has_xy.any():
        d_pt[has_xy.values] = district_of(df.lat[has_xy], df.lng[has_xy], cat.districts)
    # Pins outside every district are outside the service area even if the name resolves.
    outside = has_xy.values & (d_pt == 0)
    need = has_xy.values & nb.isna().values & (d_pt > 0)
    if need.any():
        nb.values[need] = cat.nearest(df.lat.values[need], df.lng.values[need], d_pt[need])
    nb[outside] = np.nan
    df['nb'] = nb.values
    ok = df.nb.notna()
    df['district'] = 0
    df.loc[ok, 'district'] = cat.nbs.loc[df.nb[ok], 'district'].values
    df.loc[has_xy.values & (d_pt > 0), 'district'] = d_pt[has_xy.values & (d_pt > 0)]
    df['nb_lat'] = np.nan
    df['nb_lng'] = np.nan
    df.loc[ok, 'nb_lat'] = cat.nbs.loc[df.nb[ok], 'model_lat'].values
    df.loc[ok, 'nb_lng'] = cat.nbs.loc[df.nb[ok], 'model_lng'].values
    df['x_lat'] = df.lat.fillna(df.nb_lat)
    df['x_lng'] = df.lng.fillna(df.nb_lng)
    return df


def valid_input(df: pd.DataFrame) -> pd.Series:
    return (df.area.between(15, 2000) & df.year.between(1300, 1405) & (df.rooms.isna() | df.rooms.between(0, 10))
            & (df.floor.isna() | df.floor.between(-2, 60)) & df.nb.notna())


# Listing files, as the `file` column names them (evaluate.py reports each; the reserved evaluation rows come from the
# first two).
SALE_FILES = ['Divar 1401', 'portal 1401', 'merged crawl 1401', 'Divar 1402', 'Divar official 1403', 'Divar ads 1403']
RENT_FILES = ['Divar rent 1400', 'Divar official 1403', 'Divar official 1403 (truncated)', 'Divar ads 1403']


def _exists(rel: str) -> bool:
    return (DATA / rel).exists()


def load_sale(cat: Catalogue, newer: bool = True) -> pd.DataFrame:
    """Every sale listing with a place and a price, each at its own month (`month`), its file in `file`.

    newer: also the 1402 Divar ads and the 1403 official sample and ads (each a Divar listing, `source` 0, scored as a
    Divar-like request: storage and building floors left unknown as in Divar 1401, pins only for comparables).
    """
    dv = parse_divar_sale(load_csv('tehran_sale_listings_1401/divar_sale_cleaned_1401.csv.gz'))
    po = parse_portal_sale(load_csv('tehran_sale_listings_1401/portal_sale_latlng_1401.csv.gz'))
    me = parse_merged_sale(load_csv('tehran_sale_listings_1401/merged_sale_1401.csv.gz'))
    dv = dv.drop_duplicates()
    po = po.drop_duplicates()
    me = me.drop_duplicates()
    # The merged file contains the portal file and may overlap Divar: keep only listings it alone has.
    seen = set(zip(pd.concat([dv.price, po.price]), pd.concat([dv.area, po.area]), pd.concat([dv.year, po.year])))
    me = me[[t not in seen for t in zip(me.price, me.area, me.year)]]
    # The merged crawl stripped «تهران» from every name, also where it belongs to the name («آبشار تهران», the lake,
    # 30 M toman/m² in that file, became «آبشار», district 12's at 14 M).
    me['name'] = [n + ' تهران' if name_key(n + ' تهران', keep_tehran=True) in cat.alias else n for n in me.name]
    parts = [dv.assign(file=SALE_FILES[0]), po.assign(file=SALE_FILES[1]), me.assign(file=SALE_FILES[2])]
    df = attach_place(pd.concat(parts, ignore_index=True), cat)
    if newer:
        df = pd.concat([df, *_newer_sale(cat)], ignore_index=True)
    df = df[valid_input(df) & (df.price > 0)].copy()
    # Near-copies (the same flat re-posted, or listed on two portals) share a group so CV never splits them.
    df['group'] = pd.factorize(df.price.round(-6).astype(str) + '|' + df.area.round().astype(str) + '|' + df.district.astype(str))[0]
    return df.reset_index(drop=True)


def _divar_like(out: pd.DataFrame, cat: Catalogue) -> pd.DataFrame:
    """A newer Divar file's rows as the model sees a Divar-like request: the place from the slug (else the pin),
    storage and building floors unknown (Divar 1401 had neither), the pin kept only to rank comparables."""
    out = attach_place(out, cat)
    out['storage'] = np.nan
    out['total_floors'] = np.nan
    out['pin_lat'], out['pin_lng'] = out.lat, out.lng
    out['lat'] = np.nan
    out['lng'] = np.nan
    out['x_lat'], out['x_lng'] = out.nb_lat, out.nb_lng
    return out


def _newer_sale(cat: Catalogue) -> list[pd.DataFrame]:
    out = []
    if _exists('tehran_sale_listings_1402/divar.csv.gz'):
        out.append(_divar_like(parse_sale_1402(), cat).assign(file=SALE_FILES[3]))
    if _exists('divar_listings_1403_official_sample/sample_rent_data.csv.gz'):
        o = parse_official_1403('sale').drop(columns='truncated')
        out.append(_divar_like(o, cat).assign(file=SALE_FILES[4]))
    if _exists('divar_ads_2024_pardis_tehran/divar_realestate_ads_2024.csv.gz'):
        ads = load_csv('divar_ads_2024_pardis_tehran/divar_realestate_ads_2024.csv.gz')
        ads = ads[(ads.city == 'tehran') & (ads.cat3 == 'apartment-sell')]
        o = _ads_frame(ads, 'price_toman')
        out.append(_divar_like(o[o.price > 1e8], cat).assign(file=SALE_FILES[5]))
    return out


def _newer_rent(cat: Catalogue) -> list[pd.DataFrame]:
    out = []
    if _exists('divar_listings_1403_official_sample/sample_rent_data.csv.gz'):
        o = parse_official_1403('rent')
        out.append(_divar_like(o[~o.truncated], cat).drop(columns='truncated').assign(file=RENT_FILES[1]))
        out.append(_divar_like(o[o.truncated], cat).drop(columns='truncated').assign(file=RENT_FILES[2]))
    if _exists('divar_ads_2024_pardis_tehran/divar_realestate_ads_2024.csv.gz'):
        ads = load_csv('divar_ads_2024_pardis_tehran/divar_realestate_ads_2024.csv.gz')
        ads = ads[(ads.city == 'tehran') & (ads.cat3 == 'apartment-rent')]
        out.append(_divar_like(_ads_frame(ads, None), cat).assign(file=RENT_FILES[3]))
    return out


def _ads_frame(ads: pd.DataFrame, price_col: str | None) -> pd.DataFrame:
    """The 2024 Divar ads (Mordad–Aban 1403) in the listing layout, at their own month."""
    months = []
    for s in ads.register_date.astype(str):
        d, m, y = (int(x) for x in s.split('-'))
        jy, jm, _ = gregorian_to_jalali(y, m, d)
        months.append(jalali_month_index(jy, jm))
    out = pd.DataFrame({
        'name': ads.district.fillna(ads.district_fa).astype(str).values, 'area': _num(ads.area_m2).values,
        'year': _num(ads.build_year).values, 'rooms': _num(ads.rooms).values, 'floor': _num(ads.floor).values,
        'total_floors': _num(ads.floors_total).values, 'elevator': _num(ads.elevator).values,
        'parking': _num(ads.parking).values, 'storage': _num(ads.storage).values,
        'lat': _num(ads.lat).values, 'lng': _num(ads.lon).values, 'month': months, 'source': 0,
    })
    r5 = lambda s: (_num(s) / 1e5).round() * 1e5  # float32 artefacts in the source (SOURCE.md)
    if price_col:
        out['price'] = r5(ads[price_col]).values
    else:
        out['deposit'] = r5(ads.credit_toman).values
        out['rent'] = r5(ads.rent_toman).values
    return out


# ---------------------------------------------------------------- rent

def parse_rent(df: pd.DataFrame) -> pd.DataFrame:
    return pd.DataFrame({
        'name': df['neighborhood'].astype(str), 'area': _num(df['area']), 'year': _num(df['year']),
        'rooms': np.nan, 'floor': np.nan, 'total_floors': np.nan,
        'elevator': _num(df['elavator']), 'parking': _num(df['parking']), 'storage': np.nan,
        'lat': np.nan, 'lng': np.nan,
        'deposit': _num(df['deposit']) if 'deposit' in df else np.nan,
        'rent': _num(df['rent']) if 'rent' in df else np.nan,
        'month': RENT_REF, 'source': 0,
    })


def load_rent(cat: Catalogue, rate: float = 0.03, newer: bool = True) -> pd.DataFrame:
    """Every rent listing with a place, target the full-deposit equivalent deposit + rent / rate, at its own month.

    newer: also the 1403 official rows (the random sample, and the author's truncated subset marked as such) and the
    2024 ads. The 1400 file has no rooms or floor: the newer rows' are kept for comparables, not used by the model.
    """
    df = parse_rent(load_csv('tehran_rent_divar_1399_1400/tehran_rent_listings.csv.gz')).drop_duplicates()
    df = attach_place(df, cat).assign(file=RENT_FILES[0])
    if newer:
        df = pd.concat([df, *_newer_rent(cat)], ignore_index=True)
    df['price'] = df.deposit + df.rent / rate
    df = df[valid_input(df) & (df.price > 0) & (df.deposit >= 0) & (df.rent >= 0)].copy()
    df['group'] = pd.factorize(df.price.round(-5).astype(str) + '|' + df.area.round().astype(str) + '|' + df.nb.astype(str))[0]
    return df.reset_index(drop=True)


# ---------------------------------------------------------------- market index

MARKET_INDEX = REPO / 'server' / 'valuation' / 'artifacts' / 'market-index.json'


def market_index() -> pd.DataFrame:
    """The market index by district (0 = city) and month: log toman/m² (`npm run index:build`; the CBI series to
    1401-09 spliced with Kilid's to 1405-05, server/valuation/engine/market-index/build.ts). Columns district, m, log_idx."""
    doc = json.loads(MARKET_INDEX.read_text(encoding='utf-8'))
    y, mo = (int(x) for x in doc['first'].split('-'))
    first = jalali_month_index(y, mo)
    rows = [{'district': int(d), 'm': first + i, 'log_idx': v} for d, series in doc['log'].items() for i, v in enumerate(series)]
    return pd.DataFrame(rows)


def index_shift(idx: pd.DataFrame, district: np.ndarray, month: np.ndarray, ref: int) -> np.ndarray:
    """log index(ref) − log index(month) per row: what brings a listing of `month` to the reference month."""
    L = idx.set_index(['district', 'm']).log_idx
    return np.array([L[(int(d), ref)] - L[(int(d), int(m))] for d, m in zip(district, month)])


# ---------------------------------------------------------------- newer listings (1402 sale, 1403 official)

PERSIAN_TO_LATIN = str.maketrans('۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')


def _money(v) -> float:
    """Divar's displayed money («۵۰٬۷۶۹٬۰۰۰ تومان», "168,316,000"): digits only; words (توافقی) → NaN."""
    s = re.sub(r'[^\d]', '', str(v).translate(PERSIAN_TO_LATIN))
    return float(s) if s else np.nan


def _yes(v) -> float:
    s = str(v).strip().lower()
    return 1.0 if s in ('yes', 'true', '1', '1.0') else (0.0 if s in ('no', 'false', '0', '0.0') else np.nan)


def _floor_1402(v) -> float:
    s = str(v).translate(PERSIAN_TO_LATIN).strip()
    if s in ('همکف', 'hmkhf'):
        return 0.0
    if s in ('زیرهمکف', 'zyrhmkhf'):
        return -1.0
    m = re.fullmatch(r'\+?(\d+)', s)
    return float(m.group(1)) if m else np.nan


def _year_1402(v) -> float:
    s = str(v).translate(PERSIAN_TO_LATIN).strip()
    if s in ('qblz1370', 'قبل از 1370') or s.startswith('قبل'):
        return 1369.0  # "built before 1370"
    return float(s) if re.fullmatch(r'1[34]\d\d', s) else np.nan


def _rooms_1402(v) -> float:
    s = str(v).translate(PERSIAN_TO_LATIN).strip()
    if s in ('bdwntq', 'بدون اتاق'):
        return 0.0
    m = re.fullmatch(r'\+?(\d+)', s)
    return float(m.group(1)) if m else np.nan


def _month_of_day(iso: str | None, default: int) -> int:
    if not iso or iso != iso:
        return default
    y, m, d = (int(x) for x in str(iso).split('-'))
    jy, jm, _ = gregorian_to_jalali(y, m, d)
    return jalali_month_index(jy, jm)


SALE_1402_DEFAULT_MONTH = jalali_month_index(1402, 3)  # records without a date were fetched 25–27 Khordad 1402


def parse_sale_1402() -> pd.DataFrame:
    """The three 1402 snapshots as one frame of unique ads (SOURCE.md: by Divar token, else by content)."""
    recs = []
    for r in load_csv('tehran_sale_listings_1402/divar.csv.gz').to_dict('records'):
        recs.append({'id': r['id'], 'slug': r['district'], 'area': r['size'], 'year': r['year of construction'],
                     'rooms': r['number of rooms'], 'floor': r['floor'], 'total_floors': r.get('Total floors'),
                     'elevator': r['elevator'], 'parking': r['parking'], 'storage': r['storage'],
                     'price': r['total price (Toman)'], 'date': r['date']})
    for f in ('divar1.json.gz', 'divar2.json.gz'):
        if not _exists(f'tehran_sale_listings_1402/{f}'):  # the committed evaluation sample has the CSV only
            continue
        with gzip.open(DATA / 'tehran_sale_listings_1402' / f, 'rt', encoding='utf-8') as fh:
            for r in json.load(fh).values():
                recs.append({'id': r.get('id'), 'slug': r['district'], 'area': r['size'], 'year': r['year of construction'],
                             'rooms': r['number of rooms'], 'floor': r['floor'], 'total_floors': np.nan,
                             'elevator': r['elevator'], 'parking': r['parking'], 'storage': r['storage'],
                             'price': r['total price'], 'date': r.get('date')})
    raw = pd.DataFrame(recs)
    out = pd.DataFrame({
        # Divar's 2023 slugs (its `second_slug`): the place catalogue lists them with each place's slugs.
        'name': raw.slug.astype(str), 'area': raw.area.map(_money), 'year': raw.year.map(_year_1402),
        'rooms': raw.rooms.map(_rooms_1402), 'floor': raw.floor.map(_floor_1402),
        'total_floors': pd.to_numeric(raw.total_floors, errors='coerce'),
        'elevator': raw.elevator.map(_yes), 'parking': raw.parking.map(_yes), 'storage': raw.storage.map(_yes),
        'lat': np.nan, 'lng': np.nan, 'price': raw.price.map(_money),
        'month': [_month_of_day(d, SALE_1402_DEFAULT_MONTH) for d in raw.date], 'source': 0, 'token': raw.id,
    })
    # One row per ad: the Divar token where there is one, else the content key (a later re-pricing keeps the latest).
    content = ['name', 'area', 'year', 'rooms', 'floor', 'elevator', 'parking', 'storage', 'price']
    with_id = out[out.token.notna()].drop_duplicates('token', keep='last')
    no_id = out[out.token.isna()]
    no_id = no_id[~no_id.set_index(content).index.isin(with_id.set_index(content).index)]
    return pd.concat([with_id, no_id.drop_duplicates(content)], ignore_index=True).drop(columns='token')


ROOMS_FA = {'بدون اتاق': 0.0, 'یک': 1.0, 'دو': 2.0, 'سه': 3.0, 'چهار': 4.0, 'پنج یا بیشتر': 5.0}


def _official_month(v) -> int:
    """`created_at_month` (1st of a Gregorian month) → the Jalali month holding most of that Gregorian month."""
    m, _, y = str(v).split(' ')[0].split('/')
    jy, jm, _ = gregorian_to_jalali(int(y), int(m), 16)
    return jalali_month_index(jy, jm)


def _official_frame(df: pd.DataFrame) -> pd.DataFrame:
    year = df.construction_year.astype(str).map(lambda s: 1369.0 if 'قبل' in s else _money(s))
    out = pd.DataFrame({
        'name': df.neighborhood_slug.astype(str).values, 'area': _num(df.building_size).values, 'year': year.values,
        'rooms': df.rooms_count.map(lambda v: ROOMS_FA.get(str(v).strip(), _money(v))).values,
        'floor': _num(df.floor).values, 'total_floors': _num(df.total_floors_count).values,
        'elevator': df.has_elevator.map(_yes).values, 'parking': df.has_parking.map(_yes).values,
        'storage': df.has_warehouse.map(_yes).values,
        'lat': _num(df.location_latitude).values, 'lng': _num(df.location_longitude).values,
        'month': df.created_at_month.map(_official_month).values, 'source': 0,
    })
    return out


def parse_official_1403(kind: str) -> pd.DataFrame:
    """Divar's official 1403 rows: sale from the mixed sample; rent from the sample and the author's cleaned subset.

    The cleaned subset is truncated by its author (deposit ≤ 1e9, rent ≤ 9e7, 30–270 m², the top 5 % of each
    neighbourhood dropped): it is marked `truncated` so the rent backtest leaves it out. Pins whose radius says
    approximate (300/500 m) are kept as the ad's place; the name (Divar slug) decides the neighbourhood.
    """
    s = load_csv('divar_listings_1403_official_sample/sample_rent_data.csv.gz')
    if kind == 'sale':
        s = s[s.cat3_slug == 'apartment-sell']
        out = _official_frame(s)
        out['price'] = _num(s.price_value).values
        out['truncated'] = False
        return out
    s = s[s.cat3_slug == 'apartment-rent']
    c = load_csv('divar_listings_1403_official_sample/cleaned_data.csv.gz')
    c = c[c.cat3_slug == 'apartment-rent']
    key = ['title', 'description', 'location_latitude', 'location_longitude']
    c = c[~c.set_index(key).index.isin(s.set_index(key).index)]
    parts = []
    for df, truncated in ((s, False), (c, True)):
        o = _official_frame(df)
        o['deposit'] = _num(df.credit_value).values
        o['rent'] = _num(df.rent_value).values
        o['truncated'] = truncated
        parts.append(o)
    return pd.concat(parts, ignore_index=True)


def listing_names() -> dict[str, pd.DataFrame]:
    """Every shared listing file's place column (and pins where the file has them), for the name-resolution report."""
    def frame(names, lat=None, lng=None):
        return pd.DataFrame({'name': pd.Series(names).astype(str).values,
                             'lat': np.nan if lat is None else _num(pd.Series(lat)).values,
                             'lng': np.nan if lng is None else _num(pd.Series(lng)).values})
    from latin_names import KAGGLE_NAMES
    po = load_csv('tehran_sale_listings_1401/portal_sale_latlng_1401.csv.gz')
    ads = load_csv('divar_ads_2024_pardis_tehran/divar_realestate_ads_2024.csv.gz')
    ads = ads[ads.city == 'tehran']
    s1402 = parse_sale_1402()
    off = load_csv('divar_listings_1403_official_sample/sample_rent_data.csv.gz')
    cl = load_csv('divar_listings_1403_official_sample/cleaned_data.csv.gz')
    kg = load_csv('kaggle_house_price_tehran/housePrice.csv')
    return {
        'tehran_sale_listings_1401/divar_sale_cleaned_1401': frame(load_csv('tehran_sale_listings_1401/divar_sale_cleaned_1401.csv.gz').district),
        'tehran_sale_listings_1401/portal_sale_latlng_1401': frame(po['منطقه'], po.latitude, po.longitude),
        'tehran_sale_listings_1401/merged_sale_1401': frame(load_csv('tehran_sale_listings_1401/merged_sale_1401.csv.gz').neighbour_hood),
        'tehran_rent_divar_1399_1400/tehran_rent_listings': frame(load_csv('tehran_rent_divar_1399_1400/tehran_rent_listings.csv.gz').neighborhood),
        'tehran_sale_listings_1402 (unique ads)': frame(s1402.name),
        'divar_listings_1403_official_sample/sample_rent_data': frame(off.neighborhood_slug, off.location_latitude, off.location_longitude),
        'divar_listings_1403_official_sample/cleaned_data': frame(cl.neighborhood_slug, cl.location_latitude, cl.location_longitude),
        'divar_ads_2024_pardis_tehran (Tehran ads)': frame(ads.district_fa.fillna(ads.district), ads.lat, ads.lon),
        'kaggle_house_price_tehran/housePrice': frame(kg.Address.map(lambda a: KAGGLE_NAMES.get(str(a).strip(), a))),
    }
