import 'server-only';

import { normalizePersianName, placeNameKey } from './normalize';

/**
 * Neighbourhood name variants: how a written name reaches a catalogue place. Mirrors ml/names.py rule for rule
 * (its docstring lists the rules); server/places/data/name-table.json holds every name of the shared listing
 * files with Python's answer, and resolve-name.test.ts checks that these rules give the same.
 */

export const REY_DISTRICT = 20;
const VARIANT_DEPTH = 3;
const MIN_PART = 4;
const OLD_SUFFIX = 'قدیمی';
const SIDES = ['شمالی', 'جنوبی', 'شرقی', 'غربی', 'مرکزی', 'شمال', 'جنوب', 'شرق', 'غرب'];
/** Words before a street or place name (ml/names.py PREFIX_WORDS). */
export const PREFIX_KEYS = ['بلوار', 'خیابان', 'شهرک', 'کوی', 'میدان', 'محله', 'شهید'].map((p) => placeNameKey(p));
const GENERIC = new Set(
  ['محله', 'شهرک', 'کوی', 'خیابان', 'بلوار', 'میدان', 'منطقه', 'تهران', 'شهر', 'nan', 'none', 'null', 'سایر', 'نامشخص', 'فاز'].map((w) =>
    placeNameKey(w),
  ),
);
const NEW_TOWN = placeNameKey('شهر جدید');
const REY_PLACE = placeNameKey('شهرری');
const REY_PREFIX = /^\s*(?:شهر\s*)?ری\s*[-–—:،,]\s*/u;
const REY_SUFFIX = /\s*[([]\s*(?:شهر\s*)?ری\s*[)\]]\s*$|\s+شهر\s*ری\s*$/u;
const DISTRICT_QUALIFIED = /^(.+?)\s*[([]?\s*منطقه\s*([0-9۰-۹]{1,2})\s*[)\]]?\s*$/u;
const PAREN = /\s*[([]([^)\]]*)[)\]]\s*/u;
const PAREN_ALL = /\s*[([]([^)\]]*)[)\]]\s*/gu;

/** What a written name stands for: a place id, a town outside the service area, or nothing known. */
export type NameResolution = { kind: 'place'; id: string } | { kind: 'outside' } | { kind: 'unknown' };

export interface NameLookups {
  /** key → place id: each place's own name and its base aliases (not the variants these rules found). */
  byKey: (key: string) => string | undefined;
  /** (key, district) → place id, same-name places of other districts included. */
  byKeyDistrict: (key: string, district: number) => string | undefined;
  /** A town outside the service area. */
  isOutside: (key: string) => boolean;
  /** A street, square or boulevard Divar lists for its neighbourhoods. */
  isStreet: (key: string) => boolean;
  /** The place a street stands for when the neighbourhoods that list it lie together (ml/build_places.py). */
  streetPlace: (key: string) => string | undefined;
}

class Outside extends Error {}

/** False for cells that hold no place name: empty, digits only, or a generic word («محله», «شهرک»). */
export function isPlaceName(raw: string): boolean {
  return isPlaceKey(placeNameKey(raw));
}

function isPlaceKey(k: string): boolean {
  return k !== '' && !/^\d+$/.test(k) && !GENERIC.has(k);
}

/**
 * The name's variants with their keys (k is the name's key), in the order ml/names.py tries them. The search tries
 * hundreds per name, so a variant cut from or added to the key is its own key (a key's pieces and joins are keys);
 * only the name's own spellings (a note in brackets, «… و …», «… قدیمی») are folded again.
 */
function variants(name: string, k: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const written = (v: string) => v !== '' && out.push([v, placeNameKey(v)]);
  const cut = (v: string) => v !== '' && out.push([v, v]);
  if (k.endsWith(OLD_SUFFIX) && k.length > OLD_SUFFIX.length) {
    if (name.trim().endsWith(OLD_SUFFIX)) written(name.replace(new RegExp(`\\s*${OLD_SUFFIX}\\s*$`, 'u'), ''));
    else cut(k.slice(0, -OLD_SUFFIX.length));
  }
  const m = PAREN.exec(name);
  if (m) {
    written(name.replace(PAREN_ALL, ' ').trim());
    written(m[1].trim());
  }
  if (name.includes(' و ')) for (const half of name.split(' و ')) written(half.trim());
  for (const side of SIDES) if (k.endsWith(side) && k.length - side.length >= 2) cut(k.slice(0, -side.length));
  for (const pk of PREFIX_KEYS) if (k.startsWith(pk) && k.length - pk.length >= 2) cut(k.slice(pk.length));
  if (!k.startsWith('تهران')) cut(`تهران${k}`);
  for (const pk of PREFIX_KEYS) if (!k.startsWith(pk)) cut(pk + k);
  return out.filter(([, vk]) => vk !== k);
}

/** A name key, and the same without a leading prefix word where 2 letters or more remain («خیابان نامجو» → «نامجو»). */
export function streetKeyCandidates(k: string, prefixes: readonly string[] = PREFIX_KEYS): string[] {
  return [k, ...prefixes.filter((pk) => k.startsWith(pk) && k.length - pk.length >= 2).map((pk) => k.slice(pk.length))];
}

/** The name, or the name without its prefix word («خیابان نامجو»), as a street Divar lists (rule 5). */
function streetPlace(name: string, l: NameLookups): string | undefined {
  for (const c of streetKeyCandidates(placeNameKey(name))) {
    const hit = l.streetPlace(c);
    if (hit) return hit;
  }
  return undefined;
}

function oneSide(k: string, lookup: (key: string) => string | undefined): string | undefined {
  const hits = new Set(SIDES.map((side) => lookup(k + side)).filter((h): h is string => h !== undefined));
  return hits.size === 1 ? [...hits][0] : undefined;
}

function composite(k: string, lookup: (key: string) => string | undefined): string | undefined {
  for (let n = k.length - 2; n >= MIN_PART; n--) {
    const part = k.slice(-n);
    const hit = lookup(part) ?? (part.startsWith('تهران') ? undefined : lookup(`تهران${part}`));
    if (hit) return hit;
  }
  return undefined;
}

function search(name: string, lookup: (key: string) => string | undefined, l: NameLookups, withVariants: boolean): string | undefined {
  const k = placeNameKey(name);
  if (!isPlaceKey(k)) return undefined;
  const first = lookup(k);
  if (first || !withVariants) return first;
  let frontier: Array<[string, string]> = [[name, k]];
  const seen = new Set([k]);
  for (let depth = 0; depth < VARIANT_DEPTH; depth++) {
    const next: Array<[string, string]> = [];
    for (const [n, nk] of frontier) {
      for (const [v, vk] of variants(n, nk)) {
        if (seen.has(vk) || !isPlaceKey(vk)) continue;
        seen.add(vk);
        const hit = lookup(vk);
        if (hit) return hit;
        if (l.isOutside(vk)) throw new Outside();
        next.push([v, vk]);
      }
    }
    frontier = next;
  }
  return oneSide(k, lookup) ?? (l.isStreet(k) ? undefined : composite(k, lookup));
}

/**
 * Resolve a written neighbourhood name by the rules (the caller has already tried ids, slugs and exact keys).
 *
 * `reyFallback`: a «شهر ری - X» whose X district 20 does not have is Rey itself, as ml/names.py reads the listing
 * files (a listing's «شهر ری - استخر» was learnt as Rey; those spellings are stored as Rey's variants). Off for what a
 * person types (resolvePlaceName): «شهر ری - باقرشهر» and «شهر ری - قلعه نو» are towns of their own and must not
 * become Rey silently, so there X is read on its own: a town outside the service area is outside, else unknown (the
 * refusal then offers the closest names).
 */
export function resolveNameByRules(raw: string, l: NameLookups, withVariants = true, reyFallback = true): NameResolution {
  const name = normalizePersianName(raw);
  if (!isPlaceName(name)) return { kind: 'unknown' };
  const k = placeNameKey(name);
  const direct = l.byKey(k);
  if (direct) return { kind: 'place', id: direct };
  if (k.startsWith(NEW_TOWN) || l.isOutside(k)) return { kind: 'outside' };
  try {
    let id: string | undefined;
    if (REY_PREFIX.test(name) || REY_SUFFIX.test(name)) {
      const inner = name.replace(REY_PREFIX, '').replace(REY_SUFFIX, '').trim();
      if (!reyFallback && isPlaceName(inner) && l.isOutside(placeNameKey(inner))) return { kind: 'outside' };
      id = search(inner, (x) => l.byKeyDistrict(x, REY_DISTRICT), l, withVariants);
      // «شهر ری» with no place after the separator is Rey either way
      if (!id && (reyFallback || !isPlaceName(inner))) id = l.byKeyDistrict(REY_PLACE, REY_DISTRICT);
    } else {
      const dq = DISTRICT_QUALIFIED.exec(name);
      if (dq) {
        const district = Number(placeNameKey(dq[2]));
        id = search(dq[1], (x) => l.byKeyDistrict(x, district), l, withVariants);
      } else {
        id = search(name, l.byKey, l, withVariants) ?? (withVariants ? streetPlace(name, l) : undefined);
      }
    }
    return id ? { kind: 'place', id } : { kind: 'unknown' };
  } catch (e) {
    if (e instanceof Outside) return { kind: 'outside' };
    throw e;
  }
}
