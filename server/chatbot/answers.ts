import 'server-only';

import type { ChatCard, ChatReply, MarketCard, NeighbourhoodCard, TrendCard } from '@/lib/contracts/chatbot';
import { serverEnv } from '@/lib/env';
import { formatJalaliMonth } from '@/lib/fa/jalali';
import { formatMoney } from '@/lib/fa/money';
import { formatNumber, formatPercent } from '@/lib/fa/number';
import { districtName, listNeighbourhoods } from '@/server/places/catalogue';
import type { Neighbourhood } from '@/server/places/types';
import { SIMILAR_LISTINGS_MIN, UNREAD_INPUT_WORDS } from '@/lib/contracts/valuation-constants';
import { fewListingsWords, nearAreaWords } from '@/lib/contracts/valuation-display';
import { criterionById } from '@/server/environment/criteria-catalogue';
import { loadModel } from '@/server/valuation/engine/artifacts';
import type { RegionId } from './language/regions';
import { placeWords } from './language/places';
import { regionDistricts, regionWords } from './tools/regions';
import type { ChatCatalogue } from './tools/catalogue';
import { serviceCard } from './tools/cards';
import { neighbourhoodProfile } from './tools/environment';
import { type AffordablePlace, affordablePlaces, amenityShare, districtRentFigures, districtTrend, hasListings, marketFigures, similarAreaCount, trendSourceShort, yearAgoPoint } from './tools/market';
import { persianList } from '@/lib/fa/list';

// The default layer's answers: every figure in the text is read from a tool result (market statistics, the
// district index, the environment engine, the services table), formatted the way the pages format it.

export interface Frame {
  area?: number;
  rooms?: number;
  build_year?: number;
  age?: number;
  floor?: number;
  /** the building's floors («طبقه ۳ از ۵») */
  total_floors?: number;
  elevator?: boolean;
  parking?: boolean;
  storage?: boolean;
  budget?: number;
  deposit?: number;
  rent?: number;
  full_deposit?: boolean;
}

export const money = (v: number) => formatMoney(v);
const month = (ym: string) => formatJalaliMonth(ym);

export function reply(content: string, cards: ChatCard[] = [], suggestions: string[] = []): ChatReply {
  return { role: 'assistant', content, cards, suggestions: suggestions.slice(0, 4) };
}

// ------------------------------------------------------------------ the asker's own balance

/** Who asks, for «چند اعتبار دارم؟»: a signed-in user with their balance (the header menu's figures), or a visitor. */
export type Asker = { signedIn: false } | { signedIn: true; paid: number; free: number };
export const VISITOR: Asker = { signedIn: false };

export const SIGN_IN_FOR_BALANCE = 'برای دیدن اعتبار خود وارد حساب کاربری شوید؛ پس از ورود، اعتبار باقی‌مانده‌تان همین‌جا و در منوی حساب نمایش داده می‌شود.';

/** The balance line said before the prices: the whole balance (as the header shows it), its free part in brackets. */
export function ownCreditsLine(asker: Asker): string {
  if (!asker.signedIn) return SIGN_IN_FOR_BALANCE;
  const total = asker.paid + asker.free;
  if (total === 0) return 'شما اکنون اعتباری ندارید.';
  return `شما ${formatNumber(total)} اعتبار دارید${asker.free > 0 ? ` (${formatNumber(asker.free)} اعتبار رایگان)` : ''}.`;
}

/** The build year the frame implies: the stated year, or this Jalali year minus the stated age. */
export function buildYearOf(frame: Frame, currentYear: number): number | undefined {
  if (frame.build_year !== undefined) return frame.build_year;
  if (frame.age !== undefined) return currentYear - frame.age;
  return undefined;
}

/** Neighbourhoods with the most listings (for place chips), optionally inside one district or several. */
export function busiestNeighbourhoods(limit: number, district?: number | readonly number[]): Neighbourhood[] {
  const n = loadModel('sale').data.nb_n;
  const inside = (nb: Neighbourhood) => (district === undefined ? true : typeof district === 'number' ? nb.district === district : district.includes(nb.district));
  return listNeighbourhoods()
    .filter((nb) => inside(nb) && (n[nb.id] ?? 0) >= 5)
    .sort((a, b) => (n[b.id] ?? 0) - (n[a.id] ?? 0))
    .slice(0, limit);
}

/**
 * «خونه ۶۰ متری تو شهرری»: a neighbourhood with too few listings of the kind for market figures. The neighbourhoods
 * of its district that have them, the nearest centre first (the catalogue's district and centres, no figure of its
 * own), to be asked instead: the line that says so (`listed`: without asking to tap them) and the ones it names.
 */
export function nearbyWithFigures(nb: Neighbourhood, kind: 'sale' | 'rent', limit = 4): { line: string; listed: string; places: Neighbourhood[] } | null {
  const km = (a: Neighbourhood) => Math.hypot((a.lat - nb.lat) * 111, (a.lng - nb.lng) * 111 * Math.cos((nb.lat * Math.PI) / 180));
  const places = listNeighbourhoods()
    .filter((n) => n.district === nb.district && n.id !== nb.id && hasListings(n, kind))
    .sort((a, b) => km(a) - km(b))
    .slice(0, limit);
  if (places.length === 0) return null;
  const names = places.map((n) => n.name_fa);
  const list = persianList(names);
  const listed = `محله‌های نزدیک ${placeWords(nb.name_fa)} در همان منطقه که آگهی ${kind === 'sale' ? 'فروش' : 'اجارهٔ'} کافی دارند: ${list}`;
  // `listed` alone where their figures follow in the same answer; else the line asks to tap one.
  return { line: `${listed}؛ آمار هر کدام را بخواهید بزنید.`, listed: `${listed}.`, places };
}

// ------------------------------------------------------------------ valuation questions

export function valuationCard(kind: 'sale' | 'rent', nb: Neighbourhood, frame: Frame, catalogue: ChatCatalogue, currentYear: number) {
  return serviceCard(
    kind === 'sale' ? 'price_evaluation' : 'rental_evaluation',
    {
      neighbourhood: nb.id,
      area: frame.area,
      rooms: frame.rooms,
      build_year: buildYearOf(frame, currentYear),
      floor: frame.floor,
      total_floors: frame.total_floors,
      elevator: frame.elevator,
      parking: frame.parking,
      storage: frame.storage,
    },
    catalogue,
    // The deposit the rent result's slider starts at («رهن کامل» leaves it: the full deposit is not known yet).
    { deposit: kind === 'rent' && !frame.full_deposit ? frame.deposit : undefined },
  );
}

/**
 * Said under a market total for a size few of the model's listings share: the reason the result page's note gives
 * for such a flat (thinSupportText: «از آگهی‌های فروش تهران که مدل از آن‌ها آموخته، تنها ۳ آگهی با متراژی نزدیک به
 * ۲٬۰۰۰ متر مربع (±۲۰٪) هست»), in its shared words and with the same count, then what that means for this figure.
 */
export function thinAreaNote(kind: 'sale' | 'rent', area: number, listings: number): string {
  return `${fewListingsWords(kind, [[listings, nearAreaWords(area)]])}؛ این رقم فقط میانهٔ قیمت هر متر محله ضرب در متراژ است و برای چنین ملکی سنجیده نشده است.`;
}

/**
 * What a market figure's count counts, with its kind and months: a neighbourhood's every plausible listing
 * («همهٔ ۲٬۹۹۳ آگهی فروش محله، دی ۱۴۰۱ تا دی ۱۴۰۳», the /price distribution's «همهٔ … آگهی محله»), a district's
 * rent listings the model learnt from. The amenity shares count another set (amenityFollowUp), so each says its own.
 */
export function listingsPhrase(card: MarketCard): string {
  const kind = card.kind === 'sale' ? 'فروش' : 'اجارهٔ';
  const what =
    card.place.type === 'district'
      ? `${formatNumber(card.listings)} آگهی ${kind} محله‌های منطقه که مدل از آن‌ها آموخته`
      : `همهٔ ${formatNumber(card.listings)} آگهی ${kind} محله`;
  return card.listing_months ? `${what}، ${month(card.listing_months[0])} تا ${month(card.listing_months[1])}` : what;
}

function marketSentence(card: MarketCard): string {
  const where = `آگهی‌های ${card.kind === 'sale' ? 'فروش' : 'اجارهٔ'} ${card.place.name}`;
  const unit = card.kind === 'sale' ? 'قیمت هر متر مربع' : 'هر متر مربع (به معادل رهن کامل)';
  const lines = [
    `آمار بازار، نه ارزیابی: در ${where} به تاریخ ${month(card.price_date)}، میانهٔ ${unit} ${money(card.per_m2.median)} است و نیمی از آگهی‌ها بین ${money(card.per_m2.low)} و ${money(card.per_m2.high)} هستند (${listingsPhrase(card)}).`,
  ];
  if (card.total && card.area) {
    const what = card.kind === 'sale' ? 'قیمت' : 'رهن کامل';
    lines.push(
      `برای ${formatNumber(card.area)} متر یعنی ${what} حدود ${money(card.total.median)} (بازهٔ معمول ${money(card.total.low)} تا ${money(card.total.high)}).`,
    );
    // The same rule as the valuation's low confidence (SIMILAR_LISTINGS_MIN): a per-m² median of ordinary flats
    // says little about a 2,000 m² one.
    const similar = similarAreaCount(card.kind, card.area);
    if (similar.listings < SIMILAR_LISTINGS_MIN) lines.push(thinAreaNote(card.kind, card.area, similar.listings));
  }
  if (card.monthly_rent) {
    const r = card.monthly_rent;
    // A deposit at or above the usual full deposit leaves no monthly rent: said so, not «حدود ۰ تومان».
    const low = r.low > 0 ? money(r.low) : 'بدون اجاره';
    lines.push(
      r.deposit > 0 && r.median === 0
        ? `${money(r.deposit)} ودیعه از میانهٔ رهن کامل این متراژ بیشتر است؛ با آن معمولاً اجارهٔ ماهانه‌ای نمی‌ماند (رهن کامل).`
        : r.deposit > 0
          ? `با ${money(r.deposit)} ودیعه، اجارهٔ ماهانه حدود ${money(r.median)} می‌شود (بازه ${low} تا ${money(r.high)}؛ با نرخ تبدیل ${formatPercent(r.conversion_rate * 100, 1)} در ماه برای باقی رهن کامل).`
          : `بدون ودیعه، اجارهٔ ماهانه حدود ${money(r.median)} می‌شود (بازه ${money(r.low)} تا ${money(r.high)}).`,
    );
  }
  return lines.join('\n');
}

export function valuationAnswer(kind: 'sale' | 'rent', nb: Neighbourhood, frame: Frame, catalogue: ChatCatalogue, currentYear: number): ChatReply {
  const figures = marketFigures({ kind, neighbourhood: nb, area: frame.area ?? null, deposit: frame.full_deposit ? null : frame.deposit ?? null });
  // «رهن کامل»: the whole price is the deposit, so the monthly rent with no deposit is not what was asked.
  const market = figures && frame.full_deposit ? { ...figures, monthly_rent: null } : figures;
  const card = valuationCard(kind, nb, frame, catalogue, currentYear);
  const cards: ChatCard[] = [];
  const lines: string[] = [];
  if (market) {
    cards.push(market);
    lines.push(marketSentence(market));
    lines.push('این آمار ویژگی‌های خود واحد (سال ساخت، طبقه، امکانات) را در نظر نمی‌گیرد؛ برآورد دقیق همین واحد را ارزیابی هوشمند می‌دهد.');
  } else {
    lines.push(`برای ${placeWords(nb.name_fa)} آگهی ${kind === 'sale' ? 'فروش' : 'اجارهٔ'} کافی برای آمار بازار در داده‌ها نیست، پس عددی نمی‌گویم.`);
    const trend = kind === 'sale' ? districtTrend(nb.district) : null;
    if (trend) {
      cards.push(trend);
      lines.push(`${indexLevel(trend)}.`);
    }
  }
  if (card) cards.push(card);
  return reply(lines.join('\n'), cards);
}

/**
 * The count behind an amenity share: the neighbourhood's sale listings that say whether they have it (fewer than the
 * market figure's count of the same months: some listings say nothing, and the environment data cleans by its own
 * price band).
 */
export function amenityListingsWords(amenity: 'parking' | 'elevator', listings: number): string {
  return `${formatNumber(listings)} آگهی فروش محله که داشتن یا نداشتن ${amenity === 'parking' ? 'پارکینگ' : 'آسانسور'} را گفته‌اند`;
}

/**
 * «اگه پارکینگ نداشته باشه چی؟»: the market figure does not split by amenity; say what the data does say. Storage
 * is read by no valuation (UNREAD_INPUTS): it is recorded and marked as such, never promised an effect. The amenity
 * shares are of the neighbourhood's sale listings, said so in a rent conversation too.
 */
export function amenityFollowUp(nb: Neighbourhood, changed: Array<'elevator' | 'parking' | 'storage'>, frame: Frame, kind: 'sale' | 'rent' = 'sale'): string {
  const names = { elevator: 'آسانسور', parking: 'پارکینگ', storage: 'انباری' } as const;
  const lines: string[] = [];
  for (const a of changed) {
    const has = frame[a];
    if (a === 'storage') {
      lines.push(`${has ? 'با' : 'بدون'} ${names[a]} ثبت شد (${UNREAD_INPUT_WORDS}: مدل ارزیابی انباری را نمی‌خواند).`);
      continue;
    }
    lines.push(`${has ? 'با' : 'بدون'} ${names[a]} ثبت شد.`);
    const share = amenityShare(nb.id, a);
    if (share) {
      const when = share.months ? `، ${month(share.months[0])} تا ${month(share.months[1])}` : '';
      const whose = kind === 'rent' ? '؛ این سهم آگهی‌های فروش است، نه اجاره' : '';
      lines.push(`${formatPercent(share.share * 100)} آگهی‌های فروش ${nb.name_fa} ${names[a]} دارند (از ${amenityListingsWords(a, share.listings)}${when}${whose}).`);
    }
  }
  const read = changed.filter((a) => a !== 'storage');
  if (read.length) {
    lines.push(`آمار بازار محله واحدها را با ${read.map((a) => names[a]).join(' و ')} و بدون آن جدا نمی‌کند؛ اثرش بر قیمت همین واحد را ارزیابی هوشمند (کارت زیر) نشان می‌دهد.`);
  }
  return lines.join('\n');
}

// ------------------------------------------------------------------ market and neighbourhoods

/**
 * The district index's latest level, said as what it is: the Central Bank's transaction mean only up to its last month,
 * then Kilid's asking-price movement carried on it (the trend card's source), never «the transactions of Mordad 1405».
 */
function indexLevel(trend: TrendCard): string {
  return `${trend.place.name} در ${month(trend.latest.month)}: ${money(trend.latest.price_per_m2)} برای هر متر مربع (${trendSourceShort('منطقه')})`;
}

/**
 * «منطقه ۱۵ ارزونه؟»: cheap is relative, so the district's index is set against the city's in the same month (the
 * same composite's two series); a neighbourhood is weighed by its district's, said so (no neighbourhood has an index).
 */
export function cheapOrDearLine(district: number, within?: string): string | null {
  const trend = districtTrend(district);
  const city = districtTrend(0);
  if (!trend || !city || trend.latest.month !== city.latest.month) return null;
  const ratio = trend.latest.price_per_m2 / city.latest.price_per_m2;
  const where = ratio < 0.95 ? 'زیر' : ratio > 1.05 ? 'بالای' : 'نزدیک';
  const whose = within ? `${trend.place.name} (که ${within} در آن است)` : trend.place.name;
  return `ارزانی و گرانی نسبی است: شاخص ${whose} با ${money(trend.latest.price_per_m2)} ${where} سطح کل تهران است (${money(city.latest.price_per_m2)} برای هر متر مربع در ${month(city.latest.month)}).`;
}

export function districtMarketAnswer(district: number): ChatReply {
  const trend = districtTrend(district);
  if (!trend) return reply(`برای ${districtName(district)} شاخص قیمتی در داده‌ها نیست.`);
  const lines = [
    `${indexLevel(trend)}.`,
  ];
  if (trend.change_12m_percent !== null) {
    const c = trend.change_12m_percent;
    lines.push(`نسبت به یک سال پیش ${c >= 0 ? `${formatPercent(c, 1)} رشد` : `${formatPercent(-c, 1)} کاهش`} داشته است.`);
  }
  return reply(lines.join('\n'), [trend]);
}

/**
 * «منطقه ۵ برای زندگی چطوره؟»: what the tools have for a district as a whole — the sale index's level and its change
 * (districtMarketAnswer) and the district's rent listings (districtRentFigures), each said as what it is. The
 * environment scores are measured at a neighbourhood's centre, so the district has none of its own: its
 * neighbourhoods are offered instead (the caller's chips). Nothing is averaged or made up for the district.
 */
export function districtInfoAnswer(district: number, topics: readonly NeighbourhoodTopic[] = [], listNames = false): ChatReply {
  const sale = districtMarketAnswer(district);
  const rentCard = districtRentFigures(district);
  const lines = [
    ...unmeasuredOpening(topics),
    // The index line opens with the district's name: «قیمت فروش» before it says which market it is, as the rent
    // line's own words do.
    sale.cards.length > 0 ? `قیمت فروش ${sale.content}` : sale.content,
    rentCard ? marketSentence(rentCard) : `آمار اجارهٔ ${districtName(district)} در دسترس نیست: آگهی اجارهٔ کافی از محله‌های آن در داده‌ها نیست.`,
    `امتیاز محیطی و مترو برای مرکز هر محله سنجیده می‌شود، نه برای کل منطقه؛ یکی از محله‌های ${districtName(district)} را بزنید.`,
  ];
  // «محله های منطقه ۲ کدوما هستن؟»: the catalogue's names of its neighbourhoods are what was asked, so they are the
  // answer (no figures: a long list is already a screen on a phone).
  if (listNames) {
    const names = listNeighbourhoods().filter((nb) => nb.district === district).map((nb) => nb.name_fa);
    return reply(
      [
        ...unmeasuredOpening(topics),
        // No count: the catalogue is no tool whose figures the number check knows (the names are the answer).
        `محله‌های ${districtName(district)} در فهرست ارزیاب: ${names.join('، ')}.`,
        `آمار بازار و امتیاز محیطی هر محله را با نامش بپرسید، یا «${districtName(district)} چطوره؟» را برای آمار کل منطقه.`,
      ].join('\n'),
    );
  }
  return reply(lines.join('\n'), [...sale.cards, ...(rentCard ? [rentCard] : [])]);
}

/**
 * «منطقه ۵ بهتره یا منطقه ۲ برای خرید؟»: two districts weighed by what the tools hold for a district as a whole — each
 * sale index's level and year (districtMarketAnswer), each rent listings' median per m² — and which index is lower.
 * Nothing is averaged across neighbourhoods; where to live is each neighbourhood's (offered by the caller).
 */
export function districtsCompareAnswer(districts: readonly number[]): ChatReply {
  const lines = [`مقایسهٔ ${persianList(districts.map(districtName), 'و')}:`];
  const cards: ChatCard[] = [];
  const levels: Array<{ district: number; level: number }> = [];
  for (const d of districts) {
    const trend = districtTrend(d);
    const rent = districtRentFigures(d);
    const c = trend?.change_12m_percent ?? null;
    const sale = trend
      ? `شاخص قیمت هر متر ${money(trend.latest.price_per_m2)}${c === null ? '' : ` (${c >= 0 ? `${formatPercent(c, 1)} رشد` : `${formatPercent(-c, 1)} کاهش`} در دوازده ماه)`}`
      : 'شاخص قیمتی در داده‌ها نیست';
    const rentWords = rent ? `میانهٔ اجارهٔ هر متر به معادل رهن کامل ${money(rent.per_m2.median)} (${formatNumber(rent.listings)} آگهی)` : 'آمار اجاره در دسترس نیست';
    lines.push(`• ${districtName(d)}: ${sale}؛ ${rentWords}`);
    if (trend) {
      cards.push(trend);
      levels.push({ district: d, level: trend.latest.price_per_m2 });
    }
    if (rent) cards.push(rent);
  }
  if (levels.length === districts.length && levels.length >= 2) {
    const lowest = levels.reduce((a, b) => (b.level < a.level ? b : a));
    lines.push(`شاخص قیمت ${districtName(lowest.district)} پایین‌تر است.`);
  }
  const latest = cards.find((c): c is TrendCard => c.type === 'trend')?.latest.month;
  if (latest) lines.push(`شاخص‌ها تا ${month(latest)} (${trendSourceShort('منطقه')})؛ آمار یک منطقه همهٔ محله‌هایش را با هم می‌گیرد، نه قیمت یک واحد را. برای زندگی، هر محله را جدا بپرسید.`);
  return reply(lines.join('\n'), cards);
}

/** «منطقه ۵ و منطقه ۹»: districts named in a list. */

/**
 * «غرب تهران ارزونتره؟», «اجاره‌ها تو شرق تهران چطوره؟», «غرب ارزونتره یا شرق؟»: parts of the city
 * (tools/regions.ts) answered with what the tools give their districts one by one — the sale index's level per m²
 * beside the city's (which of them lie below it), or each district's rent listings per m² (full-deposit equivalent;
 * no city-wide rent level exists to set them against). Nothing is averaged into a figure for a part: the districts
 * differ, and the data has no weights to average them by.
 */
export function regionMarketAnswer(regions: readonly RegionId[], kind: 'sale' | 'rent' | 'year_ago'): ChatReply {
  const closing = `آمار هر محله جداست؛ ${kind === 'rent' ? 'اجارهٔ' : 'قیمت'} یک واحد را با نام محله و متراژ بپرسید، یا یکی از محله‌های زیر را بزنید.`;
  if (kind === 'rent') {
    const lines: string[] = [];
    let dates: string[] = [];
    for (const region of regions) {
      const { districts } = regionDistricts(region);
      const cards = districts.map((d) => districtRentFigures(d)).filter((c): c is MarketCard => c !== null);
      if (cards.length === 0) {
        lines.push(`• ${regionWords(region)}: آگهی اجارهٔ کافی از محله‌های آن در داده‌ها نیست.`);
        continue;
      }
      dates = [...new Set([...dates, ...cards.map((c) => month(c.price_date))])];
      const cheapest = [...cards].sort((a, b) => a.per_m2.median - b.per_m2.median)[0];
      const missing = districts.filter((d) => !cards.some((c) => c.place.district === d));
      lines.push(
        `• ${regionWords(region)}: ${persianList(cards.map((c) => `${c.place.name} ${money(c.per_m2.median)}`))}${cards.length > 1 ? `؛ کمترینش ${cheapest.place.name}` : ''}${missing.length ? `؛ برای ${persianList(missing.map((d) => districtName(d)))} آگهی کافی نیست` : ''}.`,
      );
    }
    const head = dates.length
      ? `آمار بازار، نه ارزیابی: میانهٔ هر متر مربع آگهی‌های اجارهٔ هر منطقه (به معادل رهن کامل، به تاریخ ${dates.join(' و ')}):`
      : 'آمار اجاره برای این بخش از شهر در دسترس نیست.';
    return reply([head, ...lines, ...(dates.length ? [closing] : [])].join('\n'));
  }
  const city = districtTrend(0);
  const all = regions.map((region) => ({ region, trends: regionDistricts(region).districts.map((d) => districtTrend(d)).filter((t): t is TrendCard => t !== null) }));
  if (kind === 'year_ago') {
    // «پارسال چقدر بود؟» after a part's levels: each district's index a year before and its change since, as for one
    // district; the months said once when every district's are the same.
    const points = all.flatMap((r) => r.trends).map((t) => ({ t, then: yearAgoPoint(t) }));
    const thenMonths = [...new Set(points.map((p) => (p.then ? month(p.then.month) : '')))];
    const nowMonths = [...new Set(points.map((p) => month(p.t.latest.month)))];
    const same = thenMonths.length === 1 && thenMonths[0] !== '' && nowMonths.length === 1;
    const change = (t: TrendCard) => {
      const then = yearAgoPoint(t);
      const c = t.change_12m_percent;
      if (!then) return `${t.place.name}: یک سال پیش در داده‌ها نیست`;
      const moved = c === null ? '' : c >= 0 ? `${formatPercent(c, 1)} رشد` : `${formatPercent(-c, 1)} کاهش`;
      const when = same ? '' : `در ${month(then.month)}، تا ${month(t.latest.month)} `;
      return `${t.place.name} ${money(then.price_per_m2)}${moved || when ? ` (${when}${moved})` : ''}`;
    };
    const head = same ? `در ${thenMonths[0]} و تغییرش تا ${nowMonths[0]}` : 'یک سال پیش و تغییرش تا امروز';
    const lines = [`شاخص قیمت هر متر مربع هر منطقه ${head} (${trendSourceShort('منطقه')}):`];
    for (const { region, trends } of all) lines.push(`• ${regionWords(region)}: ${trends.length ? `${persianList(trends.map(change))}.` : 'شاخص قیمتی در داده‌ها نیست.'}`);
    lines.push(closing);
    return reply(lines.join('\n'));
  }
  const found = all.flatMap((r) => r.trends);
  if (found.length === 0) return reply('برای این بخش از شهر شاخص قیمتی در داده‌ها نیست.');
  const months = [...new Set(found.map((t) => month(t.latest.month)))];
  const level = (t: TrendCard) => `${t.place.name} ${money(t.latest.price_per_m2)}${months.length > 1 ? ` (${month(t.latest.month)})` : ''}`;
  const cityPart = city ? `؛ کل تهران در ${month(city.latest.month)}: ${money(city.latest.price_per_m2)}` : '';
  const lines = [`قیمت هر متر مربع به شاخص قیمت هر منطقه${months.length === 1 ? ` در ${months[0]}` : ''} (${trendSourceShort('منطقه')})${cityPart}:`];
  for (const { region, trends } of all) {
    if (trends.length === 0) {
      lines.push(`• ${regionWords(region)}: شاخص قیمتی در داده‌ها نیست.`);
      continue;
    }
    let verdict = '';
    if (city) {
      const below = trends.filter((t) => t.latest.price_per_m2 < city.latest.price_per_m2).map((t) => t.place.name);
      verdict =
        below.length === trends.length
          ? trends.length > 1 ? 'همه زیر سطح کل شهر' : 'زیر سطح کل شهر'
          : below.length === 0
            ? trends.length > 1 ? 'هیچ‌کدام زیر سطح کل شهر نیست' : 'بالاتر از سطح کل شهر'
            : `${persianList(below)} زیر سطح کل شهر و بقیه بالاتر`;
    }
    lines.push(`• ${regionWords(region)}: ${persianList(trends.map(level))}${verdict ? `؛ ${verdict}` : ''}.`);
  }
  lines.push(closing);
  return reply(lines.join('\n'));
}

/**
 * «تهران چی؟» (after a town outside Tehran was declined): the market index's city series (district 0, the one the
 * district indices sit on), said as the city's level; no card, as a card names one of the 22 districts.
 */
export function tehranAnswer(): string {
  const trend = districtTrend(0);
  if (!trend) return 'شاخص قیمتی برای کل تهران در داده‌ها نیست.';
  // The same composite's city series (CBI's Tehran total), its source said short as the district lines' is.
  const source = trendSourceShort('کل شهر');
  const lines = [`کل تهران در ${month(trend.latest.month)}: ${money(trend.latest.price_per_m2)} برای هر متر مربع (${source}).`];
  const c = trend.change_12m_percent;
  if (c !== null) lines.push(`نسبت به یک سال پیش ${c >= 0 ? `${formatPercent(c, 1)} رشد` : `${formatPercent(-c, 1)} کاهش`} داشته است.`);
  return lines.join('\n');
}

/** Said under a rent figure per m²: what a full-deposit equivalent is, and how to ask a monthly rent. */
const FULL_DEPOSIT_NOTE = 'رهن کامل یعنی همهٔ مبلغ ودیعه است و اجارهٔ ماهانه‌ای ندارد؛ اجارهٔ ماهانهٔ یک واحد با ودیعهٔ دلخواه را با نام محله و متراژ بپرسید.';

/**
 * «میانگین اجاره تو منطقه ۲ چنده؟»: the district's rent listings (districtRentFigures), said as market statistics with
 * their date and count; without enough of them, that the figure is not available. No rent index per district exists
 * to fall back on (the sale index is not a rent level).
 */
export function districtRentAnswer(district: number, flat: { area?: number; deposit?: number } = {}): ChatReply {
  const card = districtRentFigures(district, flat);
  if (!card) return reply(`آمار اجارهٔ ${districtName(district)} در دسترس نیست: آگهی اجارهٔ کافی از محله‌های آن در داده‌ها نیست.`);
  // A suite's rent («اجاره سوئیت تو منطقه ۶ ماهی چنده؟»): the flat's full deposit and monthly rent say what was asked;
  // a neighbourhood's figures are closer, so it is offered.
  const flatNote = 'این میانهٔ همهٔ آگهی‌های اجارهٔ محله‌های منطقه است و ویژگی‌های خود واحد را در نظر نمی‌گیرد؛ اجارهٔ محله‌ای مشخص را با نامش بپرسید.';
  return reply(
    [marketSentence(card), card.monthly_rent ? flatNote : FULL_DEPOSIT_NOTE].join('\n'),
    [card],
  );
}

/**
 * A neighbourhood's usual rent («میانگین اجاره در پونک», «average rent in Punak»): its rent listings per m² with their
 * date and count; with too few of them, its district's (districtRentFigures), said as the district's; with neither,
 * that the figure is not available.
 */
export function neighbourhoodRentMarketAnswer(nb: Neighbourhood): ChatReply {
  const card = marketFigures({ kind: 'rent', neighbourhood: nb });
  if (card) return reply([marketSentence(card), FULL_DEPOSIT_NOTE].join('\n'), [card]);
  const missing = `آمار اجارهٔ ${nb.name_fa} در دسترس نیست: آگهی اجارهٔ کافی از آن در داده‌ها نیست.`;
  const district = districtRentFigures(nb.district);
  if (!district) return reply(`${missing} آمار اجارهٔ ${districtName(nb.district)} هم در دسترس نیست.`);
  return reply([`${missing} آمار ${districtName(nb.district)} که ${nb.name_fa} در آن است:`, marketSentence(district), FULL_DEPOSIT_NOTE].join('\n'), [district]);
}

export function neighbourhoodMarketAnswer(nb: Neighbourhood, frame: Frame): ChatReply {
  const market = marketFigures({ kind: 'sale', neighbourhood: nb, area: frame.area ?? null });
  const trend = districtTrend(nb.district);
  const lines: string[] = [];
  const cards: ChatCard[] = [];
  if (market) {
    cards.push(market);
    lines.push(marketSentence(market));
  } else lines.push(`برای ${placeWords(nb.name_fa)} آگهی کافی برای آمار بازار در داده‌ها نیست.`);
  if (trend) {
    cards.push(trend);
    const c = trend.change_12m_percent;
    lines.push(
      `روند ${trend.place.name}: شاخص قیمت هر متر مربع در ${month(trend.latest.month)} ${money(trend.latest.price_per_m2)}` +
        (c === null ? '.' : `، ${c >= 0 ? `${formatPercent(c, 1)} رشد` : `${formatPercent(-c, 1)} کاهش`} در دوازده ماه.`),
    );
  }
  return reply(lines.join('\n'), cards);
}

/**
 * «قیمت‌ها تو یک سال چقدر رفته بالا؟» about a neighbourhood: its district's index, the only price series there is
 * (no neighbourhood has one of its own), said as the district's.
 */
export function neighbourhoodTrendAnswer(nb: Neighbourhood): ChatReply {
  const trend = districtTrend(nb.district);
  if (!trend) return reply(`برای ${districtName(nb.district)} شاخص قیمتی در داده‌ها نیست، پس روند قیمت ${nb.name_fa} را نمی‌دانم.`);
  const c = trend.change_12m_percent;
  const lines = [
    c === null
      ? `تغییر دوازده‌ماههٔ شاخص ${trend.place.name} در داده‌ها نیست.`
      : `شاخص قیمت هر متر مربع ${trend.place.name} (که ${nb.name_fa} در آن است) در دوازده ماه تا ${month(trend.latest.month)}، ${c >= 0 ? `${formatPercent(c, 1)} رشد` : `${formatPercent(-c, 1)} کاهش`} داشته است.`,
    `${indexLevel(trend)}؛ شاخص جداگانه‌ای برای ${nb.name_fa} نیست.`,
  ];
  return reply(lines.join('\n'), [trend]);
}

/**
 * «پارسال چقدر بود؟» after a district's (or a neighbourhood's) price: the index's level twelve months before its latest
 * month, the point the trend card itself holds, beside the latest and the change between them.
 */
export function yearAgoAnswer(district: number, nb?: Neighbourhood): ChatReply {
  const trend = districtTrend(district);
  // District 0 is the city's series (tehranAnswer): said as «کل تهران», with no card (a card names a district).
  const name = district === 0 ? 'کل تهران' : districtName(district);
  const where = nb ? `${name} (که ${nb.name_fa} در آن است)` : name;
  if (!trend) return reply(`برای ${name} شاخص قیمتی در داده‌ها نیست.`);
  const cards = district === 0 ? [] : [trend];
  const then = yearAgoPoint(trend);
  if (!then) return reply(`سطح شاخص ${where} برای یک سال پیش از ${month(trend.latest.month)} در داده‌ها نیست.`, cards);
  const c = trend.change_12m_percent;
  const lines = [
    `شاخص قیمت هر متر مربع ${where} یک سال پیش، در ${month(then.month)}: ${money(then.price_per_m2)}.`,
    `در ${month(trend.latest.month)}: ${money(trend.latest.price_per_m2)}${c === null ? '' : c >= 0 ? `، یعنی ${formatPercent(c, 1)} رشد` : `، یعنی ${formatPercent(-c, 1)} کاهش`} (${trendSourceShort(district === 0 ? 'کل شهر' : 'منطقه')}).`,
  ];
  if (nb) lines.push(`شاخص جداگانه‌ای برای ${nb.name_fa} نیست.`);
  return reply(lines.join('\n'), cards);
}

function profileSentence(p: NeighbourhoodCard): string {
  const scored = p.categories.filter((c) => c.score !== null) as Array<{ name: string; score: number }>;
  const sorted = [...scored].sort((a, b) => b.score - a.score);
  const lines = [
    `امتیاز محیطی مرکز ${p.place.name}: ${formatNumber(p.overall_score)} از ${formatNumber(100)}` +
      (p.percentile === null ? '.' : ` (بالاتر از ${formatPercent(p.percentile)} محله‌های تهران).`),
  ];
  if (p.metro) lines.push(`نزدیک‌ترین مترو: ${p.metro.station}، حدود ${formatNumber(p.metro.distance_m)} متر از مرکز محله.`);
  else lines.push('ایستگاه مترویی نزدیک مرکز محله در داده‌ها نیست.');
  if (sorted.length >= 2) {
    const top = sorted.slice(0, 2).map((c) => `${c.name} ${formatNumber(c.score)}`);
    const low = sorted.slice(-1).map((c) => `${c.name} ${formatNumber(c.score)}`);
    lines.push(`قوی‌ترین گروه‌ها: ${top.join('، ')}؛ ضعیف‌ترین: ${low.join('')}.`);
  }
  return lines.join('\n');
}

/**
 * What a neighbourhood question asks about that the environment criteria name: «امنه؟» is `crime_rate`, «مدرسه» is
 * `school_access`. Said by the criteria's own words, so a question the scores cannot answer is told so first.
 */
export type NeighbourhoodTopic = 'crime_rate' | 'school_access' | 'kindergarten_access';

/** A criterion the environment data cannot measure: its name and the catalogue's reason («… در منابع ما نیست»). */
function unmeasuredLine(topic: NeighbourhoodTopic): string | null {
  const c = criterionById(topic);
  return c && c.rule.type === 'unavailable' ? `${c.name}: ${c.rule.reason} امتیاز محیطی زیر این مورد را در بر ندارد.` : null;
}

/** The opening said before any answer (the default layer's or an LLM's) to a question the data cannot measure. */
export function unmeasuredOpening(topics: readonly NeighbourhoodTopic[]): string[] {
  return topics.map(unmeasuredLine).filter((l): l is string => l !== null);
}

export function neighbourhoodAnswer(nb: Neighbourhood, catalogue: ChatCatalogue, topics: readonly NeighbourhoodTopic[] = []): ChatReply {
  const profile = neighbourhoodProfile(nb);
  const card = serviceCard('environmental_evaluation', { neighbourhood: nb.id }, catalogue);
  const cards: ChatCard[] = [];
  const lines: string[] = unmeasuredOpening(topics);
  if (profile) {
    cards.push(profile);
    lines.push(profileSentence(profile));
    lines.push(`ارزیابی کامل محله، نشانی دقیق ملک را با همهٔ شاخص‌ها می‌سنجد.`);
  } else lines.push(`برای ${nb.name_fa} دادهٔ محیطی کافی نیست.`);
  if (card) cards.push(card);
  return reply(lines.join('\n'), cards);
}

/** What a comparison weighs: the sale price, the rent (full-deposit equivalent and, with a deposit, the monthly rent), or both. */
export type CompareKind = 'sale' | 'rent' | 'both';

const COMPARE_TITLE: Record<CompareKind, string> = { sale: 'قیمت خرید', rent: 'اجارهٔ', both: '' };

/** One side's market figures for a comparison, as marketFigures computes them. */
function compareMarketParts(nb: Neighbourhood, frame: Frame, kind: 'sale' | 'rent', both: boolean): { parts: string[]; card: MarketCard | null } {
  const deposit = kind === 'rent' && !frame.full_deposit ? frame.deposit ?? null : null;
  const market = marketFigures({ kind, neighbourhood: nb, area: frame.area ?? null, deposit });
  if (!market) {
    // «شهران» has no rent listings of its own while شهران شمالی and جنوبی have: named, so the user can pick one.
    const longer = listNeighbourhoods().filter((n) => n.name_fa.startsWith(`${nb.name_fa} `) && hasListings(n, kind)).map((n) => n.name_fa);
    const missing = kind === 'sale' ? 'آگهی فروش کافی برای آمار نیست' : 'آگهی اجارهٔ کافی برای آمار نیست';
    return { parts: [longer.length ? `${missing} (${longer.slice(0, 3).join(' و ')} دارند)` : missing], card: null };
  }
  const parts: string[] = [];
  if (kind === 'sale') {
    parts.push(`میانهٔ قیمت هر متر ${money(market.per_m2.median)}`);
    if (market.total && market.area) parts.push(`${formatNumber(market.area)} متر حدود ${money(market.total.median)}`);
  } else {
    parts.push(`${both ? 'اجاره: ' : ''}میانهٔ هر متر به معادل رهن کامل ${money(market.per_m2.median)}`);
    if (market.total && market.area) parts.push(`${formatNumber(market.area)} متر رهن کامل حدود ${money(market.total.median)}`);
    const r = market.monthly_rent;
    if (r && deposit) parts.push(r.median > 0 ? `با ${money(r.deposit)} ودیعه ماهی حدود ${money(r.median)}` : `${money(r.deposit)} ودیعه از میانهٔ رهن کامل بیشتر است`);
  }
  return { parts, card: market };
}

/**
 * Two neighbourhoods side by side: the market the conversation is about (the rent after a rent question, the sale
 * price after a price one, both when nothing said which), each figure the market tool's own, then the environment.
 */
export function compareAnswer(a: Neighbourhood, b: Neighbourhood, frame: Frame, kind: CompareKind = 'sale', which: 'cheaper' | 'dearer' | null = null): ChatReply {
  const cards: ChatCard[] = [];
  const title = COMPARE_TITLE[kind];
  const lines: string[] = [`مقایسهٔ ${title ? `${title} ` : ''}${a.name_fa} و ${b.name_fa}:`];
  const kinds: Array<'sale' | 'rent'> = kind === 'both' ? ['sale', 'rent'] : [kind];
  for (const nb of [a, b]) {
    const profile = neighbourhoodProfile(nb);
    const parts: string[] = [];
    for (const k of kinds) {
      const side = compareMarketParts(nb, frame, k, kind === 'both');
      parts.push(...side.parts);
      if (side.card) cards.push(side.card);
    }
    if (profile) {
      cards.push(profile);
      parts.push(`امتیاز محیطی ${formatNumber(profile.overall_score)} از ${formatNumber(100)}`);
      if (profile.metro) parts.push(`مترو ${formatNumber(profile.metro.distance_m)} متری (${profile.metro.station})`);
    }
    lines.push(`• ${nb.name_fa}: ${parts.join('، ')}`);
  }
  const markets = cards.filter((c): c is MarketCard => c.type === 'market');
  // «کدومش ارزونتره؟»: said from the two medians of the market weighed first (no new figure).
  if (which) {
    const k = kinds[0];
    const [ma, mb] = [a, b].map((nb) => markets.find((m) => m.kind === k && m.place.type === 'neighbourhood' && m.place.id === nb.id));
    if (ma && mb && ma.per_m2.median !== mb.per_m2.median) {
      const cheaper = ma.per_m2.median < mb.per_m2.median ? a : b;
      const pick = which === 'cheaper' ? cheaper : cheaper === a ? b : a;
      lines.push(`میانهٔ ${k === 'sale' ? 'قیمت هر متر' : 'اجارهٔ هر متر (به معادل رهن کامل)'} در ${pick.name_fa} ${which === 'cheaper' ? 'کمتر' : 'بیشتر'} است.`);
    } else lines.push(`آمار ${k === 'sale' ? 'فروش' : 'اجارهٔ'} هر دو محله برای گفتن اینکه کدام ${which === 'cheaper' ? 'ارزان‌تر' : 'گران‌تر'} است در داده‌ها نیست.`);
  }
  const dates = [...new Set(markets.map((m) => month(m.price_date)))];
  if (dates.length) lines.push(`آمار بازار به تاریخ ${dates.join(' و ')} است، نه ارزیابی یک واحد.`);
  if (markets.some((m) => m.kind === 'rent')) lines.push('رهن کامل یعنی همهٔ مبلغ ودیعه است و اجارهٔ ماهانه‌ای ندارد.');
  return reply(lines.join('\n'), cards);
}

// ------------------------------------------------------------------ where to buy or rent

const places = (list: AffordablePlace[]) => list.map((p) => `${p.neighbourhood.name_fa} (میانه ${money(p.median_total)})`).join('، ');

/** The areas tried below the one asked when nothing fits: every ten metres down to the smallest flat worth screening. */
function smallerAreas(area: number): number[] {
  const out: number[] = [];
  for (let a = Math.ceil(area / 10) * 10 - 10; a >= 20; a -= 10) if (a < area) out.push(a);
  return out;
}

/** The districts of one or more parts of the city («شمال شهر یا جنوب»), in order, each once. */
const partsDistricts = (parts: readonly RegionId[]) => [...new Set(parts.flatMap((p) => regionDistricts(p).districts))].sort((a, b) => a - b);

/**
 * When no neighbourhood's median fits the budget: what the same market screen does support, each figure its own —
 * the cheapest neighbourhoods for the size asked, the largest smaller size (in steps of ten metres) for which some
 * fit (or that none does down to the smallest), and, buying, the same money as a full deposit at the largest size it
 * covers (renting instead). The chips ask exactly those.
 */
export function noFitAlternatives(kind: 'sale' | 'rent', area: number, budget: number, district?: number, buyBudget = 0, parts: readonly RegionId[] = []): { lines: string[]; chips: string[] } {
  const lines: string[] = [];
  const chips: string[] = [];
  const districts = parts.length ? partsDistricts(parts) : undefined;
  const here = affordablePlaces({ kind, budget, area, district, districts });
  if (here.cheapest.length) lines.push(`ارزان‌ترین‌ها برای ${formatNumber(area)} متر: ${places(here.cheapest)}.`);
  const sizes = smallerAreas(area);
  // The largest size (the one asked, then every ten metres down) for which some neighbourhood's median fits.
  const largestFitting = (k: 'sale' | 'rent', money: number, from: number[]) => {
    for (const a of from) {
      const r = affordablePlaces({ kind: k, budget: money, area: a, district, districts });
      if (r.fitting_count > 0) return { area: r.area, result: r };
    }
    return null;
  };
  const smaller = largestFitting(kind, budget, sizes);
  if (smaller) {
    lines.push(`برای ${formatNumber(smaller.area)} متر، میانهٔ آگهی‌های ${formatNumber(smaller.result.fitting_count)} محله در بودجه جا می‌شود؛ نزدیک‌ترین‌ها: ${places(smaller.result.fitting.slice(0, 3))}.`);
    chips.push(`${formatNumber(smaller.area)} متر`);
  } else if (sizes.length) {
    lines.push(`حتی برای ${formatNumber(sizes[sizes.length - 1])} متر هم میانهٔ آگهی‌های هیچ محله‌ای در این بودجه جا نمی‌شود.`);
  }
  if (kind === 'sale' && buyBudget > 0) {
    const rent = largestFitting('rent', buyBudget, [area, ...sizes]);
    if (rent) {
      lines.push(
        `اگر به‌جای خرید اجاره کنید: همین ${money(buyBudget)} به‌عنوان رهن کامل برای ${formatNumber(rent.area)} متر، میانهٔ آگهی‌های اجارهٔ ${formatNumber(rent.result.fitting_count)} محله را می‌پوشاند؛ نزدیک‌ترین‌ها: ${places(rent.result.fitting.slice(0, 3))}.`,
      );
      // Within a district the search the chip starts stays in it, as the figures just said were.
      chips.push(`با ${money(buyBudget)} رهن کامل ${formatNumber(rent.area)} متر ${district ? `تو منطقه ${formatNumber(district)} ` : parts.length ? `تو ${parts.map((p) => regionDistricts(p).name).join(' یا ')} ` : ''}کجا؟`);
    }
  }
  return { lines, chips };
}

export function suggestionAnswer(
  kind: 'buy' | 'rent',
  frame: Frame & { area: number },
  catalogue: ChatCatalogue,
  district?: number,
  areaFromRooms = false,
  named?: Neighbourhood,
  parts: readonly RegionId[] = [],
): ChatReply {
  const rate = serverEnv().RENT_CONVERSION_RATE;
  const budget = kind === 'buy' ? frame.budget ?? 0 : (frame.deposit ?? 0) + (frame.rent ?? 0) / rate;
  // «شمال شهر»: the screen and the card's districts are the part's (a place named narrows further and wins).
  const districts = !district && parts.length ? partsDistricts(parts) : undefined;
  const result = affordablePlaces({ kind: kind === 'buy' ? 'sale' : 'rent', budget, area: frame.area, district, districts });
  const lines: string[] = [];
  const what = kind === 'buy' ? `با ${money(budget)}` : `با ${frame.deposit ? `${money(frame.deposit)} ودیعه` : 'بدون ودیعه'}${frame.rent ? ` و ${money(frame.rent)} اجارهٔ ماهانه` : ''} (معادل رهن کامل ${money(result.budget)})`;
  const size = areaFromRooms ? `${formatNumber(frame.area)} متر (متراژ معمول ${formatNumber(frame.rooms ?? 0)} خوابه‌ها)` : `${formatNumber(frame.area)} متر`;
  const within = district ? ` در ${districtName(district)}` : districts ? ` در ${parts.map((p) => regionWords(p)).join(' یا ')}` : '';
  let alternatives: { lines: string[]; chips: string[] } | null = null;
  const chips: string[] = [];
  if (result.fitting.length > 0) {
    const examples = result.fitting.slice(0, 3).map((p) => `${p.neighbourhood.name_fa} (میانه ${money(p.median_total)})`);
    lines.push(
      `آمار بازار، نه ارزیابی: ${what} برای ${size}${within}، میانهٔ آگهی‌های ${formatNumber(result.fitting_count)} محله از ${formatNumber(result.considered)} محلهٔ دارای آمار در بودجهٔ شما جا می‌شود (به تاریخ ${month(result.price_date)}).`,
    );
    lines.push(`نزدیک‌ترین‌ها به بودجه: ${examples.join('، ')}.`);
    // The district chip narrows to where most of the fitting neighbourhoods are (never a fixed one, which may hold
    // none of them); within a district, the chip widens to all Tehran again.
    if (!district) {
      const byDistrict = new Map<number, number>();
      for (const p of result.fitting) byDistrict.set(p.neighbourhood.district, (byDistrict.get(p.neighbourhood.district) ?? 0) + 1);
      const [top] = [...byDistrict.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      if (top && byDistrict.size > 1) chips.push(`منطقه ${formatNumber(top[0])}`);
    }
  } else {
    lines.push(`آمار بازار، نه ارزیابی: ${what} برای ${size}${within}، میانهٔ آگهی‌های هیچ‌کدام از ${formatNumber(result.considered)} محلهٔ دارای آمار در بودجه جا نمی‌شود (به تاریخ ${month(result.price_date)}).`);
    const screened = districts ? parts : [];
    alternatives = kind === 'buy' ? noFitAlternatives('sale', frame.area, budget, district, frame.budget ?? 0, screened) : noFitAlternatives('rent', frame.area, result.budget, district, 0, screened);
    lines.push(...alternatives.lines);
  }
  // «با ۳ میلیارد میشه تو پونک خونه خرید؟»: the screen covers the neighbourhood's district; the one named is said
  // right after it (it was not said at all).
  if (named) {
    const own = result.all.find((p) => p.neighbourhood.id === named.id);
    lines.splice(
      1,
      0,
      own
        ? `در خود ${named.name_fa} میانهٔ ${kind === 'buy' ? 'قیمت' : 'رهن کامل'} ${formatNumber(frame.area)} متر ${money(own.median_total)} است، ${own.median_total <= result.budget ? 'در بودجهٔ شما' : 'بیش از بودجهٔ شما'}.`
        : `برای خود ${named.name_fa} آگهی ${kind === 'buy' ? 'فروش' : 'اجارهٔ'} کافی برای آمار نیست.`,
    );
  }
  lines.push(
    'پیشنهاد هوشمند محل، محله‌ها را با مدل قیمت‌گذاری و امتیاز محیطی رتبه‌بندی می‌کند و کمبود بودجه را هم می‌گوید. گزارش هر محله را با مدل ارزیابی برای همین واحد و فرض‌های کارت زیر قیمت می‌گذارد، نه با میانهٔ آگهی‌ها؛ پس شمار محله‌هایی که در بودجه جا می‌شوند ممکن است با این آمار فرق کند.',
  );
  const common = {
    area: areaFromRooms ? undefined : frame.area,
    rooms: frame.rooms,
    elevator: frame.elevator,
    parking: frame.parking,
    max_age: frame.age,
    include_districts: district ? [district] : districts ? [...districts] : undefined,
  };
  const card =
    kind === 'buy'
      ? serviceCard('buy_suggestion', { budget: frame.budget, ...common }, catalogue)
      : serviceCard(
          'rent_suggestion',
          { deposit_budget: frame.deposit ?? (frame.rent !== undefined ? 0 : undefined), rent_budget: frame.rent ?? (frame.full_deposit ? 0 : undefined), ...common },
          catalogue,
        );
  if (district || districts) chips.push('همهٔ تهران');
  return reply(lines.join('\n'), card ? [card] : [], [...(alternatives?.chips ?? []), ...chips]);
}
