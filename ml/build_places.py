"""Build the canonical place catalogue (server/places/data/places.json) from the shared data.

Run: /usr/bin/python3 ml/build_places.py
Sources: OSM district polygons, a-m-dev neighbourhood centres, Divar slug centroids, Divar 2024 slug↔Persian
pairs and pins, the portal sale file's pins (for neighbourhood names that only appear there), and the country's city
list (names of towns outside the service area).
"""
from __future__ import annotations

import json
import re
import sys
from collections import defaultdict

import numpy as np
import pandas as pd

sys.path.insert(0, str(__import__('pathlib').Path(__file__).resolve().parent))
from common import DATA, REPO, display_name, load_csv, name_key, stable_id  # noqa: E402
from geo import district_of, haversine_km, load_districts, points_in_ring, polygon_area, polygon_centroid, simplify  # noqa: E402
from names import NEW_TOWN, OLD_SUFFIX, OUTSIDE, PAREN, REY_DISTRICT, STREET_KM, is_place_name, resolve_name  # noqa: E402
from slug_aliases import NAME_ALIASES  # noqa: E402

OUT = REPO / 'server' / 'places' / 'data' / 'places.json'
# Every written name with the place it resolves to: server/places/resolve-name.test.ts checks the TypeScript rules
# against it.
TABLE = REPO / 'server' / 'places' / 'data' / 'name-table.json'
POLYGON_TOLERANCE = 0.00005
# Cities of the country list that are inside Tehran's 22 districts: never reported as outside the service area.
INSIDE_TEHRAN = {'تهران', 'ری', 'تجریش'}
# Towns whose centre lies well outside the 22 districts but that a source labels with a district (the border rule in
# district_at would keep them): Kahrizak is a town of Rey county (iran_cities_with_coords), a city of its own on
# Divar (`kahrizak`), 8.7 km outside district 20's polygon, and its 2024 ads ask a fifth of district 20's price.
TOWNS_OUTSIDE = {'کهریزک'}
DISTRICT_QUALIFIED = re.compile(r'^(.+?)\s*\(منطقه\s*([0-9۰-۹]+)\)$')
REY_QUALIFIED = re.compile(r'^(.+?)\s*\((?:شهر\s*)?ری\)$')
# Same-name centres at least this far apart, in different districts, are different places.
HOMONYM_KM = 3.0
# A place's point further than this from Divar's own centre for its slug, and outside every mahalle polygon labelled
# with the place while Divar's centre is inside one, moves to Divar's centre (correct_centres).
MOVE_KM = 1.0
# The valuation models (server/valuation/artifacts) learnt each place's unpinned listings at its point before
# correct_centres: a moved place keeps that point as `trained_at`, which training (ml/dataset.py) and the runtime
# (server/places modelPoint) both feed the model, so a move changes no estimate. To let the model learn the corrected
# points instead, set this False, rebuild, and retrain (ml/train.py); the parity fixtures then follow.
KEEP_TRAINED_AT = True


# Divar's street tag types → the word a reader expects before the name; titles that already start with such a word
# keep their own.
STREET_WORDS = {'STREET': 'خیابان', 'SQUARE': 'میدان', 'BOULEVARD': 'بلوار', 'HIGHWAY': 'بزرگراه', 'TOWN': 'شهرک',
                'SUBWAY': 'مترو', 'METRO': 'مترو', 'CROSSROAD': 'چهارراه'}
STREET_TITLE_WORDS = ('خیابان', 'میدان', 'بلوار', 'بزرگراه', 'اتوبان', 'شهرک', 'کوی', 'تقاطع', 'چهارراه', 'سه راه',
                      'مترو', 'ایستگاه', 'پل', 'فلکه')


def street_label(title: str, kind: str) -> str:
    """«نامجو», STREET → «خیابان نامجو»; «خیابان آبشار» stays as it is."""
    name = fix_zwnj(display_name(title))
    word = STREET_WORDS.get(kind.upper())
    if not word or any(name == w or name.startswith(w + ' ') or name.startswith(w + '\u200c') for w in STREET_TITLE_WORDS):
        return name
    return f'{word} {name}'


def fix_zwnj(name: str) -> str:
    """Divar's and the polygons' copies lost their ZWNJ («نظامآباد»): put it back before a word-internal «آ»."""
    return re.sub('(?<=[\u0628-\u06CC])(?<![اآدذرزژو])آ', '\u200cآ', name)


def keys_of(name: str) -> set[str]:
    """A name's key and, when it ends in «تهران», its full key."""
    return {name_key(name), name_key(name, keep_tehran=True)}


def by_key_of(entries: list, name: str) -> dict | None:
    k = name_key(name)
    return next((e for e in entries if e['key'] == k and not e['homonym_of']), None)


def add_divar_catalogue(entries: list, districts: list, outside_places: dict, outside_slugs: dict) -> dict[str, str]:
    """Divar's 453-neighbourhood catalogue: its names and both slugs for the places already known, new places for
    the rest. Returns name keys → place ids (base aliases).

    A catalogue entry is a known place when its slug (2024) or second slug (2023, the 1402 file's) is a place's id,
    or when a place of the same name lies in the same district. A retired «… قدیمی» id joins its successor (the same
    name without the suffix; else the nearest current Divar neighbourhood within 1.5 km). A centre outside the 22
    districts is outside the service area.
    """
    doc = json.loads((DATA / 'divar_tehran_districts' / 'districts_tehran.json').read_text(encoding='utf-8'))
    by_id = {e['id']: e for e in entries}
    for e in entries:
        e.setdefault('slugs', [])
    aliases: dict[str, str] = {}
    fresh: list[tuple[dict, dict]] = []   # (divar entry, place)
    old: list[dict] = []

    def attach(e: dict, d: dict, name: str) -> None:
        for s in (d['slug'], d['second_slug']):
            if s and s != e['id'] and s not in e['slugs']:
                e['slugs'].append(s)
        for k in keys_of(name):
            if k != e['key']:
                aliases.setdefault(k, e['id'])

    slug_of = {}
    for e in entries:
        for s in [e['id'], e.get('slug'), *e['slugs']]:
            if s:
                slug_of[s] = e
    for d in doc['districts']:
        name = fix_zwnj(display_name(d['name']))
        lat, lng = d['centroid']['latitude'], d['centroid']['longitude']
        dist = int(district_of([lat], [lng], districts)[0])
        k = name_key(name)
        e = slug_of.get(d['slug']) or slug_of.get(d['second_slug'])
        if e is None:
            same = [x for x in entries if keys_of(x['name_fa']) & keys_of(name)
                    and (x['district'] == dist or haversine_km(lat, lng, x['lat'], x['lng']) < HOMONYM_KM)]
            e = same[0] if same else None
        if e is None and PAREN.search(name):
            # «صفاییه (چشمه علی)» is the «صفاییه» of the same district, a note added.
            bare = keys_of(PAREN.sub(' ', name))
            same = [x for x in entries if keys_of(x['name_fa']) & bare and x['district'] == dist
                    and haversine_km(lat, lng, x['lat'], x['lng']) < HOMONYM_KM]
            e = same[0] if same else None
        if e is None:
            m = DISTRICT_QUALIFIED.match(name) or REY_QUALIFIED.match(name)
            if m:
                want = REY_DISTRICT if REY_QUALIFIED.match(name) else int(name_key(m.group(2)))
                same = [x for x in entries if x['key'] == name_key(m.group(1)) and x['district'] == want]
                e = same[0] if same else None
        if e is not None:
            attach(e, d, name)
            continue
        if k.endswith(OLD_SUFFIX):
            old.append(d)
            continue
        if dist == 0:
            outside_places[k] = name
            outside_slugs[d['slug']] = outside_slugs[d['second_slug']] = name
            continue
        e = {'key': k, 'name_fa': name, 'slug': d['slug'], 'slugs': [d['second_slug']] if d['second_slug'] != d['slug'] else [],
             'district': dist, 'lat': round(lat, 6), 'lng': round(lng, 6), 'source': 'divar_catalogue',
             'id': d['slug'] if d['slug'] not in by_id else stable_id(k, dist), 'homonym_of': None}
        if any(x['key'] == k and not x['homonym_of'] for x in entries):
            e['homonym_of'] = next(x['id'] for x in entries if x['key'] == k and not x['homonym_of'])
        entries.append(e)
        by_id[e['id']] = e
        slug_of[d['slug']] = slug_of[d['second_slug']] = e
        fresh.append((d, e))
    current = [(d, slug_of[d['slug']]) for d in doc['districts'] if d['slug'] in slug_of and not name_key(d['name']).endswith(OLD_SUFFIX)]
    for d in old:
        name = re.sub(r'\s*' + OLD_SUFFIX + r'\s*$', '', fix_zwnj(display_name(d['name'])))
        lat, lng = d['centroid']['latitude'], d['centroid']['longitude']
        k = name_key(name)
        succ = [e for e in entries if e['key'] == k and not e['homonym_of']]
        if not succ:
            near = sorted(current, key=lambda de: haversine_km(lat, lng, de[0]['centroid']['latitude'], de[0]['centroid']['longitude']))
            if near and haversine_km(lat, lng, near[0][0]['centroid']['latitude'], near[0][0]['centroid']['longitude']) < 1.5:
                succ = [near[0][1]]
        if succ:
            attach(succ[0], d, d['name'])
            continue
        dist = int(district_of([lat], [lng], districts)[0])
        if dist == 0:
            outside_places[k] = name
            outside_slugs[d['slug']] = outside_slugs[d['second_slug']] = name
            continue
        e = {'key': k, 'name_fa': name, 'slug': d['slug'], 'slugs': [], 'district': dist, 'lat': round(lat, 6),
             'lng': round(lng, 6), 'source': 'divar_catalogue', 'id': d['slug'], 'homonym_of': None}
        entries.append(e)
        slug_of[d['slug']] = e
        aliases.setdefault(name_key(d['name']), e['id'])
    return aliases


def load_mahalle_polygons() -> list[dict]:
    """OSM mahalle polygons (outer rings, simplified to ≈ 5 m) with their Divar name labels and area centre."""
    doc = json.loads((DATA / 'tehran_mahalle_polygons_osm' / 'district_shapes_tehran.json').read_text(encoding='utf-8'))
    out = []
    for f in doc['features']:
        rings = []
        for poly in f['geometry']['coordinates']:
            ring = np.array(poly[0], dtype=float)
            if len(ring) < 4 or polygon_area(ring) < 1e-8:  # the 2 m artefact of «شهرک قائمیه» (SOURCE.md)
                continue
            rings.append(np.round(simplify(ring, POLYGON_TOLERANCE), 5))
        if not rings:
            continue
        allp = np.concatenate(rings)
        big = max(rings, key=polygon_area)
        cx, cy = polygon_centroid(big)
        out.append({'labels': [p.strip() for p in f['properties']['name'].split('،') if p.strip()],
                    'rings': [r.tolist() for r in rings], 'centre': (cy, cx),
                    'bbox': [round(float(allp[:, 0].min()), 5), round(float(allp[:, 1].min()), 5),
                             round(float(allp[:, 0].max()), 5), round(float(allp[:, 1].max()), 5)]})
    return out


def all_written_names() -> list[str]:
    """Every place name the shared listing files, Divar's catalogue and the polygons write."""
    from dataset import listing_names
    names: list[str] = []
    for df in listing_names().values():
        names.extend(df.name.astype(str).unique())
    doc = json.loads((DATA / 'divar_tehran_districts' / 'districts_tehran.json').read_text(encoding='utf-8'))
    names.extend(d['name'] for d in doc['districts'])
    pol = json.loads((DATA / 'tehran_mahalle_polygons_osm' / 'district_shapes_tehran.json').read_text(encoding='utf-8'))
    names.extend(p.strip() for f in pol['features'] for p in f['properties']['name'].split('،'))
    return names


def merge_district_qualified(entries: list) -> dict[str, str]:
    """Divar's «شهرک نفت (منطقه ۵)» is the a-m-dev «شهرک نفت» of district 5, not another place.

    Divar qualifies a name that several districts share by its district. When the catalogue already has that name in
    that district, the two become one place: the plain name (search shows the district), with Divar's slug as its id.
    It keeps the a-m-dev centre: with Divar's centre instead, the pinned portal listings near it were assigned otherwise
    and reserved-like PPE10 fell from 60.2 % to 60.1 % (3 fold assignments). Returns the qualified names' keys → the
    place's id (aliases). Entries are changed in place.
    """
    by_key_district = {(e['key'], e['district']): e for e in entries}
    merged: dict[str, str] = {}
    for e in [e for e in entries if e['slug']]:
        m = DISTRICT_QUALIFIED.match(e['name_fa'])
        target = m and by_key_district.get((name_key(m.group(1)), int(name_key(m.group(2)))))
        if not target or target is e:
            continue
        old_id = target['id']
        target.update(slug=e['slug'], id=e['id'])
        for other in entries:
            if other['homonym_of'] == old_id:
                other['homonym_of'] = target['id']
        entries.remove(e)
        merged[e['key']] = target['id']
    return merged


def correct_centres(entries: list, polygons: list, districts: list) -> list[tuple]:
    """Move the points that lie outside their own neighbourhood to Divar's centre for it.

    A place's point comes from a-m-dev's "map-search centres" or, for a Divar slug, from the mean pin of that slug's
    listings (divar_neighbourhood_slug_centroids.csv); both are wrong for a few dozen places: a-m-dev's «تجریش» sits
    1.4 km south-west of Tajrish square, «دربند» and «درکه» outside the city polygons (every lookup refuses them), and
    the listing means of `jordan` and `arjantin` lie 2.6–2.9 km away. Divar's catalogue centre for the slug
    (districts_tehran.json) is where Divar draws the neighbourhood, and the mahalle polygons are labelled by the Divar
    centres inside them, so a point moves there when: it is more than MOVE_KM from it (or outside the 22 districts),
    it lies in no polygon labelled with the place while Divar's centre lies in one, no other place of the same name is
    within MOVE_KM of that centre (Divar's `jahad` listing mean is in district 4, a-m-dev's «جهاد» of district 6 sits at
    Divar's centre: a duplicate, not a move), and Divar's centre is in the place's district. That last condition keeps
    ten places (طرشت 10 → 2, پاسداران 3 → 4, بهارستان 11 → 12, طوس 10 → 17, …) where they are: the model learnt their
    unpinned listings in the old district, and moving them moved a 100 m² estimate by −15 % to +13 % (ml/README.md)
    until it is retrained on this catalogue. Ids, names, districts and the name rules' answers do not change, nor the
    model's input (KEEP_TRAINED_AT). Returns (place, old lat, old lng, old source, km moved) per move.
    """
    doc = json.loads((DATA / 'divar_tehran_districts' / 'districts_tehran.json').read_text(encoding='utf-8'))
    centre = {}
    for d in doc['districts']:
        for sl in (d['slug'], d['second_slug']):
            centre.setdefault(sl, (d['centroid']['latitude'], d['centroid']['longitude']))
    own: dict[str, list] = defaultdict(list)
    for p in polygons:
        for i in p['ids']:
            own[i].extend(np.array(r, dtype=float) for r in p['rings'])

    def inside(i: str, lat: float, lng: float) -> bool:
        return any(points_in_ring(np.array([lng]), np.array([lat]), r)[0] for r in own[i])

    moves = []
    for e in entries:
        # the place's own slug: its id or Divar slug, else the Divar slugs it took over (a-m-dev's «تجریش» has
        # `tajrish`) when they all mean one centre (not a retired «… قدیمی» id of another place)
        slug = next((s for s in (e['id'], e.get('slug')) if s in centre), None)
        taken = [centre[s] for s in e.get('slugs', []) if s in centre]
        if slug is None and taken and all(haversine_km(*taken[0], *c) <= MOVE_KM for c in taken):
            slug = next(s for s in e['slugs'] if s in centre)
        if slug is None or not own[e['id']]:
            continue
        lat, lng = centre[slug]
        km = float(haversine_km(e['lat'], e['lng'], lat, lng))
        # a point outside the 22 districts is refused by every lookup (a search pick of «دربند» could not be valued)
        stray = int(district_of([e['lat']], [e['lng']], districts)[0]) == 0
        if (km <= MOVE_KM and not stray) or inside(e['id'], e['lat'], e['lng']) or not inside(e['id'], lat, lng):
            continue
        if any(o is not e and o['key'] == e['key'] and haversine_km(o['lat'], o['lng'], lat, lng) <= MOVE_KM for o in entries):
            continue
        if int(district_of([lat], [lng], districts)[0]) != e['district']:
            continue
        moves.append((e, e['lat'], e['lng'], e['source'], km))
        if KEEP_TRAINED_AT:
            e['trained_at'] = [e['lat'], e['lng']]
        e.update(lat=round(lat, 6), lng=round(lng, 6), source='divar_centre')
    return moves


def main() -> None:
    districts = load_districts()
    am = load_csv('tehran_neighbourhoods/neighbourhood_centroids_amdev.csv')
    sl = load_csv('tehran_neighbourhoods/divar_neighbourhood_slug_centroids.csv')
    ads = load_csv('divar_ads_2024_pardis_tehran/divar_realestate_ads_2024.csv.gz')
    ads = ads[(ads.city == 'tehran') & ads.district.notna() & ads.district_fa.notna()]
    portal = load_csv('tehran_sale_listings_1401/portal_sale_latlng_1401.csv.gz')

    slug_xy = {r.neighborhood_slug: (r.location_latitude, r.location_longitude) for r in sl.itertuples()}
    key_slug: dict[str, str] = {}
    key_name: dict[str, str] = {}
    for (slug, fa), _ in ads.groupby(['district', 'district_fa']).size().items():
        k = name_key(fa)
        key_slug.setdefault(k, slug)
        key_name.setdefault(k, display_name(fa))
    ad_pins = ads[ads.lat.notna()].assign(k=ads.district_fa.map(name_key)).groupby('k')[['lat', 'lon']].median()

    # Candidate entries: key -> list of (lat, lng, source, district_hint)
    cands: dict[str, list] = defaultdict(list)
    names: dict[str, str] = {}
    for r in am.itertuples():
        k = name_key(r.name_fa)
        names.setdefault(k, display_name(r.name_fa))
        cands[k].append((r.latitude, r.longitude, 'amdev', int(r.district)))
    for k, slug in key_slug.items():
        names.setdefault(k, key_name[k])
        if slug in slug_xy:
            cands[k].insert(0, (*slug_xy[slug], 'divar_slug', None))
        elif k in ad_pins.index:
            cands[k].append((ad_pins.loc[k, 'lat'], ad_pins.loc[k, 'lon'], 'divar_2024_pins', None))
    # Curated names for slugs the data leaves unnamed (ml/slug_aliases.py); never overrides an existing name.
    from slug_aliases import SLUG_NAMES
    for slug, fa in SLUG_NAMES.items():
        k = name_key(fa)
        if k in cands or slug not in slug_xy or slug in key_slug.values():
            continue
        names[k] = display_name(fa)
        key_slug[k] = slug
        cands[k].append((*slug_xy[slug], 'divar_slug_curated', None))
    pk = portal['منطقه'].astype(str).map(name_key)
    plat = pd.to_numeric(portal.latitude, errors='coerce')
    plng = pd.to_numeric(portal.longitude, errors='coerce')
    pp = pd.DataFrame({'k': pk, 'lat': plat, 'lng': plng}).dropna()
    pp = pp[(pp.lat > 35.4) & (pp.lat < 35.9) & (pp.lng > 51.0) & (pp.lng < 51.7) & ~pp.k.str.fullmatch(r'\d+')]
    for k, g in pp.groupby('k'):
        if k not in cands and len(g) >= 2:
            raw = portal.loc[g.index[0], 'منطقه']
            names.setdefault(k, display_name(raw))
            cands[k].append((g.lat.median(), g.lng.median(), 'portal_pins', None))

    def district_at(lat, lng, hint) -> int:
        d = int(district_of([lat], [lng], districts)[0])
        # Border points a few metres outside the OSM polygons keep the author's district.
        return d or (hint or 0)

    entries = []
    outside_places: dict[str, str] = {}
    for k, cs in cands.items():
        lat, lng, src, hint = cs[0]
        d = 0 if k in {name_key(t) for t in TOWNS_OUTSIDE} else district_at(lat, lng, hint)
        if d == 0:
            # Outside Tehran's districts (Divar's «مبارک‌آباد بهشتی» lies south of Rey): not in the service area, and
            # a user who names it is told so.
            outside_places[k] = names[k]
            continue
        primary = {
            'key': k, 'name_fa': names[k], 'slug': key_slug.get(k), 'district': d,
            'lat': round(float(lat), 6), 'lng': round(float(lng), 6), 'source': src,
            'id': key_slug.get(k) or stable_id(k, None), 'homonym_of': None,
        }
        entries.append(primary)
        # A name the a-m-dev list gives to distinct places in other districts (Aqdasieh of district 1 and of Rey):
        # each becomes its own place. The plain name still means the first one; the others are found by search,
        # by a point, or by a district-qualified spelling such as «شهر ری - اقدسیه».
        taken = {d}
        for lat2, lng2, src2, hint2 in cs[1:]:
            d2 = district_at(lat2, lng2, hint2)
            if d2 in taken or d2 == 0 or haversine_km(lat, lng, lat2, lng2) < HOMONYM_KM:
                continue
            taken.add(d2)
            entries.append({
                'key': k, 'name_fa': names[k], 'slug': None, 'district': d2,
                'lat': round(float(lat2), 6), 'lng': round(float(lng2), 6), 'source': src2,
                'id': stable_id(k, d2), 'homonym_of': primary['id'],
            })
    merged = merge_district_qualified(entries)
    outside_slugs: dict[str, str] = {}
    divar_aliases = add_divar_catalogue(entries, districts, outside_places, outside_slugs)
    ids = [e['id'] for e in entries]
    assert len(ids) == len(set(ids)), 'neighbourhood ids must be unique'

    # Base keys: each place's own name, Divar's names and slugs for it, hand-listed spellings, and the plain forms
    # of catalogue names with a note or a pair («چیتگر جنوبی» for «چیتگر جنوبی (شهرک ۲۲ بهمن)», «شیان» for
    # «شیان و لویزان»). The name rules (ml/names.py, server/places/resolve-name.ts) search these.
    base: dict[str, str] = {}
    for e in entries:
        if not e['homonym_of']:
            base.setdefault(e['key'], e['id'])
    # A name ending in «تهران» is also stored under its full key («آبشار تهران (دریاچه)» is not «آبشار»).
    for e in entries:
        if not e['homonym_of']:
            for form in (e['name_fa'], PAREN.sub(' ', e['name_fa'])):
                fk = name_key(form, keep_tehran=True)
                if fk != name_key(form):
                    base.setdefault(fk, e['id'])
    base.update({k: v for k, v in merged.items() if k not in base})
    by_id = {e['id']: e for e in entries}
    plain: dict[str, set] = defaultdict(set)
    for e in entries:
        if e['homonym_of']:
            continue
        name = e['name_fa']
        if PAREN.search(name):
            plain[name_key(PAREN.sub(' ', name))].add(e['id'])
        if ' و ' in name:
            halves = [h.strip() for h in name.split(' و ')]
            plain[name_key(' و '.join(reversed(halves)))].add(e['id'])
            for h in halves:
                plain[name_key(h)].add(e['id'])
    for k, targets in plain.items():
        if k and k not in base and len(targets) == 1:
            base[k] = next(iter(targets))
    # Divar's own names for known places come after the plain forms: Divar calls its `chitgar` «چیتگر جنوبی», but
    # the listing files' «چیتگر جنوبی» (30 M toman/m² in 1401, against 20 M for Divar's «چیتگر») is a-m-dev's.
    base.update({k: v for k, v in divar_aliases.items() if k not in base})
    for raw, target in NAME_ALIASES.items():
        e = by_key_of(entries, target)
        if e:
            base.setdefault(name_key(raw), e['id'])

    # Towns outside the service area (پردیس, پرند, شهریار, …) by name, so a user who types one is told so plainly
    # instead of "unknown neighbourhood". Names that are also Tehran neighbourhoods stay neighbourhoods.
    cities = load_csv('iran_provinces_cities/iran_cities_with_coords.csv')
    outside: dict[str, str] = {}
    inside_keys = {name_key(t) for t in INSIDE_TEHRAN}
    for name in [*cities.name_fa.astype(str), *outside_places.values()]:
        k = name_key(name)
        if k and k not in base and k not in inside_keys:
            outside.setdefault(k, display_name(name))

    # Polygon labels whose polygon lies outside the 22 districts («شهرک واوان», «شهرک الهیه») are outside too.
    polys = load_mahalle_polygons()
    for f in polys:
        lat, lng = f['centre']
        if int(district_of([lat], [lng], districts)[0]) == 0:
            for part in f['labels']:
                k = name_key(re.sub(r'\s*' + OLD_SUFFIX + r'\s*$', '', part))
                if k and k not in base and is_place_name(part):
                    outside.setdefault(k, fix_zwnj(display_name(part)))

    def is_outside(k: str) -> bool:
        return k in outside or (k.startswith('شهر') and k[3:] in outside)

    def key_district(k: str, d: int) -> str | None:
        hit = bkd.get((k, d))
        return hit
    bkd: dict[tuple, str] = {}
    for e in entries:
        bkd.setdefault((name_key(e['name_fa']), e['district']), e['id'])
    for e in entries:  # «هاشم‌آباد (شهرری)» is Rey's «هاشم‌آباد»
        bkd.setdefault((name_key(PAREN.sub(' ', e['name_fa'])), e['district']), e['id'])
    for k, i in base.items():
        bkd.setdefault((k, by_id[i]['district']), i)

    # Polygons: each labelled with the Divar names inside it; a label no place has yet becomes a place at the
    # polygon's centre (when that lies in one of the 22 districts).
    polygons = []
    for f in polys:
        ids_here = []
        for part in f['labels']:
            k = name_key(part)
            i = base.get(k) or resolve_name(re.sub(r'\s*' + OLD_SUFFIX + r'\s*$', '', part), base.get, key_district,
                                             variants=False)
            if not i and is_place_name(part) and k not in outside:
                lat, lng = f['centre']
                d = int(district_of([lat], [lng], districts)[0])
                if d:
                    e = {'key': k, 'name_fa': fix_zwnj(display_name(part)), 'slug': None, 'district': d,
                         'lat': round(lat, 6), 'lng': round(lng, 6), 'source': 'osm_polygon',
                         'id': stable_id(k, None), 'homonym_of': None, 'slugs': []}
                    entries.append(e)
                    by_id[e['id']] = e
                    base[k] = e['id']
                    bkd.setdefault((k, d), e['id'])
                    i = e['id']
            if i and i not in ids_here:
                ids_here.append(i)
        polygons.append({'ids': ids_here, 'rings': f['rings'], 'bbox': f['bbox']})

    # Variants: every name the listing files, Divar's catalogue and the polygons use, resolved by the name rules.
    variants: dict[str, str] = {}
    table: dict[str, str | None] = {}
    slug_ids = {s: e['id'] for e in entries for s in [e['id'], e.get('slug'), *e.get('slugs', [])] if s}
    # Streets, squares and boulevards Divar lists for its neighbourhoods. A street whose neighbourhoods lie together
    # (one district, each within STREET_KM of their centre) stands for the one nearest that centre (names.py, step 5);
    # any other is answered with its neighbourhoods as suggestions.
    streets: dict[str, list[str]] = defaultdict(list)
    # What the place search shows beside each of a street's places («ارامنه — خیابان نامجو»): Divar's title with the
    # word its tag type stands for, as that place lists it (one place's «نامجو» is a street, another's a square).
    street_labels: dict[str, list[str]] = defaultdict(list)
    doc = json.loads((DATA / 'divar_tehran_districts' / 'districts_tehran.json').read_text(encoding='utf-8'))
    for d in doc['districts']:
        place = slug_ids.get(d['slug'])
        for t in d['tags']:
            k = name_key(t['title'])
            if place and is_place_name(k) and k not in base and place not in streets[k]:
                streets[k].append(place)
                street_labels[k].append(street_label(t['title'], t['type']))
    street_places: dict[str, str] = {}
    for k, ids in streets.items():
        ps = [by_id[i] for i in ids]
        if len({p['district'] for p in ps}) != 1:
            continue
        lat, lng = float(np.mean([p['lat'] for p in ps])), float(np.mean([p['lng'] for p in ps]))
        dist = [float(haversine_km(lat, lng, p['lat'], p['lng'])) for p in ps]
        if max(dist) <= STREET_KM:
            street_places[k] = min(zip([round(x, 6) for x in dist], ids))[1]
    for raw in all_written_names():
        slug = str(raw).strip()
        if slug in slug_ids or slug in outside_slugs:
            table[slug] = slug_ids.get(slug, OUTSIDE)
            continue
        name = display_name(raw, keep_tehran=True)
        k = name_key(name)
        if not k or name in table:
            continue
        fk = name_key(raw, keep_tehran=True)
        if fk in base or k in base:
            table[name] = base.get(fk) or base[k]
            continue
        if is_outside(k) or k.startswith(NEW_TOWN):
            table[name] = OUTSIDE
            continue
        i = resolve_name(name, base.get, key_district, outside=is_outside, street=lambda x: x in streets,
                         street_place=street_places.get)
        table[name] = i
        if i and i != OUTSIDE:
            variants.setdefault(k, i)
    for e in entries:
        # Readers key a place by name_key(name_fa) themselves; everything else it answers to is listed.
        own = name_key(e['name_fa'])
        e['aliases'] = sorted(a for a, i in base.items() if i == e['id'] and a != own)
        e['variants'] = sorted(a for a, i in variants.items() if i == e['id'] and a != own)

    moves = correct_centres(entries, polygons, districts)
    print(f'moved {len(moves)} centres to Divar\'s:')
    for e, lat, lng, src, km in moves:
        print(f"  {e['id']:28s} {e['name_fa']:20s} {src:18s} d{e['district']} {lat:.4f},{lng:.4f} → {e['lat']:.4f},{e['lng']:.4f} ({km:.2f} km)")

    out_d = []
    for d in districts:
        ring = d['ring']
        simp = simplify(ring, 0.0008)
        inside = ring[:-1].mean(axis=0)
        out_d.append({
            'district': d['district'], 'name_fa': d['name_fa'].replace(' شهر تهران', ''),
            'ring': np.round(ring, 5).tolist(), 'simplified': np.round(simp, 5).tolist(),
            'center': [round(float(inside[1]), 5), round(float(inside[0]), 5)],
        })
    entries.sort(key=lambda e: (e['district'], e['name_fa']))
    doc = {
        'version': 1,
        'attribution': 'Districts © OpenStreetMap contributors (ODbL); neighbourhood centres: a-m-dev/Tehran_Neighbourhoods, Divar slug centroids (divarofficial/real_estate_ads, ODbL).',
        'districts': out_d,
        'neighbourhoods': [{k: e[k] for k in ('id', 'name_fa', 'slug', 'slugs', 'district', 'lat', 'lng', 'source', 'aliases', 'variants',
                                              'homonym_of', 'trained_at')
                            if (k not in ('homonym_of', 'slugs', 'variants', 'trained_at') or e.get(k))}
                           for e in entries],
        'polygons': [{'ids': p['ids'], 'bbox': p['bbox'], 'rings': p['rings']} for p in polygons],
        'streets': dict(sorted(streets.items())),
        'street_places': dict(sorted(street_places.items())),
        # one label when every place lists the street the same way (most do), else one per place of `streets`
        'street_labels': {k: v[0] if len(set(v)) == 1 else v for k, v in sorted(street_labels.items())},
        'outside_towns': dict(sorted(outside.items())),
        'outside_slugs': dict(sorted(outside_slugs.items())),
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(doc, ensure_ascii=False, separators=(',', ':')), encoding='utf-8')
    TABLE.write_text(json.dumps(sorted([[n, i] for n, i in table.items()]), ensure_ascii=False, indent=0), encoding='utf-8')
    print(f'wrote {OUT} : {len(out_d)} districts, {len(entries)} neighbourhoods, {len(base)} base keys, {len(variants)} variants, '
          f'{len(polygons)} polygons, {len(outside)} outside towns, {OUT.stat().st_size/1e3:.0f} kB; {TABLE.name}: {len(table)} names '
          f'({sum(v is None for v in table.values())} unresolved, {sum(v == OUTSIDE for v in table.values())} outside)')


if __name__ == '__main__':
    main()
