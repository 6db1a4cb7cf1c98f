import 'server-only';

import { environmentData } from '@/server/environment/environment-data';
import { lookupPoint } from '@/server/places/catalogue';
import { placeNameKey } from '@/server/places/normalize';
import type { Neighbourhood } from '@/server/places/types';

// Hospitals and universities named after their landmark word («نزدیک بیمارستان میلاد», «اتاق دانشجویی نزدیک دانشگاه
// امیرکبیر»): the environment engine's points of interest (server/environment, the ones its criteria count), placed
// in the neighbourhood polygon holding the pin, as a metro station is (stations.ts). Before, such a name was set
// aside and the dialogue asked which neighbourhood, though the data knew where it was.

const KIND_OF_WORD: Record<string, 'hospital' | 'university'> = { بیمارستان: 'hospital', دانشگاه: 'university' };

/** Titles people drop or glue on («بیمارستان دکتر شریعتی», the data's «دکترشریعتی»). */
const TITLES = ['دکتر', 'شهید', 'آیت الله', 'آیت‌الله', 'حضرت'].map((t) => placeNameKey(t));

function keyOf(words: string): string {
  let key = placeNameKey(words);
  for (const title of TITLES) if (key.startsWith(title) && key.length > title.length + 2) key = key.slice(title.length);
  return key;
}

interface PoiEntry {
  name: string;
  lat: number;
  lng: number;
  /** the name after its kind word, folded («میلاد»); a name not opening with it keeps every word */
  key: string;
}

const entries = new Map<string, PoiEntry[]>();

function poisOf(kind: 'hospital' | 'university'): PoiEntry[] {
  let list = entries.get(kind);
  if (list) return list;
  const word = kind === 'hospital' ? 'بیمارستان' : 'دانشگاه';
  list = (environmentData().pois[kind]?.points ?? []).map(({ lat, lng, name }) => {
    const rest = name.startsWith(`${word} `) ? name.slice(word.length + 1) : name;
    return { name: name.replace(/\u200c$/u, '').trim(), lat, lng, key: keyOf(rest) };
  });
  entries.set(kind, list);
  return list;
}

export interface PoiPlace {
  /** the point's name in the data («بیمارستان میلاد») */
  name: string;
  neighbourhood: Neighbourhood;
}

/**
 * The hospital or university named by `landmarkWord` and the words after it, and the neighbourhood its pin lies in.
 * Only one point may answer: the one named exactly, else the one whose name ends with the words said («بیمارستان
 * شریعتی» for «بیمارستان قلب دکترشریعتی»). Names several points share («دانشگاه آزاد», a branch in every part of
 * the city) or a pin outside Tehran's neighbourhoods give null, and the landmark is set aside as before.
 */
export function poiPlace(landmarkWord: string, words: readonly string[]): PoiPlace | null {
  const kind = KIND_OF_WORD[landmarkWord];
  if (!kind || words.length === 0) return null;
  const said = keyOf(words.join(' '));
  if (said.length < 3) return null;
  const pois = poisOf(kind);
  const exact = pois.filter((p) => p.key === said);
  // Another point whose name goes on after the words said («دانشگاه آزاد» and «دانشگاه آزاد ساختمان مرکزی …»):
  // the words do not say which.
  const longer = pois.filter((p) => p.key !== said && p.key.startsWith(said));
  const ending = pois.filter((p) => p.key !== said && p.key.endsWith(said));
  const hit = exact.length === 1 && longer.length === 0 ? exact[0] : exact.length === 0 && longer.length === 0 && ending.length === 1 ? ending[0] : null;
  if (!hit) return null;
  try {
    const { neighbourhood } = lookupPoint(hit.lat, hit.lng);
    return neighbourhood ? { name: hit.name, neighbourhood } : null;
  } catch {
    return null; // outside the service area
  }
}
