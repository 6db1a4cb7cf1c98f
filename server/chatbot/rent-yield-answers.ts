import 'server-only';

import type { ChatReply } from '@/lib/contracts/chatbot';
import { formatJalaliMonth, formatJalaliMonthSpan } from '@/lib/fa/jalali-month';
import { formatMoney } from '@/lib/fa/money';
import { persianList } from '@/lib/fa/list';
import { formatNumber, formatPercent } from '@/lib/fa/number';
import type { Neighbourhood } from '@/server/places/types';
import { busiestNeighbourhoods, reply } from './answers';
import { placeWords } from './language/places';
import { marketFigures } from './tools/market';
import { impliedYield, nearbyYields, neighbourhoodYield, type PlaceYield, yieldBasis, yieldOnPrice, yieldSpread, yieldsRanked } from './tools/rent-yield';

// «بازدهی اجاره تو پونک چقدره؟», «برای سرمایه‌گذاری بخرم اجاره بدم چقدر درمیاد؟», «کدوم محله برای اجاره دادن
// بهتره؟»: the gross rental yield the environment evaluation shows (tools/rent-yield.ts), said with how it is made
// and from which listings; where the data has none, said so (they got a rent figure, never a yield, before).

const pct = (fraction: number) => formatPercent(fraction * 100, 1);

// Every number said is one a tool returned (figures.test.ts): the months, the rate, the counts and the medians come
// from tools/rent-yield.ts.

/** How the figure is made and from which listings: the lines under every yield. */
export function yieldMethodLine(): string {
  const basis = yieldBasis();
  const from = [
    basis.rent_months ? `آگهی‌های اجارهٔ ${formatJalaliMonthSpan(...basis.rent_months)}` : 'آگهی‌های اجاره',
    basis.sale_months ? `آگهی‌های فروش ${formatJalaliMonthSpan(...basis.sale_months)}` : 'آگهی‌های فروش',
  ];
  return [
    `روش: اجارهٔ سالانه (${formatNumber(basis.months_a_year)} برابر اجارهٔ ماهانه به‌اضافهٔ ارزش ودیعه با نرخ ${pct(basis.monthly_rate)} در ماه، نرخی که ارزیاب برای تبدیل ودیعه و اجاره به کار می‌برد) تقسیم بر قیمت خرید؛ میانهٔ هر متر مربع در آگهی‌های اجارهٔ محله تقسیم بر میانهٔ قیمت هر متر آپارتمان‌های ساخته‌شدهٔ همان محله (بدون پیش‌فروش)، از ${persianList(from)}، هر دو با شاخص قیمت منطقه به همان ماه برده شده.`,
    'داده‌ها شاخص اجاره ندارند، پس نمی‌دانم اجاره‌ها از آن پس پابه‌پای قیمت‌ها رفته‌اند یا نه؛ هزینه‌ها، مالیات، ماه‌های خالی و رشد قیمت هم در این نسبت نیست.',
  ].join('\n');
}

/** A yield set against a bank's interest: the data holds no bank rate, so the comparison is the user's to make. */
export const NO_BANK_RATE = 'نرخ سود بانکی در داده‌های ارزیاب نیست، پس مقایسه با بانک را نمی‌توانم انجام دهم؛ آنچه داده‌ها می‌گویند بازده اجاره است:';

/** «از ۳٫۳٪ (شهرک شریعتی) تا ۷٫۶٪ (شمیران نو)»: a spread of neighbourhoods' yields, each end named. */
const yieldSpan = (low: PlaceYield, high: PlaceYield) => `از ${pct(low.yield)} (${low.neighbourhood.name_fa}) تا ${pct(high.yield)} (${high.neighbourhood.name_fa})`;
const yieldChip = (nb: Neighbourhood) => `بازده اجاره در ${placeWords(nb.name_fa)}`;
/** What a higher yield is not: the figures carry no advice beyond themselves. */
const YIELD_IS_NOT_PROFIT = 'بازده بیشتر یعنی اجارهٔ بیشتر نسبت به قیمت خرید، نه لزوماً سود بیشتر: رشد قیمت ملک در آن حساب نیست.';

/**
 * «یه خونه ۶۰ متری بخرم تو نازی آباد اجاره بدم چقدر گیرم میاد؟»: with a size said, that flat's market price and rent
 * (marketFigures, the chat's usual medians), said as such: what the yield means in toman for it.
 */
function flatLine(nb: Neighbourhood, area: number, figureYield: number): string | null {
  const sale = marketFigures({ kind: 'sale', neighbourhood: nb, area });
  const rent = marketFigures({ kind: 'rent', neighbourhood: nb, area });
  if (!sale?.total || !rent?.total || !rent.monthly_rent) return null;
  const flat = `برای ${formatNumber(area)} متر در ${placeWords(nb.name_fa)} (میانهٔ آگهی‌ها، آمار بازار، نه ارزیابی، ${formatJalaliMonth(sale.price_date)}): قیمت خرید حدود ${formatMoney(sale.total.median)}؛ اجاره رهن کامل حدود ${formatMoney(rent.total.median)}، یا بدون ودیعه ماهی حدود ${formatMoney(rent.monthly_rent.median)}.`;
  // The two medians imply a yield of their own: said beside the data's, and why they differ (QA s20: 4.5 % above,
  // 22.4 billion and 81.1 million a month below, which is 4.3 %, with nothing said).
  const implied = pct(impliedYield(sale.total.median, rent.monthly_rent.median));
  const same = implied === pct(figureYield);
  return same
    ? `${flat} این دو میانه هم همان بازده حدود ${implied} را می‌دهند.`
    : `${flat} این دو میانه با هم بازده حدود ${implied} می‌دهند، نه ${pct(figureYield)}: میانهٔ قیمت خرید همهٔ آگهی‌های فروش محله است (پیش‌فروش‌ها هم) و جدا از میانهٔ اجاره گرفته شده، و بازده بالا فقط آپارتمان‌های ساخته‌شده را می‌سنجد. برای سنجیدن محله‌ها با هم عدد بازده را ببینید، و برای پول این واحد این دو میانه را.`;
}

/** «… ۱۰ میلیارد بخرم اجاره بدم ماهی چقدر درمیاد؟»: a yield applied to the price said, with what it was taken from. */
function budgetLine(budget: number, grossYield: number, from: string): string {
  // The yield as said (to a tenth of a percent), so the toman below are that percentage of the price (4.7 % of 10
  // billion is 470 million, not the 475 an unrounded 4.75 % gave beside «۴٫۷٪»).
  const y = yieldOnPrice(budget, Math.round(grossYield * 1000) / 1000);
  return `با ${from} که ${pct(y.yield)} در سال است، خانه‌ای به قیمت ${formatMoney(y.price, 3)} سالی حدود ${formatMoney(y.annual)} اجاره می‌آورد (با ارزش ودیعه)؛ یعنی بدون ودیعه ماهی حدود ${formatMoney(y.monthly)}، یا رهن کامل حدود ${formatMoney(y.full_deposit)}.`;
}

/**
 * A price said and no place: Tehran's median yield applied to it, said as the city's (the neighbourhoods' spread
 * beside it), with the place asked to narrow it. Asked back for a place as a rent question before.
 */
export function tehranBudgetYieldAnswer(budget: number): ChatReply {
  const { tehran } = yieldBasis();
  const all = yieldsRanked();
  const high = all[0];
  const low = all.at(-1);
  const spread = high && low ? ` بازده محله‌ها ${yieldSpan(low, high)} است؛ محله را بگویید تا با بازده همان محله حساب کنم.` : '';
  return reply(
    [
      budgetLine(budget, tehran.median, `میانهٔ بازده ناخالص اجارهٔ ${formatNumber(tehran.neighbourhoods)} محلهٔ تهران`),
      `این عدد کل تهران است، نه یک محله.${spread}`,
      yieldMethodLine(),
    ].join('\n'),
    [],
    [...busiestNeighbourhoods(6).filter((nb) => neighbourhoodYield(nb).figure).slice(0, 3).map((nb) => `تو ${placeWords(nb.name_fa)} چی؟`), 'بیشترین بازده اجاره کجاست؟'],
  );
}

export function neighbourhoodYieldAnswer(nb: Neighbourhood, area?: number, budget?: number): ChatReply {
  const name = placeWords(nb.name_fa);
  const { figure, rent_listings, sale_listings } = neighbourhoodYield(nb);
  if (figure) {
    const { tehran } = yieldBasis();
    const flat = area ? flatLine(nb, area, figure.yield) : budget ? budgetLine(budget, figure.yield, `بازده ${name}`) : null;
    return reply(
      [
        `بازده ناخالص اجاره در ${name}: حدود ${pct(figure.yield)} در سال؛ یعنی اجارهٔ سالانهٔ هر واحد، با ارزش ودیعه‌اش، حدود ${pct(figure.yield)} قیمت خرید آن است (${formatNumber(figure.rent_listings)} آگهی اجاره و ${formatNumber(figure.sale_listings)} آگهی فروش آپارتمان ساخته‌شده). به بیان رهن کامل، رهن کامل هر واحد حدود ${pct(figure.full_deposit_share)} قیمت خرید آن است. میانهٔ ${formatNumber(tehran.neighbourhoods)} محلهٔ تهران که این عدد را دارند ${pct(tehran.median)} است.`,
        ...(flat ? [flat] : []),
        yieldMethodLine(),
      ].join('\n'),
      [],
      [`قیمت هر متر در ${nb.name_fa}`, `اجاره در ${nb.name_fa}`, 'بیشترین بازده اجاره کجاست؟'],
    );
  }
  const counts =
    rent_listings + sale_listings === 0
      ? `${name} آگهی‌ای در این داده‌ها ندارد`
      : `${name} ${formatNumber(rent_listings)} آگهی اجاره و ${formatNumber(sale_listings)} آگهی فروش آپارتمان ساخته‌شده دارد`;
  const { min_listings } = yieldBasis();
  const near = nearbyYields(nb);
  const lines = [
    `بازده اجارهٔ ${name} را نمی‌توانم بگویم: برای آن دست‌کم ${formatNumber(min_listings)} آگهی اجاره و ${formatNumber(min_listings)} آگهی فروش آپارتمان ساخته‌شده در محله لازم است و ${counts}.`,
  ];
  if (near.length) lines.push(`محله‌های نزدیک آن در همان منطقه که این عدد را دارند: ${persianList(near.map((y) => `${y.neighbourhood.name_fa} ${pct(y.yield)}`))}.`, yieldMethodLine());
  return reply(lines.join('\n'), [], near.length ? near.map((y) => yieldChip(y.neighbourhood)) : [`قیمت هر متر در ${nb.name_fa}`, `اجاره در ${nb.name_fa}`]);
}

/**
 * A district's (or a part of the city's) yields: the spread of its neighbourhoods' figures, never one number pooled
 * from them (the data holds none for a district). `where`: «منطقه ۵», «غرب تهران (…)».
 */
export function districtsYieldAnswer(districts: readonly number[], where: string, budget?: number): ChatReply {
  const spread = yieldSpread(districts);
  if (!spread) {
    return reply(`برای هیچ محله‌ای از ${where} آگهی اجاره و فروش کافی برای بازده اجاره در داده‌ها نیست.`, [], ['بیشترین بازده اجاره کجاست؟']);
  }
  const { high, low } = spread;
  const line =
    spread.count === 1
      ? `فقط ${high.neighbourhood.name_fa} این عدد را دارد: حدود ${pct(high.yield)} در سال.`
      : `از ${formatNumber(spread.count)} محلهٔ آن که این عدد را دارند، بازده ناخالص اجاره ${yieldSpan(low, high)} در سال است؛ میانه ${pct(spread.median)}.`;
  // «تو منطقه ۲۲ خرید برای اجاره خوبه؟»: the figure read against the city's, and no more advice than the figures.
  const { tehran } = yieldBasis();
  const own = spread.count === 1 ? high.yield : spread.median;
  const side = pct(own) === pct(tehran.median) ? 'هم‌اندازهٔ' : own > tehran.median ? 'بالاتر از' : 'پایین‌تر از';
  const against = `این ${side} میانهٔ ${formatNumber(tehran.neighbourhoods)} محلهٔ تهران (${pct(tehran.median)}) است. ${YIELD_IS_NOT_PROFIT}`;
  const money = budget ? budgetLine(budget, own, `${spread.count === 1 ? 'بازده' : 'میانهٔ بازده'} ${where}`) : null;
  return reply([`بازده اجاره در ${where}: ${line}`, against, ...(money ? [money] : []), yieldMethodLine()].join('\n'), [], spread.top.map((y) => yieldChip(y.neighbourhood)));
}

/**
 * «بازدهی اجاره کجا بالاتره، شرق یا غرب؟»: each part's neighbourhoods' median yield and spread, and which is higher
 * (it ranked all Tehran before). The parts are the tools' districts, said with them.
 */
export function partsYieldAnswer(parts: ReadonlyArray<{ words: string; districts: readonly number[] }>): ChatReply {
  const rows = parts.map((p) => ({ ...p, spread: yieldSpread(p.districts) }));
  const lines = rows.map(({ words, spread }) =>
    spread
      ? `• ${words}: میانهٔ بازده ناخالص ${formatNumber(spread.count)} محله ${pct(spread.median)} در سال، ${yieldSpan(spread.low, spread.high)}`
      : `• ${words}: هیچ محله‌ای آگهی اجاره و فروش کافی برای این عدد ندارد`,
  );
  const known = rows.filter((r) => r.spread !== null).sort((a, b) => (b.spread?.median ?? 0) - (a.spread?.median ?? 0));
  let verdict = '';
  if (known.length >= 2) {
    const [top, next] = known;
    verdict =
      pct(top.spread?.median ?? 0) === pct(next.spread?.median ?? 0)
        ? `میانهٔ بازده ${persianList(known.map((r) => r.words), 'و')} تقریباً یکی است.`
        : `میانهٔ بازده در ${top.words} بالاتر است.`;
  }
  const { tehran } = yieldBasis();
  return reply(
    [
      'بازده اجاره (اجارهٔ سالانه با ارزش ودیعه، نسبت به قیمت خرید):',
      ...lines,
      ...(verdict ? [verdict] : []),
      `میانهٔ ${formatNumber(tehran.neighbourhoods)} محلهٔ تهران ${pct(tehran.median)} است. ${YIELD_IS_NOT_PROFIT}`,
      yieldMethodLine(),
    ].join('\n'),
    [],
    known.flatMap((r) => (r.spread ? [yieldChip(r.spread.high.neighbourhood)] : [])),
  );
}

/** «کدوم محله برای اجاره دادن بهتره؟»: the highest yields (of `districts`, or all Tehran). */
export function rankedYieldAnswer(districts: readonly number[] | null, where: string): ChatReply {
  const ys = yieldsRanked(districts);
  if (ys.length === 0) return districtsYieldAnswer(districts ?? [], where);
  const top: PlaceYield[] = ys.slice(0, 3);
  // The count as a tool returns it (an array's length is no number the checks know): «از ۲۳ محله» of district 1.
  const count = districts ? (yieldSpread(districts)?.count ?? ys.length) : yieldBasis().tehran.neighbourhoods;
  return reply(
    [
      `بیشترین بازده ناخالص اجاره در ${where}، از ${formatNumber(count)} محله‌ای که این عدد را دارند: ${persianList(top.map((y) => `${y.neighbourhood.name_fa} ${pct(y.yield)}`))} در سال.`,
      // All Tehran («بازده اجاره کل تهران چنده؟»): the city's median and lowest too, the figure asked.
      ...(districts ? [] : [`میانهٔ همهٔ آن‌ها ${pct(yieldBasis().tehran.median)} است و کمترین ${pct(ys.at(-1)?.yield ?? 0)} (${ys.at(-1)?.neighbourhood.name_fa}).`]),
      YIELD_IS_NOT_PROFIT,
      yieldMethodLine(),
    ].join('\n'),
    [],
    top.map((y) => yieldChip(y.neighbourhood)),
  );
}

/** «بازده اجاره تو ونک بیشتره یا پونک؟»: each place's yield, before the comparison of their rents; null when neither has one. */
export function compareYieldLine(places: readonly Neighbourhood[]): string | null {
  const figures = places.map((nb) => ({ nb, figure: neighbourhoodYield(nb).figure }));
  if (figures.every((f) => f.figure === null)) return null;
  const parts = figures.map(({ nb, figure }) => `${nb.name_fa} ${figure ? pct(figure.yield) : 'نامعلوم (آگهی کافی ندارد)'}`);
  return `بازده ناخالص اجاره (اجارهٔ سالانه با ارزش ودیعه، نسبت به قیمت خرید؛ روش را با «بازده اجاره در …» بپرسید): ${persianList(parts)}.`;
}
