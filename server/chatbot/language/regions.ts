import 'server-only';

import { getNeighbourhoodExact } from '@/server/places/catalogue';

// «شمال شهر», «جنوب تهران», «غرب تهرون», «بالا شهر»: the loose parts of the city people search in, found in a
// message. Which districts each part is read as is the tools' table (tools/regions.ts), so every district number
// a reply says comes from a tool.

export type RegionId = 'north' | 'south' | 'east' | 'west' | 'centre' | 'north_west' | 'north_east' | 'south_west' | 'south_east';

export interface RegionMention {
  region: RegionId;
  start: number;
  end: number;
  /** «نه شمال شهر», «شمال شهر نه»: the part taken back */
  negated: boolean;
}

const SIDES: Record<string, RegionId> = { شمال: 'north', جنوب: 'south', شرق: 'east', غرب: 'west', مرکز: 'centre', وسط: 'centre' };
const CORNERS: Record<string, RegionId> = { 'شمال غرب': 'north_west', 'شمال شرق': 'north_east', 'جنوب غرب': 'south_west', 'جنوب شرق': 'south_east' };
/** The city said after the side: «شمال شهر», «غرب تهران», «شرق تهرون». */
const CITY = new Set(['شهر', 'تهران', 'تهرون']);
/** «بالا شهر», «پایین شهر»: north and south as Tehranis say them (the city climbs to the mountains). */
const UP_DOWN: Record<string, RegionId> = { بالا: 'north', بالای: 'north', بالاشهر: 'north', پایین: 'south', پائین: 'south', پایینشهر: 'south' };

/**
 * The parts of the city said in a message (normalised words, before places are read). A side word needs the city
 * after it: «شمال» alone is the Caspian provinces (a place outside Tehran), and «شهرک غرب» or «ترمینال غرب» are
 * neighbourhoods, whose side word is no part of the city.
 */
export function findRegions(tokens: readonly string[], closingNo: ReadonlySet<number> = new Set()): RegionMention[] {
  const out: RegionMention[] = [];
  const negated = (start: number, end: number) => (tokens[start - 1] === 'نه' && !closingNo.has(start - 1)) || tokens[end] === 'نه';
  const push = (region: RegionId, start: number, end: number) => out.push({ region, start, end, negated: negated(start, end) });
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i];
    if (w === 'بالاشهر' || w === 'پایینشهر') {
      push(UP_DOWN[w], i, i + 1);
      continue;
    }
    if (UP_DOWN[w] && tokens[i + 1] === 'شهر') {
      push(UP_DOWN[w], i, i + 2);
      i++;
      continue;
    }
    const corner = CORNERS[`${w} ${tokens[i + 1] ?? ''}`];
    if (corner && CITY.has(tokens[i + 2] ?? '')) {
      push(corner, i, i + 3);
      i += 2;
      continue;
    }
    const side = SIDES[w];
    if (!side || !CITY.has(tokens[i + 1] ?? '')) continue;
    // «شهرک غرب تهران»: the side word ends a neighbourhood's name.
    if (i > 0 && getNeighbourhoodExact(`${tokens[i - 1]} ${w}`)) continue;
    push(side, i, i + 2);
    i++;
  }
  // «غرب ارزونتره یا شرق تهران؟»: a bare side word set against a part said in full («یا», «و» between) is a part too;
  // alone it stays «شمال», the Caspian provinces.
  const joined = (from: number, to: number) => tokens.slice(from, to).some((t) => t === 'یا' || t === 'و');
  for (let i = 0; i < tokens.length; i++) {
    const side = SIDES[tokens[i]];
    if (!side || side === 'centre' || out.some((r) => i >= r.start && i < r.end)) continue;
    if (i > 0 && getNeighbourhoodExact(`${tokens[i - 1]} ${tokens[i]}`)) continue;
    const paired = out.some((r) => !r.negated && r.region !== side && ((r.start > i && r.start - i <= 4 && joined(i + 1, r.start)) || (r.end <= i && i - r.end <= 3 && joined(r.end, i))));
    if (paired) out.push({ region: side, start: i, end: i + 1, negated: negated(i, i + 1) });
  }
  // «بازدهی اجاره کجا بالاتره، شرق یا غرب؟»: two bare sides set one against the other with «یا» are both parts of the
  // city, none said in full (each alone would stay a word: «شمال» the Caspian provinces).
  for (let i = 0; i + 2 < tokens.length; i++) {
    const a = SIDES[tokens[i]];
    const b = SIDES[tokens[i + 2]];
    if (!a || !b || a === b || a === 'centre' || b === 'centre' || tokens[i + 1] !== 'یا') continue;
    if (out.some((r) => (i >= r.start && i < r.end) || (i + 2 >= r.start && i + 2 < r.end))) continue;
    if ((i > 0 && getNeighbourhoodExact(`${tokens[i - 1]} ${tokens[i]}`)) || getNeighbourhoodExact(`${tokens[i + 2]} ${tokens[i + 3] ?? ''}`)) continue;
    out.push({ region: a, start: i, end: i + 1, negated: negated(i, i + 1) }, { region: b, start: i + 2, end: i + 3, negated: negated(i + 2, i + 3) });
  }
  return out.sort((a, b) => a.start - b.start);
}
