import 'server-only';

import type { ChatIntent } from '@/lib/contracts/chatbot';
import { fromFinglish } from './finglish';
import { asksForAgent, asksOwnCredits, detectIntent, refersToOtherPlace } from './intent';
import { normalizeText, tokenize } from './normalize';
import { numeralize } from './numbers';
import { findPlaces, type LandmarkMention, nameTokens, type OutsideMention, type PlaceMention } from './places';
import { getNeighbourhoodExact } from '@/server/places/catalogue';
import { findRegions, type RegionMention } from './regions';
import { correctWord } from './typos';
import { extractSlots, type ExtractedSlots, type UnassignedMoney } from './slots';

export interface Understanding {
  intent: ChatIntent;
  slots: ExtractedSlots;
  places: PlaceMention[];
  outside: OutsideMention[];
  /** «نزدیک دانشگاه شهید بهشتی»: landmarks named that are no catalogue place (the dialogue asks which neighbourhood) */
  landmarks: LandmarkMention[];
  unassignedMoney: UnassignedMoney[];
  /** «شمال شهر», «غرب تهران»: the part of the city said last (negated: «نه شمال شهر»), read as its districts */
  region: RegionMention | null;
  /** «غرب ارزونتره یا شرق تهران؟»: every part said and not taken back, in order, each once */
  regions: RegionMention['region'][];
  /** A service question about the asker's own balance («چند اعتبار دارم؟»): answered with it first. */
  ownCredits: boolean;
  /** «اون یکی چی؟»: the other place of the conversation pointed at, no place named (the dialogue knows which). */
  otherPlace: boolean;
  /** the normalised text with number words as digits (what the rules read) */
  text: string;
}

/**
 * Normalising drops punctuation, but a comma after «نه» tells «تو پونک نه، تو شهران» (not پونک) from «تو ونک، نه تو
 * پونک» (not پونک either): such a «نه» is marked with a token that survives normalising and is taken out after.
 */
const CLOSING_MARK = '§';
const CLOSING_NO = /(?<=^|[\s\u200c،,؛;.!؟?])نه\s*[،,؛;.!؟?]/gu;

/** One message → intent, slots and places (no dialogue context: the dialogue manager merges these). */
export function understand(message: string, now = new Date()): Understanding {
  const normalised = normalizeText(message.replace(CLOSING_NO, `نه ${CLOSING_MARK} `));
  // A word that is itself a place name, or part of one said whole («دانشگاه خواجه نصیر»), is never "corrected" into a
  // cue word («خوابه»): the places are read before the typos.
  const raw = fromFinglish(tokenize(normalised));
  const names = nameTokens(raw);
  const marked = raw.map((w, i) => (names.has(i) || getNeighbourhoodExact(w) ? w : correctWord(w)));
  const tokens: string[] = [];
  const closingNo = new Set<number>();
  for (const w of marked) {
    if (w === CLOSING_MARK) closingNo.add(tokens.length - 1);
    else tokens.push(w);
  }
  // «شمال شهر» is a part of the city, not «شمال» (the Caspian provinces) nor a word to read a place in.
  const regions = findRegions(tokens, closingNo);
  const inRegion = (i: number) => regions.some((r) => i >= r.start && i < r.end);
  const placeTokens = tokens.map((t, i) => (inRegion(i) ? '،' : t));
  const { places, outside, landmarks } = findPlaces(placeTokens, closingNo);
  const region = regions.at(-1) ?? null;
  const regionsSaid = [...new Set(regions.filter((r) => !r.negated).map((r) => r.region))];
  // Place names are taken out before numbers and slots are read, so «سی متری جی» or «۱۳ آبان» are not areas or dates.
  const rest = placeTokens.map((t, i) => ([...places, ...outside, ...landmarks].some((p) => i >= p.start && i < p.end) ? '،' : t));
  const text = numeralize(rest.filter((t, i) => t !== '،' || rest[i - 1] !== '،')).join(' ');
  const plain = text.replace(/،/g, ' ').replace(/\s+/g, ' ');
  const ownCredits = asksOwnCredits(plain);
  const { slots, unassignedMoney } = extractSlots(plain, now);
  // A place pointed at («اون یکی») is read as a place named, so «اون یکی برای زندگی چطوره؟» asks about living there.
  const otherPlace = places.length === 0 && refersToOtherPlace(plain);
  const intent = detectIntent({
    text: plain,
    ownCredits,
    slots,
    places: places.filter((p) => p.type === 'neighbourhood').length + places.filter((p) => p.type === 'district').length + (otherPlace ? 1 : 0),
    certainPlaces: places.filter((p) => p.type === 'district' || !p.fuzzy).length,
    hasDistrict: places.some((p) => p.type === 'district'),
    unassignedMoney: unassignedMoney.length,
    outsideTown: outside.length > 0,
    landmarks: landmarks.length,
    region: region === null ? 'none' : region.negated ? 'negated' : 'said',
    regions: regionsSaid.length,
    university: tokens.some((t) => /^(?:دانشگاه|دانشکده)/u.test(t)),
  });
  // Off-topic, greetings and thanks carry no details («بهترین گوشی زیر ۲۰ میلیون» has no budget for a home); a
  // landmark is kept («خونه نزدیک پارک ملت»: the dialogue asks which neighbourhood when a home is spoken of).
  if (intent === 'out_of_scope' || intent === 'greeting' || intent === 'thanks') {
    // An agent asked for in a place («بنگاه خوب تو پونک»): the place stays, for what can be asked of it instead.
    const kept = intent === 'out_of_scope' && asksForAgent(plain) ? places : [];
    // A town outside Tehran stays off-topic too («زمین تو لواسان»), so the decline can name it.
    return { intent, slots: {}, places: kept, outside: intent === 'out_of_scope' ? outside : [], landmarks, unassignedMoney: [], region: null, regions: [], ownCredits: false, otherPlace: false, text };
  }
  return { intent, slots, places, outside, landmarks, unassignedMoney, region, regions: regionsSaid, ownCredits: intent === 'service_info' && ownCredits, otherPlace, text };
}
