"""Build the neighbourhood (environment) evaluation artifact: server/environment/data/environment-data.json.

Run: /usr/bin/python3 ml/build_environment.py            (data dir: $ENVIRONMENT_DATA_DIR, else ../shared/data)
Then: npx tsx --conditions=react-server server/environment/build-distribution.ts   (Tehran-wide score distribution)

What it writes (compact, committed; the TypeScript engine builds its spatial indices from it once per process):
  * pois        points of interest by kind (hospital, university, park, ...) from tehran_poi_metroapp/places.csv
  * stations    operating metro stations with their lines, an interchange flag and graph edges (tehran_metro_stations)
  * districts   per municipal district: area, CBI price/m², 1/3/5-year growth, 12-month transactions, volatility
  * market      per neighbourhood: listing count, median price/m² (Dey 1401), median building age, elevator and
                parking shares, median unit size, share of new buildings, rent-to-price yield (rent listings 1400)
Every number comes from the shared data; nothing is imputed. Neighbourhoods without listings are simply absent.
"""
from __future__ import annotations

import json
import math
import os
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
DATA_DIR = Path(os.environ.get('ENVIRONMENT_DATA_DIR', REPO.parent / 'shared' / 'data'))
# The valuation pipeline's loaders (ml/dataset.py) read VALUATION_DATA_DIR: point them at the same folder so the
# listing cleaning rules (and the name → neighbourhood resolution) are shared, not duplicated.
os.environ.setdefault('VALUATION_DATA_DIR', str(DATA_DIR))
sys.path.insert(0, str(HERE))
from common import jalali_month_index  # noqa: E402
from dataset import RENT_REF, SALE_REF, Catalogue, cbi_index, extend_sale_index, load_rent, load_sale  # noqa: E402

OUT = REPO / 'server' / 'environment' / 'data' / 'environment-data.json'
RENT_CONVERSION_RATE = 0.03  # deposit → monthly rent, the same rate the rent file's own total_value uses

# category_fa (places.csv) → our POI kind. Categories not listed are not used by any criterion.
POI_KINDS: dict[str, list[str]] = {
    'hospital': ['بیمارستان'],
    'university': ['مراکز آموزش عالی', 'مراکز آموزشی'],
    'park': ['پارک'],
    'cinema': ['سینما'],
    'cultural': ['فرهنگسرا', 'مراکز فرهنگی', 'تئاتر', 'موزه'],
    'sports': ['مراکز ورزشی', 'مراکز تفریحی'],
    'mall': ['مراکز خرید'],
    'commercial': ['مراکز تجاری', 'مجتمع تجاری اداری'],
    'municipal': ['ادارات شهرداری'],
    'police': ['مراکز انتظامی'],
    'government': ['ادارات', 'وزارت خانه', 'سازمان ها', 'سازمان', 'مراکز حقوقی'],
    'religious': ['مراکز مذهبی', 'مساجد', 'مراکز زیارتی'],
    'square': ['میادین'],
    'transport_hub': ['حمل و نقل'],
}


def r6(x: float) -> float:
    return round(float(x), 6)


def ring_area_km2(ring: np.ndarray) -> float:
    lat0 = math.radians(float(ring[:, 1].mean()))
    x = np.radians(ring[:, 0]) * 6371.0088 * math.cos(lat0)
    y = np.radians(ring[:, 1]) * 6371.0088
    return float(abs(np.dot(x[:-1], y[1:]) - np.dot(x[1:], y[:-1])) / 2)


def build_pois() -> dict:
    p = pd.read_csv(DATA_DIR / 'tehran_poi_metroapp' / 'places.csv')
    p = p[p.latitude.between(35.3, 36.0) & p.longitude.between(50.8, 51.9)]
    out: dict[str, list] = {}
    for kind, cats in POI_KINDS.items():
        sub = p[p.category_fa.isin(cats)].drop_duplicates(subset=['latitude', 'longitude'])
        out[kind] = [[r6(r.latitude), r6(r.longitude), str(r.name_fa).strip()] for r in sub.itertuples()]
    return out


def build_stations() -> list[dict]:
    s = pd.read_csv(DATA_DIR / 'tehran_metro_stations' / 'stations.csv')
    s = s[~s.disabled.astype(str).str.lower().eq('true')]
    live = set(s.station_id)
    out = []
    for r in s.itertuples():
        lines = sorted({int(x) for x in str(r.lines).split('|') if x.strip().isdigit()})
        adj = [a for a in str(r.adjacent_stations).split('|') if a in live] if isinstance(r.adjacent_stations, str) else []
        out.append({'id': r.station_id, 'name_fa': r.name_fa, 'lat': r6(r.latitude), 'lng': r6(r.longitude),
                    'lines': lines, 'interchange': len(lines) > 1, 'adjacent': adj})
    return out


def build_districts(cat: Catalogue) -> tuple[list[dict], dict]:
    c = pd.read_csv(DATA_DIR / 'tehran_cbi_district_prices' / 'cbi_tehran_district_monthly_clean.csv')
    c['m'] = [jalali_month_index(y, m) for y, m in zip(c.jalali_year, c.jalali_month)]
    last = int(c.m.max())
    idx = cbi_index()
    L = idx.set_index(['district', 'm']).log_idx
    out = []
    for d in cat.districts:
        n = d['district']
        s = c[c.district == n].set_index('m')
        # Growth from the smoothed index (ml/dataset.py cbi_index: shrunk toward the city where transactions
        # are few, 3-month mean) so one noisy month does not decide a district's growth.
        g = {f'growth_{k}y': r6(math.exp(L[(n, last)] - L[(n, last - 12 * k)]) - 1) for k in (1, 3, 5)}
        tx12 = float(s.transactions.reindex(range(last - 11, last + 1)).fillna(0).sum())
        # Volatility: standard deviation of the raw monthly log changes over the last 24 months.
        raw = np.log(s.price_toman_per_m2.reindex(range(last - 24, last + 1))).diff().dropna()
        out.append({
            'district': n, 'name_fa': d['name_fa'], 'area_km2': round(ring_area_km2(d['ring']), 3),
            'price_m2': int(round(math.exp(L[(n, last)]))),
            'price_m2_raw': int(s.price_toman_per_m2.get(last, float('nan'))) if last in s.index else None,
            **g, 'transactions_12m': int(round(tx12)), 'volatility': r6(raw.std()),
        })
    city = c[c.district == 0].set_index('m')
    y, m = divmod(last, 12)
    meta = {'month': f'{y:04d}/{m + 1:02d}', 'city_price_m2': int(city.price_toman_per_m2[last])}
    return out, meta


def build_market(cat: Catalogue) -> tuple[list[dict], dict]:
    sale = load_sale(cat)
    idx = extend_sale_index(cbi_index())
    L = idx.set_index(['district', 'm']).log_idx
    # Bring every sale listing to Dey 1401 with its district's index (as the valuation pipeline does).
    adj = np.array([L[(d, SALE_REF)] - L[(d, m)] for d, m in zip(sale.district, sale.month)])
    sale['ppm2'] = sale.price / sale.area * np.exp(adj)
    sale = sale[sale.ppm2.between(4e6, 6e8)]
    sale['age'] = (1401 - sale.year).clip(lower=0)
    rent = load_rent(cat, RENT_CONVERSION_RATE)
    rent['annual_m2'] = 12 * (rent.rent + RENT_CONVERSION_RATE * rent.deposit) / rent.area
    # Rent listings are from Tir 1400: take each neighbourhood's sale price back to that month before dividing.
    rent_back = {d: math.exp(L[(d, RENT_REF)] - L[(d, SALE_REF)]) for d in range(1, 23)}
    rows = []
    nbs = cat.nbs
    for nb, g in sale.groupby('nb'):
        r = rent[rent.nb == nb]
        n = int(len(g))
        district = int(nbs.loc[nb, 'district'])
        med = float(g.ppm2.median())
        row = {
            'id': nb, 'lat': r6(nbs.loc[nb, 'lat']), 'lng': r6(nbs.loc[nb, 'lng']), 'district': district, 'n': n,
            'ppm2': int(round(med)),
            'age': round(float(g.age.median()), 1),
            'new_share': round(float((g.age <= 5).mean()), 4),
            'elevator': round(float(g.elevator.dropna().mean()), 4) if g.elevator.notna().any() else None,
            'parking': round(float(g.parking.dropna().mean()), 4) if g.parking.notna().any() else None,
            'area': round(float(g.area.median()), 1),
            'rent_n': int(len(r)),
            'yield': None,
        }
        if len(r) >= 5:
            row['yield'] = round(float(r.annual_m2.median()) / (med * rent_back[district]), 5)
        rows.append(row)
    meta = {'sale_listings': int(len(sale)), 'rent_listings': int(len(rent)), 'sale_month': '1401/10', 'rent_month': '1400/04'}
    return rows, meta


def main() -> None:
    cat = Catalogue()
    districts, cbi_meta = build_districts(cat)
    market, market_meta = build_market(cat)
    doc = {
        'version': 1,
        'sources': {
            'poi': 'tehran_poi_metroapp/places.csv (mosayeb-a/tehran-metro, GPL-3.0)',
            'metro': 'tehran_metro_stations/stations.csv (mostafa-kheibary/tehran-metro-data, ODbL)',
            'districts': 'tehran_districts_osm (© OpenStreetMap contributors, ODbL)',
            'cbi': 'tehran_cbi_district_prices (بانک مرکزی ج.ا.ا)',
            'sale': 'tehran_sale_listings_1401 (Divar + portals, Azar–Dey 1401)',
            'rent': 'tehran_rent_divar_1399_1400 (Divar, Tir 1400)',
        },
        'cbi': cbi_meta,
        'market_meta': market_meta,
        'pois': build_pois(),
        'stations': build_stations(),
        'districts': districts,
        'market': market,
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(doc, ensure_ascii=False, separators=(',', ':')), encoding='utf-8')
    print(f'wrote {OUT} ({OUT.stat().st_size // 1024} KiB): {sum(len(v) for v in doc["pois"].values())} POIs, '
          f'{len(doc["stations"])} stations, {len(market)} neighbourhoods with listings')


if __name__ == '__main__':
    main()
