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
from geo import district_of, haversine_km, load_districts, simplify  # noqa: E402
from slug_aliases import NAME_ALIASES  # noqa: E402

OUT = REPO / 'server' / 'places' / 'data' / 'places.json'
# Prefixes that data sources add or drop ("شهرک صدرا" vs "صدرا"); used only as a last-resort alias rule.
PREFIXES = ['شهرک', 'کوی', 'شهید', 'میدان', 'خیابان', 'بلوار', 'محله']
# Cities of the country list that are inside Tehran's 22 districts: never reported as outside the service area.
INSIDE_TEHRAN = {'تهران', 'ری', 'تجریش'}
# Name variants of the listing files (variant_target).
REY_PREFIX = re.compile(r'^\s*شهر\s*ری\s*[-–،,]\s*')
PAREN = re.compile(r'\s*\([^)]*\)\s*')
DISTRICT_QUALIFIED = re.compile(r'^(.+?)\s*\(منطقه\s*([0-9۰-۹]+)\)$')
REY_DISTRICT = 20
# Same-name centres at least this far apart, in different districts, are different places.
HOMONYM_KM = 3.0


def variant_target(raw: str, by_key: dict, by_key_district: dict, entries: list) -> str | None:
    """The entry a listing file's name variant stands for, or None.

    Three spellings the files use for catalogue places: a parenthetical note («صفائیه (چشمه علی)», «امام سجاد(ع)»,
    «شهرک والفجر (منطقه ۶)»), Rey's «شهر ری - X» (matched only among district 20's places, so «شهر ری - اقدسیه»
    never lands on district 1's Aqdasieh), and one half of a paired name («شیان» for «شیان و لویزان»).
    """
    rey = REY_PREFIX.match(raw) is not None
    base = name_key(PAREN.sub(' ', REY_PREFIX.sub('', raw)))
    if not base:
        return None
    if rey:
        e = by_key_district.get((base, REY_DISTRICT))
        return e['id'] if e else None
    if base != name_key(raw):
        e = by_key.get(base)
        return e['id'] if e else None
    paired = [e for e in entries if not e['homonym_of'] and ' و ' in e['name_fa']]
    halves = [e for e in paired if base in {name_key(h) for h in e['name_fa'].split(' و ')}]
    if len(halves) == 1:
        return halves[0]['id']
    # The pair the other way round («لویزان و شیان» for «شیان و لویزان»).
    swapped = [e for e in paired if base == name_key(' و '.join(reversed(e['name_fa'].split(' و '))))]
    if len(swapped) == 1:
        return swapped[0]['id']
    # A catalogue name's parenthetical left out («چیتگر جنوبی» for «چیتگر جنوبی (شهرک 22 بهمن)»).
    bare = [e for e in entries if not e['homonym_of'] and PAREN.search(e['name_fa']) and name_key(PAREN.sub(' ', e['name_fa'])) == base]
    if len(bare) == 1:
        return bare[0]['id']
    e = by_key.get(name_key(NAME_ALIASES.get(base, '')))
    if e:
        return e['id']
    # A side of a place («وردآورد شمالی», «بلوار فردوس غرب») is not read as the whole place: with their merged-crawl
    # rows in training, reserved-like PPE10 fell from 60.2 % to 60.0 % (ml/README.md).
    return None


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
        d = district_at(lat, lng, hint)
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
    ids = [e['id'] for e in entries]
    assert len(ids) == len(set(ids)), 'neighbourhood ids must be unique'

    # Aliases: every name key seen in the listing files that resolves to an entry.
    by_key = {e['key']: e for e in entries if not e['homonym_of']}
    by_key_district = {(e['key'], e['district']): e for e in entries}
    aliases: dict[str, str] = {e['key']: e['id'] for e in by_key.values()}
    aliases.update(merged)
    data_names = pd.concat([
        load_csv('tehran_sale_listings_1401/divar_sale_cleaned_1401.csv.gz').district,
        load_csv('tehran_sale_listings_1401/merged_sale_1401.csv.gz').neighbour_hood,
        load_csv('tehran_rent_divar_1399_1400/tehran_rent_listings.csv.gz').neighborhood,
    ]).astype(str).unique()
    for raw in data_names:
        k = name_key(raw)
        if k in aliases:
            continue
        target = variant_target(raw, by_key, by_key_district, entries)
        if target:
            aliases[k] = target
            continue
        for p in PREFIXES:
            if k.startswith(p) and k[len(p):] in by_key:
                aliases[k] = by_key[k[len(p):]]['id']
                break
            if (p + k) in by_key:
                aliases[k] = by_key[p + k]['id']
                break
    for e in entries:
        e['aliases'] = sorted(a for a, i in aliases.items() if i == e['id'] and a != e['key'])

    # Towns outside the service area (پردیس, پرند, شهریار, …) by name, so a user who types one is told so plainly
    # instead of "unknown neighbourhood". Names that are also Tehran neighbourhoods stay neighbourhoods.
    cities = load_csv('iran_provinces_cities/iran_cities_with_coords.csv')
    outside: dict[str, str] = {}
    inside_keys = {name_key(t) for t in INSIDE_TEHRAN}
    for name in [*cities.name_fa.astype(str), *outside_places.values()]:
        k = name_key(name)
        if k and k not in aliases and k not in inside_keys:
            outside.setdefault(k, display_name(name))

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
        'neighbourhoods': [{k: e[k] for k in ('id', 'name_fa', 'slug', 'district', 'lat', 'lng', 'source', 'aliases', 'homonym_of')
                            if k != 'homonym_of' or e[k]} for e in entries],
        'outside_towns': dict(sorted(outside.items())),
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(doc, ensure_ascii=False, separators=(',', ':')), encoding='utf-8')
    print(f'wrote {OUT} : {len(out_d)} districts, {len(entries)} neighbourhoods, {len(aliases)} name keys, '
          f'{len(outside)} outside towns, {OUT.stat().st_size/1e3:.0f} kB')


if __name__ == '__main__':
    main()
