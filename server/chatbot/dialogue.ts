import 'server-only';

import type { ChatIntent, ChatReply, MarketCard } from '@/lib/contracts/chatbot';
import { CHAT_GREETING, CHAT_STARTER_SUGGESTIONS } from '@/lib/contracts/chatbot-constants';
import { PROPERTY_RANGES } from '@/lib/contracts/valuation';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatPercent } from '@/lib/fa/number';
import { jalaliYear } from '@/lib/fa/jalali';
import { formatJalaliMonth } from '@/lib/fa/jalali-month';
import { getNeighbourhood, getNeighbourhoodExact, listNeighbourhoods, PLACE_SEARCH_SCORE, PLACE_SEARCH_STEP, searchPlaces } from '@/server/places/catalogue';
import type { Neighbourhood } from '@/server/places/types';
import {
  amenityFollowUp,
  cheapOrDearLine,
  money,
  type Asker,
  busiestNeighbourhoods,
  compareAnswer,
  districtInfoAnswer,
  districtsCompareAnswer,
  districtMarketAnswer,
  districtRentAnswer,
  type Frame,
  neighbourhoodAnswer,
  nearbyWithFigures,
  neighbourhoodMarketAnswer,
  regionMarketAnswer,
  neighbourhoodRentMarketAnswer,
  neighbourhoodTrendAnswer,
  yearAgoAnswer,
  type CompareKind,
  type NeighbourhoodTopic,
  ownCreditsLine,
  unmeasuredOpening,
  reply,
  suggestionAnswer,
  tehranAnswer,
  valuationAnswer,
  valuationCard,
  VISITOR,
} from './answers';
import { assignMoney } from './language/money-roles';
import { asksBestPlace, asksCheapOrDear, asksCityLevel, asksExtremePlace, asksForAgent, asksForecast, asksLastYear, asksNeighbourhoodList, asksSomething, asksTrend, asksWhichOfPair, asksYield, buysToLet, mentionsBank, cheaperOrDearer, mentionsBuying, mentionsInvesting, mentionsRent, TEHRAN_ITSELF } from './language/intent';
import { compareYieldLine, districtsYieldAnswer, neighbourhoodYieldAnswer, NO_BANK_RATE, partsYieldAnswer, rankedYieldAnswer, tehranBudgetYieldAnswer } from './rent-yield-answers';
import { normalizeText } from './language/normalize';
import { placeWords } from './language/places';
import type { RegionId } from './language/regions';
import { districtsWords, regionDistricts, regionWords } from './tools/regions';
import { jalaliBuildYear } from './language/slots';
import { understand, type Understanding } from './language/understand';
import type { ChatCatalogue } from './tools/catalogue';
import { amenityShare, hasListings, marketFigures, marketPriceDate, rankedPlaces, typicalAreaFor } from './tools/market';
import { depositOrRentLines, plansCard, PROCEDURE_NEXT, PROCEDURE_START, procedureOf, SERVICE_GIVEN, serviceInfo, serviceSteps, serviceTopic, stepsGiven, type ServiceProcedure, type ServiceTopic } from './tools/service-info';
import { persianList } from '@/lib/fa/list';

// The dialogue manager: one frame per chat (the task, its details and the places named), stored with the chat.
// Each task has the details it needs before it can answer; the first one missing is asked for, with chips. A
// message with only details («نه، ۹۰ متر», «اگه پارکینگ نداشته باشه چی؟») updates the frame and the task is
// answered again; a new question keeps the place and the flat's details it can use.

export type Task = 'sale_price' | 'rent_price' | 'market' | 'neighbourhood_info' | 'compare' | 'buy_suggestion' | 'rent_suggestion';
const TASKS: readonly string[] = ['sale_price', 'rent_price', 'market', 'neighbourhood_info', 'compare', 'buy_suggestion', 'rent_suggestion'];
type Ask = 'place' | 'second_place' | 'area' | 'size' | 'budget' | 'deposit' | 'rent' | 'build_year' | 'rooms' | 'floor' | 'parking' | 'elevator';

export interface StatePlace {
  type: 'neighbourhood' | 'district';
  id: string;
  district: number;
  /** «دانشگاه تهران»: named by a landmark's whole name, so never asked «which دانشگاه?» later */
  landmark?: true;
}

export interface DialogueState {
  version: 1;
  task: Task | null;
  frame: Frame;
  places: StatePlace[];
  asked: Ask | null;
  /** A market question about rent («میانگین اجاره تو منطقه ۲») or the price trend («تو یک سال چقدر رفته بالا؟»): absent for the sale figures. */
  market_kind?: 'rent' | 'trend' | 'year_ago' | 'yield' | 'yield_rank';
  /** Amenities already asked before the valuation card (each is asked once per chat). */
  amenities_asked?: AskedAmenity[];
  /** The other place of the conversation (the other of a comparison, or the one before): what «اون یکی» points at. */
  other?: StatePlace;
  /**
   * What a comparison weighs: the rent when the conversation was about rent (or the message says rent), the sale
   * price when it was about buying, both when nothing said which. Absent: the sale figures (chats stored before).
   */
  compare_kind?: CompareKind;
  /** The neighbourhoods the last «منظورتان کدام …؟» offered: «اون یکی» after it points among them. */
  choices?: StatePlace[];
  /** The question just declined for a town outside Tehran («قیمت خونه تو کرج»): «تهران چی؟» asks it of Tehran. */
  outside_task?: Task;
  /** What a neighbourhood question asked that the data cannot measure («امنیتش چطوره؟»), kept while «which one?» is asked. */
  topics?: NeighbourhoodTopic[];
  /** The yield was set against a bank's interest («بازدهیش از بانک بیشتره؟»), which the data does not hold: said first. */
  bank_asked?: true;
  /**
   * «بازده اجاره منطقه ۱ و منطقه ۲۲ چقدره؟»: the districts whose yields were just weighed, for the next message only:
   * «از سود بانکی بیشتره؟» then weighs both again, not the one kept as the place.
   */
  yield_districts?: number[];
  /** «تهران چی؟» was just answered with the city's index: «پارسال چقدر بود؟» next asks the city's level a year before. */
  city?: true;
  /**
   * «شمال شهر», «غرب تهران»: the part of the city the conversation looks in (its districts, tools/regions.ts) while no
   * place is named: a search screens them, a market question gives their figures, a price asks which of their
   * neighbourhoods. A place named ends it, as «نه شمال شهر» or «همهٔ تهران» do.
   */
  region?: RegionId;
  /**
   * «شمال شهر یا جنوب؟»: the parts last weighed together, `region` the one said last. A follow-up with no part of its
   * own («روندش چطوره؟», «پارسال چقدر بود؟», «اجاره ها چی؟») weighs them all again, not the last alone.
   */
  regions?: RegionId[];
  /** The part of the city discussed before `region` («جنوب شهر چطوره؟» then «شمال شهر چطوره؟»): what «اون یکی» points at. */
  other_region?: RegionId;
  /**
   * The service just explained («ارزیابی هوشمند چیه؟»), for the next message only: «روندش چیه؟» then asks how that
   * service goes, not a price trend.
   */
  service?: ServiceTopic;
  /** The service whose steps «روندش چیه؟» would give, kept with `service`. */
  procedure?: ServiceProcedure;
  /** The steps were the answer just given: asked again, they are not said again in full. */
  steps?: true;
}

type AskedAmenity = 'parking' | 'elevator';

/**
 * A valuation card assumes «ندارد» for parking and an elevator not said. Where at least this share of the
 * neighbourhood's sale listings that state the amenity have one, that assumption is wrong for most flats there, so it
 * is asked once first. 0.75: the assumption then fits at most one listing in four. Over the 306 neighbourhoods with
 * amenity figures the median share is 89 % for parking and 80 % for an elevator (lower quartile 63 % and 60 %): at
 * 0.75 parking is asked in 196 of them and an elevator in 179 — the assumption is wrong for most flats in most of
 * Tehran, and a wrong «ندارد» moved the QA case's paid figure by 3.9 billion toman (amenityShare, 2026-11-28).
 */
export const AMENITY_ASK_SHARE = 0.75;
const AMENITY_NAMES: Record<AskedAmenity, string> = { parking: 'پارکینگ', elevator: 'آسانسور' };

export const initialState = (): DialogueState => ({ version: 1, task: null, frame: {}, places: [], asked: null });

export interface TurnContext {
  catalogue: ChatCatalogue;
  now?: Date;
  /** Who asks (a signed-in user's balance); a visitor when absent. */
  asker?: Asker;
}

export interface Turn {
  reply: ChatReply;
  state: DialogueState;
  intent: ChatIntent;
  /** The reply says the asker's own balance, which no LLM tool knows: the default layer's reply is the answer. */
  personal?: boolean;
  /**
   * The reply's figure is one no LLM tool returns (a rental yield): the default layer's reply is the answer, or a
   * model would answer «بازدهی اجاره» with the rent its tools do return, the misreading this answer replaced.
   */
  defaultOnly?: boolean;
  /**
   * Lines any answer to this message opens with, whoever gives it: what the data cannot measure («امنیت و نرخ جرم:
   * … در منابع ما نیست»). The default layer's reply already begins with them; an LLM's answer is prefixed with them.
   */
  opening?: string;
  /** Lines any answer to this message closes with, whoever gives it (the investing note); as `opening`, after. */
  closing?: string;
}

/** A note said before the answer on both routes: the default layer's reply and, as `opening`, an LLM's. */
const opened = (turn: Turn, line: string): Turn => ({
  ...turn,
  reply: { ...turn.reply, content: `${line}\n${turn.reply.content}` },
  opening: turn.opening ? `${line}\n${turn.opening}` : line,
});

const fa = (n: number) => toPersianDigits(n);

export function greetingReply(): ChatReply {
  return reply(CHAT_GREETING, [], CHAT_STARTER_SUGGESTIONS);
}

const AGENT_DECLINE =
  'ارزیاب مشاور املاک یا بنگاهی معرفی نمی‌کند و فهرستی از آن‌ها ندارد. پیش از رفتن به بنگاه، قیمت یا اجارهٔ منصفانهٔ یک واحد و وضع محله را از من بپرسید تا با رقم روشن مذاکره کنید.';
const DECLINE =
  'ببخشید، در این مورد نمی‌توانم کمکی کنم. من فقط دربارهٔ ملک و محله‌های تهران (قیمت خرید و اجاره، امکانات محله، روند بازار، پیشنهاد محل) و خدمات ارزیاب پاسخ می‌دهم.';

/** Said when a message gave neither a question the rules know nor a detail; the chips are examples to tap. */
export const NOT_UNDERSTOOD =
  'منظورتان را متوجه نشدم. می‌توانید دربارهٔ قیمت خرید یا اجارهٔ یک واحد، آمار بازار یک محله یا منطقه، امکانات محله یا مقایسهٔ دو محله بپرسید؛ برای نمونه یکی از پیشنهادها را بزنید.';

// ------------------------------------------------------------------ frame updates

function nbOf(place: StatePlace | undefined): Neighbourhood | null {
  return place && place.type === 'neighbourhood' ? getNeighbourhood(place.id) : null;
}

function placesOf(u: Understanding): StatePlace[] {
  return u.places.map((p) =>
    p.type === 'neighbourhood' ? { type: 'neighbourhood', id: p.id, district: p.district, ...(p.landmark ? { landmark: true as const } : {}) } : { type: 'district', id: String(p.district), district: p.district },
  );
}

/** The valuation contract's own ranges (PROPERTY_RANGES): what the chat accepts is what the paid form accepts. */
const inRange = (v: number, field: 'area' | 'rooms' | 'floor') =>
  (field === 'area' || Number.isInteger(v)) && v >= PROPERTY_RANGES[field].min && v <= PROPERTY_RANGES[field].max;

const isBareNumber = (text: string) => /^\d+(?:\.\d+)?$/.test(text.trim());

/** «نه ۹۵», «نه، ۱۲۰»: a number after «نه», correcting a detail. */
const NO_THEN_NUMBER = /^(?:نه|نخیر|ببخشید|اشتباه شد|اشتباه گفتم) (\d+(?:\.\d+)?)$/u;

/** How a reading of a corrected number is said and offered back, in the user's own digits («سال ساخت ۹۵»). */
function correctionWords(r: Partial<Frame>, said: string): { said: string; chip: string } {
  const n = fa(Number(said));
  if (r.area !== undefined) return { said: `متراژ ${n} متر`, chip: `${n} متر` };
  if (r.build_year !== undefined) return { said: `سال ساخت ${n}`, chip: `ساخت ${n}` };
  if (r.floor !== undefined) return { said: `طبقهٔ ${n}`, chip: `طبقه ${n}` };
  if (r.rooms !== undefined) return { said: `${n} خوابه`, chip: `${n} خوابه` };
  const amount = r.budget ?? r.deposit ?? r.rent ?? 0;
  const what = r.budget !== undefined ? 'بودجه' : r.deposit !== undefined ? 'ودیعه' : 'اجارهٔ ماهانه';
  return { said: `${what} ${money(amount)}`, chip: `${what} ${money(amount)}` };
}

/** A lone number answering the question just asked («۹۰» after «چند متر است؟»). */
function bareAnswer(asked: Ask, text: string, now: Date): Partial<Frame> | null {
  if (!isBareNumber(text)) return null;
  const v = Number(text);
  switch (asked) {
    case 'area':
    case 'size':
      // A size too small for rooms is still an area: the range check below answers it with the contract's message.
      // A figure no flat measures («چهار میلیارد») is not an answer to this question.
      if (v > 100 * PROPERTY_RANGES.area.max) return null;
      return v > PROPERTY_RANGES.rooms.max || asked === 'area' ? { area: v } : inRange(v, 'rooms') ? { rooms: v } : null;
    case 'rooms':
      return inRange(v, 'rooms') ? { rooms: v } : null;
    case 'floor': {
      // «۳/۵» (normalised to 3.5): the floor over the building's floors; no flat is on floor 3.5.
      const [floor, total] = text.trim().split('.').map(Number);
      if (total !== undefined && inRange(floor, 'floor') && total >= Math.max(floor, PROPERTY_RANGES.total_floors.min) && total <= PROPERTY_RANGES.total_floors.max) {
        return { floor, total_floors: total };
      }
      return inRange(v, 'floor') ? { floor: v } : null;
    }
    case 'build_year': {
      const y = jalaliBuildYear(String(v), now);
      return y ? { build_year: y } : null;
    }
    case 'budget':
      return { budget: v >= 100_000 ? v : v < 100 ? v * 1e9 : v * 1e6 };
    case 'deposit':
      return { deposit: v >= 100_000 ? v : v < 20 ? v * 1e9 : v * 1e6 };
    case 'rent':
      return { rent: v >= 100_000 ? v : v < 1000 ? v * 1e6 : v * 1e3 };
    default:
      return null;
  }
}

/** Details that stay meaningful when the question changes (a new task keeps the place and the flat). */
function carryOver(frame: Frame, to: Task): Frame {
  const { budget, deposit, rent, full_deposit, ...flat } = frame;
  // «Where can I buy…» describes the home wanted, not the flat asked about before: only the budget carries.
  if (to === 'buy_suggestion') return { budget };
  if (to === 'rent_suggestion') return { deposit, rent, full_deposit };
  if (to === 'rent_price') return { ...flat, deposit, rent, full_deposit };
  // A comparison of rents gives the monthly rent for the deposit already said.
  if (to === 'compare') return { ...flat, deposit, full_deposit };
  return flat;
}

function mergeFrame(frame: Frame, update: Frame): Frame {
  const out: Frame = { ...frame };
  for (const [k, v] of Object.entries(update) as Array<[keyof Frame, Frame[keyof Frame]]>) {
    if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  }
  // A year and an age say the same thing: the newer one wins.
  if (update.build_year !== undefined && update.age === undefined) delete out.age;
  if (update.age !== undefined && update.build_year === undefined) delete out.build_year;
  return out;
}

// ------------------------------------------------------------------ which neighbourhood

const TASKS_ON_LISTINGS: ReadonlyArray<Task | null> = ['sale_price', 'rent_price', 'market'];

/**
 * The neighbourhoods to choose from when the name said is ambiguous: it only begins several names («جنت آباد»), or
 * (for a question answered from listings) its own entry has none of the kind asked while longer names beginning
 * with it do («شهران» has no rent listings of its own, شهران شمالی and جنوبی have: a rent question asks which one;
 * «تهرانپارس» has sale listings of its own, so its price is its own entry's). null when the name is clear.
 */
function whichOne(first: { id: string; alternatives?: string[]; landmark?: boolean } | undefined, task: Task | null, kind: 'sale' | 'rent'): Neighbourhood[] | null {
  // «دانشگاه تهران» is Divar's «دانشگاه», not the first word of «دانشگاه شریف» or «دانشگاه علم و صنعت».
  if (!first || first.landmark) return null;
  const withListings = (n: Neighbourhood) => hasListings(n, kind);
  if (first.alternatives && first.alternatives.length >= 2) {
    const family = first.alternatives.map((id) => getNeighbourhood(id)).filter((nb): nb is Neighbourhood => nb !== null);
    const withData = family.filter(withListings);
    // Namesakes («هفده شهریور» in districts 12 and 18): asked only when the name alone cannot pick one, two or more
    // with listings of the kind asked or none at all; one with listings is the one meant when the catalogue's own
    // reading is it.
    if (family.every((nb) => nb.name_fa === family[0].name_fa) && withData.length === 1 && withData[0].id === first.id) return null;
    return (withData.length >= 2 ? withData : family).slice(0, 4);
  }
  if (!TASKS_ON_LISTINGS.includes(task)) return null;
  const nb = getNeighbourhood(first.id);
  if (!nb || withListings(nb)) return null;
  const longer = listNeighbourhoods().filter((n) => n.name_fa.startsWith(`${nb.name_fa} `) && withListings(n));
  // One such name is offered too («گیشا» has no rent listings, «گیشا (کوی نصر)» has): «منظورتان … است؟».
  return longer.length >= 1 ? longer.slice(0, 4) : null;
}

/** A neighbourhood offered among others: namesakes («هفده شهریور» in districts 12 and 18) told apart by district. */
const choiceLabel = (nb: Neighbourhood, among: readonly Neighbourhood[]) =>
  among.filter((o) => o.name_fa === nb.name_fa).length > 1 ? `${nb.name_fa} منطقه ${fa(nb.district)}` : nb.name_fa;

/** «الف یا ب», «الف، ب یا ج». */

/** «جنت آباد» from «جنت آباد شمالی» and «جنت آباد جنوبی»: the words the names share. */
function commonName(options: Neighbourhood[]): string {
  const split = options.map((nb) => nb.name_fa.split(' '));
  const shared: string[] = [];
  for (let i = 0; i < split[0].length && split.every((w) => w[i] === split[0][i]); i++) shared.push(split[0][i]);
  return shared.join(' ') || options[0].name_fa;
}

// ------------------------------------------------------------------ what each task needs

const AREA_CHIPS = ['۶۰ متر', '۸۰ متر', '۱۰۰ متر', '۱۳۰ متر'];

function placeChips(district?: number): string[] {
  return busiestNeighbourhoods(4, district).map((nb) => `در ${nb.name_fa}`);
}

/** The busiest neighbourhoods of a part of the city, one from each of its districts first, so the chips span it. */
function regionPlaces(region: RegionId, limit = 4): Neighbourhood[] {
  const { districts } = regionDistricts(region);
  const ranked = busiestNeighbourhoods(60, districts);
  const firsts = districts.map((d) => ranked.find((nb) => nb.district === d)).filter((nb): nb is Neighbourhood => nb !== undefined);
  return [...firsts, ...ranked.filter((nb) => !firsts.includes(nb))].slice(0, limit);
}

/** The parts of the city the conversation looks in: those weighed together, else the one kept. */
function partsOf(state: DialogueState): RegionId[] {
  if (!state.region) return [];
  return state.regions?.includes(state.region) ? state.regions : [state.region];
}

/** Four neighbourhoods spanning the parts: each part's own first ones, taken in turn. */
function partsPlaces(parts: readonly RegionId[]): Neighbourhood[] {
  const each = parts.map((p) => regionPlaces(p));
  const out: Neighbourhood[] = [];
  for (let i = 0; out.length < 4 && each.some((l) => i < l.length); i++) for (const l of each) if (l[i] && out.length < 4 && !out.includes(l[i])) out.push(l[i]);
  return out;
}

function ask(state: DialogueState, what: Ask, content: string, suggestions: string[]): Turn {
  return { reply: reply(content, [], suggestions), state: { ...state, asked: what }, intent: 'inform' };
}

function needs(state: DialogueState): { ask: Ask; content: string; chips: string[] } | null {
  const f = state.frame;
  const first = state.places[0];
  const nb = nbOf(first);
  switch (state.task) {
    case 'sale_price':
    case 'rent_price': {
      const what = state.task === 'sale_price' ? 'قیمت' : 'اجارهٔ';
      if (!first && state.region) {
        // «شمال شهر یا جنوب؟» then a price: a neighbourhood of either part, each part's offered.
        const parts = partsOf(state);
        const name = persianList(parts.map((p) => regionDistricts(p).name), 'یا');
        const read = parts.map((p) => `${regionDistricts(p).name} را ${districtsWords(regionDistricts(p).districts)}`).join(' و ');
        return { ask: 'place', content: `${what} ملک در کدام محلهٔ ${name}؟ آمار بازار برای هر محله جداست؛ ${read} گرفتم.`, chips: partsPlaces(parts).map((nb) => `در ${nb.name_fa}`) };
      }
      if (!first) return { ask: 'place', content: `${what} ملک در کدام محلهٔ تهران را می‌خواهید؟`, chips: placeChips() };
      if (!nb) return { ask: 'place', content: `کدام محلهٔ ${first.type === 'district' ? `منطقهٔ ${fa(first.district)}` : ''}؟ آمار بازار برای هر محله جداست.`, chips: placeChips(first.district) };
      if (f.area === undefined && f.rooms !== undefined) {
        // «۲ خوابه» (or «نه سه خوابه») while the size is asked: the rooms are taken and said back, and the size is
        // still asked (the market figure is per m², a room count gives none), with the suggestion search's usual
        // size for that many rooms offered first, said as such.
        const typical = typicalAreaFor(state.task === 'sale_price' ? 'buy' : 'rent', f.rooms);
        // «تک‌خوابه» as it was said («اجاره یه واحد تک خوابه …»): «۱ خوابه» wrote a number the asker never wrote.
        const rooms = f.rooms === 1 ? 'تک‌خوابه' : `${fa(f.rooms)} خوابه`;
        const usual = typical ? ` (میانهٔ متراژ آگهی‌های ${state.task === 'sale_price' ? 'فروش' : 'اجارهٔ'} ${rooms}ٔ تهران ${fa(typical)} متر است.)` : '';
        const near = [60, 80, 100, 130].filter((a) => a !== typical).sort((a, b) => Math.abs(a - (typical ?? 0)) - Math.abs(b - (typical ?? 0)));
        const chips = typical ? [typical, ...near.slice(0, 3)].sort((a, b) => a - b).map((a) => `${fa(a)} متر`) : AREA_CHIPS;
        return { ask: 'area', content: `متراژ این واحد ${rooms} در ${placeWords(nb.name_fa)} چند متر است؟${usual}`, chips };
      }
      if (f.area === undefined) return { ask: 'area', content: `متراژ واحد در ${placeWords(nb.name_fa)} چند متر است؟`, chips: AREA_CHIPS };
      if (!inRange(f.area, 'area')) return { ask: 'area', content: `${PROPERTY_RANGES.area.message}. متراژ واحد چند متر است؟`, chips: AREA_CHIPS };
      return null;
    }
    case 'market':
      // «روندش چطوره؟» with no place discussed: which place's trend, in the words it was asked.
      // «کدوم محله برای اجاره دادن بهتره؟» ranks all Tehran: no place to ask.
      if (state.market_kind === 'yield_rank') return null;
      // «اگه خونه ۱۰ میلیاردی بخرم و اجاره بدم ماهی چقدر درمیاد؟»: a price said is answered with Tehran's yield.
      if (!first && !state.region && state.market_kind === 'yield' && f.budget === undefined) {
        return { ask: 'place', content: 'بازده اجارهٔ کدام محله یا منطقه را می‌خواهید؟', chips: [...busiestNeighbourhoods(3).map((nb) => `بازده اجاره در ${placeWords(nb.name_fa)}`), 'بیشترین بازده اجاره کجاست؟'] };
      }
      if (!first && !state.region && state.market_kind !== 'yield') return { ask: 'place', content: `${state.market_kind === 'trend' ? 'روند قیمت' : 'آمار'} کدام محله یا منطقه را می‌خواهید؟`, chips: [...placeChips().slice(0, 3), 'منطقه ۵'] };
      return null;
    case 'neighbourhood_info':
      if (!first && state.region) {
        // Living there is measured at a neighbourhood's centre: one of the part's (or the parts') is asked for.
        const parts = partsOf(state);
        return { ask: 'place', content: `امتیاز محیطی و مترو برای مرکز هر محله سنجیده می‌شود؛ کدام محلهٔ ${persianList(parts.map(regionWords), 'یا')}؟`, chips: partsPlaces(parts).map((nb) => `${placeWords(nb.name_fa)} برای زندگی چطوره؟`) };
      }
      // A district is answered with its own figures (districtInfoAnswer), its neighbourhoods offered as chips.
      if (!first) return { ask: 'place', content: 'دربارهٔ کدام محله می‌پرسید؟', chips: placeChips() };
      return null;
    case 'compare': {
      const nbs = state.places.filter((p) => p.type === 'neighbourhood');
      if (nbs.length === 0) return { ask: 'place', content: 'کدام دو محله را مقایسه کنم؟', chips: placeChips() };
      if (nbs.length === 1) return { ask: 'second_place', content: `${nbOf(nbs[0])?.name_fa ?? ''} را با کدام محله مقایسه کنم؟`, chips: placeChips().filter((c) => !c.endsWith(nbOf(nbs[0])?.name_fa ?? '-')) };
      return null;
    }
    case 'buy_suggestion':
      if (f.budget === undefined) return { ask: 'budget', content: 'بودجهٔ خریدتان چقدر است؟', chips: ['۳ میلیارد', '۵ میلیارد', '۸ میلیارد', '۱۵ میلیارد'] };
      if (f.area === undefined && f.rooms === undefined) return { ask: 'size', content: 'چند متر یا چند خوابه؟', chips: ['۶۰ متر', '۸۰ متر', '۲ خوابه', '۳ خوابه'] };
      if (f.area !== undefined && !inRange(f.area, 'area')) return { ask: 'size', content: `${PROPERTY_RANGES.area.message}. چند متر؟`, chips: ['۶۰ متر', '۸۰ متر', '۲ خوابه', '۳ خوابه'] };
      return null;
    case 'rent_suggestion':
      if (f.deposit === undefined && f.rent === undefined) return { ask: 'deposit', content: 'چقدر ودیعه (رهن) و چقدر اجارهٔ ماهانه می‌توانید بدهید؟', chips: ['۵۰۰ میلیون رهن و ۱۰ میلیون اجاره', '۱ میلیارد رهن کامل', '۳۰۰ میلیون رهن و ۱۵ میلیون اجاره'] };
      if (f.area === undefined && f.rooms === undefined) return { ask: 'size', content: 'چند متر یا چند خوابه؟', chips: ['۵۰ متر', '۷۰ متر', '۲ خوابه', '۳ خوابه'] };
      if (f.area !== undefined && !inRange(f.area, 'area')) return { ask: 'size', content: `${PROPERTY_RANGES.area.message}. چند متر؟`, chips: ['۵۰ متر', '۷۰ متر', '۲ خوابه', '۳ خوابه'] };
      return null;
    default:
      return null;
  }
}

/** After a valuation answer: the first detail the AI valuation still needs, asked with chips (one at a time). */
function cardQuestion(missing: string[], currentYear: number): { ask: Ask; content: string; chips: string[] } | null {
  if (missing.includes('build_year')) {
    return { ask: 'build_year', content: 'برای ارزیابی دقیق، سال ساخت ساختمان را هم بگویید.', chips: [`ساخت ${fa(currentYear - 1)}`, 'ساخت ۱۳۹۸', 'ساخت ۱۳۹۰', '۲۰ ساله'] };
  }
  if (missing.includes('rooms')) return { ask: 'rooms', content: 'چند خوابه است؟', chips: ['۱ خوابه', '۲ خوابه', '۳ خوابه'] };
  if (missing.includes('floor')) return { ask: 'floor', content: 'طبقهٔ چندم است؟', chips: ['همکف', 'طبقه ۲', 'طبقه ۴', 'طبقه ۸'] };
  return null;
}

/**
 * Before the card is ready: parking or an elevator the card would assume «ندارد» although most of the
 * neighbourhood's sale listings have it (AMENITY_ASK_SHARE), asked once per chat with the share that makes it likely.
 */
function amenityQuestion(state: DialogueState, nb: Neighbourhood, defaults: readonly string[]): { ask: Ask; content: string; chips: string[] } | null {
  for (const a of ['parking', 'elevator'] as const) {
    if (!defaults.includes(a) || state.amenities_asked?.includes(a)) continue;
    const share = amenityShare(nb.id, a);
    if (!share || share.share < AMENITY_ASK_SHARE) continue;
    const name = AMENITY_NAMES[a];
    return {
      ask: a,
      content: `${formatPercent(share.share * 100)} آگهی‌های فروش ${nb.name_fa} ${name} دارند؛ این واحد ${name} دارد؟ (اگر نگویید، کارت ارزیابی «ندارد» فرض می‌کند.)`,
      chips: [`${name} دارد`, `${name} ندارد`],
    };
  }
  return null;
}

// ------------------------------------------------------------------ answering

/** «امنه؟», «مدرسه‌های خوبش کجان», «مهدکودک داره؟»: what a neighbourhood question asks, by the criterion that would say it. */
const TOPICS: ReadonlyArray<[NeighbourhoodTopic, RegExp]> = [
  // «امنتره» (the comparative written joined) as well as «امن تره» (ZWNJ normalised to a space).
  ['crime_rate', /(?:^|\s)(?:(?:امن|امنه|امنیت|امنیتش|ناامن|ناامنه|جرم|دزدی|خطرناک|خطرناکه)(?=\s|$)|(?:نا)?امنتر\S*)/u],
  ['school_access', /(?:^|\s)(?:مدرسه|مدارس|دبستان|دبیرستان)\S*/u],
  ['kindergarten_access', /(?:^|\s)(?:مهدکودک|مهد کودک|مهد)\S*/u],
];
const topicsOf = (text: string): NeighbourhoodTopic[] => TOPICS.filter(([, re]) => re.test(text)).map(([topic]) => topic);

function answer(
  state: DialogueState,
  ctx: Required<TurnContext>,
  changed: Partial<Record<keyof Frame, true>>,
  placeChanged: boolean,
  topics: readonly NeighbourhoodTopic[] = [],
  asked = '',
  regionsAsked: readonly RegionId[] = [],
  /** a suite's or a student's room's rent whose size was taken as the usual one-bedroom's: the deposit is asked next */
  smallFlat = false,
): Turn {
  const need = needs(state);
  if (need) return ask(state, need.ask, need.content, need.chips);
  const year = jalaliYear(ctx.now);
  const first = state.places[0];
  const nb = nbOf(first);
  const f = state.frame;
  const done = (r: ChatReply, s: DialogueState = { ...state, asked: null }): Turn => ({ reply: r, state: s, intent: state.task ?? 'inform' });

  switch (state.task) {
    case 'sale_price':
    case 'rent_price': {
      if (!nb) break;
      const kind = state.task === 'sale_price' ? 'sale' : 'rent';
      const amenities = (['elevator', 'parking', 'storage'] as const).filter((a) => changed[a]);
      const onlyCardDetails = !placeChanged && !changed.area && !changed.deposit && !changed.rent && !changed.full_deposit && !changed.budget && Object.keys(changed).length > 0;
      let r: ChatReply;
      if (onlyCardDetails) {
        // The market figure does not change with the year, floor or amenities: acknowledge and update the card.
        const card = valuationCard(kind, nb, f, ctx.catalogue, year);
        // «اگه نوساز باشه چی؟»: a what-if of the building's age asks its effect; the market figure has none to give.
        const ageWhatIf = (changed.build_year || changed.age) && /^(?:اگه|اگر)(?:\s|$)/u.test(asked);
        const content = amenities.length
          ? amenityFollowUp(nb, amenities, f, kind)
          : ageWhatIf
            ? 'ثبت شد. آمار بازار محله واحدهای نوساز و قدیمی را جدا نمی‌کند؛ اثر سن بنا بر قیمت همین واحد را ارزیابی هوشمند (کارت زیر) نشان می‌دهد.'
            : 'ثبت شد؛ کارت ارزیابی به‌روز شد.';
        r = reply(content, card ? [card] : []);
      } else r = valuationAnswer(kind, nb, f, ctx.catalogue, year);
      // «ماهی ۵ میلیون» after a rent answer: where the monthly rent said stands against the usual one for the deposit.
      const m = r.cards.find((c): c is MarketCard => c.type === 'market');
      let depositAsked = false;
      // «با ۲۰ میلیارد میشه؟» after a price: where the budget said stands against the usual range for the size.
      if (kind === 'sale' && changed.budget && f.budget !== undefined && m?.total) {
        const where = f.budget < m.total.low ? 'از بازهٔ معمول قیمت این متراژ کمتر است' : f.budget > m.total.high ? 'از بازهٔ معمول قیمت این متراژ بیشتر است' : 'در بازهٔ معمول قیمت این متراژ است';
        r = { ...r, content: `${r.content}\nبودجه‌ای که گفتید ${where}.` };
      }
      if (kind === 'rent' && changed.rent && f.rent !== undefined && f.rent > 0 && m?.monthly_rent && m.monthly_rent.median > 0) {
        const { low, high } = m.monthly_rent;
        const where = f.rent < low ? 'از بازهٔ معمول آن کمتر است' : f.rent > high ? 'از بازهٔ معمول آن بیشتر است' : 'در بازهٔ معمول آن است';
        // «ماهی ۲۰ تومن چقدر رهن میخواد؟» with no deposit said: the range is the no-deposit one, said so; a rent below
        // it needs a deposit, asked (the chat gives the rent for a deposit, not a deposit for a rent).
        const noDeposit = !f.deposit;
        const ask = noDeposit && f.rent < low ? ' با ودیعه اجارهٔ ماهانه کمتر می‌شود؛ چقدر ودیعه می‌توانید بدهید؟' : '';
        depositAsked = ask !== '';
        r = { ...r, content: `${r.content}\nاجارهٔ ماهانه‌ای که گفتید ${noDeposit ? 'برای واحد بدون ودیعه' : 'برای این ودیعه'} ${where}.${ask}` };
      }
      // No market figure for the place: its district's neighbourhoods that have one, to tap (the same size asked of
      // them), before any detail the card would want; a name said next answers the same question.
      const nearby = !m && !onlyCardDetails ? nearbyWithFigures(nb, kind) : null;
      if (nearby) {
        const what = `${kind === 'sale' ? 'قیمت' : 'اجاره'} ${f.area !== undefined ? `${fa(f.area)} متر` : 'آپارتمان'}`;
        // «با ۲۰۰ تومن پیش چی؟» where there are no figures: the card is what took the amount, said so.
        const noted = !placeChanged && (changed.deposit || changed.rent || changed.budget) ? 'ثبت شد؛ کارت ارزیابی زیر به‌روز شد.\n' : '';
        const figures = kind === 'rent' && f.area !== undefined ? nearbyRentLines(nearby.places, f.area, f.deposit) : [];
        // With their figures below, the line no longer asks to tap each one.
        const line = figures.length ? nearby.listed : nearby.line;
        return done({ ...r, content: [`${noted}${r.content}`, line, ...figures].join('\n'), suggestions: nearby.places.map((n) => `${what} در ${n.name_fa}`) }, { ...state, asked: 'place' });
      }
      // «ماهی ۱۰ تومن بیشتر نمیتونم» below the no-deposit range: the deposit is what was just asked, answered with a
      // chip — not followed by the card's build year, a second question in the same answer.
      if (depositAsked) return done({ ...r, suggestions: DEPOSIT_CHIPS }, { ...state, asked: 'deposit' });
      // A suite's rent: the deposit, not the card's next detail (the card still lacks it, and a later answer asks it).
      if (smallFlat && f.deposit === undefined) return done({ ...r, content: `${r.content}\n${SMALL_FLAT_DEPOSIT_ASK}`, suggestions: DEPOSIT_CHIPS }, { ...state, asked: 'deposit' });
      const card = r.cards.find((c) => c.type === 'service');
      const q = card && card.type === 'service' ? cardQuestion(card.missing, year) ?? amenityQuestion(state, nb, card.defaults) : null;
      const other = kind === 'sale' ? `اجارهٔ همین واحد در ${nb.name_fa} چقدر است؟` : `قیمت خرید همین واحد در ${nb.name_fa} چقدر است؟`;
      if (q) {
        const asked = q.ask === 'parking' || q.ask === 'elevator' ? { amenities_asked: [...(state.amenities_asked ?? []), q.ask] } : {};
        return done({ ...r, content: `${r.content}\n${q.content}`, suggestions: q.chips }, { ...state, ...asked, asked: q.ask });
      }
      // The what-if chip says the opposite of what the card holds (an amenity not said is «ندارد» on it).
      const whatIf = f.parking === true ? 'اگه پارکینگ نداشته باشه چی؟' : 'اگه پارکینگ داشته باشه چی؟';
      return done({ ...r, suggestions: [other, `${placeWords(nb.name_fa)} برای زندگی چطوره؟`, whatIf] });
    }
    case 'market':
      // The rental yield: a neighbourhood's, the spread of a district's (or a part's), or where it is highest.
      if (state.market_kind === 'yield' || state.market_kind === 'yield_rank') {
        const parts = !first && state.region ? partsOf(state) : [];
        const districts = first ? [first.district] : parts.length ? parts.flatMap((p) => regionDistricts(p).districts) : null;
        const where = first ? `منطقه ${fa(first.district)}` : parts.length ? persianList(parts.map(regionWords), 'و') : 'تهران';
        const own = (t: Turn): Turn => ({ ...t, defaultOnly: true, ...(state.bank_asked ? { reply: { ...t.reply, content: `${NO_BANK_RATE}\n${t.reply.content}` } } : {}) });
        // «بازدهی اجاره کجا بالاتره، شرق یا غرب؟»: the parts asked, weighed one against the other.
        if (parts.length >= 2) return own(done(partsYieldAnswer(parts.map((p) => ({ words: regionWords(p), districts: regionDistricts(p).districts })))));
        if (state.market_kind === 'yield_rank') return own(done(rankedYieldAnswer(districts, where)));
        const budget = f.budget !== undefined && f.budget > 0 ? f.budget : undefined;
        if (nb) return own(done(neighbourhoodYieldAnswer(nb, f.area !== undefined && inRange(f.area, 'area') ? f.area : undefined, budget)));
        if (districts) return own(done(districtsYieldAnswer(districts, where, budget)));
        if (budget) return own(done(tehranBudgetYieldAnswer(budget)));
        break;
      }
      if (!first && state.region) {
        const kind = state.market_kind === 'rent' ? 'rent' : state.market_kind === 'year_ago' || state.market_kind === 'trend' ? 'year_ago' : 'sale';
        const chips = regionPlaces(state.region, 3).map((n) => (kind === 'rent' ? `اجاره ۸۰ متر در ${n.name_fa}` : `قیمت هر متر در ${n.name_fa}`));
        // «غرب ارزونتره یا شرق تهران؟»: every part the message named, the one kept last.
        const parts = regionsAsked.includes(state.region) ? regionsAsked : state.regions?.includes(state.region) ? state.regions : [state.region];
        return done({ ...regionMarketAnswer(parts, kind), suggestions: [...chips, 'همهٔ تهران'] });
      }
      if (state.market_kind === 'rent') {
        if (nb) return done({ ...neighbourhoodRentMarketAnswer(nb), suggestions: [`اجاره ۸۰ متر در ${nb.name_fa}`, `قیمت هر متر در ${nb.name_fa}`, `${placeWords(nb.name_fa)} برای زندگی چطوره؟`] });
        // A suite's rent in a district («اجاره سوئیت تو منطقه ۶ ماهی چنده؟»): the usual one-bedroom's size was taken, so
        // that flat's full deposit and monthly rent, and its neighbourhoods offered at that size.
        if (first) {
          const flat = f.area !== undefined ? { area: f.area, ...(f.deposit !== undefined ? { deposit: f.deposit } : {}) } : {};
          const r = districtRentAnswer(first.district, flat);
          if (smallFlat && f.deposit === undefined && r.cards.length > 0) return done({ ...r, content: `${r.content}\n${SMALL_FLAT_DEPOSIT_ASK}`, suggestions: DEPOSIT_CHIPS }, { ...state, asked: 'deposit' });
          return done({ ...r, suggestions: busiestNeighbourhoods(3, first.district).map((n) => `اجاره ${fa(f.area ?? 80)} متر در ${n.name_fa}`) });
        }
        break;
      }
      // «تو یک سال قیمت‌ها چقدر رفته بالا؟»: the trend is the answer, not the market paragraph before it.
      if (state.market_kind === 'trend' && nb) return done({ ...neighbourhoodTrendAnswer(nb), suggestions: [`قیمت هر متر در ${nb.name_fa}`, `قیمت ۸۰ متر در ${nb.name_fa}`, `اجاره در ${nb.name_fa}`] });
      if (state.market_kind === 'year_ago' && first) {
        return done({ ...yearAgoAnswer(first.district, nb ?? undefined), suggestions: nb ? [`قیمت هر متر در ${nb.name_fa}`, `قیمت ۸۰ متر در ${nb.name_fa}`, `اجاره در ${nb.name_fa}`] : placeChips(first.district).map((c) => `قیمت هر متر ${c}`).slice(0, 3) });
      }
      if (nb) {
        const r = neighbourhoodMarketAnswer(nb, f);
        const nearby = r.cards.some((c) => c.type === 'market') ? null : nearbyWithFigures(nb, 'sale');
        if (nearby) return done({ ...r, content: `${r.content}\n${nearby.line}`, suggestions: nearby.places.map((n) => `قیمت هر متر در ${n.name_fa}`) }, { ...state, asked: 'place' });
        return done({ ...r, suggestions: [`${placeWords(nb.name_fa)} برای زندگی چطوره؟`, `قیمت ۸۰ متر در ${nb.name_fa}`, `اجاره در ${nb.name_fa}`] });
      }
      if (first) return done({ ...districtMarketAnswer(first.district), suggestions: placeChips(first.district).map((c) => `قیمت هر متر ${c}`).slice(0, 3) });
      break;
    case 'neighbourhood_info':
      // «محله های شهر ری کدوما هستن؟»: the catalogue's neighbourhoods of the district it lies in, said as such.
      if (nb && asksNeighbourhoodList(asked)) {
        // No district number or count: the catalogue is no tool whose figures the number check would know.
        const names = listNeighbourhoods().filter((n) => n.district === nb.district && n.id !== nb.id).map((n) => n.name_fa);
        const chips = busiestNeighbourhoods(4, nb.district).map((n) => `${placeWords(n.name_fa)} برای زندگی چطوره؟`);
        const content = `محله‌های هم‌منطقهٔ ${nb.name_fa} در فهرست ارزیاب: ${names.join('، ')}.\nآمار بازار و امتیاز محیطی هر محله را با نامش بپرسید.`;
        return done(reply(content, [], chips), { ...state, asked: 'place' });
      }
      if (nb) {
        const opening = unmeasuredOpening(topics);
        const turn = done({ ...neighbourhoodAnswer(nb, ctx.catalogue, topics), suggestions: [`قیمت هر متر در ${nb.name_fa}`, `اجاره در ${nb.name_fa}`, `${placeWords(nb.name_fa)} را با محلهٔ دیگری مقایسه کن`] });
        return opening.length ? { ...turn, opening: opening.join('\n') } : turn;
      }
      if (first) {
        const opening = unmeasuredOpening(topics);
        const chips = busiestNeighbourhoods(4, first.district).map((n) => `${placeWords(n.name_fa)} برای زندگی چطوره؟`);
        const listed = asksNeighbourhoodList(asked);
        // After the list, a name from it alone («بازار», an everyday word too) answers which neighbourhood.
        const turn = done({ ...districtInfoAnswer(first.district, topics, listed), suggestions: chips }, { ...state, asked: listed ? 'place' : null });
        return opening.length ? { ...turn, opening: opening.join('\n') } : turn;
      }
      break;
    case 'compare': {
      const [a, b] = state.places.filter((p) => p.type === 'neighbourhood').map(nbOf);
      const kind = state.compare_kind ?? 'sale';
      // The chip offers the other market («اجاره چطور؟» after prices), which the follow-up rule turns into a comparison.
      const otherKind = kind === 'sale' ? ['اجاره چطور؟'] : kind === 'rent' ? ['قیمت خرید چطور؟'] : [];
      if (a && b) {
        const r = compareAnswer(a, b, f, kind, cheaperOrDearer(asked));
        // «با ۱ میلیارد رهن» in a comparison of rents with no size: the monthly rent needs one, so it is asked.
        if (kind === 'rent' && f.deposit && f.area === undefined && !f.full_deposit) {
          return done({ ...r, content: `${r.content}\nاجارهٔ ماهانه با این ودیعه به متراژ بستگی دارد؛ چند متر؟`, suggestions: AREA_CHIPS }, { ...state, asked: 'area' });
        }
        // «کدومش امن‌تره؟»: what the data cannot measure is said first, as for one place (and to an LLM's answer).
        const opening = unmeasuredOpening(topics);
        const turn = done({ ...r, content: [...opening, r.content].join('\n'), suggestions: [...otherKind, `${placeWords(a.name_fa)} برای زندگی چطوره؟`, `${placeWords(b.name_fa)} برای زندگی چطوره؟`] });
        return opening.length ? { ...turn, opening: opening.join('\n') } : turn;
      }
      break;
    }
    case 'buy_suggestion':
    case 'rent_suggestion': {
      const kind = state.task === 'buy_suggestion' ? 'buy' : 'rent';
      const area = f.area ?? (f.rooms !== undefined ? typicalAreaFor(kind, f.rooms) : null);
      if (area === null || area === undefined) return ask(state, 'size', 'چند متر؟', AREA_CHIPS);
      const district = first?.type === 'district' ? first.district : nb?.district;
      // «شمال شهر یا جنوب با ۳ میلیارد»: the screen covers every part said, not the one said last.
      const found = suggestionAnswer(kind, { ...f, area }, ctx.catalogue, district, f.area === undefined, nb ?? undefined, partsOf(state));
      // «با پارکینگ» (the answer's own chip): the market screen is the same with or without it, so the reply says
      // what changed — the card's prefill, which the report prices with — instead of repeating itself unexplained.
      const amenitiesSaid = (['parking', 'elevator'] as const).filter((a) => changed[a]);
      const r =
        amenitiesSaid.length > 0 && !placeChanged
          ? {
              ...found,
              content: `${amenitiesSaid.map((a) => `${f[a] ? 'با' : 'بدون'} ${AMENITY_NAMES[a]}`).join(' و ')} ثبت شد؛ آمار بازار زیر محله‌ها را با ${amenitiesSaid.map((a) => AMENITY_NAMES[a]).join(' و ')} و بدون آن جدا نمی‌کند، کارت پیشنهاد هوشمند آن را در نظر می‌گیرد.\n${found.content}`,
            }
          : found;
      const card = r.cards.find((c) => c.type === 'service');
      if (kind === 'rent' && card?.type === 'service' && card.missing.includes('rent_budget')) {
        return done(
          { ...r, content: `${r.content}\nچقدر اجارهٔ ماهانه می‌توانید بدهید؟ (بدون آن، بودجه را رهن کامل حساب کردم.)`, suggestions: ['بدون اجاره، رهن کامل', 'ماهی ۵ میلیون', 'ماهی ۱۰ میلیون', 'ماهی ۲۰ میلیون'] },
          { ...state, asked: 'rent' },
        );
      }
      const parkingChip = f.parking === true ? 'بدون پارکینگ' : 'با پارکینگ';
      // Nothing fits: the answer's own alternatives (a smaller size, renting instead) come first.
      return done({ ...r, suggestions: [...r.suggestions, kind === 'buy' ? 'اگه بودجه ۱ میلیارد بیشتر باشه چی؟' : 'اگه ۲۰۰ میلیون بیشتر رهن بدم چی؟', parkingChip].slice(0, 4) });
    }
    default:
      break;
  }
  return done(reply(DECLINE, [], CHAT_STARTER_SUGGESTIONS));
}

/**
 * «اجاره سوئیت نزدیک دانشگاه تهران» where the place has no rent figures: the rent of the same flat in the
 * neighbourhoods nearby that have them (the full deposit, and the monthly rent without or with the deposit said), so
 * the nearest honest answer is given, not only their names; the cheapest said.
 */
function nearbyRentLines(places: readonly Neighbourhood[], area: number, deposit: number | undefined): string[] {
  const cards = places.map((n) => ({ n, card: marketFigures({ kind: 'rent', neighbourhood: n, area, deposit: deposit ?? 0 }) })).filter((x) => x.card?.total && x.card.monthly_rent);
  if (cards.length === 0) return [];
  const paid = deposit ? `با ${money(deposit)} ودیعه` : 'بدون ودیعه';
  const lines = cards.map(({ n, card }) => `• ${n.name_fa}: رهن کامل حدود ${money(card!.total!.median)}، یا ${paid} اجارهٔ ماهانه حدود ${money(card!.monthly_rent!.median)}`);
  const cheapest = cards.reduce((a, b) => (b.card!.total!.median < a.card!.total!.median ? b : a));
  return [
    `برای ${fa(area)} متر، به میانهٔ آگهی‌های اجارهٔ هر محله (آمار بازار، نه ارزیابی، ${formatJalaliMonth(cards[0].card!.price_date)}):`,
    ...lines,
    ...(cards.length >= 2 ? [`ارزان‌ترینِ این‌ها ${cheapest.n.name_fa} است.`] : []),
  ];
}

// ------------------------------------------------------------------ one turn

/** What each question asks, said again when a yes or a no answers it. */
// Said without figures (the chips carry the examples): every number in a reply's text comes from a tool or the user.
const ASKED_AGAIN: Record<Ask, { content: string; chips: () => string[] }> = {
  place: { content: 'نام محله یا شمارهٔ منطقه را بنویسید.', chips: () => placeChips() },
  second_place: { content: 'با کدام محله مقایسه کنم؟ نامش را بنویسید.', chips: () => placeChips() },
  area: { content: 'متراژ واحد را بنویسید، یا یکی از پیشنهادها را بزنید.', chips: () => AREA_CHIPS },
  size: { content: 'متراژ یا تعداد خواب را بنویسید، یا یکی از پیشنهادها را بزنید.', chips: () => ['۶۰ متر', '۸۰ متر', '۲ خوابه', '۳ خوابه'] },
  budget: { content: 'بودجهٔ خرید را بنویسید، یا یکی از پیشنهادها را بزنید.', chips: () => ['۳ میلیارد', '۵ میلیارد', '۸ میلیارد'] },
  deposit: { content: 'ودیعه و اجارهٔ ماهانه‌ای را که می‌توانید بدهید بنویسید.', chips: () => ['۵۰۰ میلیون رهن و ۱۰ میلیون اجاره', '۱ میلیارد رهن کامل'] },
  rent: { content: 'اجارهٔ ماهانه‌ای که می‌توانید بدهید چقدر است؟', chips: () => ['بدون اجاره، رهن کامل', 'ماهی ۱۰ میلیون'] },
  build_year: { content: 'سال ساخت یا سن بنا را بنویسید، یا یکی از پیشنهادها را بزنید.', chips: () => ['ساخت ۱۳۹۸', 'ساخت ۱۳۹۰', '۲۰ ساله'] },
  rooms: { content: 'چند خوابه است؟', chips: () => ['۱ خوابه', '۲ خوابه', '۳ خوابه'] },
  floor: { content: 'طبقهٔ چندم است؟', chips: () => ['همکف', 'طبقه ۲', 'طبقه ۴'] },
  parking: { content: 'پارکینگ دارد؟', chips: () => ['پارکینگ دارد', 'پارکینگ ندارد'] },
  elevator: { content: 'آسانسور دارد؟', chips: () => ['آسانسور دارد', 'آسانسور ندارد'] },
};
/**
 * Buying or selling said («برای خرید», «قیمت فروش»). A bare «قیمت» or «گرون‌تره» is not: in a rent conversation
 * «قیمتاشون» is the rent, and with nothing said before, both are given.
 */
const SALE_WORD = /(?:^|\s)(?:خرید|خریدش|خریدشون|خریدن|خریدنش|بخرم|بخریم|بخرن|فروش|فروشش|فروششون)(?=\s|$)/u;

/** What the comparison message itself asks about: the rent, the price, both, or (saying neither) null. */
function compareKindOf(text: string): CompareKind | null {
  const rent = mentionsRent(text);
  const sale = SALE_WORD.test(text);
  if (rent && sale) return 'both';
  if (rent) return 'rent';
  if (sale) return 'sale';
  return null;
}

/** A comparison that says neither weighs what the conversation was about; with nothing said before, both. */
function compareKindFrom(prev: DialogueState): CompareKind {
  if (prev.task === 'rent_price' || prev.task === 'rent_suggestion' || (prev.task === 'market' && prev.market_kind === 'rent')) return 'rent';
  if (prev.task === 'sale_price' || prev.task === 'buy_suggestion' || prev.task === 'market') return 'sale';
  return 'both';
}

/** An amount then «بیشتر/کمتر» («۱ میلیارد بیشتر», «۲۰۰ میلیون تومن کمتر»): a change to the amount in the frame. */
const MONEY_CHANGE = /\d(?: (?:تومن|تومان|میلیون|میلیارد))* (بیشتر|زیادتر|اضافه|کمتر)(?=\s|$)/u;
/** «اگه بفروشم با پولش …», «با پول فروشش»: the money of the flat being sold. */
const SALE_PROCEEDS = /(?:^|\s)(?:بفروشم\S*|بفروشیم\S*|فروختم\S*|پول فروش\S*|پولش|پولشو|پولش رو)(?=\s|$)/u;
/** «کدومش», «کدوم یکی»: one of the pair asked for. */
const WHICH_ONE = /(?:^|\s)(?:کدوم|کدام|کدومش|کدامش|کدومشون|کدامشان|کدوم یکی|کدام یک)(?=\s|$)/u;
/** «خونه نزدیک دانشگاه آزاد»: a home spoken of. */
/** «خداحافظ», «بای», «فعلا»: a goodbye; with a thank-you in it («مرسی خداحافظ») the thanks are answered. */
const GOODBYE = /(?:^|\s)(?:خداحافظ|خدانگهدار|خدا نگهدار|بای|فعلا|bye)(?=\s|$|[!.?؟])/u;
const THANKED = /(?:^|\s)(?:مرسی|ممنون|ممنونم|متشکرم|متشکر|سپاس|تشکر|مچکرم|دستت درد نکنه|thanks|merci)(?=\s|$|[!.?؟])/u;
/** «آره», «بله», «همون»: yes to a one-option question. */
const YES_WORD = /^(?:آره|اره|بله|بلی|آری|آره همون|بله همون|همون|همونه|درسته|آره درسته|آره منظورم همونه)$/u;
/** «قیمت دقیقش چنده؟», «دقیقا چقدر می‌ارزه؟»: the exact figure for the flat itself asked. */
const EXACT_PRICE = /(?:^|\s)(?:دقیق|دقیقش|دقیقشو|دقیقا|دقیقاً|واقعیش|واقعی)(?=\s|$)/u;
/** «چنده؟», «چقدره؟», «چند؟»: how much, and nothing else. */
const BARE_HOW_MUCH = /^(?:چنده|چقدره|چقده|چند|چقدر|چند میشه|چقدر میشه|چند هست|چنده پس)$/u;
const HOME_WORD = /(?:^|\s)(?:خونه|خونه ای|خانه|آپارتمان|آپارتمانی|واحد|ملک|سوئیت|سوییت|رهن|اجاره|قیمت)(?=\s|$)/u;
const landmarkLine = (name: string) => `«${name}» در فهرست محله‌های ارزیاب نیست و محله‌اش را از نامش نمی‌دانم.`;
/** What «بهترین محله» can mean to a search on market figures, said before its answer. */
const BEST_PLACE_NOTE =
  '«بهترین محله» را داده‌ها نمی‌گویند؛ به بودجه و نیاز هر کس بستگی دارد. کاری که از من برمی‌آید: محله‌هایی که میانهٔ آگهی‌هایشان در بودجهٔ شما جا می‌شود (آمار بازار)؛ پیشنهاد هوشمند محل همان‌ها را با مدل قیمت و امتیاز محیطی رتبه‌بندی می‌کند.';
const YES_OR_NO = /^(?:نه|آره|اره|بله|آری|نخیر|نه خیر|باشه|اوکی|ok|okay|حتما|حتماً)$/u;
/** «همهٔ تهران», «کل تهران»: a search limited to a district widened again (the chip after a district's answer). */
const ALL_TEHRAN = /^(?:تو |در )?(?:همه|همه ی|همه جای|کل|کل جای|تمام|تمام جای) تهران$/u;

/** Said when a search is asked near the metro: what the market screen weighs, and where the metro is weighed. */
const METRO_NOTE =
  'فهرست محله‌ها در این گفتگو فقط قیمت آگهی‌ها را با بودجهٔ شما می‌سنجد و فاصله تا مترو را در نظر نمی‌گیرد. پیشنهاد هوشمند محل امتیاز محیطی هر محله را، که دسترسی به مترو هم جزو آن است، در رتبه‌بندی می‌آورد؛';
const METRO_WORD = /(?:^|\s)(?:مترو|ایستگاه)/u;

const RENT_TREND_NOTE = 'روند اجاره‌ها را نمی‌توانم بگویم: داده‌ها شاخص اجاره ندارند (شاخص قیمت منطقه از معاملات و آگهی‌های فروش ساخته شده است). سطح اجاره را از آگهی‌ها می‌گویم.';
const YIELD_RANK_CHIP = 'بیشترین بازده اجاره کجاست؟';
const TEARDOWN = /(?:^|\s)(?:کلنگی|کلنگیه|کلنگی ها|کلنگیا)(?=\s|$|[?؟])/u;
/** Said before sale figures asked of a teardown («کلنگی»): what the figures are, and what they do not tell apart. */
const TEARDOWN_NOTE = 'آمار بازار خانه‌های کلنگی را از بقیه جدا نمی‌کند؛ آنچه می‌آید میانهٔ همهٔ آگهی‌های فروش محله است.';
/** Towns outside Tehran declined by name, every one the message named. */
const outsideDecline = (outside: readonly { name: string }[]): string =>
  `ارزیاب فعلاً فقط محله‌های تهران را پوشش می‌دهد و برای ${persianList([...new Set(outside.map((o) => o.name))], 'و')} داده‌ای ندارد.`;
/** A raise said as a percentage («۳۰ درصد اجاره رو ببره بالا», «۲۵٪ افزایش»): its figure. */
const PERCENT_SAID = /(\d+(?:\.\d+)?) ?(?:درصد|٪|%)/u;
const RAISE_WORD = /(?:^|\s)(?:بالا|افزایش|اضافه|زیاد)\S*/u;
const rentRaise = (text: string): number | null => {
  const m = PERCENT_SAID.exec(text);
  return m && RAISE_WORD.test(text) ? Number(m[1]) : null;
};
const NEW_BUILD = /(?:^|\s)(?:نوساز|نوسازه|نوسازها|نو ساز)(?=\s|$|[?؟])/u;
/** Said before sale figures per m² asked of a new build: the figures mix every age. */
const NEW_BUILD_NOTE = 'آمار بازار واحدهای نوساز را از قدیمی جدا نمی‌کند؛ آنچه می‌آید میانهٔ همهٔ آگهی‌های فروش محله است. اثر سن بنا بر قیمت یک واحد را ارزیابی هوشمند نشان می‌دهد.';
/** Said when where prices are going is asked: none of the data forecasts, and what it holds instead. */
const FORECAST_NOTE = 'پیش‌بینی قیمت آینده در داده‌های ارزیاب نیست؛ نمی‌گویم قیمت‌ها پایین می‌آیند یا بالا می‌روند. آنچه داده‌ها دارند روند گذشته است:';
/** Said before a search asked for a year ahead («با ۳ میلیارد سال دیگه کجا خونه بخرم؟»): it weighs today's prices. */
const SEARCH_FORECAST_NOTE = 'پیش‌بینی قیمت آینده در داده‌های ارزیاب نیست؛ محله‌ها را با قیمت امروز آگهی‌ها و بودجهٔ شما می‌سنجم.';
/** Said under a place's market figures asked for investing: what the figures are, and what they cannot say. */
const INVESTING_NOTE = 'برای سرمایه‌گذاری، داده‌ها همین قیمت‌ها و روند شاخص منطقه را می‌گویند و بازده اجاره را هم (گزینهٔ اول)؛ پیش‌بینی قیمت آینده در آن‌ها نیست و رشد گذشته تضمین رشد آینده نیست.';

/** A suite, a room or a student's home: a small flat to rent («سوئیت ارزون نزدیک دانشگاه», «اتاق دانشجویی»). */
const SMALL_HOME = /(?:^|\s)(?:سوئیت\S*|سوییت\S*|سویت\S*|استودیو|اتاق|خوابگاه\S*|دانشجو\S*|نقلی|کوچیک|کوچک)(?=\s|$)/u;
const DEPOSIT_CHIPS = ['۵۰ میلیون ودیعه', '۱۰۰ میلیون ودیعه', '۲۰۰ میلیون ودیعه'];

/**
 * Asked after a small flat's rent whose size was taken as the usual one-bedroom's, in place of the card's next detail
 * (what a student can put down decides the monthly rent): the answer that gives the figures asks it (`answer`'s
 * `smallFlat`), so its question and its chips are composed together.
 */
const SMALL_FLAT_DEPOSIT_ASK = 'چقدر ودیعه می‌توانید بدهید؟ اجارهٔ ماهانهٔ باقی را با همان نرخ می‌گویم.';

/** The rent answer for a small flat whose size was taken as the usual one-bedroom's: that size said first. */
function smallFlatTurn(turn: Turn, area: number): Turn {
  const note = `برای سوئیت یا واحد تک‌خوابه متراژ را ${fa(area)} متر گرفتم (میانهٔ متراژ آگهی‌های اجارهٔ تک‌خوابهٔ تهران)؛ متراژ دیگری را بگویید تا دوباره حساب کنم.`;
  return { ...turn, reply: { ...turn.reply, content: `${note}\n${turn.reply.content}` } };
}

/** «امسال چی؟», «الان چقدره؟»: the level now, after last year's was given. */
const NOW_AGAIN = /^(?:و |خب |حالا )?(?:امسال|الان|الآن|این روزا|الان قیمتش|امسالش|الانش)(?: چی| چطور| چقدره| چقدر| چنده| چند| چقده| چقد)?(?: هست| است)?$/u;

/**
 * A level now was the last answer: a place's or a part's market figures or trend, a district's own figures, a
 * comparison's medians, or a flat's market total (a price or rent with its size).
 */
function figureGiven(prev: DialogueState): boolean {
  // «کدام محله؟» was asked (a place with no figures, a part's neighbourhoods): no level was given.
  if (prev.asked === 'place') return false;
  // A yield is a ratio, not a level that a later month could change.
  if (prev.task === 'market') return prev.market_kind !== 'year_ago' && prev.market_kind !== 'yield' && prev.market_kind !== 'yield_rank' && Boolean(prev.places[0] || prev.region);
  if (prev.task === 'neighbourhood_info') return prev.places[0]?.type === 'district';
  // A comparison gives both places' medians.
  if (prev.task === 'compare') return prev.places.length >= 2;
  if (prev.task === 'sale_price' || prev.task === 'rent_price') return Boolean(prev.places[0]) && prev.frame.area !== undefined && prev.asked !== 'area';
  return false;
}

/**
 * «روندش چیه؟», «مراحلش چیه؟» right after a service was explained: how that service goes (its own answer), not a
 * price trend of no place.
 */
const SERVICE_PROCEDURE = /(?:^|\s)(?:روندش|روند کارش|روال کارش|روالش|مراحلش|مراحل کارش)(?=\s|$)/u;

export function respond(prev: DialogueState, message: string, context: TurnContext): Turn {
  const u = understand(message, context.now ?? new Date());
  const answered = respondTo(prev, message, context, u);
  // The service explained is kept for the next message only.
  const { service: _explained, procedure: _steps, steps: _given, ...rest } = answered.state;
  const turn = answered.intent === 'service_info' || !answered.state.service ? answered : { ...answered, state: rest };
  // «مترو شریعتی»: the station was read as the neighbourhood it lies in; said first, so «میرداماد» is not a surprise.
  const station = u.places.find((p) => p.type === 'neighbourhood' && p.station);
  if (station && station.type === 'neighbourhood' && [...turn.state.places, ...(turn.state.choices ?? [])].some((p) => p.id === station.id)) {
    return { ...turn, reply: { ...turn.reply, content: `ایستگاه مترو ${station.station} در محلهٔ ${station.name} است.\n${turn.reply.content}` } };
  }
  // «گلبرگ شرقی»: a street the API resolves to the neighbourhood it lies in (دردشت), said the way a station is, once
  // (in the turn it is named), so the answer about دردشت is not read as one about the street.
  const resolved = u.places.find((p) => p.type === 'neighbourhood' && p.said);
  // Also when that neighbourhood lacks listings and «منظورتان گیشا (کوی نصر) است؟» asks among its namesakes: the
  // question names a place the user never said («بیمارستان میلاد») without it.
  const askedAmong = turn.state.asked === 'place' && (turn.state.choices?.length ?? 0) > 0 && resolved?.type === 'neighbourhood' && turn.reply.content.includes(resolved.name);
  if (resolved && resolved.type === 'neighbourhood' && ([...turn.state.places, ...(turn.state.choices ?? [])].some((p) => p.id === resolved.id) || askedAmong)) {
    return { ...turn, reply: { ...turn.reply, content: `${resolved.said} در محلهٔ ${resolved.name} است.\n${turn.reply.content}` } };
  }
  return turn;
}

/**
 * «اون یکی چی؟» while a part of the city is discussed and no place: the other part when there is exactly one (the
 * one weighed beside it, whose neighbourhoods a market answer did not offer, or the one discussed before it), read as
 * if it were said; else «which one?» with the neighbourhoods the answer offered. Nothing to do when no part is
 * discussed, or when a place left before it is what «اون یکی» points at.
 */
function otherPart(prev: DialogueState, u: Understanding): Understanding | Turn {
  if (!u.otherPlace || u.places.length > 0 || u.region || !prev.region || prev.places[0] || prev.task === 'compare') return u;
  const weighed = partsOf(prev);
  // Both parts' neighbourhoods were offered (a price or «چطوره» asked of both): neither is «the other».
  const bothOffered = weighed.length >= 2 && prev.task !== 'market';
  const others = [...new Set([...weighed, ...(prev.other_region ? [prev.other_region] : [])])].filter((r) => r !== prev.region);
  if (others.length === 1 && !bothOffered) {
    const region = others[0];
    return { ...u, otherPlace: false, region: { region, start: 0, end: 0, negated: false }, regions: [region] };
  }
  if (prev.other && others.length === 0) return u;
  const offered = prev.task === 'market' && !bothOffered ? regionPlaces(prev.region, 3) : partsPlaces(weighed);
  return {
    reply: reply(`کدام یکی؟ ${persianList(offered.map((nb) => nb.name_fa), 'یا')}؟`, [], offered.map((nb) => `در ${nb.name_fa}`)),
    state: { ...prev, asked: 'place' },
    intent: 'inform',
  };
}

function respondTo(prev: DialogueState, message: string, context: TurnContext, heard: Understanding): Turn {
  const pointed = otherPart(prev, heard);
  if ('reply' in pointed) return pointed;
  const u = pointed;
  const ctx: Required<TurnContext> = { now: new Date(), asker: VISITOR, ...context };
  let intent = u.intent;
  const state: DialogueState = { ...prev, frame: { ...prev.frame }, places: [...prev.places] };
  delete state.yield_districts;
  // The bank said once is answered once: «اون یکی چی؟» or «ونک چی؟» after it is the other place's yield alone (it
  // repeated «نرخ سود بانکی در داده‌های ارزیاب نیست» under every follow-up).
  if (!mentionsBank(u.text)) delete state.bank_asked;
  // The question declined for a town outside Tehran is kept for the next message only («تهران چی؟» right after it).
  delete state.outside_task;
  delete state.city;

  // «آره» / «نه» answering «این واحد پارکینگ دارد؟».
  let update: Frame = {};
  if ((prev.asked === 'parking' || prev.asked === 'elevator') && YES_OR_NO.test(u.text)) {
    update = { [prev.asked]: !/^(?:نه|نخیر|نه خیر)$/u.test(u.text) };
    intent = 'inform';
  } else if (YES_OR_NO.test(u.text) && !(prev.asked === 'place' && prev.choices?.length === 1 && YES_WORD.test(u.text))) {
    // A bare yes or no gives no detail: the question just asked is asked again (the answer is not repeated); a yes
    // to «منظورتان گیشا (کوی نصر) است؟» picks that one (below).
    if (prev.asked) {
      const again = ASKED_AGAIN[prev.asked];
      return { reply: reply(again.content, [], again.chips()), state: prev, intent: 'inform' };
    }
    return { reply: reply('بسیار خب. سؤال دیگری دربارهٔ ملک یا محله‌ها دارید؟', [], CHAT_STARTER_SUGGESTIONS.slice(0, 3)), state: prev, intent: 'inform' };
  }

  // «همهٔ تهران» after a search limited to a district: the same search over all Tehran.
  if ((prev.task === 'buy_suggestion' || prev.task === 'rent_suggestion') && ALL_TEHRAN.test(u.text)) {
    const { region: _wider, regions: _parts, ...all } = state;
    return { ...answer({ ...all, places: [], asked: null }, ctx, {}, true), intent: 'inform' };
  }
  // «همهٔ تهران» after a part's market figures: the city's own level, as «تهران چی؟».
  if (prev.task === 'market' && prev.region && !prev.places[0] && ALL_TEHRAN.test(u.text)) {
    const { region: _wider, regions: _parts, ...all } = state;
    return { reply: reply(`${tehranAnswer()}\nآمار بازار هر محله جداست؛ کدام محلهٔ تهران؟`, [], placeChips()), state: { ...all, asked: 'place', city: true }, intent: 'market' };
  }
  // «پارسال چقدر بود؟» then «امسال چی؟» / «الان چقدره؟»: the level now, of the same place (it was declined).
  const nowAsked = NOW_AGAIN.test(u.text.replace(/[?؟!.]/gu, '').trim()) && u.places.length === 0 && !u.region;
  if (nowAsked && prev.city) {
    return { reply: reply(`${tehranAnswer()}\nآمار بازار هر محله جداست؛ کدام محلهٔ تهران؟`, [], placeChips()), state: { ...state, city: true }, intent: 'market' };
  }
  if (nowAsked && prev.task === 'market' && prev.market_kind === 'year_ago' && (prev.places[0] || prev.region)) intent = 'market';
  // «الان چقدره؟» right after a level now (not last year's): the figure just given is already the latest month's; said
  // so in one line, not the answer again (it was declined as off-topic).
  // Not after a service answer: the figure is no longer «just above».
  if (nowAsked && figureGiven(prev) && !prev.service) {
    const kind = prev.market_kind === 'rent' || prev.task === 'rent_price' || (prev.task === 'compare' && prev.compare_kind === 'rent') ? 'rent' : 'sale';
    const content = `رقمی که همین بالا گفتم تازه‌ترین است: آمار ${formatJalaliMonth(marketPriceDate(kind))}، آخرین ماهی که داده‌هایش را داریم؛ رقم تازه‌تری از آن نیست.`;
    return { reply: reply(content, [], ['پارسال چقدر بود؟', 'روندش چطوره؟']), state: prev, intent: 'market' };
  }
  // «پونک چطوره؟» (its environment, no figure) then «الان چقدره؟»: its price now, as «قیمتش چنده؟».
  if (nowAsked && prev.task === 'neighbourhood_info' && prev.places[0]?.type === 'neighbourhood') intent = 'market';
  // «ارزیابی محله چیه؟» then «الان چقدره؟» (declined as off-topic before): the level now of the place being discussed
  // (its market figures again, the service answer came between), or, with none, which place — the services' cost
  // offered too when a service was just explained, which «چقدره» may mean there.
  if (nowAsked && !prev.city && !(prev.task === 'market' && prev.market_kind === 'year_ago') && !(figureGiven(prev) && !prev.service)) {
    if (prev.asked === 'place' && !prev.service) return { reply: reply(ASKED_AGAIN.place.content, [], ASKED_AGAIN.place.chips()), state: prev, intent: 'market' };
    if (!prev.places[0] && !prev.region) {
      const chips = [...placeChips().slice(0, 3).map((c) => `قیمت هر متر ${c}`), ...(prev.service ? ['هزینهٔ سرویس‌ها چقدره؟'] : [])];
      const content = `قیمت کجا را می‌خواهید؟ آمار بازار هر محله جداست؛ نام محله یا شمارهٔ منطقه را بگویید.${prev.service ? ' اگر هزینهٔ سرویس را می‌پرسید، گزینهٔ آخر را بزنید.' : ''}`;
      return { reply: reply(content, [], chips), state: { ...state, task: 'market', frame: {}, places: [], asked: 'place', market_kind: undefined }, intent: 'market' };
    }
    intent = 'market';
  }
  // A lone number answers the question just asked.
  if (prev.asked && isBareNumber(u.text)) {
    const a = bareAnswer(prev.asked, u.text, ctx.now);
    if (a) {
      update = a;
      intent = 'inform';
    }
  }
  // «۷۵» right after a neighbourhood's market figures (which ask nothing, their chip says «قیمت ۸۰ متر در …»): the size
  // of the flat those figures are wanted for («منظورتان را متوجه نشدم» before).
  if (!prev.asked && isBareNumber(u.text) && prev.task === 'market' && prev.market_kind !== 'trend' && prev.market_kind !== 'year_ago' && prev.places[0]?.type === 'neighbourhood' && inRange(Number(u.text), 'area')) {
    update = { area: Number(u.text) };
    intent = 'inform';
  }
  // «نه ۹۵» (a number after «نه»): the detail just asked, or the size said before corrected; asked which when it
  // could be either (declined as off-topic before: «نه» before a number is no count).
  const corrected = NO_THEN_NUMBER.exec(u.text);
  if (corrected && Object.keys(update).length === 0) {
    const said = corrected[1];
    const n = Number(said);
    // A year is written with two or four digits («۹۵», «۱۳۹۵»): «نه ۵» is no build year.
    const yearLike = /^\d{2}$|^\d{4}$/.test(said);
    const asAsked = prev.asked && (prev.asked !== 'build_year' || yearLike) ? bareAnswer(prev.asked, said, ctx.now) : null;
    const readings: Array<Partial<Frame>> = asAsked ? [asAsked] : [];
    // A detail already said that the number could be correcting («ساخت ۹۰» then «نه، ۹۲»).
    const f = prev.frame;
    const year = f.build_year !== undefined && yearLike ? jalaliBuildYear(said, ctx.now) : null;
    const others: Array<Partial<Frame> | null> = [
      f.area !== undefined && inRange(n, 'area') ? { area: n } : null,
      year ? { build_year: year } : null,
      f.floor !== undefined && inRange(n, 'floor') ? { floor: n } : null,
    ];
    for (const r of others) if (r && !readings.some((k) => Object.keys(k)[0] === Object.keys(r)[0])) readings.push(r);
    if (readings.length === 1) {
      update = readings[0];
      intent = 'inform';
    } else if (readings.length >= 2) {
      const words = readings.map((r) => correctionWords(r, said));
      return { reply: reply(`منظورتان ${persianList(words.map((w) => w.said), 'یا')} است؟`, [], words.map((w) => w.chip)), state: prev, intent: 'inform' };
    }
  }
  // «بدون اجاره، رهن کامل» answering the monthly rent question.
  if (prev.asked === 'rent' && /رهن کامل|بدون اجاره/u.test(u.text) && u.slots.rent === undefined) {
    update = { ...update, rent: 0 };
    intent = 'inform';
  }
  // A short reply that gives what was just asked («ماهی ۱۰ میلیون», «ساخت ۹۸») is an answer, not a new question.
  const ANSWERS: Partial<Record<Ask, Array<keyof Frame>>> = {
    area: ['area'], size: ['area', 'rooms'], rooms: ['rooms'], floor: ['floor'], build_year: ['build_year', 'age'],
    budget: ['budget'], deposit: ['deposit', 'rent'], rent: ['rent'], parking: ['parking'], elevator: ['elevator'],
  };
  const given = prev.asked ? ANSWERS[prev.asked] ?? [] : [];
  if (TASKS.includes(intent) && u.text.split(' ').length <= 4 && u.places.length === 0 && given.some((k) => u.slots[k] !== undefined || (k === 'budget' && u.unassignedMoney.length > 0))) {
    intent = 'inform';
  }

  let places = placesOf(u);
  // «قیمت هر متر در ولیعصر» (the answer's own chip) after «ولیعصر منطقه ۱» was chosen: the namesake being discussed,
  // not «منظورتان کدام ولیعصر است؟» again.
  const namesake = u.places.find((p): p is Extract<typeof p, { type: 'neighbourhood' }> => p.type === 'neighbourhood' && (p.alternatives?.length ?? 0) >= 2);
  const namesakeKept = namesake
    ? [...prev.places, ...(prev.other ? [prev.other] : [])].find((p) => namesake.alternatives?.includes(p.id) && nbOf(p)?.name_fa === namesake.name)
    : undefined;
  if (namesake && namesakeKept) places = places.map((p) => (p.type === 'neighbourhood' && p.id === namesake.id ? namesakeKept : p));
  // «اون یکی چی؟» among the neighbourhoods a «منظورتان کدام …؟» offered: right after the question it picks none of
  // them (asked again), after one was chosen it is the other one (with three or more, which of the rest?).
  if (u.otherPlace && places.length === 0 && prev.choices && prev.choices.length >= 2) {
    const current = prev.places[0];
    const rest = prev.choices.filter((c) => !(current && c.type === current.type && c.id === current.id));
    if (prev.asked === 'place' || rest.length >= 2) {
      const names = (prev.asked === 'place' ? prev.choices : rest).map(nbOf).filter((nb): nb is Neighbourhood => nb !== null);
      return {
        reply: reply(`کدام یکی؟ ${persianList(names.map((nb) => nb.name_fa), 'یا')}؟`, [], names.map((nb) => `در ${nb.name_fa}`)),
        state: { ...state, asked: 'place' },
        intent: 'inform',
      };
    }
    places = rest;
  }
  // «اون یکی چی؟» after a comparison or a second place: the same question of the other place.
  if (u.otherPlace && places.length === 0 && prev.other && prev.task !== 'compare') places = [prev.other];
  // A place question answered with a name the rules did not see as one (a typo, a short name): the catalogue's search.
  // «بازار» alone while a neighbourhood is asked: the whole message is a catalogue name, so it is that place, though
  // the rules read such an everyday word as a place only after a cue.
  if ((prev.asked === 'place' || prev.asked === 'second_place') && places.length === 0 && u.outside.length === 0) {
    const whole = normalizeText(message).replace(/[?؟!.]/gu, '').trim();
    const named = whole.split(' ').length <= 4 ? getNeighbourhoodExact(whole) : null;
    if (named) {
      places = [{ type: 'neighbourhood', id: named.id, district: named.district }];
      intent = 'inform';
    }
  }
  // «آره» to «منظورتان گیشا (کوی نصر) است؟»: the one neighbourhood offered.
  if (prev.asked === 'place' && prev.choices?.length === 1 && places.length === 0 && YES_WORD.test(u.text.replace(/[?؟!.]/gu, '').trim())) {
    places = prev.choices;
    intent = 'inform';
  }
  // «منطقه ۱۸» answering «منظورتان کدام هفده شهریور است؟»: the choice in that district.
  if (prev.asked === 'place' && prev.choices && places.length === 1 && places[0].type === 'district') {
    const inDistrict = prev.choices.filter((c) => c.district === places[0].district);
    if (inDistrict.length === 1) places = inDistrict;
  }
  // «شرقی» answering «منظورتان کدام تهرانپارس است؟»: the choice whose name has those words (not «شارق شرقی», which
  // the catalogue's search would find first).
  if (prev.asked === 'place' && prev.choices && places.length === 0 && (intent === 'inform' || intent === 'out_of_scope')) {
    const words = normalizeText(message).split(' ').filter((w) => w && w !== 'در' && w !== 'تو' && w !== 'همون' && w !== 'منظورم');
    const named = words.length > 0 && words.length <= 3 ? prev.choices.filter((c) => {
      const name = nbOf(c)?.name_fa.split(' ') ?? [];
      return words.every((w) => name.includes(w));
    }) : [];
    if (named.length === 1) {
      places = named;
      intent = 'inform';
    }
  }
  // Money or a detail said is not a name («۷۰۰ تا دارم» is not «ارم» one edit away).
  const detailSaid = u.unassignedMoney.length > 0 || Object.values(u.slots).some((v) => v !== undefined);
  if ((prev.asked === 'place' || prev.asked === 'second_place') && places.length === 0 && Object.keys(update).length === 0 && !detailSaid && (intent === 'inform' || intent === 'out_of_scope')) {
    const [hit] = searchPlaces(normalizeText(message), 1);
    // Anything but a typo of two edits: one edit, a name within or beside the text, or better.
    if (hit && hit.score >= PLACE_SEARCH_SCORE.typo - PLACE_SEARCH_STEP) {
      places = [hit.type === 'neighbourhood' ? { type: 'neighbourhood', id: hit.neighbourhood.id, district: hit.neighbourhood.district } : { type: 'district', id: String(hit.district), district: hit.district }];
      intent = 'inform';
    } else if (intent === 'out_of_scope') {
      const close = searchPlaces(normalizeText(message), 3).filter((h) => h.type === 'neighbourhood');
      const names = close.map((h) => (h.type === 'neighbourhood' ? h.neighbourhood.name_fa : ''));
      return {
        // A question instead of a name («کدوم ارزونتره؟» to «با کدام محله مقایسه کنم؟») has the place asked again; with
        // no name close, the busiest places are offered to tap (it got no chips).
        reply:
          names.length === 0 && prev.asked && asksSomething(message, u.text)
            ? reply(ASKED_AGAIN[prev.asked].content, [], ASKED_AGAIN[prev.asked].chips())
            : reply(names.length ? `این محله را نشناختم. منظورتان ${names.join(' یا ')} است؟` : 'این محله را در تهران نشناختم. نام محله یا شمارهٔ منطقه را بنویسید.', [], names.length ? names.map((n) => `در ${n}`) : placeChips()),
        state: prev,
        intent,
      };
    }
  }

  // «از سود بانکی بیشتره؟», «با بانک مقایسه کن», «سپرده بذارم بهتره؟» right after a yield: that yield set against the
  // bank, though no yield word is said (it was declined as off-topic).
  const yieldBefore = prev.task === 'market' && (prev.market_kind === 'yield' || prev.market_kind === 'yield_rank');
  const bankAfterYield = yieldBefore && u.places.length === 0 && !u.region && u.outside.length === 0 && mentionsBank(u.text) && (!TASKS.includes(intent) || intent === 'compare');
  if (bankAfterYield) intent = 'market';
  // «کدومش ارزونتره؟» right after a comparison: the same pair again, with which one the medians say.
  if (prev.task === 'compare' && u.places.length === 0 && (intent === 'out_of_scope' || intent === 'inform') && asksWhichOfPair(u.text)) intent = 'compare';
  // «کدومش امن‌تره؟», «مدرسه‌های کدوم بهتره؟» after it: the same pair, opened with what the data cannot measure.
  if (prev.task === 'compare' && u.places.length === 0 && (intent === 'out_of_scope' || intent === 'inform' || intent === 'neighbourhood_info') && WHICH_ONE.test(u.text) && topicsOf(u.text).length > 0) intent = 'compare';
  // «تهران چی؟», «خود تهران چطور؟» (after «… کرج» was declined): the city's own level, then which neighbourhood.
  const cityAsked = intent === 'market' && asksCityLevel(u.text) && !mentionsRent(u.text);
  if (u.places.length === 0 && u.outside.length === 0 && (TEHRAN_ITSELF.test(u.text.replace(/[?!.]/g, '').trim()) || cityAsked)) {
    const task: Task = prev.outside_task ?? 'market';
    return {
      reply: reply(`${tehranAnswer()}\nآمار بازار هر محله جداست؛ کدام محلهٔ تهران؟`, [], placeChips()),
      state: { ...state, task, frame: {}, places: [], asked: 'place', outside_task: undefined, city: true },
      intent: 'market',
    };
  }
  // «تهران چی؟» then «پارسال چقدر بود؟»: the city's own level a year before (not «which neighbourhood?» again).
  if (prev.city && u.places.length === 0 && asksLastYear(u.text) && !asksTrend(u.text)) {
    return { reply: reply(`${yearAgoAnswer(0).content}\nآمار بازار هر محله جداست؛ کدام محلهٔ تهران؟`, [], placeChips()), state: { ...state, city: true }, intent: 'market' };
  }
  // «قیمت دقیقش چنده؟» after a price or rent: the figure above is the market's; the exact one is the AI valuation's,
  // said so with its card (it was declined).
  const priced = (prev.task === 'sale_price' || prev.task === 'rent_price') && prev.places[0] ? nbOf(prev.places[0]) : null;
  if (priced && u.places.length === 0 && EXACT_PRICE.test(u.text) && prev.frame.area !== undefined) {
    const kind = prev.task === 'sale_price' ? 'sale' : 'rent';
    const card = valuationCard(kind, priced, prev.frame, ctx.catalogue, jalaliYear(ctx.now));
    return {
      reply: reply(
        `عددی که گفتم آمار بازار ${priced.name_fa} است، نه ${kind === 'sale' ? 'قیمت' : 'اجارهٔ'} همین واحد. برآورد دقیق همین واحد را، با سال ساخت، طبقه و امکاناتش، ارزیابی هوشمند می‌دهد: کارت زیر.`,
        card ? [card] : [],
      ),
      state: prev,
      intent: prev.task ?? 'inform',
    };
  }
  // «نزدیک مترو باشه» during a search for where to buy or rent: the market screen weighs prices only; said so, with
  // where the metro is weighed (the paid suggestion's environment score) — not «دربارهٔ کدام محله می‌پرسید؟».
  if ((prev.task === 'buy_suggestion' || prev.task === 'rent_suggestion') && u.places.length === 0 && METRO_WORD.test(u.text) && (intent === 'neighbourhood_info' || !TASKS.includes(intent))) {
    return {
      reply: reply(
        `${METRO_NOTE} مترو هر محله را هم می‌توانید جدا بپرسید («نارمک مترو داره؟»).`,
        [],
        ['نارمک مترو داره؟', 'پیشنهاد هوشمند محل چیه؟'],
      ),
      state: prev,
      intent: 'inform',
    };
  }
  // «نارمک چطوره؟» (or a place named alone) then «چنده؟» alone: the place's usual price, as «قیمتش چنده؟» is (it
  // was declined).
  if ((prev.task === 'neighbourhood_info' || prev.task === 'market' || !prev.task) && prev.places[0] && u.places.length === 0 && BARE_HOW_MUCH.test(u.text.replace(/[?؟!.]/gu, '').trim())) {
    intent = prev.task ? 'market' : 'sale_price';
  }
  // «خونه نزدیک دانشگاه آزاد»: a landmark the catalogue does not hold, and no question the rules read: which
  // neighbourhood, not «outside what I do» (the question asked before, if any, is kept).
  const landmark = u.landmarks[0]?.name;
  if (landmark && places.length === 0 && !TASKS.includes(intent) && (intent !== 'out_of_scope' || HOME_WORD.test(u.text))) {
    return { reply: reply(`${landmarkLine(landmark)}\nقیمت یا اجارهٔ کدام محله را می‌خواهید؟`, [], placeChips().map((c) => `قیمت آپارتمان ${c}`).slice(0, 3)), state: prev, intent: 'inform' };
  }
  // «ارزیابی هوشمند چیه؟» then «روندش چیه؟»: the service's procedure, not the trend of a place.
  const stepsAsked = prev.service !== undefined && u.places.length === 0 && !u.region && SERVICE_PROCEDURE.test(u.text) && !/(?:^|\s)(?:قیمت\S*|بازار|مسکن|اجاره\S*)(?=\s|$)/u.test(u.text);
  if (stepsAsked) intent = 'service_info';
  switch (intent) {
    case 'greeting':
      return { reply: greetingReply(), state: prev, intent };
    case 'thanks':
      // «خداحافظ» is a goodbye, not a thank-you: «خواهش می‌کنم» answered it.
      if (GOODBYE.test(u.text) && !THANKED.test(u.text)) return { reply: reply('خدانگهدار! هر وقت سؤالی دربارهٔ ملک یا محله‌های تهران داشتید، همین‌جا بپرسید.', [], []), state: prev, intent };
      return { reply: reply('خواهش می‌کنم! اگر سؤال دیگری دربارهٔ ملک یا محله‌ها دارید، بپرسید.', [], CHAT_STARTER_SUGGESTIONS.slice(0, 2)), state: prev, intent };
    case 'out_of_scope': {
      if (asksForAgent(u.text)) {
        // What can be had here before seeing an agent, of the place named if any (kept for the next question).
        const named = placesOf(u)[0];
        const nb = nbOf(named);
        const name = nb ? placeWords(nb.name_fa) : '';
        const chips = nb ? [`قیمت آپارتمان در ${name}`, `اجاره در ${name}`, `${name} برای زندگی چطوره؟`] : CHAT_STARTER_SUGGESTIONS.slice(0, 3);
        return { reply: reply(AGENT_DECLINE, [], chips), state: nb ? { ...prev, places: [named] } : prev, intent };
      }
      // «قیمتا بیاد پایین؟»: no forecast is in the data; the city's index and its year are what it can say instead.
      if (asksForecast(u.text)) {
        return opened({ reply: reply(tehranAnswer(), [], ['روند قیمت منطقه ۵', 'قیمت هر متر در پونک', 'بازده اجاره کل تهران چنده؟']), state: prev, intent }, FORECAST_NOTE);
      }
      // «زمین تو لواسان متری چنده؟», «برای سرمایه گذاری پردیس بهتره یا پرند؟»: towns outside Tehran, said so by name
      // (the generic decline named none).
      if (u.outside.length > 0 && placesOf(u).length === 0) return { reply: reply(outsideDecline(u.outside), [], placeChips().map((c) => `قیمت آپارتمان ${c}`).slice(0, 3)), state: prev, intent };
      return { reply: reply(DECLINE, [], CHAT_STARTER_SUGGESTIONS.slice(0, 3)), state: prev, intent };
    }
    case 'service_info': {
      if (stepsAsked && prev.service) {
        // How the service goes: its steps, how the result is made and what it costs (the overview again said nothing
        // new); asked again right after, said so shortly, with what starts the service.
        const procedure = prev.procedure ?? procedureOf(prev.service, '');
        const start = PROCEDURE_START[procedure];
        const content = prev.steps ? stepsGiven(procedure) : serviceSteps(procedure, ctx.catalogue);
        const chips = prev.steps ? start : [...start, PROCEDURE_NEXT[procedure]];
        return { reply: reply(content, [], chips), state: { ...prev, procedure, steps: true }, intent };
      }
      // «۵۰ میلیون بذار رو رهن یا ماهی ۳ تومن بیشتر بده، کدومش به صرفه تره؟»: the two weighed at the conversion rate,
      // then the rate's own answer; a computation no tool returns, so always this layer's.
      const tradedDeposit = u.slots.deposit ?? u.unassignedMoney.find((m) => m.value >= 1_000_000)?.value;
      if (tradedDeposit !== undefined && tradedDeposit > 0 && u.slots.rent !== undefined) {
        const info = serviceInfo('conversion', ctx.catalogue);
        const cards = info.link ? [{ type: 'link' as const, ...info.link }] : [];
        const content = [...depositOrRentLines(tradedDeposit, u.slots.rent), info.content.split('\n').slice(1).join('\n')].join('\n');
        return { reply: reply(content, cards, ['نرخ تبدیل رهن به اجاره چنده؟', 'با ۳۰۰ میلیون رهن و ماهی ۱۰ میلیون کجا؟']), state: { ...prev, asked: null }, intent, defaultOnly: true };
      }
      const topic = serviceTopic(u.text);
      // The same question again right after its answer («ارزیابی هوشمند چیه؟» twice): the answer is just above.
      if (prev.service === topic && !prev.steps && !u.ownCredits) {
        const procedure = prev.procedure ?? procedureOf(topic, u.text);
        return { reply: reply(SERVICE_GIVEN, [], ['مراحلش چیه؟', ...PROCEDURE_START[procedure]]), state: prev, intent };
      }
      const info = serviceInfo(topic, ctx.catalogue);
      const cards = [];
      if (info.plans) cards.push(plansCard(ctx.catalogue));
      if (info.link) cards.push({ type: 'link' as const, ...info.link });
      // «چند اعتبار دارم؟»: the asker's balance (or how to see it) first, then what the services cost.
      const content = u.ownCredits ? `${ownCreditsLine(ctx.asker)}\n${info.content}` : info.content;
      const chips = ['گزارش تکمیلی چه چیزی اضافه دارد؟', 'آیا استفادهٔ رایگان دارد؟', 'قیمت‌ها چقدر دقیق است؟'];
      const { steps: _given, ...kept } = prev;
      return { reply: reply(content, cards, chips), state: { ...kept, service: topic, procedure: procedureOf(topic, u.text) }, intent, personal: u.ownCredits };
    }
    default:
      break;
  }

  // «بازدهی اجاره منطقه ۱ با منطقه ۲۲ مقایسه کن»: districts weighed by their neighbourhoods' yields, as two parts of
  // the city are (a comparison asked which two neighbourhoods).
  if (intent === 'compare' && asksYield(u.text) && places.length >= 2 && places.every((p) => p.type === 'district')) {
    const parts = places.map((p) => ({ words: `منطقه ${fa(p.district)}`, districts: [p.district] }));
    // The first district is what «اون یکی چی؟» then points at (it had no place to point at, «متوجه نشدم»).
    const yieldDistricts = places.map((p) => p.district);
    return { reply: partsYieldAnswer(parts), state: { ...state, task: 'market', market_kind: 'yield', places: [places[places.length - 1]], other: places[places.length - 2], asked: null, yield_districts: yieldDistricts }, intent: 'market', defaultOnly: true };
  }
  // «منطقه ۵ بهتره یا منطقه ۲ برای خرید؟»: two districts weighed by their own figures (it asked which two
  // neighbourhoods); the first is what «اون یکی چی؟» then points at.
  if (intent === 'compare' && !asksYield(u.text) && places.length === 2 && places.every((p) => p.type === 'district') && places[0].district !== places[1].district) {
    const [a, b] = places;
    const chips = [`منطقه ${fa(a.district)} چطوره؟`, `منطقه ${fa(b.district)} چطوره؟`, `بازدهی اجاره منطقه ${fa(a.district)} با منطقه ${fa(b.district)} مقایسه کن`];
    return { reply: { ...districtsCompareAnswer([a.district, b.district]), suggestions: chips }, state: { ...state, task: 'market', places: [b], other: a, asked: null, market_kind: undefined }, intent: 'market' };
  }
  // «از سود بانکی بیشتره؟» right after two districts' yields: the bank's rate is not in the data (said first), and both
  // districts are weighed again (it was the second one's alone, the place kept for «اون یکی چی؟»).
  if (bankAfterYield && prev.yield_districts && prev.yield_districts.length >= 2) {
    const r = partsYieldAnswer(prev.yield_districts.map((d) => ({ words: `منطقه ${fa(d)}`, districts: [d] })));
    return { reply: { ...r, content: `${NO_BANK_RATE}\n${r.content}` }, state: { ...state, task: 'market', market_kind: 'yield', bank_asked: true, asked: null, yield_districts: prev.yield_districts }, intent: 'market', defaultOnly: true };
  }
  // «ارزونترین محله منطقه ۵ کجاست؟», or «ارزونترین محلش کجاست؟» after a district (or a part of the city) was
  // discussed: its neighbourhoods ranked by their market medians per m²; with nothing discussed, all Tehran.
  const extreme = intent === 'market' && u.outside.length === 0 ? asksExtremePlace(u.text) : null;
  if (extreme) {
    const scope = places[0] ?? (u.region ? undefined : prev.places[0]);
    const region = u.region && !u.region.negated ? u.region.region : !places[0] && !prev.places[0] ? prev.region : undefined;
    const districts = scope ? [scope.district] : region ? regionDistricts(region).districts : null;
    const where = scope ? `منطقه ${fa(scope.district)}` : region ? regionWords(region) : 'تهران';
    const kind = mentionsRent(u.text) ? 'rent' : 'sale';
    const ranked = rankedPlaces({ kind, order: extreme, districts });
    if (ranked.places.length > 0) {
      const what = kind === 'rent' ? 'میانهٔ هر متر مربع آگهی‌های اجاره (به معادل رهن کامل)' : 'میانهٔ قیمت هر متر مربع آگهی‌های فروش';
      const content = [
        `آمار بازار، نه ارزیابی: ${extreme === 'cheaper' ? 'ارزان‌ترین' : 'گران‌ترین'} محله‌های ${where} به ${what}، به تاریخ ${formatJalaliMonth(ranked.price_date)} و از ${fa(ranked.considered)} محلهٔ دارای آمار: ${persianList(ranked.places.map((p) => `${p.neighbourhood.name_fa} ${money(p.median_per_m2)}`))}.`,
        'میانهٔ آگهی‌های هر محله است و ویژگی‌های یک واحد (متراژ، سال ساخت، امکانات) را در نظر نمی‌گیرد؛ قیمت یک واحد را با نام محله و متراژ بپرسید.',
      ].join('\n');
      const chips = ranked.places.map((p) => (kind === 'rent' ? `اجاره ۸۰ متر در ${p.neighbourhood.name_fa}` : `قیمت ۸۰ متر در ${p.neighbourhood.name_fa}`));
      const kept: StatePlace[] = scope && scope.type === 'district' ? [scope] : scope ? [{ type: 'district', id: String(scope.district), district: scope.district }] : [];
      return { reply: reply(content, [], chips), state: { ...state, task: 'market', places: kept, asked: null, ...(kind === 'rent' ? { market_kind: 'rent' as const } : { market_kind: undefined }) }, intent: 'market' };
    }
  }
  if (u.outside.length > 0 && places.length === 0) {
    // «قیمت آپارتمان تو شیراز»: the city, but Tehran has a neighbourhood of that name too. Said so, with it to tap; the
    // question and its details are kept, so naming a Tehran neighbourhood next («محلهٔ شیراز تهران», «پونک») answers it.
    const homonym = u.outside[0].homonym ? getNeighbourhood(u.outside[0].homonym) : null;
    if (homonym && TASKS.includes(intent)) {
      const task = intent as Task;
      const spot = { type: 'neighbourhood' as const, id: homonym.id, district: homonym.district };
      return {
        reply: reply(
          `ارزیاب فعلاً فقط محله‌های تهران را پوشش می‌دهد و برای ${u.outside[0].name} داده‌ای ندارد. اگر منظورتان محلهٔ ${homonym.name_fa} در تهران است، بگویید.`,
          [],
          [`محلهٔ ${homonym.name_fa} تهران`, ...placeChips().slice(0, 2)],
        ),
        state: { ...state, task, frame: mergeFrame({}, assignMoney(task, u.slots, u.unassignedMoney)), places: [], asked: 'place', choices: [spot], outside_task: task },
        intent,
      };
    }
    return {
      reply: reply(outsideDecline(u.outside), [], placeChips().map((c) => `قیمت آپارتمان ${c}`).slice(0, 3)),
      // The question declined is kept, so «تهران چی؟» asks it of Tehran.
      state: TASKS.includes(intent) ? { ...prev, outside_task: intent as Task } : prev,
      intent,
    };
  }

  // «قیمت هر متر در پونک» then «اجاره چطور؟»: with no flat described, the rent (or the price) after a market answer
  // is the place's usual one, a market question of the other kind, not a flat to size.
  const flatSaid = u.slots.area !== undefined || u.slots.rooms !== undefined || state.frame.area !== undefined;
  // «نارمک چطوره؟» then «قیمتش چنده؟» / «اجارش چنده؟»: the same, the place's usual price or rent.
  const placeTalk = prev.task === 'market' || prev.task === 'neighbourhood_info';
  if (placeTalk && (intent === 'rent_price' || intent === 'sale_price') && !flatSaid && u.places.length === 0) intent = 'market';
  // «اجارش چنده؟» then «۸۰ متر»: a size after a neighbourhood's usual rent is a flat to price (the rent figures per m²
  // were said again, the size ignored).
  if (prev.task === 'market' && prev.market_kind === 'rent' && intent === 'inform' && (u.slots.area ?? update.area) !== undefined && u.places.length === 0 && prev.places[0]?.type === 'neighbourhood') intent = 'rent_price';
  // «آزادی» has too few listings: its market answer offered nearby places instead; «۷۰ متر» next is the flat to price
  // there (the AI valuation's card and the nearby places for that size), not the same answer again.
  if (prev.task === 'market' && prev.asked === 'place' && !prev.market_kind && intent === 'inform' && u.slots.area !== undefined && u.places.length === 0 && prev.places[0]?.type === 'neighbourhood') intent = 'sale_price';
  // «با ۱ میلیارد ۶۰ متر میشه؟» in a rent conversation: the amount is the deposit of the rent asked, not a sale price
  // (no price, buying or selling word said).
  const rentTalk = prev.task === 'rent_price' || (prev.task === 'market' && prev.market_kind === 'rent');
  if (rentTalk && intent === 'sale_price' && u.places.length === 0 && !SALE_WORD.test(u.text) && !/(?:^|\s)(?:قیمت\S*|ارزش\S*|می ?ارز\S*)(?=\s|$)/u.test(u.text)) {
    intent = prev.task === 'rent_price' ? 'inform' : 'rent_price';
  }
  // «ماهی ۱۰ تومن بیشتر نمیتونم» after a flat's rent: what the renter can pay for that flat, not a new search of Tehran
  // that asks the size again.
  if (prev.task === 'rent_price' && prev.places[0] && prev.asked !== 'place' && intent === 'rent_suggestion' && u.places.length === 0 && !u.region && (u.slots.rent !== undefined || u.slots.deposit !== undefined) && !/(?:^|\s)(?:کجا\S*|کدوم|کدام|محله|پیدا)(?=\s|$)/u.test(u.text)) intent = 'inform';
  // «کدام محله؟» for a rent or price asked, answered with money («۸۰۰ میلیون», «ماهی ۱۵»): a search for where, not
  // the same question again and again.
  const moneySaid = u.slots.deposit !== undefined || u.slots.rent !== undefined || u.slots.budget !== undefined || u.unassignedMoney.length > 0;
  // Not when the place was named and only lacked figures (its nearby places offered): «با ۲۰۰ تومن پیش چی؟» after
  // «اجاره سوئیت تو انقلاب» is the deposit of that flat, not a search of Tehran that asks the size again.
  // The flat already described is the one the search is for («اجاره ۶۰ متری چنده؟», «۸۰۰ میلیون»): its size is kept,
  // not asked again.
  let flatKept: Frame = {};
  if (prev.asked === 'place' && prev.places[0]?.type !== 'neighbourhood' && u.places.length === 0 && moneySaid && (prev.task === 'rent_price' || prev.task === 'sale_price') && (intent === 'inform' || intent === prev.task)) {
    intent = prev.task === 'rent_price' ? 'rent_suggestion' : 'buy_suggestion';
    flatKept = { area: prev.frame.area, rooms: prev.frame.rooms };
  }
  // «با ۵۰ میلیون پیش و ماهی ۵ تومن چی؟» while buying or with nothing asked: a deposit or a monthly rent is renting —
  // the same place's rent after its price (the size kept), else where to rent («ثبت شد» before, the deposit on a
  // sale card).
  const rentMoney = u.slots.deposit !== undefined || u.slots.rent !== undefined;
  if (intent === 'inform' && rentMoney && (!prev.task || prev.task === 'sale_price' || prev.task === 'buy_suggestion')) {
    intent = prev.task === 'sale_price' && (prev.places[0] || u.places[0]) ? 'rent_price' : 'rent_suggestion';
  }
  // «پونک و شهران رو مقایسه کن» then «اجاره چطور؟» / «قیمت خریدشون چی؟»: the same pair, the other market.
  const askedKind: CompareKind | null = intent === 'rent_price' ? 'rent' : intent === 'sale_price' ? 'sale' : null;
  const pairKept = prev.task === 'compare' && askedKind !== null && u.places.length === 0 && !u.otherPlace;
  if (pairKept) intent = 'compare';
  // The task: a new question sets it; details alone keep the current one.
  if (TASKS.includes(intent)) {
    const task = intent as Task;
    if (task !== state.task) {
      state.frame = mergeFrame(state.task ? carryOver(state.frame, task) : {}, flatKept);
      state.asked = null;
      delete state.market_kind;
      // A search for where to buy or rent covers all Tehran unless this message names a place.
      if (task === 'buy_suggestion' || task === 'rent_suggestion') state.places = [];
    }
    state.task = task;
    if (task === 'compare') {
      state.compare_kind = pairKept && askedKind ? askedKind : compareKindOf(u.text) ?? (prev.task === 'compare' ? prev.compare_kind : undefined) ?? compareKindFrom(prev);
    } else delete state.compare_kind;
    // Each market question says which market it asks about; a place alone («منطقه ۳ چی؟») keeps the last one.
    if (task === 'market') {
      const yieldAsked = asksYield(u.text) ?? (bankAfterYield ? (prev.market_kind === 'yield_rank' ? 'rank' : 'place') : null);
      // «کدوم محله برای اجاره دادن بهتره؟» ranks; «بازدهیش چقدره؟» is the yield of the place discussed.
      // «بازده اجاره کل تهران چنده؟»: the city's, with its median (it asked which neighbourhood).
      const nothingNamed = u.places.length === 0 && !u.region && u.slots.budget === undefined && u.unassignedMoney.length === 0;
      const wholeCity = nothingNamed && /(?:^|\s)تهران(?=\s|$|[?؟])/u.test(u.text);
      // «بازدهیش از بانک بیشتره؟» with no place discussed either: the bank's rate is not in the data, the city's yield is.
      const bankAsked = Boolean(yieldAsked) && mentionsBank(u.text);
      if (bankAsked) state.bank_asked = true;
      else delete state.bank_asked;
      if (yieldAsked && (wholeCity || (bankAsked && nothingNamed && state.places.length === 0 && !state.region))) {
        state.market_kind = 'yield_rank';
        state.places = [];
        delete state.region;
        delete state.regions;
      } else if (yieldAsked) state.market_kind = yieldAsked === 'rank' && places.every((p) => p.type === 'district') ? 'yield_rank' : 'yield';
      else if (mentionsRent(u.text)) state.market_kind = 'rent';
      else if (asksTrend(u.text)) state.market_kind = 'trend';
      // «پارسال چقدر بود؟» right after the level was given (or «قیمت پارسال منطقه ۵ چقدر بود»): last year's level is
      // what is asked, not the same answer again.
      else if (asksLastYear(u.text) && (prev.task === 'market' || /(?:^|\s)بود/u.test(u.text))) state.market_kind = 'year_ago';
      else delete state.market_kind;
    }
  }
  // «اگه ۵۰۰ بدم»: a bare amount only the conversation can read — a deposit when renting, a budget when looking where
  // to buy; asked when the conversation does not say (or, renting, when a small number could be either payment).
  const saidAmount = u.unassignedMoney.find((m) => m.said !== undefined)?.said;
  const contextual: Frame = {};
  if (saidAmount !== undefined && u.slots.budget === undefined && u.slots.deposit === undefined && u.slots.rent === undefined) {
    if (state.task === 'market' && state.market_kind === 'rent' && state.places[0]) {
      // «میانگین اجاره تو پونک» then «اگه ۵۰۰ بدم»: the monthly rent for that deposit, a rent question of the place.
      state.task = 'rent_price';
      delete state.market_kind;
    }
    const renting = state.task === 'rent_price' || state.task === 'rent_suggestion' || (state.task === 'compare' && state.compare_kind === 'rent');
    const n = fa(saidAmount);
    if (renting && saidAmount >= 100) contextual.deposit = saidAmount * 1e6;
    else if (renting) {
      // «اگه ۱۵ بدم» renting: fifteen million a month, or a deposit (the market's «رهن ۱۵» is 15 billion)?
      return ask(state, 'deposit', `منظورتان از ${n} اجارهٔ ماهانه است یا ودیعه (رهن)؟`, [`ماهی ${n} میلیون`, `رهن ${n} ${saidAmount < 20 ? 'میلیارد' : 'میلیون'}`]);
    } else if (state.task === 'buy_suggestion') contextual.budget = saidAmount < 100 ? saidAmount * 1e9 : saidAmount * 1e6;
    else {
      const scale = saidAmount < 100 ? 'میلیارد' : 'میلیون';
      // Nothing to fill in: each chip starts the search it names.
      return { ...ask(state, 'budget', `منظورتان از ${n} بودجهٔ خرید است یا ودیعهٔ اجاره؟`, [`با ${n} ${scale} کجا خونه بخرم؟`, `با ${n} ${saidAmount < 20 ? 'میلیارد' : 'میلیون'} رهن کجا؟`]), state: { ...state, asked: null } };
    }
  }
  // «اگه بفروشم با پولش کجا رهن کنم؟» right after a sale price: the money is the market total just given for that flat
  // (its median, said with the figure), all of it a deposit; with no such figure in the talk, it is asked for.
  let fromSale: string | null = null;
  const searching = state.task === 'rent_suggestion' || state.task === 'buy_suggestion';
  if (searching && SALE_PROCEEDS.test(u.text) && !moneySaid && saidAmount === undefined) {
    const soldNb = prev.task === 'sale_price' ? nbOf(prev.places[0]) : null;
    const area = prev.frame.area;
    const total = soldNb && area !== undefined && inRange(area, 'area') ? marketFigures({ kind: 'sale', neighbourhood: soldNb, area })?.total ?? null : null;
    if (!total) {
      const what = state.task === 'rent_suggestion' ? 'ودیعه' : 'بودجه';
      return ask(state, state.task === 'rent_suggestion' ? 'deposit' : 'budget', `برآوردی از قیمت خانهٔ شما در این گفت‌وگو نیست؛ با فروش آن حدود چقدر پول دارید؟ (قیمت را هم با نام محله و متراژ از آمار بازار می‌گویم.) همان مبلغ را ${what} حساب می‌کنم.`, ['۳ میلیارد', '۵ میلیارد', '۱۰ میلیارد']);
    }
    if (state.task === 'rent_suggestion') {
      contextual.deposit = total.median;
      contextual.full_deposit = true;
    } else contextual.budget = total.median;
    fromSale = `پول فروش را میانهٔ آمار بازار ${fa(area ?? 0)} متر در ${soldNb?.name_fa ?? ''} گرفتم که بالاتر گفتم (حدود ${money(total.median)}) و همه‌اش را ${state.task === 'rent_suggestion' ? 'ودیعهٔ رهن کامل' : 'بودجهٔ خرید'} حساب کردم:`;
  }
  // «دانشجوام دنبال یه سوئیت ارزونم نزدیک دانشگاه تهران»: a suite or a student's room, no size said — the rent of a
  // one-bedroom of the usual size is answered at once (said so), and the deposit asked next, not the size and then the
  // build year (it was read as a sale price, the size asked).
  // A suite in a district («اجاره سوئیت تو منطقه ۶ ماهی چنده؟», «سوئیت ارزون تو منطقه ۱۴ واسه اجاره») is the district's
  // rent at that size: a market question (it was the rent per m², or «which neighbourhood?»).
  const where = places.length > 0 ? places.find((p) => p.type === 'neighbourhood') ?? places[0] : state.places[0];
  const suiteInDistrict = (state.task === 'rent_price' || (state.task === 'market' && state.market_kind === 'rent')) && where?.type === 'district';
  const smallFlat =
    (state.task === 'rent_price' || suiteInDistrict) && SMALL_HOME.test(u.text) && u.slots.area === undefined && state.frame.area === undefined && (u.slots.rooms ?? state.frame.rooms ?? 1) <= 1
      ? typicalAreaFor('rent', 1)
      : null;
  if (smallFlat) contextual.area = smallFlat;
  if (smallFlat && suiteInDistrict) {
    state.task = 'market';
    state.market_kind = 'rent';
  }
  const slots = { ...assignMoney(state.task, u.slots, u.unassignedMoney), ...contextual };
  // «اگه بودجه ۱ میلیارد بیشتر باشه چی؟»: an amount more or less than the one already said, not a new one.
  const relative = MONEY_CHANGE.exec(u.text);
  const amounts = (['budget', 'deposit', 'rent'] as const).filter((k) => slots[k] !== undefined);
  if (relative && amounts.length === 1 && state.frame[amounts[0]] !== undefined) {
    const k = amounts[0];
    const changed = (state.frame[k] ?? 0) + (relative[1] === 'کمتر' ? -1 : 1) * (slots[k] ?? 0);
    if (changed > 0) slots[k] = changed;
    else delete slots[k];
  }
  update = { ...slots, ...update };
  delete (update as Record<string, unknown>).full_deposit;
  if (slots.full_deposit) update.full_deposit = true;
  const changed = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined).map(([k]) => [k, true])) as Partial<Record<keyof Frame, true>>;
  state.frame = mergeFrame(state.frame, update);
  // «رهن کامل …» then «اگه ۲۰۰ رهن بدم اجاره چقد میشه؟»: a deposit or rent said without «رهن کامل» ends it.
  if ((update.deposit !== undefined || update.rent !== undefined) && !slots.full_deposit) delete state.frame.full_deposit;

  let placeChanged = false;
  // «شمال شهر باشه», «یه جای جنوب شهر با ۲ میلیارد»: a part of the city said with no place names where to look (the
  // place discussed gives way to it); «نه شمال شهر نه، …» takes it back. Said either way, it was heard.
  if (u.region && places.length === 0 && state.task !== 'compare') {
    if (u.region.negated) delete state.region;
    else {
      // The part or place left is what «اون یکی» will point at.
      if (prev.region && prev.region !== u.region.region) state.other_region = prev.region;
      else if (prev.places[0]) {
        state.other = prev.places[0];
        delete state.other_region;
      }
      state.region = u.region.region;
      state.places = [];
    }
    if (u.regions.length >= 2) state.regions = [...u.regions];
    else delete state.regions;
    placeChanged = true;
  }
  // «نارمک», «پیروزی», then «مقایسه کن» (or «کدومش امن‌تره؟»): the place being discussed and the one before it.
  const discussed = state.places.filter((p) => p.type === 'neighbourhood');
  if (state.task === 'compare' && places.length === 0 && discussed.length === 1 && prev.asked !== 'second_place' && prev.other?.type === 'neighbourhood' && prev.other.id !== discussed[0].id) {
    state.places = [prev.other, discussed[0]];
  }
  if (places.length > 0) {
    placeChanged = true;
    delete state.region;
    delete state.regions;
    delete state.other_region;
    if (state.task === 'compare') {
      const nbs = places.filter((p) => p.type === 'neighbourhood');
      // «با تهرانپارس مقایسش کن», «از تهرانپارس بهتره؟»: the place named after «با/از» is weighed against the one
      // being discussed (the rules leave «،» where a place was).
      const againstCurrent = nbs.length === 1 && /(?:^|\s)(?:با|از) ،/u.test(u.text);
      const kept = prev.task === 'compare' || intent !== 'compare' || againstCurrent ? state.places.filter((p) => p.type === 'neighbourhood') : [];
      // «شهران شمالی» after a comparison with «شهران»: the place it narrows is replaced, not the other one dropped.
      const narrowed = nbs.length === 1 ? kept.findIndex((k) => (nbOf(nbs[0])?.name_fa ?? '').startsWith(`${nbOf(k)?.name_fa ?? '-'} `)) : -1;
      state.places = nbs.length >= 2 ? nbs.slice(0, 2) : narrowed >= 0 ? kept.map((k, i) => (i === narrowed ? nbs[0] : k)) : [...kept, ...nbs].slice(-2);
    } else if (prev.asked === 'place' && places[0].type === 'neighbourhood' && state.places[0]?.type === 'district') {
      state.places = [places[0]];
    } else {
      const nb = places.find((p) => p.type === 'neighbourhood');
      state.places = [nb ?? places[0]];
    }
    // A place outside the choices offered ends them («اون یکی» then means the place before).
    if (state.choices && !state.choices.some((c) => c.id === state.places[0]?.id)) delete state.choices;
    // The place left (the other of the pair, else the one before) is what «اون یکی» will point at.
    const now = state.places[0];
    const left = state.task === 'compare' ? undefined : prev.places.find((p) => p.type !== now.type || p.id !== now.id);
    if (left) state.other = left;
  }

  // «اون یکی برای زندگی چطوره؟» or «امنیتش چطوره؟» right after a comparison points at neither of the two in
  // particular: which one?
  const aboutOne = u.otherPlace || (state.task === 'neighbourhood_info' && u.places.length === 0);
  // «اون یکی چی؟» with no question of its own right after a comparison: the answer was about both, so which one is
  // asked, and the one chosen gets the neighbourhood answer (the comparison already gave both markets).
  const otherOfPair = u.otherPlace && state.task === 'compare' && !TASKS.includes(intent);
  if (aboutOne && !placeChanged && prev.task === 'compare' && (state.task !== 'compare' || otherOfPair)) {
    const pair = prev.places.map(nbOf).filter((nb): nb is Neighbourhood => nb !== null);
    if (pair.length === 2) {
      const asked = topicsOf(u.text);
      return {
        reply: reply(`منظورتان ${pair[0].name_fa} است یا ${pair[1].name_fa}؟`, [], pair.map((nb) => `در ${nb.name_fa}`)),
        // The pair is kept: the one chosen replaces it, and the one left is what «اون یکی» then points at.
        state: { ...state, asked: 'place', ...(asked.length ? { topics: asked } : {}), ...(otherOfPair ? { task: 'neighbourhood_info' as const, compare_kind: undefined } : {}) },
        intent,
      };
    }
  }
  // «جنت آباد», or «شهران» with no rent listings of its own: which of the neighbourhoods so named?
  const rentAsked = state.task === 'rent_price' || (state.task === 'market' && state.market_kind === 'rent');
  // The place just named, or (a new question of the same place: «اجارش چقد؟» after the price of «تهرانپارس») the
  // place being discussed, whose own entry may have listings of the one kind and not the other.
  const said = namesakeKept ? undefined : u.places.find((p) => p.type === 'neighbourhood');
  const current = said?.type === 'neighbourhood' ? said : state.places[0]?.type === 'neighbourhood' ? state.places[0] : undefined;
  const asksAnew = placeChanged || state.task !== prev.task || state.market_kind !== prev.market_kind;
  const options = asksAnew && state.task !== 'compare' ? whichOne(current, state.task, rentAsked ? 'rent' : 'sale') : null;
  if (options) {
    const name = said?.type === 'neighbourhood' && !said.alternatives ? said.name : said ? commonName(options) : nbOf(state.places[0])?.name_fa ?? commonName(options);
    const content = options.length === 1 ? `آگهی ${rentAsked ? 'اجارهٔ' : 'فروش'} کافی از خود ${name} در داده‌ها نیست؛ منظورتان ${options[0].name_fa} است؟` : `منظورتان کدام ${name} است؟`;
    return {
      reply: reply(content, [], options.map((nb) => `در ${choiceLabel(nb, options)}`)),
      state: { ...state, places: state.places.slice(1), asked: 'place', choices: options.map((o) => ({ type: 'neighbourhood' as const, id: o.id, district: o.district })) },
      intent,
    };
  }

  // A question the rules could not read («ونک بهتره یا نه؟»: a place and nothing else), or a message that gave no
  // detail at all: «ثبت شد» would claim an understanding there was none, and the last answer again would ignore it.
  // The place, if any, is kept for the next question.
  const nothingRecorded = Object.keys(changed).length === 0 && !placeChanged;
  const unreadQuestion = !state.task && Object.keys(changed).length === 0 && asksSomething(message, u.text);
  if (!TASKS.includes(intent) && (nothingRecorded || unreadQuestion)) {
    const nb = nbOf(state.places[0]);
    const name = nb ? placeWords(nb.name_fa) : '';
    const chips = nb ? [`قیمت آپارتمان در ${name}`, `اجاره در ${name}`, `${name} برای زندگی چطوره؟`, `${name} را با محلهٔ دیگری مقایسه کن`] : CHAT_STARTER_SUGGESTIONS;
    return { reply: reply(NOT_UNDERSTOOD, [], chips), state: { ...state, asked: null }, intent };
  }
  if (!state.task && state.region && !state.places[0]) {
    // «شمال شهر باشه» before any question: what can be asked of the part, each chip naming it.
    const name = regionDistricts(state.region).name;
    // «با ۴ میلیارد» said with it: buying or renting with that money is what is left to ask.
    const amount = state.frame.budget ?? state.frame.deposit;
    const chips = amount
      ? [`با ${money(amount)} کجای ${name} خونه بخرم؟`, `با ${money(amount)} رهن کجای ${name}؟`]
      : [`با ۵ میلیارد کجای ${name} خونه بخرم؟`, `با ۱ میلیارد رهن کجای ${name}؟`, `قیمت ها تو ${name} چطوره؟`];
    const content = amount
      ? `${regionWords(state.region)} ثبت شد؛ با ${money(amount)} دنبال خرید هستید یا رهن؟`
      : `${regionWords(state.region)} ثبت شد؛ دنبال خرید هستید یا اجاره، یا آمار قیمتش را می‌خواهید؟`;
    return {
      reply: reply(content, [], chips),
      state: { ...state, asked: null },
      intent,
    };
  }
  // «با ۵ میلیارد» with no question yet («بهترین محله …» asked buying or renting and with what money): buying or
  // renting with it is what is left to ask, each search a chip («ثبت شد. چه چیزی را می‌خواهید بدانید؟» before).
  const moneyAlone = state.frame.budget ?? state.frame.deposit;
  if (!state.task && !state.places[0] && moneyAlone !== undefined && state.frame.rent === undefined && (changed.budget || changed.deposit) && !mentionsRent(u.text) && !mentionsBuying(u.text)) {
    return {
      // The amount as read («بودجه ۳» is ۳ میلیارد) is in the chips, which say what each search will take.
      reply: reply('ثبت شد؛ با این پول دنبال خرید هستید یا رهن؟', [], [`با ${money(moneyAlone)} کجا خونه بخرم؟`, `با ${money(moneyAlone)} رهن کجا؟`]),
      state: { ...state, asked: null },
      intent,
    };
  }
  if (!state.task) {
    // Details with no question yet: offer what can be done with them.
    const nb = nbOf(state.places[0]);
    const name = nb ? placeWords(nb.name_fa) : '';
    const chips = nb
      ? [`قیمت آپارتمان در ${name}`, `اجاره در ${name}`, `${name} برای زندگی چطوره؟`]
      : ['قیمت خرید', 'قیمت اجاره', 'کجا خانه بخرم؟'];
    // «آپارتمان نزدیک دانشگاه تهران»: the place taken is named, so the user sees which one, and what it can answer.
    const content = nb ? `${name} ثبت شد؛ قیمت خرید، اجاره یا وضع زندگی در آن را می‌خواهید؟` : 'ثبت شد. چه چیزی را می‌خواهید بدانید؟';
    return { reply: reply(content, [], chips), state: { ...state, asked: null }, intent };
  }
  // «امنیتش چطوره؟», «منظورتان ونک است یا جردن؟», «در جردن»: the place chosen answers the question asked before.
  const topics = topicsOf(u.text);
  const kept = prev.asked === 'place' && topics.length === 0 && prev.topics ? prev.topics : topics;
  delete state.topics;
  // «بهترین محله برای …»: what the search can say «best» is, before its answer or its question; with neither buying
  // nor renting said («بهترین محله برای زندگی»), which one, and with what money, is asked first.
  if (asksBestPlace(u.text) && u.places.length === 0 && (state.task === 'buy_suggestion' || state.task === 'rent_suggestion')) {
    if (!mentionsBuying(u.text) && !mentionsRent(u.text) && !moneySaid && saidAmount === undefined) {
      return {
        reply: reply(`${BEST_PLACE_NOTE}\nبرای خرید می‌گردید یا اجاره، و با چه بودجه‌ای؟ یک محلهٔ مشخص را هم برای زندگی می‌سنجم (امتیاز محیطی و مترو).`, [], ['با ۵ میلیارد کجا خونه بخرم؟', 'با ۱ میلیارد رهن کجا؟', 'نارمک برای زندگی چطوره؟']),
        state: { ...state, task: null, asked: null },
        intent,
      };
    }
    const best = answer(state, ctx, changed, placeChanged, kept, u.text);
    return { ...opened(best, BEST_PLACE_NOTE), intent };
  }
  const answered = answer(state, ctx, changed, placeChanged, kept, u.text, u.regions, smallFlat !== null);
  let turn = smallFlat && (answered.state.task === 'rent_price' || suiteInDistrict) ? smallFlatTurn(answered, smallFlat) : answered;
  // «اجاره بها نسبت به پارسال چقدر رفته بالا؟»: no rent index exists in the data; said before the rents' level (or
  // the place asked), not a rent level passed off as the trend asked.
  if (turn.state.task === 'market' && turn.state.market_kind === 'rent' && asksTrend(u.text)) turn = opened(turn, RENT_TREND_NOTE);
  // «بازده اجاره تو ونک بیشتره یا پونک؟»: the pair's rents, and each one's yield, which is what was asked.
  if (turn.state.task === 'compare' && asksYield(u.text) && turn.state.places.length >= 2) {
    const line = compareYieldLine(turn.state.places.map(nbOf).filter((n): n is Neighbourhood => n !== null));
    if (line) turn = { ...turn, reply: { ...turn.reply, content: `${line}\n${turn.reply.content}` } };
  }
  // «قیمت خونه تو پونک سال دیگه چقدر میشه؟»: the place's figures and trend, opened by there being no forecast.
  // A flat's price asked for next year («قیمت خونه ۸۰ متری تو پونک سال دیگه چقدر میشه؟») is today's, said so first too.
  const pricedNow = (turn.state.task === 'market' && !turn.state.market_kind) || turn.state.task === 'sale_price' || turn.state.task === 'rent_price';
  if (pricedNow && asksForecast(u.text) && turn.reply.cards.some((c) => c.type === 'market' || c.type === 'trend')) {
    turn = opened(turn, FORECAST_NOTE);
  }
  // «با ۳ میلیارد سال دیگه کجا خونه بخرم؟»: the search goes on today's prices, said so (no forecast is in the data).
  if ((turn.state.task === 'buy_suggestion' || turn.state.task === 'rent_suggestion') && asksForecast(u.text)) turn = opened(turn, SEARCH_FORECAST_NOTE);
  // «صاحبخونه میخواد ۳۰ درصد اجاره رو ببره بالا، زیاده؟»: no rent index can weigh a raise; the rent's level today can
  // weigh the new rent, once said (said first, the figures after it as before).
  const raise = rentRaise(u.text);
  if (raise !== null && (turn.state.task === 'rent_price' || (turn.state.task === 'market' && turn.state.market_kind === 'rent')) && turn.reply.cards.some((c) => c.type === 'market' && c.kind === 'rent')) {
    const line = `داده‌ها شاخص اجاره ندارند، پس افزایش ${formatPercent(raise, Number.isInteger(raise) ? 0 : 1)} را با روند اجاره‌ها نمی‌سنجم؛ آنچه دارند سطح امروز اجاره در آگهی‌هاست. ودیعه و اجارهٔ تازه را بگویید تا با بازهٔ معمول همین واحد بسنجم.`;
    turn = opened(turn, line);
  }
  // «قیمت خونه های کلنگی تو نارمک چنده؟»: the figures are every sale listing's; a teardown's price is not told apart.
  if (TEARDOWN.test(u.text) && turn.reply.cards.some((c) => c.type === 'market' && c.kind === 'sale')) {
    turn = opened(turn, TEARDOWN_NOTE);
  }
  // «اپارتمان نوساز تو ونک متری چنده»: the same of a new build asked per m² (a flat described gets the card, which
  // prices its age, and the line saying the figures do not).
  if (NEW_BUILD.test(u.text) && turn.state.task === 'market' && !turn.state.market_kind && turn.reply.cards.some((c) => c.type === 'market' && c.kind === 'sale')) {
    turn = opened(turn, NEW_BUILD_NOTE);
  }
  // «چیتگر برای سرمایه گذاری خوبه؟»: the place's prices and its district's trend, what an investor can be told; its
  // yield offered first, and no forecast claimed (the data holds none).
  const invested = turn.state.task === 'market' && !turn.state.market_kind && !turn.state.asked && turn.state.places.length === 1 && mentionsInvesting(u.text);
  if (invested && turn.reply.cards.length > 0) {
    const p = turn.state.places[0];
    const nb = nbOf(p);
    const yieldChip = nb ? `بازده اجاره در ${placeWords(nb.name_fa)}` : `بازده اجاره منطقه ${fa(p.district)}`;
    const content = `${turn.reply.content}\n${INVESTING_NOTE}`;
    turn = { ...turn, reply: { ...turn.reply, content, suggestions: [yieldChip, ...turn.reply.suggestions.slice(0, 2)] }, closing: turn.closing ? `${turn.closing}\n${INVESTING_NOTE}` : INVESTING_NOTE };
  }
  // «میخوام خونه بخرم اجاره بدم، کجا بهتره؟»: the budget search, and the yield a landlord weighs offered with it.
  if (turn.state.task === 'buy_suggestion' && buysToLet(u.text) && !turn.reply.suggestions.includes(YIELD_RANK_CHIP)) {
    turn = { ...turn, reply: { ...turn.reply, content: `برای اجاره دادن، بازده اجارهٔ هر محله (اجارهٔ سالانه نسبت به قیمت خرید) را هم می‌گویم؛ گزینهٔ آخر را بزنید.\n${turn.reply.content}`, suggestions: [...turn.reply.suggestions.slice(0, 3), YIELD_RANK_CHIP] } };
  }
  // «منطقه ۱۵ ارزونه؟», «پونک گرونه؟»: the sale figures, then the district's index against the city's, which is what
  // «cheap» can mean here.
  const judged = turn.state.task === 'market' && !turn.state.market_kind && !turn.state.asked && turn.state.places[0] && asksCheapOrDear(u.text) && !cheaperOrDearer(u.text);
  if (judged) {
    const place = turn.state.places[0];
    const line = cheapOrDearLine(place.district, place.type === 'neighbourhood' ? nbOf(place)?.name_fa : undefined);
    if (line) return { ...turn, reply: { ...turn.reply, content: `${turn.reply.content}\n${line}` }, intent };
  }
  // «۴ میلیارد دارم میخوام نزدیک مترو یه دو خوابه بخرم»: the search answered, and said not to weigh the metro (it was
  // passed over in silence; the note came only when the metro was said as a follow-up).
  const searched = (turn.state.task === 'buy_suggestion' || turn.state.task === 'rent_suggestion') && turn.reply.cards.some((c) => c.type === 'service');
  if (searched && u.places.length === 0 && METRO_WORD.test(u.text)) {
    return { ...turn, reply: { ...turn.reply, content: `${turn.reply.content}\n${METRO_NOTE.replace(/؛$/u, '.')}` }, intent };
  }
  // «قیمت خونه نزدیک دانشگاه شهید بهشتی»: the neighbourhood is asked for, saying why.
  if (landmark && turn.state.asked === 'place') return { ...turn, reply: { ...turn.reply, content: `${landmarkLine(landmark)}\n${turn.reply.content}` }, intent };
  if (fromSale) return { ...turn, reply: { ...turn.reply, content: `${fromSale}\n${turn.reply.content}` }, intent };
  // «ماهی ۱۰ تومن» while the size is asked: another detail taken, the same question again. Said so, or the question
  // repeated word for word reads as if the message went unheard (not when the answer itself was out of range).
  const taken = Object.keys(changed);
  // «نه ۶۰ متر» while «منظورتان گیشا (کوی نصر) است؟» is asked: the detail is taken and the same choice asked again
  // (it fell back to the busiest neighbourhoods of Tehran, the choice lost).
  const choices = prev.asked === 'place' && prev.choices && !placeChanged && turn.state.asked === 'place' ? prev.choices : null;
  if (choices && taken.length > 0) {
    const names = choices.map(nbOf).filter((nb): nb is Neighbourhood => nb !== null);
    const labels = names.map((nb) => choiceLabel(nb, names));
    const chips = labels.map((label) => `در ${label}`);
    if (names.length > 0 && turn.reply.suggestions.join('|') !== chips.join('|')) {
      return {
        ...turn,
        // Namesakes are asked by name alone, as the first time («کدام ولیعصر؟»): their districts are the chips'.
        reply: reply(names.length >= 2 && names.every((nb) => nb.name_fa === names[0].name_fa) ? `ثبت شد. منظورتان کدام ${names[0].name_fa} است؟` : `ثبت شد. منظورتان ${persianList(labels, 'یا')} است؟`, [], chips),
        state: { ...turn.state, choices },
        intent,
      };
    }
  }
  // «شمال شهر باشه» while the size is asked: the part is taken and the same question asked again, said so.
  if (u.region && !u.region.negated && !heard.otherPlace && turn.state.region === u.region.region && prev.asked && turn.state.asked === prev.asked && turn.reply.cards.length === 0) {
    return { ...turn, reply: { ...turn.reply, content: `${regionWords(u.region.region)} ثبت شد. ${turn.reply.content}` }, intent };
  }
  if (prev.asked && turn.state.asked === prev.asked && turn.reply.cards.length === 0 && taken.length > 0 && !taken.some((k) => given.includes(k as keyof Frame)) && !placeChanged) {
    return { ...turn, reply: { ...turn.reply, content: `ثبت شد. ${turn.reply.content}` }, intent };
  }
  return { ...turn, intent };
}
