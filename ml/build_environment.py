"""Build the neighbourhood (environment) evaluation artifact: server/environment/data/environment-data.json.

Run: /usr/bin/python3 ml/build_environment.py            (data dir: $ENVIRONMENT_DATA_DIR, else ../shared/data)
Then: npx tsx --conditions=react-server server/environment/build-distribution.ts   (Tehran-wide score distribution)

What it writes (compact, committed; the TypeScript engine builds its spatial indices from it once per process):
  * pois        points of interest by kind (hospital, university, park, ...) from tehran_poi_metroapp/places.csv
  * poi_coverage for the kinds the list holds only a selection of (parks, malls, religious centres, cinemas, cultural
                and sports venues): how far from its points the list still vouches for absence (poi_coverage)
  * stations    operating metro stations with their lines, an interchange flag and graph edges (tehran_metro_stations;
                made two-way, self-links dropped)
  * brt         BRT stations of lines 1 and 4 (tehran_brt_stations) placed by name: 2 have coordinates in the file,
                the others are found under the same name among the metro stations and points of interest, kept only
                when they lie within 3 km of a located neighbour on their line (the file lists them in line order)
  * districts   per municipal district: area, price/m² and 1/3/5-year growth from the market index (CBI to 1401-09,
                then Kilid, to its latest month), CBI 12-month transactions and volatility (to 1401-09)
  * market      per neighbourhood: listing count, median price/m² (brought to Dey 1401 by the market index), median
                building age of built flats (pre-sales, built in the listing's year or later, counted apart), elevator
                and parking shares (with the number of listings that report them), median
                unit size, share of new buildings, rent-to-price yield (rent listings of 1400 and 1403, brought to Tir
                1400, over the sale price of built flats; ≥ 10 listings of each)
  * pools       per local-market statistic, whether a mahalle polygon's own neighbourhoods (the places it is labelled
                with) describe a pinned listing better than the neighbourhoods within 1 km (measured here, see
                polygon_vs_radius)
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
from common import jalali_month_index, month_label, name_key  # noqa: E402
from dataset import RENT_REF, SALE_REF, Catalogue, index_shift, load_rent, load_sale, market_index  # noqa: E402
from geo import haversine_km  # noqa: E402

OUT = REPO / 'server' / 'environment' / 'data' / 'environment-data.json'
RENT_CONVERSION_RATE = 0.03  # deposit → monthly rent, the same rate the rent file's own total_value uses
MIN_YIELD_LISTINGS = 10  # rent and built-sale listings a neighbourhood needs for a yield (evaluate-environment.ts)

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


# Kinds whose list is a curated selection, not every place of the kind (SOURCE.md: 49 major parks — Chitgar, Laleh,
# Pardisan are missing —, 25 malls, 17 religious centres; 53 cinemas, 30 cultural venues and 12 sports venues for all
# of Tehran, the nearest of each 7.7–8.6 km from Chitgar, which has its lake park and sports complexes). Far from all
# of a kind's listed points the list cannot tell a place without one from a gap in the list, so the engine reports no
# distance (nor count) there.
PARTIAL_KINDS = ('park', 'mall', 'religious', 'cinema', 'cultural', 'sports')
COVERAGE_PERCENTILE = 90


def poi_coverage(pois: dict[str, list]) -> dict[str, dict]:
    """How far the list of each partial kind vouches for absence: the 90th percentile of the distance from each listed
    point to the nearest other one. Where the list covers an area, 9 in 10 of its points have a neighbour that close;
    a point farther than that from every listed point lies in a gap of the list (Chitgar: its own park is missing and
    the nearest listed one is 7.7 km away). Rounded to 0.1 km."""
    out = {}
    for kind in PARTIAL_KINDS:
        pts = np.array([[p[0], p[1]] for p in pois[kind]])
        nn = [float(np.sort(haversine_km(lat, lng, pts[:, 0], pts[:, 1]))[1]) for lat, lng in pts]
        out[kind] = {'points': len(pts), 'km': round(float(np.percentile(nn, COVERAGE_PERCENTILE)), 1)}
    return out


def build_stations() -> list[dict]:
    s = pd.read_csv(DATA_DIR / 'tehran_metro_stations' / 'stations.csv')
    s = s[~s.disabled.astype(str).str.lower().eq('true')]
    live = set(s.station_id)
    # Links are two-way and never to the station itself: the file lists `Shahid Sadr` as adjacent to itself (where
    # Qolhak belongs; Qolhak lists Shahid Sadr), which cut line 1 north of it for a one-way walk of the graph.
    adj: dict[str, list[str]] = {}
    for r in s.itertuples():
        raw = str(r.adjacent_stations).split('|') if isinstance(r.adjacent_stations, str) else []
        adj[r.station_id] = list(dict.fromkeys(a for a in raw if a in live and a != r.station_id))
    for a, links in list(adj.items()):
        for b in links:
            if a not in adj[b]:
                adj[b].append(a)
    out = []
    for r in s.itertuples():
        lines = sorted({int(x) for x in str(r.lines).split('|') if x.strip().isdigit()})
        out.append({'id': r.station_id, 'name_fa': r.name_fa, 'lat': r6(r.latitude), 'lng': r6(r.longitude),
                    'lines': lines, 'interchange': len(lines) > 1, 'adjacent': adj[r.station_id]})
    return out


BRT_KM_PER_STOP = 1.5   # BRT stops are 0.5–1 km apart: a placed station further than this per stop from another is suspect
BRT_HOPS = 3


def build_brt(stations_metro: list[dict]) -> dict:
    """BRT stations placed by name (the file has coordinates for 2 of 52): the same name among the metro stations and
    points of interest, with or without «میدان», «چهارراه», «پایانه», «پل», «شهید», «(ع)».

    The file lists each line's stations in order, so a name match is checked against the stations placed within
    three stops of it on its line: more than 1.5 km per stop away is a contradiction (the BRT «امام خمینی» on Navvab
    is not the metro station of Imam Khomeini square, 3.7 km east of its neighbour «کمیل»). The station with the most
    contradictions, when they outnumber its agreements, loses its match; repeated until none is left. A station with
    several candidates takes the one its placed neighbours agree with.
    """
    doc = json.loads((DATA_DIR / 'tehran_brt_stations' / 'tehran_brt_stations.json').read_text(encoding='utf-8'))
    pois = pd.read_csv(DATA_DIR / 'tehran_poi_metroapp' / 'places.csv')
    places: dict[str, list] = {}
    for m in stations_metro:
        places.setdefault(name_key(m['name_fa']), []).append((m['lat'], m['lng'], 'metro'))
    for r in pois.itertuples():
        places.setdefault(name_key(str(r.name_fa)), []).append((float(r.latitude), float(r.longitude), 'poi'))
    strip = [name_key(w) for w in ('میدان', 'چهارراه', 'پایانه', 'پل', 'شهید')]

    def candidates(fa: str) -> list:
        k = name_key(fa.replace('(ع)', ''))
        keys = [k, *(k[len(w):] for w in strip if k.startswith(w)), *(w + k for w in strip)]
        return next((places[x] for x in keys if x in places), [])

    stations: list[dict] = []
    lines: dict[int, list[int]] = {}
    for key, v in doc.items():  # file order = line order
        st = {'name_fa': v['translations']['fa'].strip(), 'lines': v['line'], 'pos': None, 'how': None, 'fixed': False}
        if v['latitude']:
            st.update(pos=(float(v['latitude']), float(v['longitude'])), how='file', fixed=True)
        else:
            st['cands'] = candidates(st['name_fa'])
            if st['cands']:
                st.update(pos=st['cands'][0][:2], how=st['cands'][0][2])
        for ln in v['line']:
            lines.setdefault(ln, []).append(len(stations))
        stations.append(st)

    def within_hops(i: int) -> list[tuple[int, int]]:
        out = []
        for seq in lines.values():
            if i in seq:
                p = seq.index(i)
                out += [(seq[q], abs(q - p)) for q in range(max(0, p - BRT_HOPS), min(len(seq), p + BRT_HOPS + 1)) if q != p]
        return out

    def votes(i: int, pos) -> tuple[int, int]:
        good = bad = 0
        for j, hops in within_hops(i):
            if stations[j]['pos'] is None:
                continue
            ok = haversine_km(pos[0], pos[1], *stations[j]['pos']) <= BRT_KM_PER_STOP * hops
            good, bad = good + ok, bad + (not ok)
        return good, bad

    for st_i, st in enumerate(stations):  # several candidates: the one the others agree with most
        if len(st.get('cands', [])) > 1:
            best = max(st['cands'], key=lambda c: votes(st_i, c[:2])[0] - votes(st_i, c[:2])[1])
            st.update(pos=best[:2], how=best[2])
    while True:
        worst = max(((votes(i, st['pos']), i) for i, st in enumerate(stations) if st['pos'] and not st['fixed']),
                    key=lambda v: (v[0][1] - v[0][0], v[0][1]), default=None)
        if not worst or worst[0][1] <= worst[0][0]:
            break
        stations[worst[1]].update(pos=None, how=None)
    out = [{'name_fa': st['name_fa'], 'lines': st['lines'], 'lat': r6(st['pos'][0]) if st['pos'] else None,
            'lng': r6(st['pos'][1]) if st['pos'] else None, 'placed_by': st['how']} for st in stations]
    return {'lines': sorted(lines), 'stations': out, 'located': sum(s['lat'] is not None for s in out), 'total': len(out)}


def build_districts(cat: Catalogue) -> tuple[list[dict], dict]:
    c = pd.read_csv(DATA_DIR / 'tehran_cbi_district_prices' / 'cbi_tehran_district_monthly_clean.csv')
    c['m'] = [jalali_month_index(y, m) for y, m in zip(c.jalali_year, c.jalali_month)]
    cbi_last = int(c.m.max())
    idx = market_index()
    last = int(idx.m.max())
    L = idx.set_index(['district', 'm']).log_idx
    out = []
    for d in cat.districts:
        n = d['district']
        s = c[c.district == n].set_index('m')
        # Price and growth from the market index (CBI smoothed to 1401-09, then Kilid's movement) to its latest month.
        g = {f'growth_{k}y': r6(math.exp(L[(n, last)] - L[(n, last - 12 * k)]) - 1) for k in (1, 3, 5)}
        tx12 = float(s.transactions.reindex(range(cbi_last - 11, cbi_last + 1)).fillna(0).sum())
        # Volatility: standard deviation of the raw monthly log changes over the CBI's last 24 months.
        raw = np.log(s.price_toman_per_m2.reindex(range(cbi_last - 24, cbi_last + 1))).diff().dropna()
        out.append({
            'district': n, 'name_fa': d['name_fa'], 'area_km2': round(ring_area_km2(d['ring']), 3),
            'price_m2': int(round(math.exp(L[(n, last)]))),
            **g, 'transactions_12m': int(round(tx12)), 'volatility': r6(raw.std()),
        })
    y, m = divmod(last, 12)
    cy, cm = divmod(cbi_last, 12)
    meta = {'month': f'{y:04d}/{m + 1:02d}', 'cbi_month': f'{cy:04d}/{cm + 1:02d}', 'city_price_m2': int(round(math.exp(L[(0, last)])))}
    return out, meta


def build_market(cat: Catalogue) -> tuple[list[dict], dict, pd.DataFrame]:
    sale = load_sale(cat)
    idx = market_index()
    # Every sale listing brought to Dey 1401 by its district's index (as the valuation pipeline does).
    sale['ppm2'] = sale.price / sale.area * np.exp(index_shift(idx, sale.district.values, sale.month.values, SALE_REF))
    sale = sale[sale.ppm2.between(4e6, 6e8)]
    # Age at the listing: its Jalali year less the build year (as the 1403 file's own building_age). 0 or less is a
    # building of the listing's year or later: a pre-sale or a flat under construction (`built` below).
    sale['age'] = sale.month // 12 - sale.year
    # The merged crawl of 1401 writes 0 where its spiders recorded no amenity: 52.5 % of its buildings of 1396 or later
    # have elevator, parking and storage all 0, against 0.1 % in Divar 1401. Such a row says nothing about them.
    blank = sale.file.eq('merged crawl 1401') & sale.elevator.eq(0) & sale.parking.eq(0) & sale.storage.eq(0)
    sale.loc[blank, ['elevator', 'parking']] = np.nan
    # Built by the listing's year (a flat one can rent): a building of the listing's own year or later is often a
    # pre-sale — Tehran-wide they list at a median 1.17× the older flats' price/m², in Chitgar at 0.40× (18.0 against
    # 44.5 million toman) — and a rent listing is always of a built flat.
    sale['built'] = sale.year < sale.month // 12
    rent = load_rent(cat, RENT_CONVERSION_RATE)
    rent = rent[~rent.file.str.contains('truncated')]
    rent['annual_m2'] = 12 * (rent.rent + RENT_CONVERSION_RATE * rent.deposit) / rent.area * np.exp(
        index_shift(idx, rent.district.values, rent.month.values, RENT_REF))
    # Rent listings are priced at Tir 1400: take each neighbourhood's sale price back to that month before dividing.
    L = idx.set_index(['district', 'm']).log_idx
    rent_back = {d: math.exp(L[(d, RENT_REF)] - L[(d, SALE_REF)]) for d in range(1, 23)}
    rows = []
    nbs = cat.nbs
    for nb, g in sale.groupby('nb'):
        r = rent[rent.nb == nb]
        n = int(len(g))
        district = int(nbs.loc[nb, 'district'])
        med = float(g.ppm2.median())
        built = g[g.built]
        row = {
            'id': nb, 'lat': r6(nbs.loc[nb, 'lat']), 'lng': r6(nbs.loc[nb, 'lng']), 'district': district, 'n': n,
            'ppm2': int(round(med)),
            # Built flats only: a pre-sale's age is 0 or less (clipped to 0), so counting them made a place of
            # ordinary stock plus towers being pre-sold look brand new (Chitgar «۰ سال»). None without a built flat.
            'age': round(float(built.age.median()), 1) if len(built) else None,
            'new_share': round(float((g.age <= 5).mean()), 4),
            'elevator': round(float(g.elevator.dropna().mean()), 4) if g.elevator.notna().any() else None,
            'elevator_n': int(g.elevator.notna().sum()),
            'parking': round(float(g.parking.dropna().mean()), 4) if g.parking.notna().any() else None,
            'parking_n': int(g.parking.notna().sum()),
            'area': round(float(g.area.median()), 1),
            'rent_n': int(len(r)),
            'yield': None,
        }
        row['built_n'] = int(len(built))
        row['presale_n'] = n - row['built_n']
        # Rent of built flats over the price of built flats, each from enough listings to mean something.
        if len(r) >= MIN_YIELD_LISTINGS and len(built) >= MIN_YIELD_LISTINGS:
            row['yield'] = round(float(r.annual_m2.median()) / (float(built.ppm2.median()) * rent_back[district]), 5)
        rows.append(row)
    meta = {'sale_listings': int(len(sale)), 'rent_listings': int(len(rent)),
            'sale_months': [month_label(int(sale.month.min())), month_label(int(sale.month.max()))],
            'rent_months': [month_label(int(rent.month.min())), month_label(int(rent.month.max()))],
            'sale_month': '1401/10', 'rent_month': '1400/04'}
    return rows, meta, sale


POOL_KM = 1.0       # evaluate-environment.ts MARKET_POOL_KM
FALLBACK_KM = 2.0   # MARKET_FALLBACK_KM
MIN_LISTINGS = 10   # MIN_LISTINGS
# The listings a statistic's figure comes from, when not all of them (and not `<stat>_n`): the age, built flats'.
WEIGHT_KEY = {'age': 'built_n'}


def polygon_vs_radius(cat: Catalogue, market: list[dict], sale: pd.DataFrame) -> dict:
    """For each local-market statistic, which pool describes a pinned listing better: the places its mahalle polygon is
    labelled with, or the places whose centres lie within 1 km (else the nearest within 2 km).

    Every listing with an exact pin (the portal's 1401 pins, Divar's 1403 pins) is a test point: the pool's value
    against the listing's own (log price/m², building age, unit size). The listing's own neighbourhood statistics
    include it in both pools alike. A polygon pool needs ≥ 10 listings, else that point keeps the radius pool.
    Returns per statistic: the error of each pool on the points where both exist (median absolute, for the shares
    mean absolute), and the pool the runtime uses.
    """
    by_id = {m['id']: m for m in market}
    pins = sale[sale.lat.notna() | (sale.get('pin_lat', pd.Series(np.nan, index=sale.index)).notna())].copy()
    pins['plat'] = pins.lat.fillna(pins.get('pin_lat'))
    pins['plng'] = pins.lng.fillna(pins.get('pin_lng'))
    mlat = np.array([m['lat'] for m in market])
    mlng = np.array([m['lng'] for m in market])
    poly_ids = polygon_places(cat, pins.plat.values, pins.plng.values)
    stats = {'ppm2': lambda r: math.log(r['ppm2']), 'age': lambda r: r['age'], 'area': lambda r: r['area'],
             'new_share': lambda r: r['new_share'], 'elevator': lambda r: r['elevator'], 'parking': lambda r: r['parking']}
    own = {'ppm2': np.log(pins.ppm2.values), 'age': pins.age.where(pins.built).values, 'area': pins.area.values,
           'new_share': (pins.age.values <= 5).astype(float), 'elevator': pins.elevator.values, 'parking': pins.parking.values}
    err = {k: {'radius': [], 'polygon': []} for k in stats}
    for i, (lat, lng) in enumerate(zip(pins.plat.values, pins.plng.values)):
        dkm = haversine_km(lat, lng, mlat, mlng)
        rad = [market[j] for j in np.where(dkm <= POOL_KM)[0]] or ([market[int(np.argmin(dkm))]] if dkm.min() <= FALLBACK_KM else [])
        pol = [by_id[x] for x in poly_ids[i] if x in by_id]
        if sum(r['n'] for r in rad) < MIN_LISTINGS or sum(r['n'] for r in pol) < MIN_LISTINGS:
            continue
        for k, f in stats.items():
            if not np.isfinite(own[k][i]):
                continue
            vals = {}
            for name, pool in (('radius', rad), ('polygon', pol)):
                pool = [r for r in pool if f(r) is not None]
                # as the engine weighs them: by the listings each figure comes from (elevator_n, parking_n)
                w = np.array([r.get(WEIGHT_KEY.get(k, f'{k}_n'), r['n']) for r in pool], dtype=float)
                vals[name] = float(np.dot(w, [f(r) for r in pool]) / w.sum()) if w.sum() else None
            if None in vals.values():
                continue
            for name, v in vals.items():
                err[k][name].append(abs(v - own[k][i]))
    out = {}
    for k, e in err.items():
        # shares against 0/1: the mean absolute error (a median of |0/1 − share| says little)
        agg = np.mean if k in ('new_share', 'elevator', 'parking') else np.median
        rad, pol = float(agg(e['radius'])), float(agg(e['polygon']))
        out[k] = {'points': len(e['radius']), 'error_radius': r6(rad), 'error_polygon': r6(pol), 'use': 'polygon' if pol < rad else 'radius'}
    return out


def polygon_places(cat: Catalogue, lat: np.ndarray, lng: np.ndarray) -> list[list[str]]:
    """The places each point's mahalle polygon is labelled with ([] outside every polygon)."""
    from geo import points_in_ring
    out: list[list[str]] = [[] for _ in range(len(lat))]
    done = np.zeros(len(lat), dtype=bool)
    for p in cat.polygons:
        x0, y0, x1, y1 = p['bbox']
        cand = np.where(~done & (lng >= x0) & (lng <= x1) & (lat >= y0) & (lat <= y1))[0]
        if not len(cand):
            continue
        hit = np.zeros(len(cand), dtype=bool)
        for r in p['rings']:
            hit |= points_in_ring(lng[cand], lat[cand], r)
        for j in cand[hit]:
            out[j] = list(p['ids'])
            done[j] = True
    return out


def main() -> None:
    cat = Catalogue()
    districts, cbi_meta = build_districts(cat)
    market, market_meta, sale = build_market(cat)
    stations = build_stations()
    pools = polygon_vs_radius(cat, market, sale)
    pois = build_pois()
    doc = {
        'version': 2,
        'sources': {
            'poi': 'tehran_poi_metroapp/places.csv (mosayeb-a/tehran-metro, GPL-3.0)',
            'metro': 'tehran_metro_stations/stations.csv (mostafa-kheibary/tehran-metro-data, ODbL)',
            'brt': 'tehran_brt_stations (MohammadAmin-Andy/iran-public-transport, ODbL): lines 1 and 4 of Tehran\'s 10',
            'districts': 'tehran_districts_osm (© OpenStreetMap contributors, ODbL)',
            'cbi': 'tehran_cbi_district_prices (بانک مرکزی ج.ا.ا), tehran_kilid_district_prices_monthly (کیلید)',
            'sale': 'tehran_sale_listings_1401/1402, divar_listings_1403_official_sample, divar_ads_2024 (Divar + portals)',
            'rent': 'tehran_rent_divar_1399_1400, divar_listings_1403_official_sample, divar_ads_2024 (Divar)',
            'polygons': 'tehran_mahalle_polygons_osm (© OpenStreetMap contributors, ODbL)',
        },
        'cbi': cbi_meta,
        'market_meta': market_meta,
        'pois': pois,
        'poi_coverage': poi_coverage(pois),
        'stations': stations,
        'brt': build_brt(stations),
        'districts': districts,
        'market': market,
        'pools': pools,
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(doc, ensure_ascii=False, separators=(',', ':')), encoding='utf-8')
    print(f'wrote {OUT} ({OUT.stat().st_size // 1024} KiB): {sum(len(v) for v in doc["pois"].values())} POIs, '
          f'{len(doc["stations"])} stations, {doc["brt"]["located"]} of {doc["brt"]["total"]} BRT stations located, '
          f'{len(market)} neighbourhoods with listings; pools {json.dumps(pools)}')


if __name__ == '__main__':
    main()
