import 'server-only';

import type { ChatReply } from '@/lib/contracts/chatbot';
import { formatJalaliMonth, formatJalaliMonthSpan } from '@/lib/fa/jalali-month';
import { formatMoney } from '@/lib/fa/money';
import { persianList } from '@/lib/fa/list';
import { formatNumber, formatPercent } from '@/lib/fa/number';
import type { Neighbourhood } from '@/server/places/types';
import { reply } from './answers';
import { placeWords } from './language/places';
import { marketFigures } from './tools/market';
import { nearbyYields, neighbourhoodYield, type PlaceYield, yieldBasis, yieldSpread, yieldsRanked } from './tools/rent-yield';

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

const yieldChip = (nb: Neighbourhood) => `بازده اجاره در ${placeWords(nb.name_fa)}`;

/**
 * «یه خونه ۶۰ متری بخرم تو نازی آباد اجاره بدم چقدر گیرم میاد؟»: with a size said, that flat's market price and rent
 * (marketFigures, the chat's usual medians), said as such: what the yield means in toman for it.
 */
function flatLine(nb: Neighbourhood, area: number): string | null {
  const sale = marketFigures({ kind: 'sale', neighbourhood: nb, area });
  const rent = marketFigures({ kind: 'rent', neighbourhood: nb, area });
  if (!sale?.total || !rent?.total || !rent.monthly_rent) return null;
  return `برای ${formatNumber(area)} متر در ${placeWords(nb.name_fa)} (میانهٔ آگهی‌ها، آمار بازار، نه ارزیابی، ${formatJalaliMonth(sale.price_date)}): قیمت خرید حدود ${formatMoney(sale.total.median)}؛ اجاره رهن کامل حدود ${formatMoney(rent.total.median)}، یا بدون ودیعه ماهی حدود ${formatMoney(rent.monthly_rent.median)}.`;
}

export function neighbourhoodYieldAnswer(nb: Neighbourhood, area?: number): ChatReply {
  const name = placeWords(nb.name_fa);
  const { figure, rent_listings, sale_listings } = neighbourhoodYield(nb);
  if (figure) {
    const { tehran } = yieldBasis();
    const flat = area ? flatLine(nb, area) : null;
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
export function districtsYieldAnswer(districts: readonly number[], where: string): ChatReply {
  const spread = yieldSpread(districts);
  if (!spread) {
    return reply(`برای هیچ محله‌ای از ${where} آگهی اجاره و فروش کافی برای بازده اجاره در داده‌ها نیست.`, [], ['بیشترین بازده اجاره کجاست؟']);
  }
  const { high, low } = spread;
  const line =
    spread.count === 1
      ? `فقط ${high.neighbourhood.name_fa} این عدد را دارد: حدود ${pct(high.yield)} در سال.`
      : `از ${formatNumber(spread.count)} محلهٔ آن که این عدد را دارند، بازده ناخالص اجاره از ${pct(low.yield)} (${low.neighbourhood.name_fa}) تا ${pct(high.yield)} (${high.neighbourhood.name_fa}) در سال است؛ میانه ${pct(spread.median)}.`;
  return reply([`بازده اجاره در ${where}: ${line}`, yieldMethodLine()].join('\n'), [], spread.top.map((y) => yieldChip(y.neighbourhood)));
}

/** «کدوم محله برای اجاره دادن بهتره؟»: the highest yields (of `districts`, or all Tehran). */
export function rankedYieldAnswer(districts: readonly number[] | null, where: string): ChatReply {
  const ys = yieldsRanked(districts);
  if (ys.length === 0) return districtsYieldAnswer(districts ?? [], where);
  const top: PlaceYield[] = ys.slice(0, 3);
  return reply(
    [
      `بیشترین بازده ناخالص اجاره در ${where}، از ${formatNumber(ys.length)} محله‌ای که این عدد را دارند: ${persianList(top.map((y) => `${y.neighbourhood.name_fa} ${pct(y.yield)}`))} در سال.`,
      'بازده بیشتر یعنی اجارهٔ بیشتر نسبت به قیمت خرید، نه لزوماً سود بیشتر: رشد قیمت ملک در آن حساب نیست.',
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
