import 'server-only';

import { environmentData } from '@/server/environment/environment-data';
import { getNeighbourhoodExact, haversineKm, lookupPoint } from '@/server/places/catalogue';
import { placeNameKey } from '@/server/places/normalize';
import type { Neighbourhood } from '@/server/places/types';

// Metro stations named in a message («مترو شریعتی», «ایستگاه شهید بهشتی», «نزدیک مترو صادقیه»): the station's pin
// placed in the neighbourhood polygon holding it (server/places lookupPoint, as any map pin is), never a namesake
// elsewhere in the catalogue («شهید بهشتی» in Rey for the station in Niloufar). The stations are the environment
// engine's (server/environment, the operating ones of /work/shared/data/tehran_metro_stations).

/** Words that say a station's name follows. */
export const STATION_CUES = new Set(['مترو', 'متروی', 'ایستگاه', 'ایستگاهِ']);

/** Titles people drop when they name a station («دکتر شریعتی» → «شریعتی», «آیت‌الله کاشانی» → «کاشانی»). */
const TITLES = ['شهید', 'شهدای', 'دکتر', 'آیت الله', 'آیت‌الله', 'آیتالله', 'میدان', 'حضرت'];

const TITLE_KEYS = new Set(TITLES.map((t) => placeNameKey(t)));

/**
 * A catalogue neighbourhood of the very name said counts as the station's own when its centre is this close to the
 * station (صادقیه, تجریش, شهرک شریعتی: the station is named after the place it serves). Of the 70 stations whose
 * name, or a form of it, is a catalogue name, the own ones lie within 4 km (امام خمینی 4.0 km, the big چیتگر 5.9)
 * and the namesakes 11 km or more away (جهاد, شهدا, شهرک شریعتی for «شریعتی», شهید بهشتی in Rey at 16 km).
 */
const OWN_NAME_KM = 6;

interface StationEntry {
  name: string;
  lat: number;
  lng: number;
  /** the Persian names it goes by («تهران (صادقیه)» → «تهران», «صادقیه»): its own place may bear one */
  names: string[];
}

/** Latin titles people drop («Doctor Shariati» → «shariati»). */
const LATIN_TITLES = new Set(['doctor', 'dr', 'shahid', 'meydan', 'ayatollah', 'shohada', 'hazrat']);

/**
 * A Latin spelling folded so the usual variants meet: «Sadeghiyeh», «sadeghieh», «sadeghie» and «sadeqiye» are one
 * key, as are «Shariaty» and «shariati» (ezafe «-e», doubled letters, «gh»/«q», «ou»/«oo»/«u», a final «y»/«eh»).
 */
export function latinKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/-(?:e|ye)(?=\s|$|-)/g, '')
    .replace(/[^a-z]/g, '')
    .replace(/iy/g, 'i')
    .replace(/y$/, 'i')
    .replace(/eh$/, 'e')
    .replace(/gh/g, 'q')
    .replace(/ou|oo/g, 'u')
    .replace(/(.)\1+/g, '$1');
}

function latinForms(id: string): string[] {
  const inner = /\(([^)]+)\)/.exec(id)?.[1];
  const outer = id.replace(/\([^)]*\)/g, ' ').trim();
  const out: string[] = [];
  for (const base of [outer, ...(inner ? [inner] : [])]) {
    out.push(base);
    const words = base.toLowerCase().replace(/-(?:e|ye)(?=\s|$|-)/g, '').split(/[\s-]+/).filter(Boolean);
    if (words.length >= 2 && LATIN_TITLES.has(words[0])) out.push(words.slice(1).join(' '));
  }
  return out.filter((f) => latinKey(f) !== 'tehran');
}

let index: Map<string, StationEntry> | null = null;

/** Station names by name key: the full name and the forms people say; a form two stations share names neither. */
function stationIndex(): Map<string, StationEntry> {
  if (index) return index;
  const full = new Map<string, StationEntry>();
  const short = new Map<string, StationEntry | null>();
  for (const s of environmentData().stations) {
    const inner = /\(([^)]+)\)/u.exec(s.name_fa)?.[1];
    const outer = s.name_fa.replace(/\([^)]*\)/gu, ' ').replace(/\s+/g, ' ').trim();
    const entry: StationEntry = { name: s.name_fa, lat: s.lat, lng: s.lng, names: [outer, ...(inner ? [inner] : [])] };
    // «metro sadeghieh», «metro shariati»: the data's Latin name (the station's id), folded.
    for (const form of latinForms(s.id)) {
      const key = `latin:${latinKey(form)}`;
      const seen = short.get(key);
      short.set(key, seen === undefined || seen?.name === entry.name ? entry : null);
    }
    full.set(placeNameKey(outer), entry);
    // «تهران (صادقیه)» is said «صادقیه»; «تهران» alone is the city.
    const forms = inner ? [inner] : [];
    for (const base of [outer, ...(inner ? [inner] : [])]) {
      const untitled = TITLES.filter((title) => base.startsWith(`${title} `)).map((title) => base.slice(title.length + 1));
      forms.push(...untitled);
      // «میدان انقلاب اسلامی» is said «انقلاب» or «میدان انقلاب».
      for (const form of [base, ...untitled]) if (form.endsWith(' اسلامی')) forms.push(form.slice(0, -' اسلامی'.length));
      // «مصلی امام خمینی» is said «مصلی», «خواجه عبدالله انصاری» «خواجه عبدالله»: a name's first word or two (kept
      // only when no other station's name begins so: «دانشگاه», «شهرک», «پایانه» name none).
      for (const form of [base, ...untitled]) {
        const words = form.split(' ');
        // Not a title alone («آیت‌الله» is no station's name: «آیت الله کاشانی» is the closed Kashani station).
        if (TITLE_KEYS.has(placeNameKey(words[0])) || words[0] === 'آیت') continue;
        if (words.length >= 2 && words[0].length >= 3) forms.push(words[0]);
        if (words.length >= 3) forms.push(words.slice(0, 2).join(' '));
      }
    }
    for (const form of forms) {
      const key = placeNameKey(form);
      if (key.length < 2 || key === placeNameKey('تهران')) continue;
      const seen = short.get(key);
      short.set(key, seen === undefined || seen?.name === entry.name ? entry : null);
    }
  }
  index = new Map(full);
  for (const [key, entry] of short) if (entry && !index.has(key)) index.set(key, entry);
  return index;
}

/** «دکتر شریعتی», «شهید بهشتی»: the words name a station (one of the forms people say). */
export const isStationName = (span: string) => stationIndex().has(placeNameKey(span));

export interface StationPlace {
  /** the station's name in the data («دکتر شریعتی») */
  station: string;
  neighbourhood: Neighbourhood;
  /** how many tokens after the cue the station's name took */
  length: number;
  /** the neighbourhood is the one the station is named after («تجریش»): nothing to explain */
  own: boolean;
}

/**
 * The station named by the words from `start` on (after a cue word), and the neighbourhood it lies in; null when the
 * words name no station, or the station lies outside Tehran's neighbourhoods (Karaj, the airport).
 */
export function stationAt(tokens: readonly string[], start: number): StationPlace | null {
  const stations = stationIndex();
  for (let len = 4; len >= 1; len--) {
    if (start + len > tokens.length) continue;
    const said = tokens.slice(start, start + len).join(' ');
    const latin = /^[a-z\s-]+$/i.test(said);
    const s = stations.get(latin ? `latin:${latinKey(said)}` : placeNameKey(said));
    if (!s) continue;
    let pinned: Neighbourhood | null = null;
    try {
      pinned = lookupPoint(s.lat, s.lng).neighbourhood;
    } catch {
      pinned = null; // outside the service area
    }
    // «مترو انقلاب»: the pin's «میدان انقلاب» holds the name said; it is the place, not the catalogue's «انقلاب» nearby.
    if (pinned && pinned.name_fa.split(' ').includes(said)) return { station: s.name, neighbourhood: pinned, length: len, own: true };
    // Said in Latin letters, the station's own place is sought by its Persian names («sadeghieh» → «صادقیه»).
    for (const name of latin ? s.names : [said]) {
      const own = getNeighbourhoodExact(name);
      if (own && haversineKm(own.lat, own.lng, s.lat, s.lng) <= OWN_NAME_KM) return { station: s.name, neighbourhood: own, length: len, own: true };
    }
    return pinned ? { station: s.name, neighbourhood: pinned, length: len, own: false } : null;
  }
  return null;
}
