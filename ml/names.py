"""Neighbourhood name variants: how a written name reaches a catalogue place.

Mirrored rule for rule by server/places/resolve-name.ts (the runtime resolves names users type with the same
rules; build_places.py stores every listing file's name with its resolution as an alias, and
server/places/data/name-table.json holds them so a test checks that both sides agree).

A name resolves, in this order, to the first catalogue key the rules reach:
  1. the key itself (name_key: Arabic letters, digits, ZWNJ/spaces/dashes, the "تهران" suffix folded);
  2. Rey's «شهر ری - X» / «X (شهرری)» and a district-qualified «X (منطقه N)» / «X منطقه N»: X among that
     district's places only (Rey: district 20, then Rey itself);
  3. variants, breadth first, at most VARIANT_DEPTH steps: Divar's retired «… قدیمی» suffix dropped, a
     parenthetical dropped or read alone, one half of a paired name «X و Y», a side («… شمالی/جنوبی/شرقی/غربی/
     مرکزی»), a prefix word («بلوار», «خیابان», «شهرک», «کوی», «میدان», «محله», «شهید») dropped or added, and the
     «تهران» the merged crawl stripped from «تهرانپارس», «تهران‌نو», «تهرانسر», «تهران ویلا»;
  4. a street written before its neighbourhood («کوهستان سعادت آباد»): the longest known key the name ends
     with (at least MIN_PART letters, and something left over) — unless the whole name is a street Divar lists;
  5. a street, square or boulevard Divar lists («نامجو», «خیابان گلبرگ شرقی», «اجاره‌دار»), when the
     neighbourhoods that list it lie together (one district, each within STREET_KM of their centre): the one
     nearest that centre (build_places.py stores the choice: street_places). A street that crosses districts
     («دامپزشکی») resolves to none; its neighbourhoods are offered as suggestions.
A name or variant that is a town outside the service area («قیامدشت», «شهر جدید اندیشه») stops the search:
it is outside, not a Tehran place that shares a word with it. Generic words («محله», «شهرک», …), digits and
empty cells name no place.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from common import display_name, name_key

REY_DISTRICT = 20
VARIANT_DEPTH = 3
MIN_PART = 4
OLD_SUFFIX = 'قدیمی'
SIDES = ['شمالی', 'جنوبی', 'شرقی', 'غربی', 'مرکزی', 'شمال', 'جنوب', 'شرق', 'غرب']
PREFIX_WORDS = ['بلوار', 'خیابان', 'شهرک', 'کوی', 'میدان', 'محله', 'شهید']
# Words that name no particular place (the merged crawl has 571 rows of «محله», 107 of «شهرک»).
GENERIC = {name_key(w) for w in ['محله', 'شهرک', 'کوی', 'خیابان', 'بلوار', 'میدان', 'منطقه', 'تهران', 'شهر', 'nan', 'none',
                                  'null', 'سایر', 'نامشخص', 'فاز']}
REY_PREFIX = re.compile(r'^\s*(?:شهر\s*)?ری\s*[-–—:،,]\s*')
REY_SUFFIX = re.compile(r'\s*[(\[]\s*(?:شهر\s*)?ری\s*[)\]]\s*$|\s+شهر\s*ری\s*$')
DISTRICT_QUALIFIED = re.compile(r'^(.+?)\s*[(\[]?\s*منطقه\s*([0-9۰-۹]{1,2})\s*[)\]]?\s*$')
PAREN = re.compile(r'\s*[(\[]([^)\]]*)[)\]]\s*')

# Step 5: the neighbourhoods listing a street all within this distance of their centre.
STREET_KM = 1.5

NEW_TOWN = name_key('شهر جدید')
OUTSIDE = 'outside'  # what resolve_name answers for a town outside the service area

# key → place id (every place's own name and aliases) and (key, district) → place id (homonyms too)
ByKey = Callable[[str], 'str | None']
ByKeyDistrict = Callable[[str, int], 'str | None']
IsKey = Callable[[str], bool]


class _Outside(Exception):
    pass


def is_place_name(raw: object) -> bool:
    """False for cells that hold no place name: empty, digits only, or a generic word."""
    k = name_key(str(raw))
    return bool(k) and not k.isdigit() and k not in GENERIC


def _variants(name: str) -> list[str]:
    """One step of variants of a display name (or a key: the merged crawl wrote names without spaces)."""
    out: list[str] = []
    k = name_key(name)
    if k.endswith(OLD_SUFFIX) and len(k) > len(OLD_SUFFIX):
        out.append(re.sub(r'\s*' + OLD_SUFFIX + r'\s*$', '', name) if name.strip().endswith(OLD_SUFFIX) else k[:-len(OLD_SUFFIX)])
    m = PAREN.search(name)
    if m:
        out.append(PAREN.sub(' ', name).strip())
        out.append(m.group(1).strip())
    if ' و ' in name:
        out.extend(h.strip() for h in name.split(' و ') if h.strip())
    for side in SIDES:
        if k.endswith(side) and len(k) - len(side) >= 2:
            out.append(k[:-len(side)])
    prefixes = [name_key(p) for p in PREFIX_WORDS]
    out.extend(k[len(pk):] for pk in prefixes if k.startswith(pk) and len(k) - len(pk) >= 2)
    if not k.startswith('تهران'):
        out.append('تهران' + k)
    out.extend(pk + k for pk in prefixes if not k.startswith(pk))
    return [v for v in out if v and name_key(v) != k]


def resolve_name(raw: object, by_key: ByKey, by_key_district: ByKeyDistrict, variants: bool = True,
                 outside: IsKey = lambda k: False, street: IsKey = lambda k: False,
                 street_place: ByKey = lambda k: None) -> str | None:
    """The place id a written name stands for, OUTSIDE for a town outside the service area, or None (unknown; see
    the module docstring for the rules).

    outside(key): a town outside the service area; street(key): a street Divar lists; street_place(key): the
    place a street whose neighbourhoods lie together stands for (step 5). variants=False stops after
    the qualified forms (steps 1–2): a polygon label that is not yet a place becomes one rather than being read as
    a side or a street of another.
    """
    name = display_name(str(raw))
    if not is_place_name(name):
        return None
    k = name_key(name)
    hit = by_key(k)
    if hit:
        return hit
    if k.startswith(NEW_TOWN) or outside(k):
        return OUTSIDE
    try:
        rey = REY_PREFIX.match(name) or REY_SUFFIX.search(name)
        if rey:
            inner = REY_SUFFIX.sub('', REY_PREFIX.sub('', name)).strip()
            return (_search(inner, lambda x: by_key_district(x, REY_DISTRICT), variants, outside, street)
                    or by_key_district(name_key('شهرری'), REY_DISTRICT))
        dq = DISTRICT_QUALIFIED.match(name)
        if dq:
            district = int(name_key(dq.group(2)))
            return _search(dq.group(1), lambda x: by_key_district(x, district), variants, outside, street)
        return _search(name, by_key, variants, outside, street) or (_street_place(name, street_place) if variants else None)
    except _Outside:
        return OUTSIDE


def _search(name: str, lookup: ByKey, variants: bool, outside: IsKey, street: IsKey) -> str | None:
    if not is_place_name(name):
        return None
    hit = lookup(name_key(name))
    if hit or not variants:
        return hit
    frontier = [name]
    seen = {name_key(name)}
    for _ in range(VARIANT_DEPTH):
        nxt: list[str] = []
        for n in frontier:
            for v in _variants(n):
                vk = name_key(v)
                if vk in seen or not is_place_name(v):
                    continue
                seen.add(vk)
                hit = lookup(vk)
                if hit:
                    return hit
                if outside(vk):
                    raise _Outside
                nxt.append(v)
        frontier = nxt
    k = name_key(name)
    return _one_side(k, lookup) or (None if street(k) else _composite(k, lookup))


def _street_place(name: str, street_place: ByKey) -> str | None:
    """Step 5: the name, or the name without its prefix word («خیابان نامجو»), as a street Divar lists."""
    k = name_key(name)
    prefixes = [name_key(p) for p in PREFIX_WORDS]
    for c in [k, *(k[len(pk):] for pk in prefixes if k.startswith(pk) and len(k) - len(pk) >= 2)]:
        hit = street_place(c)
        if hit:
            return hit
    return None


def _one_side(k: str, lookup: ByKey) -> str | None:
    """«شهرک گلستان» when the catalogue has only one side of it («شهرک گلستان غربی»)."""
    hits = {h for h in (lookup(k + side) for side in SIDES) if h}
    return next(iter(hits)) if len(hits) == 1 else None


def _composite(k: str, lookup: ByKey) -> str | None:
    """A street before its neighbourhood: the longest known key the name ends with (also with the «تهران» the
    merged crawl stripped)."""
    for n in range(len(k) - 2, MIN_PART - 1, -1):
        part = k[-n:]
        hit = lookup(part) or (None if part.startswith('تهران') else lookup('تهران' + part))
        if hit:
            return hit
    return None
