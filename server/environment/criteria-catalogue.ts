import 'server-only';
import { type EnvironmentCategoryId, NO_DATA_LABEL } from '@/lib/contracts/environment';
import { formatJalaliMonth, formatJalaliMonthSpan } from '@/lib/fa/jalali';
import { formatMonth, parseMonth } from '@/server/valuation/engine/months';
import { indexSeriesBetween, type IndexSeriesMonths } from '@/server/valuation/engine/price-index';

/**
 * The neighbourhood (environment) evaluation's criteria: exactly 50, versioned (issue 7, spec §1 "50 assessment
 * criteria"). Each entry says what is measured, how it is scored and which dataset backs it; the measurement
 * itself lives in evaluate-environment.ts, keyed by the same id. Weights add up to 100 over all 50; criteria
 * without data keep their weight here and the engine redistributes it (never guesses a value).
 *
 * Scoring rules (Walk Score's idea: full points within a short walk, decaying to zero):
 *   decay       100 up to `full` metres, then 100·(1−t)² with t = (d−full)/(zero−full), 0 from `zero` on
 *   count       100·min(n, target)/target
 *   linear      straight line from `worst` (0) to `best` (100), clamped
 *   district    percentile rank among Tehran's 22 districts (direction up: higher is better)
 *   percentile  percentile rank among the values at every neighbourhood centre of Tehran (data/distribution.json)
 */

export const CRITERIA_VERSION = '2026.11-5';

export type DatasetId = 'poi' | 'metro' | 'brt' | 'districts' | 'cbi' | 'sale' | 'rent' | 'none';

/**
 * The months the market criteria's figures describe ('YYYY-MM', Jalali), read from the data at evaluation time so
 * every method names its real month and source, also after `npm run index:import` adds a month.
 */
export interface MarketDates {
  /** The market index's latest month when environment-data.json was built: the district price and growth figures. */
  districtMonth: string;
  /** The Central Bank's last month: transaction counts and volatility end here, and the index follows Kilid after. */
  cbiMonth: string;
  /** The live market index's first and latest month: local listing prices are brought to the latest one. */
  indexFirst: string;
  indexMonth: string;
  /** The live index's first operator-imported Kilid month (npm run index:import), null without one. */
  operatorFirst: string | null;
}

/** The hand-over months the index's series is named by (price-index.ts indexSeriesBetween). */
const seriesMonths = (d: MarketDates): IndexSeriesMonths => ({ cbiLast: d.cbiMonth, operatorFirst: d.operatorFirst });

export interface DatasetInfo {
  id: DatasetId;
  name: string;
  /** When the data describes (Persian, shown on the result page). */
  date: string | ((d: MarketDates) => string);
  licence: string;
}

/**
 * The kinds the point-of-interest list holds only a selection of, as ml/build_environment.py measured them
 * (`poi_coverage` in environment-data.json; a unit test keeps the two equal): how many points it lists, and how far
 * from them it still vouches for absence (9 in 10 listed points have another within that distance). Farther from
 * every listed point the distance and counts of the kind are unavailable, never 0 (evaluate-environment.ts).
 */
export const PARTIAL_POI = {
  park: { points: 49, km: 3.5 },
  mall: { points: 25, km: 3.5 },
  religious: { points: 17, km: 8.4 },
  cinema: { points: 53, km: 2.3 },
  cultural: { points: 30, km: 4 },
  sports: { points: 12, km: 5.7 },
} as const;
export type PartialPoiKind = keyof typeof PARTIAL_POI;

const fa = (n: number) => n.toLocaleString('fa-IR');

/** The method's note: the list is partial, and beyond its coverage there is no value. */
const partial = (kind: PartialPoiKind) =>
  `پوشش ناقص: فهرست فقط ${fa(PARTIAL_POI[kind].points)} مورد دارد؛ دورتر از ${fa(PARTIAL_POI[kind].km)} کیلومتر از همهٔ آن‌ها: داده در دسترس نیست`;

/** The months of the sale listings behind the local market and building criteria. */
const SALE_LISTING_MONTHS = 'آگهی‌های آذر ۱۴۰۱ تا دی ۱۴۰۳';

/** The sale listings' source as worded until 2026-11-29: stored results of any version are reworded from it. */
export const LEGACY_SALE_SOURCE = { name: 'آگهی‌های فروش آپارتمان تهران (دیوار و سایت‌های آگهی)؛ قیمت‌ها با شاخص منطقه به آخرین ماه آن', date: 'آذر ۱۴۰۱ تا دی ۱۴۰۳' } as const;

export const DATASETS: Record<Exclude<DatasetId, 'none'>, DatasetInfo> = {
  poi: { id: 'poi', name: `نقاط مهم شهر تهران (فهرست اپلیکیشن مترو تهران؛ فهرستی گزیده و ناقص: ${fa(PARTIAL_POI.park.points)} پارک، ${fa(PARTIAL_POI.mall.points)} مرکز خرید، ${fa(PARTIAL_POI.religious.points)} مرکز مذهبی، ${fa(PARTIAL_POI.cinema.points)} سینما، ${fa(PARTIAL_POI.cultural.points)} مرکز فرهنگی، ${fa(PARTIAL_POI.sports.points)} مجموعهٔ ورزشی)`, date: 'نسخهٔ ۱۴۰۵', licence: 'GPL-3.0' },
  metro: { id: 'metro', name: 'ایستگاه‌های مترو تهران، خطوط ۱ تا ۷', date: 'آبان ۱۴۰۴', licence: 'ODbL' },
  districts: { id: 'districts', name: 'مرز مناطق ۲۲گانهٔ تهران (اوپن‌استریت‌مپ)', date: 'بهمن ۱۴۰۳', licence: 'ODbL' },
  brt: { id: 'brt', name: 'ایستگاه‌های اتوبوس تندروی تهران، خطوط ۱ و ۴ (۲۲ ایستگاه از ۵۲ جایابی‌شده)', date: 'تیر ۱۴۰۴', licence: 'ODbL' },
  cbi: {
    id: 'cbi',
    name: 'شاخص قیمت مسکن مناطق تهران؛ تعداد معاملات از بانک مرکزی',
    date: (d) =>
      `${formatJalaliMonthSpan(d.indexFirst, d.indexMonth)}: ${indexSeriesBetween(d.indexFirst, d.indexMonth, seriesMonths(d))} (تعداد معاملات تا ${formatJalaliMonth(d.cbiMonth)})`,
    licence: 'آمار رسمی؛ کیلید',
  },
  // The listings' months, then the month their prices are brought to: «…؛ قیمت‌ها با شاخص منطقه به آخرین ماه آن»
  // followed by «آذر ۱۴۰۱ تا دی ۱۴۰۳» read as if the index ended in those months (QA, 2026-11-29).
  sale: {
    id: 'sale',
    name: 'آگهی‌های فروش آپارتمان تهران (دیوار و سایت‌های آگهی)',
    date: (d) => `${SALE_LISTING_MONTHS}؛ قیمت‌ها با شاخص قیمت منطقه به ${formatJalaliMonth(d.indexMonth)} برده شده`,
    licence: 'پژوهشی',
  },
  rent: { id: 'rent', name: 'آگهی‌های اجارهٔ آپارتمان تهران (دیوار)', date: 'تیر ۱۴۰۰ و ۱۴۰۳', licence: 'پژوهشی' },
};

export type ScoreRule =
  | { type: 'decay'; full: number; zero: number }
  | { type: 'count'; target: number }
  | { type: 'linear'; worst: number; best: number }
  | { type: 'district'; direction: 'up' | 'down' }
  | { type: 'percentile'; direction: 'up' | 'down' }
  | { type: 'unavailable'; reason: string; wouldNeed: string };

export interface CriterionDef {
  id: string;
  name: string;
  /** One line, Persian: what the criterion tells a buyer. */
  description: string;
  category: EnvironmentCategoryId;
  /** Persian unit of `value`. */
  unit: string;
  /**
   * How the value is measured (Persian, one line). The scoring half of the method comes from `rule`. The market
   * criteria name the months their data describe, so theirs is written from the data's dates.
   */
  measure: string | ((d: MarketDates) => string);
  /**
   * The months a dated figure describes, said beside its value (after its detail): the base report shows no method
   * line, so a district's price or growth stood there with no month and read as today's (QA: «۱۹۶٫۴ میلیون تومان»).
   */
  dated?: (d: MarketDates) => string;
  rule: ScoreRule;
  weight: number;
  dataset: DatasetId;
}

const M = 'متر';
const N = 'عدد';
const P = 'درصد';

const na = (reason: string, wouldNeed: string): ScoreRule => ({ type: 'unavailable', reason, wouldNeed });

/** 'YYYY-MM' moved by `months` (negative: earlier). */
function shiftMonth(month: string, months: number): string {
  const i = parseMonth(month);
  if (i === null) throw new Error(`not a month: ${month}`);
  return formatMonth(i + months);
}

const KILID = 'میانهٔ قیمت آگهی‌های کیلید';

function districtPriceMeasure(d: MarketDates): string {
  const at = formatJalaliMonth(d.districtMonth);
  if (d.districtMonth <= d.cbiMonth) return `میانگین قیمت هر متر مربع معاملات منطقه در ${at} (بانک مرکزی، شاخص هموارشده)`;
  return `شاخص قیمت هر متر مربع منطقه در ${at}: میانگین قیمت معاملات بانک مرکزی تا ${formatJalaliMonth(d.cbiMonth)}، سپس به نسبت تغییر ${KILID} برده شده`;
}

function localPriceMeasure(d: MarketDates): string {
  const source = indexSeriesBetween(d.indexFirst, d.indexMonth, seriesMonths(d));
  return `میانهٔ قیمت هر متر مربع آگهی‌های فروش محله‌های تا شعاع ۱ کیلومتر، وزن‌دار با تعداد آگهی؛ قیمت هر آگهی با شاخص قیمت منطقه از ماه آگهی به ${formatJalaliMonth(d.indexMonth)} برده شده، شاخصی بر پایهٔ ${source}`;
}

function growthMeasure(years: number): (d: MarketDates) => string {
  return (d) => {
    const from = shiftMonth(d.districtMonth, -12 * years);
    return `تغییر شاخص قیمت منطقه در ${(12 * years).toLocaleString('fa-IR')} ماه منتهی به ${formatJalaliMonth(d.districtMonth)} بر پایهٔ ${indexSeriesBetween(from, d.districtMonth, seriesMonths(d))}`;
  };
}

/** «از مرداد ۱۴۰۴ تا مرداد ۱۴۰۵»: the index months a growth figure compares. */
function growthSpan(years: number): (d: MarketDates) => string {
  return (d) => `از ${formatJalaliMonth(shiftMonth(d.districtMonth, -12 * years))} تا ${formatJalaliMonth(d.districtMonth)}`;
}

export const CRITERIA: readonly CriterionDef[] = [
  // ---------------------------------------------------------------- transport (22)
  { id: 'metro_distance', name: 'فاصله تا نزدیک‌ترین ایستگاه مترو', description: 'هرچه ایستگاه مترو نزدیک‌تر باشد، رفت‌وآمد روزانه ارزان‌تر و سریع‌تر است.', category: 'transport', unit: M, measure: 'فاصلهٔ مستقیم تا نزدیک‌ترین ایستگاه فعال مترو', rule: { type: 'decay', full: 400, zero: 2000 }, weight: 6, dataset: 'metro' },
  { id: 'metro_stations_1km', name: 'تعداد ایستگاه‌های مترو در شعاع ۱ کیلومتر', description: 'چند ایستگاه در فاصلهٔ پیاده‌روی یعنی انتخاب‌های بیشتر برای سفر.', category: 'transport', unit: N, measure: 'شمار ایستگاه‌های فعال مترو در شعاع ۱ کیلومتر', rule: { type: 'count', target: 3 }, weight: 3, dataset: 'metro' },
  { id: 'metro_lines_1km', name: 'تعداد خطوط مترو در شعاع ۱ کیلومتر', description: 'دسترسی به چند خط مترو، بخش بزرگ‌تری از شهر را بدون تعویض در دسترس می‌گذارد.', category: 'transport', unit: N, measure: 'شمار خطوط متمایز ایستگاه‌های شعاع ۱ کیلومتر', rule: { type: 'count', target: 3 }, weight: 3, dataset: 'metro' },
  { id: 'interchange_distance', name: 'فاصله تا نزدیک‌ترین ایستگاه تقاطعی', description: 'ایستگاه تقاطعی (تبادلی) نزدیک، سفر به همهٔ خطوط را کوتاه می‌کند.', category: 'transport', unit: M, measure: 'فاصلهٔ مستقیم تا نزدیک‌ترین ایستگاهی که دست‌کم دو خط دارد', rule: { type: 'decay', full: 600, zero: 3500 }, weight: 4, dataset: 'metro' },
  { id: 'metro_reach_5_stops', name: 'ایستگاه‌های در دسترس با ۵ ایستگاه سفر', description: 'از نزدیک‌ترین ایستگاه، با حداکثر پنج ایستگاه سفر به چند ایستگاه دیگر می‌رسید.', category: 'transport', unit: N, measure: 'شمار ایستگاه‌هایی که از نزدیک‌ترین ایستگاه (تا ۱٫۵ کیلومتر) با حداکثر ۵ ایستگاه سفر روی شبکه می‌رسند', rule: { type: 'count', target: 35 }, weight: 2, dataset: 'metro' },
  { id: 'transport_hub_distance', name: 'فاصله تا پایانه یا ایستگاه حمل‌ونقل', description: 'پایانه‌های اتوبوس و ایستگاه‌های اصلی، سفرهای درون‌شهری و بین‌شهری را ساده می‌کنند.', category: 'transport', unit: M, measure: 'فاصله تا نزدیک‌ترین پایانه یا ایستگاه حمل‌ونقل عمومی فهرست نقاط مهم', rule: { type: 'decay', full: 800, zero: 5000 }, weight: 2, dataset: 'poi' },
  { id: 'bus_brt_access', name: 'دسترسی به ایستگاه اتوبوس تندرو', description: 'نزدیکی به خطوط اتوبوس تندرو؛ پوشش ناقص: فقط خطوط ۱ و ۴ و ایستگاه‌هایی که جایابی شده‌اند.', category: 'transport', unit: M, measure: 'فاصلهٔ مستقیم تا نزدیک‌ترین ایستگاه جایابی‌شدهٔ اتوبوس تندرو (خطوط ۱ و ۴)؛ دورتر از ۱٫۵ کیلومتر: داده در دسترس نیست', rule: { type: 'decay', full: 400, zero: 1500 }, weight: 2, dataset: 'brt' },
  // ---------------------------------------------------------------- health (12)
  { id: 'hospital_distance', name: 'فاصله تا نزدیک‌ترین بیمارستان', description: 'در شرایط اضطراری، دقیقه‌ها اهمیت دارند.', category: 'health', unit: M, measure: 'فاصلهٔ مستقیم تا نزدیک‌ترین بیمارستان', rule: { type: 'decay', full: 1000, zero: 5000 }, weight: 5, dataset: 'poi' },
  { id: 'hospitals_2km', name: 'تعداد بیمارستان‌ها در شعاع ۲ کیلومتر', description: 'چند بیمارستان نزدیک یعنی انتخاب تخصص و ظرفیت بیشتر.', category: 'health', unit: N, measure: 'شمار بیمارستان‌ها در شعاع ۲ کیلومتر', rule: { type: 'count', target: 4 }, weight: 3, dataset: 'poi' },
  { id: 'hospitals_5km', name: 'تعداد بیمارستان‌ها در شعاع ۵ کیلومتر', description: 'ظرفیت درمانی پیرامون محله در مقیاس منطقه.', category: 'health', unit: N, measure: 'شمار بیمارستان‌ها در شعاع ۵ کیلومتر', rule: { type: 'count', target: 15 }, weight: 1, dataset: 'poi' },
  { id: 'pharmacy_access', name: 'دسترسی به داروخانه', description: 'داروخانهٔ شبانه‌روزی نزدیک برای نیازهای روزمره.', category: 'health', unit: M, measure: 'فاصله تا نزدیک‌ترین داروخانه', rule: na('فهرست داروخانه‌ها در منابع ما نیست (فهرست نقاط مهم فقط دو داروخانه دارد).', 'فهرست داروخانه‌های سازمان غذا و دارو یا OSM amenity=pharmacy'), weight: 2, dataset: 'none' },
  { id: 'air_quality', name: 'کیفیت هوا', description: 'میانگین شاخص کیفیت هوای محله.', category: 'health', unit: 'AQI', measure: 'میانگین سالانهٔ شاخص کیفیت هوا در نزدیک‌ترین ایستگاه سنجش', rule: na('دادهٔ ایستگاه‌های سنجش آلودگی هوا در منابع ما نیست.', 'سری روزانهٔ AQI ایستگاه‌های شرکت کنترل کیفیت هوای تهران با مختصات ایستگاه‌ها'), weight: 1, dataset: 'none' },
  // ---------------------------------------------------------------- education (8)
  { id: 'university_distance', name: 'فاصله تا نزدیک‌ترین دانشگاه', description: 'نزدیکی به دانشگاه برای دانشجویان و خانواده‌ها و تقاضای اجاره مهم است.', category: 'education', unit: M, measure: 'فاصلهٔ مستقیم تا نزدیک‌ترین دانشگاه یا مرکز آموزش عالی', rule: { type: 'decay', full: 1000, zero: 6000 }, weight: 2, dataset: 'poi' },
  { id: 'universities_3km', name: 'تعداد دانشگاه‌ها در شعاع ۳ کیلومتر', description: 'تمرکز مراکز آموزش عالی پیرامون محله.', category: 'education', unit: N, measure: 'شمار دانشگاه‌ها و مراکز آموزش عالی در شعاع ۳ کیلومتر', rule: { type: 'count', target: 5 }, weight: 2, dataset: 'poi' },
  { id: 'school_access', name: 'دسترسی به مدرسه', description: 'نزدیکی مدرسه برای خانواده‌های دارای فرزند.', category: 'education', unit: M, measure: 'فاصله تا نزدیک‌ترین دبستان و دبیرستان', rule: na('فهرست مدارس در منابع ما نیست.', 'فهرست مدارس آموزش‌وپرورش شهر تهران با مختصات (یا OSM amenity=school)'), weight: 3, dataset: 'none' },
  { id: 'kindergarten_access', name: 'دسترسی به مهدکودک', description: 'نزدیکی مهدکودک برای والدین شاغل.', category: 'education', unit: M, measure: 'فاصله تا نزدیک‌ترین مهدکودک', rule: na('فهرست مهدکودک‌ها در منابع ما نیست.', 'فهرست مهدکودک‌های بهزیستی استان تهران با نشانی یا مختصات'), weight: 1, dataset: 'none' },
  // ---------------------------------------------------------------- green space and leisure (14)
  { id: 'park_distance', name: 'فاصله تا نزدیک‌ترین پارک بزرگ', description: 'پارک نزدیک برای پیاده‌روی، ورزش و بازی کودکان.', category: 'green', unit: M, measure: `فاصلهٔ مستقیم تا نزدیک‌ترین پارک فهرست نقاط مهم (${partial('park')})`, rule: { type: 'decay', full: 500, zero: 3000 }, weight: 4, dataset: 'poi' },
  { id: 'park_count_1km', name: 'تعداد پارک‌های بزرگ در شعاع ۱ کیلومتر', description: 'فضای سبز در فاصلهٔ پیاده‌روی.', category: 'green', unit: N, measure: `شمار پارک‌های فهرست نقاط مهم در شعاع ۱ کیلومتر (${partial('park')})`, rule: { type: 'count', target: 2 }, weight: 3, dataset: 'poi' },
  { id: 'parks_3km', name: 'تعداد پارک‌های بزرگ در شعاع ۳ کیلومتر', description: 'فضای سبز در دسترس با یک سفر کوتاه.', category: 'green', unit: N, measure: `شمار پارک‌های فهرست نقاط مهم در شعاع ۳ کیلومتر (${partial('park')})`, rule: { type: 'count', target: 5 }, weight: 2, dataset: 'poi' },
  { id: 'cinema_distance', name: 'فاصله تا نزدیک‌ترین سینما', description: 'دسترسی به تفریح فرهنگی.', category: 'green', unit: M, measure: `فاصلهٔ مستقیم تا نزدیک‌ترین سینمای فهرست نقاط مهم (${partial('cinema')})`, rule: { type: 'decay', full: 1000, zero: 5000 }, weight: 1, dataset: 'poi' },
  { id: 'cinemas_3km', name: 'تعداد سینماها در شعاع ۳ کیلومتر', description: 'تنوع تفریح فرهنگی پیرامون محله.', category: 'green', unit: N, measure: `شمار سینماهای فهرست نقاط مهم در شعاع ۳ کیلومتر (${partial('cinema')})`, rule: { type: 'count', target: 6 }, weight: 1, dataset: 'poi' },
  { id: 'cultural_centre_distance', name: 'فاصله تا فرهنگسرا یا مرکز فرهنگی', description: 'فرهنگسراها، تئاتر و موزه برای کلاس‌ها و رویدادهای فرهنگی.', category: 'green', unit: M, measure: `فاصله تا نزدیک‌ترین فرهنگسرا، مرکز فرهنگی، تئاتر یا موزهٔ فهرست نقاط مهم (${partial('cultural')})`, rule: { type: 'decay', full: 1000, zero: 5000 }, weight: 2, dataset: 'poi' },
  { id: 'sports_centre_distance', name: 'فاصله تا مجموعهٔ ورزشی', description: 'ورزشگاه‌ها و مجموعه‌های ورزشی بزرگ.', category: 'green', unit: M, measure: `فاصله تا نزدیک‌ترین ورزشگاه یا مجموعهٔ ورزشی و تفریحی فهرست نقاط مهم (${partial('sports')})`, rule: { type: 'decay', full: 1500, zero: 8000 }, weight: 1, dataset: 'poi' },
  // ---------------------------------------------------------------- shopping (9)
  { id: 'mall_distance', name: 'فاصله تا نزدیک‌ترین مرکز خرید', description: 'مراکز خرید بزرگ برای خریدهای عمده و تفریح.', category: 'shopping', unit: M, measure: `فاصلهٔ مستقیم تا نزدیک‌ترین مرکز خرید فهرست نقاط مهم (${partial('mall')})`, rule: { type: 'decay', full: 1000, zero: 5000 }, weight: 3, dataset: 'poi' },
  { id: 'malls_3km', name: 'تعداد مراکز خرید در شعاع ۳ کیلومتر', description: 'تنوع گزینه‌های خرید پیرامون محله.', category: 'shopping', unit: N, measure: `شمار مراکز خرید فهرست نقاط مهم در شعاع ۳ کیلومتر (${partial('mall')})`, rule: { type: 'count', target: 4 }, weight: 2, dataset: 'poi' },
  { id: 'commercial_centre_distance', name: 'فاصله تا بازار یا مرکز تجاری', description: 'بازارها و پاساژهای تخصصی.', category: 'shopping', unit: M, measure: 'فاصله تا نزدیک‌ترین بازار، پاساژ یا مجتمع تجاری', rule: { type: 'decay', full: 1000, zero: 6000 }, weight: 1, dataset: 'poi' },
  { id: 'commercial_count_2km', name: 'تعداد مراکز خرید و تجاری در شعاع ۲ کیلومتر', description: 'تراکم مراکز خرید و تجاری نزدیک.', category: 'shopping', unit: N, measure: 'شمار مراکز خرید، بازارها و مجتمع‌های تجاری در شعاع ۲ کیلومتر', rule: { type: 'count', target: 5 }, weight: 1, dataset: 'poi' },
  { id: 'local_shops_access', name: 'دسترسی به فروشگاه‌های محلی', description: 'سوپرمارکت، نانوایی و میوه‌فروشی در فاصلهٔ پیاده‌روی.', category: 'shopping', unit: N, measure: 'شمار فروشگاه‌های محلی در شعاع ۵۰۰ متر', rule: na('فهرست فروشگاه‌های کوچک در منابع ما نیست.', 'فهرست واحدهای صنفی (اتاق اصناف) یا OSM shop=* برای تهران'), weight: 2, dataset: 'none' },
  // ---------------------------------------------------------------- public services (9)
  { id: 'municipal_office_distance', name: 'فاصله تا شهرداری منطقه یا ناحیه', description: 'کارهای اداری شهری مثل پروانه و عوارض.', category: 'services', unit: M, measure: 'فاصله تا نزدیک‌ترین ساختمان شهرداری منطقه یا ناحیه', rule: { type: 'decay', full: 1000, zero: 6000 }, weight: 2, dataset: 'poi' },
  { id: 'police_distance', name: 'فاصله تا مرکز انتظامی', description: 'نزدیکی به کلانتری و مراکز انتظامی.', category: 'services', unit: M, measure: 'فاصله تا نزدیک‌ترین کلانتری یا مرکز انتظامی', rule: na('فهرست کلانتری‌ها در منابع ما نیست (فهرست نقاط مهم فقط چهار مرکز انتظامی دارد).', 'فهرست کلانتری‌ها و پاسگاه‌های فراجا در تهران با مختصات (یا OSM amenity=police)'), weight: 2, dataset: 'none' },
  { id: 'government_offices_3km', name: 'تعداد ادارات دولتی در شعاع ۳ کیلومتر', description: 'دسترسی به وزارتخانه‌ها، سازمان‌ها و مراجع قضایی.', category: 'services', unit: N, measure: 'شمار ادارات، وزارتخانه‌ها، سازمان‌ها و مراکز حقوقی در شعاع ۳ کیلومتر', rule: { type: 'count', target: 8 }, weight: 1, dataset: 'poi' },
  { id: 'religious_centre_distance', name: 'فاصله تا مرکز مذهبی', description: 'مساجد جامع، امامزاده‌ها و مراکز مذهبی بزرگ.', category: 'services', unit: M, measure: `فاصله تا نزدیک‌ترین مرکز مذهبی یا زیارتی فهرست نقاط مهم (${partial('religious')})`, rule: { type: 'decay', full: 1500, zero: 8000 }, weight: 1, dataset: 'poi' },
  { id: 'crime_rate', name: 'امنیت و نرخ جرم', description: 'نرخ جرائم گزارش‌شده در محله.', category: 'services', unit: 'مورد در هزار نفر', measure: 'نرخ جرائم گزارش‌شده به ازای جمعیت', rule: na('آمار جرائم به تفکیک محله منتشر نشده و در منابع ما نیست.', 'آمار جرائم پلیس به تفکیک کلانتری یا محله'), weight: 3, dataset: 'none' },
  // ---------------------------------------------------------------- housing market (14)
  { id: 'district_price_m2', name: 'قیمت هر متر مربع در منطقه', description: 'سطح قیمت منطقه طبق شاخص قیمت مسکن؛ قیمت بالاتر نشانهٔ تقاضای بیشتر است.', category: 'market', unit: 'تومان', measure: districtPriceMeasure, dated: (d) => formatJalaliMonth(d.districtMonth), rule: { type: 'district', direction: 'up' }, weight: 2, dataset: 'cbi' },
  { id: 'local_price_m2', name: 'قیمت آگهی هر متر مربع در محله', description: 'سطح قیمت آگهی‌های همین محله و محله‌های چسبیده به آن.', category: 'market', unit: 'تومان', measure: localPriceMeasure, rule: { type: 'percentile', direction: 'up' }, weight: 2, dataset: 'sale' },
  { id: 'price_growth_1y', name: 'رشد قیمت یک‌ساله', description: 'رشد قیمت هر متر مربع منطقه در یک سال منتهی به آخرین ماه شاخص قیمت.', category: 'market', unit: P, measure: growthMeasure(1), dated: growthSpan(1), rule: { type: 'district', direction: 'up' }, weight: 2, dataset: 'cbi' },
  { id: 'price_growth_3y', name: 'رشد قیمت سه‌ساله', description: 'رشد قیمت هر متر مربع منطقه در سه سال منتهی به آخرین ماه شاخص قیمت.', category: 'market', unit: P, measure: growthMeasure(3), dated: growthSpan(3), rule: { type: 'district', direction: 'up' }, weight: 1, dataset: 'cbi' },
  { id: 'price_growth_5y', name: 'رشد قیمت پنج‌ساله', description: 'رشد قیمت هر متر مربع منطقه در پنج سال منتهی به آخرین ماه شاخص قیمت.', category: 'market', unit: P, measure: growthMeasure(5), dated: growthSpan(5), rule: { type: 'district', direction: 'up' }, weight: 1, dataset: 'cbi' },
  { id: 'transactions_12m', name: 'نقدشوندگی (تعداد معاملات یک‌ساله)', description: 'تعداد معاملات ثبت‌شده در منطقه؛ بازار پرمعامله‌تر یعنی فروش آسان‌تر.', category: 'market', unit: N, measure: (d) => `جمع تعداد معاملات ثبت‌شدهٔ منطقه در ${formatJalaliMonthSpan(shiftMonth(d.cbiMonth, -11), d.cbiMonth)}، آخرین ۱۲ ماه آمار بانک مرکزی`, dated: (d) => formatJalaliMonthSpan(shiftMonth(d.cbiMonth, -11), d.cbiMonth), rule: { type: 'district', direction: 'up' }, weight: 2, dataset: 'cbi' },
  { id: 'price_volatility', name: 'نوسان قیمت', description: 'قیمت باثبات‌تر، ریسک کمتری برای خریدار دارد.', category: 'market', unit: P, measure: (d) => `انحراف معیار تغییر ماهانهٔ قیمت معاملات منطقه در ۲۴ ماه منتهی به ${formatJalaliMonth(d.cbiMonth)} (بانک مرکزی)`, dated: (d) => `۲۴ ماه تا ${formatJalaliMonth(d.cbiMonth)}`, rule: { type: 'district', direction: 'down' }, weight: 1, dataset: 'cbi' },
  { id: 'rent_yield', name: 'بازده اجاره به قیمت', description: 'اجارهٔ سالانه نسبت به قیمت ملک؛ برای سرمایه‌گذار اجاره‌ای مهم است.', category: 'market', unit: P, measure: 'میانهٔ اجارهٔ سالانهٔ هر متر (اجاره + ۳٪ ودیعه در ماه) تقسیم بر میانهٔ قیمت هر متر آپارتمان‌های ساخته‌شدهٔ همان محله در همان ماه (بدون پیش‌فروش و ساخت سال آگهی؛ دست‌کم ۱۰ آگهی اجاره و ۱۰ آگهی فروش)', rule: { type: 'percentile', direction: 'up' }, weight: 2, dataset: 'rent' },
  { id: 'listing_supply', name: 'عرضهٔ آگهی فروش', description: 'تعداد آگهی‌های فروش محله؛ عرضهٔ بیشتر یعنی انتخاب بیشتر برای خریدار.', category: 'market', unit: N, measure: 'شمار آگهی‌های فروش محله‌های تا شعاع ۱ کیلومتر', rule: { type: 'percentile', direction: 'up' }, weight: 1, dataset: 'sale' },
  // ---------------------------------------------------------------- urban structure (12)
  { id: 'building_age_median', name: 'میانهٔ سن ساختمان‌ها', description: 'ساختمان‌های نوساز معمولاً مقاوم‌تر و کم‌هزینه‌ترند.', category: 'urban', unit: 'سال', measure: 'میانهٔ سن بنای آگهی‌های فروش محله‌های تا شعاع ۱ کیلومتر، بدون پیش‌فروش‌ها (ساخت در سال آگهی یا پس از آن)', rule: { type: 'linear', worst: 35, best: 0 }, weight: 2, dataset: 'sale' },
  { id: 'new_construction_share', name: 'سهم ساختمان‌های نوساز', description: 'سهم بناهای حداکثر پنج‌ساله؛ نشانهٔ نوسازی محله.', category: 'urban', unit: P, measure: 'سهم آگهی‌های فروش با سن بنای ۵ سال یا کمتر', rule: { type: 'linear', worst: 0, best: 50 }, weight: 1, dataset: 'sale' },
  { id: 'elevator_share', name: 'سهم واحدهای آسانسوردار', description: 'سهم آپارتمان‌های دارای آسانسور.', category: 'urban', unit: P, measure: 'سهم آگهی‌های فروش دارای آسانسور', rule: { type: 'linear', worst: 20, best: 100 }, weight: 2, dataset: 'sale' },
  { id: 'parking_share', name: 'سهم واحدهای دارای پارکینگ', description: 'سهم آپارتمان‌های دارای پارکینگ؛ نشانهٔ کمبود یا فراوانی جای پارک.', category: 'urban', unit: P, measure: 'سهم آگهی‌های فروش دارای پارکینگ', rule: { type: 'linear', worst: 20, best: 100 }, weight: 2, dataset: 'sale' },
  { id: 'unit_size_median', name: 'میانهٔ متراژ واحدها', description: 'واحدهای بزرگ‌تر معمولاً نشانهٔ بافت مسکونی مرفه‌تر است.', category: 'urban', unit: 'متر مربع', measure: 'میانهٔ متراژ آگهی‌های فروش محله‌های تا شعاع ۱ کیلومتر', rule: { type: 'linear', worst: 50, best: 150 }, weight: 1, dataset: 'sale' },
  { id: 'city_centre_distance', name: 'فاصله تا مرکز شهر', description: 'فاصله تا میدان امام خمینی (کیلومتر صفر تهران).', category: 'urban', unit: M, measure: 'فاصلهٔ مستقیم تا میدان امام خمینی', rule: { type: 'decay', full: 3000, zero: 20000 }, weight: 1, dataset: 'poi' },
  { id: 'squares_1km', name: 'تعداد میدان‌ها در شعاع ۱ کیلومتر', description: 'میدان‌ها گره‌های دسترسی و خدمات شهری‌اند.', category: 'urban', unit: N, measure: 'شمار میدان‌های شهر در شعاع ۱ کیلومتر', rule: { type: 'count', target: 3 }, weight: 1, dataset: 'poi' },
  { id: 'noise_level', name: 'آلودگی صوتی', description: 'میانگین تراز صدای محیط.', category: 'urban', unit: 'دسی‌بل', measure: 'میانگین تراز صوت روزانه', rule: na('نقشهٔ آلودگی صوتی تهران در منابع ما نیست.', 'نقشهٔ تراز صوت شهرداری تهران یا سنجه‌های ایستگاه‌های پایش صوت'), weight: 2, dataset: 'none' },
];

/** The ten criteria the base tier shows (issue 7: "the ten most telling"); at least one per category. */
export const HEADLINE_CRITERIA: readonly string[] = [
  'metro_distance', 'interchange_distance', 'hospital_distance', 'university_distance', 'park_distance',
  'mall_distance', 'municipal_office_distance', 'district_price_m2', 'price_growth_1y', 'building_age_median',
];

const km = (m: number) => (m >= 1000 ? `${fa(m / 1000)} کیلومتر` : `${fa(m)} متر`);

/** A criterion's measurement as the result shows it, with the data's months filled in. */
export function measureText(c: Pick<CriterionDef, 'measure'>, d: MarketDates): string {
  return typeof c.measure === 'string' ? c.measure : c.measure(d);
}

/** A dataset's date; null when it is the data's months and none are given (a stored result whose months are not known). */
export function datasetDate(ds: DatasetInfo, d: MarketDates): string;
export function datasetDate(ds: DatasetInfo, d: MarketDates | null): string | null;
export function datasetDate(ds: DatasetInfo, d: MarketDates | null): string | null {
  return typeof ds.date === 'string' ? ds.date : d && ds.date(d);
}

/**
 * A criterion's method line: its measurement, then its scoring rule. null when it names the data's months and none
 * are given (a stored result whose months are not known).
 */
export function criterionMethod(c: CriterionDef, d: MarketDates): string;
export function criterionMethod(c: CriterionDef, d: MarketDates | null): string | null;
export function criterionMethod(c: CriterionDef, d: MarketDates | null): string | null {
  const measure = typeof c.measure === 'string' ? c.measure : d && c.measure(d);
  return measure === null ? null : `${measure}؛ ${describeRule(c.rule)}`;
}

/** A criterion's source line: its dataset with the data's date; null as for datasetDate. */
export function criterionSource(c: CriterionDef, d: MarketDates): string;
export function criterionSource(c: CriterionDef, d: MarketDates | null): string | null;
export function criterionSource(c: CriterionDef, d: MarketDates | null): string | null {
  if (c.dataset === 'none') return NO_DATA_LABEL;
  const ds = DATASETS[c.dataset];
  const date = datasetDate(ds, d);
  return date === null ? null : `${ds.name} (${date})`;
}

/** Persian one-line description of a scoring rule (for the result page and the README). */
export function describeRule(rule: ScoreRule): string {
  switch (rule.type) {
    case 'decay':
      return `امتیاز کامل تا ${km(rule.full)}، سپس کاهش تدریجی تا صفر در ${km(rule.zero)}`;
    case 'count':
      return `هر مورد ${fa(Math.round(100 / rule.target))} امتیاز، امتیاز کامل از ${fa(rule.target)} مورد`;
    case 'linear':
      return `خطی از ${fa(rule.worst)} (صفر) تا ${fa(rule.best)} (۱۰۰)`;
    case 'district':
      return `صدک منطقه در میان ۲۲ منطقهٔ تهران (${rule.direction === 'up' ? 'بیشتر بهتر' : 'کمتر بهتر'})`;
    case 'percentile':
      return `صدک در میان همهٔ محله‌های تهران (${rule.direction === 'up' ? 'بیشتر بهتر' : 'کمتر بهتر'})`;
    case 'unavailable':
      return 'داده در دسترس نیست';
  }
}

export function criterionById(id: string): CriterionDef | undefined {
  return CRITERIA.find((c) => c.id === id);
}
