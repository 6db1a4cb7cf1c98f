import 'server-only';

import type { BlogBlock } from '@/lib/contracts/blog';
import { formatJalaliMonth } from '@/lib/fa/jalali';
import { formatMoney } from '@/lib/fa/money';
import { formatDecimal, formatNumber, formatPercent } from '@/lib/fa/number';
import { districtName, getNeighbourhood } from '@/server/places/catalogue';
import { loadModel } from '@/server/valuation/engine/artifacts';
import { readSources } from '@/server/valuation/engine/market-index/sources';
import { formatMonth, parseMonth } from '@/server/valuation/engine/months';
import { districtTrend } from '@/server/valuation/engine/price-index';

/** Neighbourhoods need this many cleaned listings before their median is quoted. */
export const MIN_LISTINGS_QUOTED = 100;
/**
 * A neighbourhood whose listing median is under half or over twice its district's transaction average is left out:
 * that far from the official figure, its listings are more likely misfiled (a satellite town's ads under a Tehran
 * name) than a fact about the neighbourhood.
 */
export const CONSISTENT_WITH_DISTRICT = [0.5, 2] as const;
const NEIGHBOURHOODS_SHOWN = 8;

interface DistrictRow {
  district: number;
  price: number;
  yearAgo: number | null;
  month: string;
}

const monthBefore = (ym: string, months: number): string => formatMonth((parseMonth(ym) ?? 0) - months);

/** The central bank's latest month per district and the same month a year before (0 = the whole city). */
export function districtRows(): DistrictRow[] {
  const cbi = new Map<number, Array<[string, number]>>();
  for (const [d, m, price] of readSources().cbi.rows) {
    const s = cbi.get(d) ?? [];
    s.push([m, price]);
    cbi.set(d, s);
  }
  const rows: DistrictRow[] = [];
  for (const [key, series] of cbi) {
    if (series.length === 0) continue;
    const [month, price] = series[series.length - 1];
    const prior = series.find(([m]) => m === monthBefore(month, 12));
    rows.push({ district: Number(key), price, yearAgo: prior ? prior[1] : null, month });
  }
  return rows.sort((a, b) => b.price - a.price);
}

const change = (r: DistrictRow): string => (r.yearAgo ? formatPercent((100 * (r.price - r.yearAgo)) / r.yearAgo) : '—');

export function districtPricesPost(): { blocks: BlogBlock[]; sources: string[] } {
  const all = districtRows();
  const city = all.find((r) => r.district === 0);
  const districts = all.filter((r) => r.district > 0);
  const sale = loadModel('sale').data;
  const listingMonth = formatJalaliMonth(sale.ref_month);
  const blocks: BlogBlock[] = [];
  if (city && districts.length > 1) {
    const top = districts[0];
    const bottom = districts[districts.length - 1];
    // The index's latest month per district (0 = the city): the Central Bank's averages carried on by Kilid's listing
    // medians. A post dated Azar 1405 with only Azar 1401's figures gave district 1 at 99.4 M a m², a fifth of its
    // 488 M at Mordad 1405, the level every estimate on the site is priced at.
    const latest = (district: number) => districtTrend(district).at(-1);
    const cityNow = latest(0);
    const nowMonth = cityNow ? formatJalaliMonth(cityNow.month) : null;
    blocks.push(
      {
        type: 'p',
        content: [
          `بانک مرکزی هر ماه میانگین قیمت هر متر مربع واحدهای مسکونی معامله‌شده در هر یک از ${formatNumber(districts.length)} منطقهٔ تهران را منتشر می‌کند. `,
          `این آمار از معاملات واقعی است، نه آگهی‌ها، و پایهٔ شاخص قیمتی است که ارزیاب با آن آگهی‌های ماه‌های مختلف را به یک تاریخ قیمت می‌آورد. `,
          `آخرین ماه این آمار ${formatJalaliMonth(city.month)} است: میانگین شهر ${formatMoney(city.price)} برای هر متر مربع`,
          city.yearAgo ? `، ${change(city)} بیشتر از ${formatJalaliMonth(monthBefore(city.month, 12))}.` : '.',
        ],
      },
      {
        type: 'p',
        content: [
          `گران‌ترین منطقه، ${districtName(top.district)}، با ${formatMoney(top.price)} در هر متر، `,
          `${formatDecimal(top.price / bottom.price, 1)} برابر ارزان‌ترین منطقه، ${districtName(bottom.district)} (${formatMoney(bottom.price)})، است. `,
          'فاصلهٔ محله‌های یک منطقه هم کم نیست؛ برای همین ارزیاب قیمت را در سطح محله و با آگهی‌های مشابه همان محله برآورد می‌کند.',
        ],
      },
      ...(cityNow && nowMonth
        ? [
            {
              type: 'p' as const,
              content: [
                `پس از ${formatJalaliMonth(city.month)}، شاخص قیمت ارزیاب این میانگین‌ها را با حرکت ماهانهٔ میانهٔ قیمت آگهی‌های کیلید جلو می‌برد؛ `,
                `در ${nowMonth}، آخرین ماه شاخص و تاریخ قیمت برآوردهای ارزیاب، شاخص شهر ${formatMoney(cityNow.price_per_m2)} برای هر متر مربع است `,
                'و شاخص هر منطقه در ستون آخر جدول آمده است. این حرکت از قیمت پیشنهادی آگهی‌هاست، نه قیمت معامله.',
              ],
            },
          ]
        : []),
      { type: 'h2', text: `قیمت هر متر مربع در ${formatNumber(districts.length)} منطقه، ${formatJalaliMonth(city.month)}` },
      {
        type: 'table',
        caption:
          `میانگین قیمت هر متر مربع معاملات مسکونی هر منطقه در ${formatJalaliMonth(city.month)} و تغییر آن در دوازده ماه` +
          `${nowMonth ? `، و شاخص قیمت ارزیاب در ${nowMonth}` : ''}، از گران‌ترین منطقه`,
        head: ['منطقه', 'قیمت هر متر مربع', 'تغییر در ۱۲ ماه', ...(nowMonth ? [`شاخص ${nowMonth}`] : [])],
        rows: districts.map((r) => {
          const now = latest(r.district);
          return [districtName(r.district), formatMoney(r.price), change(r), ...(nowMonth ? [now ? formatMoney(now.price_per_m2) : '—'] : [])];
        }),
      },
    );
  }

  const districtPrice = new Map(districts.map((r) => [r.district, r.price]));
  const counted = Object.entries(sale.nb_stats)
    .filter(([, s]) => s.n >= MIN_LISTINGS_QUOTED)
    .map(([id, s]) => ({ nb: getNeighbourhood(id), median: s.p50, n: s.n }))
    .filter((r): r is { nb: NonNullable<typeof r.nb>; median: number; n: number } => r.nb !== null);
  const quoted = counted
    .filter((r) => {
      const ratio = r.median / (districtPrice.get(r.nb.district) ?? Number.NaN);
      return ratio >= CONSISTENT_WITH_DISTRICT[0] && ratio <= CONSISTENT_WITH_DISTRICT[1];
    })
    .sort((a, b) => b.median - a.median);
  const setAside = counted.length - quoted.length;
  if (quoted.length >= 2 * NEIGHBOURHOODS_SHOWN) {
    const row = (r: (typeof quoted)[number]) => [r.nb.name_fa, districtName(r.nb.district), formatMoney(r.median), formatNumber(r.n)];
    const head = ['محله', 'منطقه', 'میانهٔ قیمت هر متر', 'تعداد آگهی'];
    blocks.push(
      { type: 'h2', text: 'گران‌ترین و ارزان‌ترین محله‌ها در آگهی‌ها' },
      {
        type: 'p',
        content: [
          `آمار بانک مرکزی به محله نمی‌رسد. آگهی‌های فروش آپارتمان ${listingMonth} (پس از حذف آگهی‌های تکراری و قیمت‌های نامعقول) تصویر محله‌ها را کامل می‌کنند. `,
          `از ${formatNumber(quoted.length)} محله‌ای که دست‌کم ${formatNumber(MIN_LISTINGS_QUOTED)} آگهی داشتند، این‌ها گران‌ترین و ارزان‌ترین‌اند`,
          setAside > 0
            ? ` (${formatNumber(setAside)} محلهٔ دیگر را کنار گذاشتیم: میانهٔ آگهی‌ها در ${setAside === 1 ? 'آن' : 'آن‌ها'} کمتر از نصف یا بیش از دو برابر میانگین معاملات منطقه بود و با آمار رسمی نمی‌خواند). `
            : '. ',
          'این‌ها قیمت پیشنهادی فروشندگان است، نه قیمت معامله، و میانه یعنی نیمی از آگهی‌ها بالاتر و نیمی پایین‌تر بوده‌اند.',
        ],
      },
      { type: 'table', caption: `${formatNumber(NEIGHBOURHOODS_SHOWN)} محلهٔ گران، میانهٔ قیمت هر متر در آگهی‌های ${listingMonth}`, head, rows: quoted.slice(0, NEIGHBOURHOODS_SHOWN).map(row) },
      { type: 'table', caption: `${formatNumber(NEIGHBOURHOODS_SHOWN)} محلهٔ ارزان، میانهٔ قیمت هر متر در آگهی‌های ${listingMonth}`, head, rows: quoted.slice(-NEIGHBOURHOODS_SHOWN).reverse().map(row) },
    );
  }
  blocks.push(
    { type: 'h2', text: 'قیمت ملک خودتان' },
    {
      type: 'p',
      content: [
        'میانگین منطقه و میانهٔ محله فقط نقطهٔ شروع است: متراژ، سال ساخت، طبقه و امکانات، قیمت یک واحد را ده‌ها درصد جابه‌جا می‌کنند. ',
        { text: 'برآورد قیمت ملک', href: '/price' },
        ' همهٔ این‌ها را با آگهی‌های مشابه همان محله می‌سنجد و بازهٔ قیمت و دلیل‌های برآورد را هم نشان می‌دهد.',
      ],
    },
  );
  return {
    blocks,
    sources: [
      'بانک مرکزی جمهوری اسلامی ایران: متوسط قیمت هر متر مربع واحد مسکونی معامله‌شده در مناطق تهران',
      `آگهی‌های فروش آپارتمان تهران در دیوار و سایت‌های آگهی ملک، ${listingMonth}`,
    ],
  };
}
