import type { Suggestion, SuggestionKind, SuggestionResult } from '@/lib/contracts/suggestion';
import { FLOOR_UNKNOWN, LINKED_PROPERTY_KEYS, SIMILAR_LISTINGS_MIN, type LinkedPropertyKey } from '@/lib/contracts/valuation-constants';
import { fewListingsWords, modelListingsWords, nearAreaWords } from '@/lib/contracts/valuation-display';
import { linkedPlaceQuery } from '@/features/shared/place/picked-place';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliMonth } from '@/lib/fa/jalali';
import { formatMoney, formatMoneyExact, moneyParts, shownMoney } from '@/lib/fa/money';

/**
 * "۱٫۲ میلیارد تومان کمتر از بودجه (۱۵٪)" or "… بیشتر از بودجه"; rent margins are in full-deposit terms. Over budget,
 * the figure is the extra budget needed, the one the card's reason names (a result stored before the margin was
 * rounded the same way said 113 million here and 114 there). At the list's decimals (listMoneyDecimals), as the card's
 * price (cardValueText).
 */
export function marginText(s: Suggestion, decimals = MAX_DECIMALS): string {
  const pct = toPersianDigits(Math.round(Math.abs(s.margin.percent)));
  const toman = shownMargin(s);
  if (Math.abs(toman) < 1e6) return 'هم‌اندازهٔ بودجه';
  return toman >= 0 ? `${formatMoney(toman, decimals)} کمتر از بودجه (${pct}٪)` : `${formatMoney(-toman, decimals)} بیشتر از بودجه (${pct}٪)`;
}

/** The margin a card shows: under the budget, what is left; over it, the extra budget needed (negative). */
const shownMargin = (s: Suggestion): number => (!s.fits && s.needed ? -s.needed.budget : s.margin.toman);

/** A card's price (rent: full-deposit equivalent), toman. */
const cardValue = (s: Suggestion, kind: SuggestionKind): number => (kind === 'buy' ? s.expected_price : s.expected_full_deposit) ?? 0;

/** Most decimals a list's figures take: a billion figure to the million (prices and margins are whole millions). */
const MAX_DECIMALS = 3;

/**
 * The decimals of a list's card prices and margins: one, spec §9's default (QA: «۱۲٫۱۳۲ میلیارد تومان» beside a
 * «۹٫۸ تا ۱۵» range), unless at one (or two) some card's price and margin, as shown, would not add up to the budget
 * the header shows (QA, a 1.3 billion list: اندیشه «۱٫۱ میلیارد» for 1.065 beside «۲۳۵ میلیون کمتر از بودجه»); then
 * the whole list to the million, one precision for every card. A margin within a million reads «هم‌اندازهٔ بودجه».
 */
export function listMoneyDecimals(r: Pick<SuggestionResult, 'kind' | 'request' | 'suggestions'>): number {
  const budget = comparedBudget(r);
  const addsUp = (s: Suggestion, d: number) => {
    const margin = shownMargin(s);
    if (Math.abs(margin) < 1e6) return true;
    return Math.abs(shownMoney(cardValue(s, r.kind), d) + Math.sign(margin) * shownMoney(Math.abs(margin), d) - budget) < 1;
  };
  for (let d = 1; d < MAX_DECIMALS; d++) if (r.suggestions.every((s) => addsUp(s, d))) return d;
  return MAX_DECIMALS;
}

/**
 * The budget line of the result header: the user's figures exactly (to the unit's third decimal); the rent's
 * full-deposit equivalent (deposit + rent / rate) to the million, «حدود» when that rounds it (QA: «معادل رهن کامل
 * ۲۶۶٫۶۶۷ میلیون تومان» for 8 million a month at 3 %).
 */
export function budgetText(r: SuggestionResult): string {
  const q = r.request;
  if (r.kind === 'buy') return `بودجهٔ خرید ${formatMoneyExact(comparedBudget(r))}`;
  const rounded = comparedBudget(r) !== (q.full_deposit_budget ?? 0);
  return `ودیعه ${formatMoneyExact(q.deposit_budget ?? 0)} و اجارهٔ ماهانه ${formatMoneyExact(q.rent_budget ?? 0)} (معادل رهن کامل ${rounded ? 'حدود ' : ''}${formatMoneyExact(comparedBudget(r))})`;
}

/** The budget the cards are compared with, as the header shows it: buy, the budget; rent, its full-deposit equivalent to the million. */
function comparedBudget(r: Pick<SuggestionResult, 'kind' | 'request'>): number {
  return r.kind === 'buy' ? (r.request.budget ?? 0) : Math.round((r.request.full_deposit_budget ?? 0) / 1e6) * 1e6;
}

/**
 * A card's price (rent: full-deposit equivalent) at the list's decimals (listMoneyDecimals), as every card of the
 * list and its margin: one precision, and price + margin reads as the budget (QA, one list: «۱٫۲» for 1.206 billion
 * beside «۱٫۲۹۶ میلیارد», and اندیشه «۱٫۱ میلیارد» for 1.065 billion, «۲۳۵ میلیون کمتر از بودجه» of 1.3). Never the
 * budget's figure when they differ: the two would not add up, and a price within a million of the budget is
 * «هم‌اندازهٔ بودجه».
 */
export function cardValueText(s: Suggestion, kind: SuggestionKind, decimals = MAX_DECIMALS): string {
  return formatMoney(cardValue(s, kind), decimals);
}

/** The home asked for: "خانهٔ ۸۰ متری", "۲ خوابه", "آسانسور", "پارکینگ" (the parts every price is for). */
function homeParts(q: SuggestionResult['request']): string[] {
  const parts = [`خانهٔ ${toPersianDigits(q.area)} متری${q.area_from_rooms && q.rooms !== null ? ` (متراژ رایج ${toPersianDigits(q.rooms)} خوابه)` : ''}`];
  // Rooms given with the area, or the usual rooms of that area, also price the home (the valuation reads them): say so.
  if (!q.area_from_rooms && q.rooms !== null) parts.push(`${toPersianDigits(q.rooms)} خوابه${q.rooms_from_area ? ' (تعداد اتاق رایج این متراژ)' : ''}`);
  // A result priced with the unasked ones absent says so (its figures are for a flat without them); one stored before
  // priced them unknown and names only those asked for.
  if (q.elevator) parts.push('آسانسور');
  else if (q.unasked_as_absent) parts.push('بدون آسانسور');
  if (q.parking) parts.push('پارکینگ');
  else if (q.unasked_as_absent) parts.push('بدون پارکینگ');
  return parts;
}

/**
 * The header's home, the one every card's price is for: "خانهٔ ۸۰ متری، ۲ خوابه، آسانسور، پارکینگ، حداکثر ۱۰ سال
 * ساخت؛ قیمت‌ها برای ساخت ۱۳۹۸ برآورد شده‌اند". The build year is the one the server priced (max_age / 2 years before
 * the price date's year), said once here; a result stored before it has none and the clause is left out.
 */
export function homeText(r: Pick<SuggestionResult, 'request'>): string {
  const q = r.request;
  const parts = homeParts(q);
  if (q.max_age !== null) parts.push(`حداکثر ${toPersianDigits(q.max_age)} سال ساخت`);
  const priced = q.build_year !== undefined ? `؛ قیمت‌ها برای ساخت ${toPersianDigits(q.build_year)} برآورد شده‌اند` : '';
  return `${parts.join('، ')}${priced}`;
}

/**
 * The warning when nothing fits: the options shown carry the extra budget they need, and the smaller home the budget
 * buys there only when at least one of them has one (a budget below the smallest home buys none).
 */
export function noFitText(r: SuggestionResult): string {
  const smallerHome = r.suggestions.some((s) => s.needed?.affordable_area != null);
  return `با این بودجه خانهٔ مورد نظرتان در هیچ‌یک از ${toPersianDigits(r.considered_count)} محلهٔ بررسی‌شده پیدا نمی‌شود. نزدیک‌ترین گزینه‌ها را با بودجهٔ اضافه‌ای که لازم دارند${
    smallerHome ? ' (یا متراژی که با همین بودجه می‌شود)' : ''
  } آورده‌ایم.`;
}

/** The fitting places shown, and (complementary report, few fit) the closest places over budget listed after them. */
export function fitsText(r: SuggestionResult): string {
  const shown = r.suggestions.filter((s) => s.fits).length;
  const over = r.suggestions.length - shown;
  const considered = `${toPersianDigits(r.considered_count)} محلهٔ بررسی‌شده`;
  // With no fit, «۰ محله … جور درمی‌آید» reads as a glitch; say none fits and point at the stretch list instead.
  if (r.fitting_count === 0) {
    return over > 0
      ? `هیچ‌یک از ${considered} با بودجهٔ شما جور درنمی‌آید؛ ${toPersianDigits(over)} محله را می‌بینید که با کمترین بودجهٔ اضافه در دسترس‌اند.`
      : `هیچ‌یک از ${considered} با بودجهٔ شما جور درنمی‌آید.`;
  }
  const head = `${toPersianDigits(r.fitting_count)} محله از ${considered} با بودجهٔ شما جور درمی‌آید؛`;
  // One fit takes singular pronouns («همان را»، «پس از آن»): «همه را … آن‌ها» with one card reads as several.
  const one = shown === 1;
  const all = one ? 'همان را' : 'همه را';
  const after = one ? 'پس از آن' : 'پس از آن‌ها';
  const list =
    over > 0
      ? `${head} ${shown === r.fitting_count ? all : `${toPersianDigits(shown)} محلهٔ مناسب‌تر را`} می‌بینید؛ ${after} ${toPersianDigits(over)} محله آمده که با کمترین بودجهٔ اضافه در دسترس‌اند.`
      : `${head} ${toPersianDigits(shown)} محلهٔ مناسب‌تر را می‌بینید.`;
  // A fit is the estimate within the budget; say up front when the cards shown put some of those fits in doubt.
  const doubtful = doubtfulFits(r);
  if (doubtful === 0) return list;
  const which = doubtful === shown ? (one ? 'در آن' : 'در همهٔ آن‌ها') : `در ${toPersianDigits(doubtful)} محله از آن‌ها`;
  // The smaller-flat check is named only when a card shown carries it (a buy card; results stored before never do).
  const checks = r.suggestions.some((s) => s.fits && s.smaller_flat) ? 'سال ساخت یا متراژ' : 'سال ساخت';
  return `${list} ${which} بالای بازهٔ قیمت از بودجه بیشتر است یا برآورد با ${checks} ناسازگار است، پس قیمت ${MAY_EXCEED_TEXT}.`;
}

/** How many of the fits shown may exceed the budget: with any, the fits summary is not a plain success. */
export function doubtfulFits(r: Pick<SuggestionResult, 'suggestions'>): number {
  return r.suggestions.filter((s) => budgetState(s) === 'may_exceed').length;
}

/** Said when the model learnt from few homes of about this size (SIMILAR_LISTINGS_MIN); null otherwise or for a result stored before. */
export function thinAreaText(r: SuggestionResult): string | null {
  const n = r.similar_listings;
  if (n === undefined || n >= SIMILAR_LISTINGS_MIN) return null;
  return (
    `${fewListingsWords(r.kind === 'buy' ? 'sale' : 'rent', [[n, nearAreaWords(r.request.area)]])}؛ ` +
    'قیمت‌های برآوردی این فهرست برای چنین خانه‌ای از روی خانه‌های دیگر است و درستی آن‌ها سنجیده نشده است.'
  );
}

/** The price date and, as on a valuation result, the index that brought the prices there (issue 30). */
export function priceDateText(r: SuggestionResult): string {
  const index = r.price_index_label ? `؛ شاخص: ${r.price_index_label}` : '';
  return `قیمت‌ها به تاریخ ${formatJalaliMonth(r.price_date)}${index}`;
}

/** "بازهٔ ۸۰٪: ۴٫۵ تا ۷٫۸ میلیارد تومان" (rent: full-deposit terms); null for a result stored before ranges. */
export function rangeText(s: Suggestion): string | null {
  if (!s.range) return null;
  const low = moneyParts(s.range.low);
  const high = moneyParts(s.range.high);
  // One unit when both ends share it (۴٫۵ تا ۷٫۸ میلیارد), else each end with its own (۹۵۰ میلیون تا ۱٫۴ میلیارد).
  const from = low.unit === high.unit ? low.amount : `${low.amount} ${low.unit}`;
  return `بازهٔ ۸۰٪: ${from} تا ${high.amount} ${high.unit}`;
}

/**
 * What the card's price rests on, in a valuation's words and count (the model's listings in the neighbourhood):
 * two places priced alike (چیتگر and چیتگر شمالی, 5.131 billion each for a 70 m² flat built 1398) are told apart
 * by their data (723 and 60 listings) and their ranges. Then what the card priced unknown that the valuation its link
 * opens asks for (cardUnknownText).
 */
export function basisText(s: Suggestion, request?: Pick<SuggestionResult['request'], 'rooms'>): string {
  const range = rangeText(s);
  const basis = `بر پایهٔ ${modelListingsWords(s.data_points)}`;
  const text = range ? `${range}، ${basis}` : basis;
  return `${text}؛ ${cardUnknownText(request)}`;
}

/**
 * The flat's details a card prices unknown while the /price form its link fills asks for them: the floor always (a
 * suggestion asks for none; the sale model reads it — QA: 28.3 billion on a card, 28.74–28.83 on /price — and the rent
 * model's nearest-listing feature does: اندیشه's 75 m² flat, 1.015 billion with the floor unknown, 1.031 with one), and
 * the rooms when the request gave none and too few listings of that size state theirs (typicalRooms).
 */
export function cardUnknownText(request?: Pick<SuggestionResult['request'], 'rooms'>): string {
  const rooms = request !== undefined && request.rooms === null;
  return rooms ? `${FLOOR_UNKNOWN} و تعداد اتاق نامشخص؛ قیمت‌گذاری کامل آن‌ها را می‌پرسد` : `${FLOOR_UNKNOWN}؛ قیمت‌گذاری کامل آن را می‌پرسد`;
}

/**
 * The card's budget state: over budget; fits, but the price may exceed the budget (the range reaches above it, or the
 * engine's older-flat or smaller-flat check contradicts its estimate); or fits even at the top of the range.
 */
export type BudgetState = 'over' | 'may_exceed' | 'within';

export function budgetState(s: Pick<Suggestion, 'fits' | 'may_exceed_budget'>): BudgetState {
  if (!s.fits) return 'over';
  return s.may_exceed_budget ? 'may_exceed' : 'within';
}

export const MAY_EXCEED_TEXT = 'ممکن است از بودجه بیشتر شود';
export const OLDER_FLAT_CHIP = 'برآورد با سال ساخت ناسازگار است';
export const SMALLER_FLAT_CHIP = 'برآورد با متراژ ناسازگار است';

/**
 * Links from one suggestion: a full valuation (/price, of the same kind) or a neighbourhood evaluation there. The
 * Persian name rides along so the target page can find the place with its name search (useLinkedPlace); the
 * valuation link also carries the home the card priced (area, rooms, the assumed build year, lift and parking), which
 * /price reads through the form's contract (linkedPropertyFields), so the valuation it opens values the card's flat
 * (a sale one with the floor the user adds: basisText says the valuation asks for it).
 */
export function suggestionLinks(s: Suggestion, kind: SuggestionKind, request?: SuggestionResult['request']): { valuation: string; environment: string } {
  const place = linkedPlaceQuery(s.neighbourhood.id, s.neighbourhood.name);
  const home = new URLSearchParams();
  if (request) {
    const value: Record<LinkedPropertyKey, string | null> = {
      area: String(request.area),
      rooms: request.rooms !== null ? String(request.rooms) : null,
      build_year: request.build_year !== undefined ? String(request.build_year) : null,
      // Not asked for: priced as «no», and said so, so a ticked box left in the form's saved draft does not value
      // another flat; a result stored before priced it unknown, and the form's «no» is not claimed for it.
      elevator: request.elevator ? 'true' : request.unasked_as_absent ? 'false' : null,
      parking: request.parking ? 'true' : request.unasked_as_absent ? 'false' : null,
    };
    for (const key of LINKED_PROPERTY_KEYS) {
      const v = value[key];
      if (v !== null) home.set(key, v);
    }
    // Rent: the deposit the reader can pay, for the result's slider to open at (the rent result's `deposit`).
    if (kind === 'rent' && request.deposit_budget) home.set('deposit', String(Math.round(request.deposit_budget)));
  }
  const extra = home.size > 0 ? `&${home.toString()}` : '';
  return { valuation: `/price?${place}&kind=${kind === 'buy' ? 'sale' : 'rent'}${extra}`, environment: `/services/environment-evaluation?${place}` };
}
