import r from '@/features/shared/result/result.module.css';
import type { ValuationDriver, ValuationKind, ValuationPriceIndex } from '@/lib/contracts/valuation';
import { formatJalaliMonth } from '@/lib/fa/jalali-month';
import { formatMoney, formatSignedMoney } from '@/lib/fa/money';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatDecimal, formatNumber } from '@/lib/fa/number';
import s from './valuation.module.css';
import { WHAT_IF_TITLE } from './what-if';

/** Where a driver's bar starts and how wide it is, as fractions of the track measured from its inline start. */
export function driverBars(effects: readonly number[]): Array<{ start: number; width: number }> {
  const down = Math.max(0, ...effects.map((e) => -e));
  const up = Math.max(0, ...effects.map((e) => e));
  const span = down + up || 1;
  // Zero sits where the largest lowering ends; raises grow in the reading direction from it.
  const zero = down / span;
  return effects.map((e) => ({ start: e < 0 ? zero + e / span : zero, width: Math.abs(e) / span }));
}

/**
 * What the baseline is (engine `drivers`) and what the effects are: said under the list so the first line is not a bare
 * figure, and so an effect is not read as the difference the trait makes. The trees' path contributions share the
 * estimate's distance from the start out among the features, and a trait's share depends on the others (Vanak:
 * elevator +147 M, the same flat without one 2.5 B lower); `whatIfShown`: the page gives that difference for the
 * amenities, and says where. The start is the model's typical price at its reference month carried to the price date
 * by the district's index (engine `drivers`): read as «at Dey 1401» alone, Vanak's 31.3 B for 100 m² at Mordad 1405
 * (×4.47) said Tehran's 1401 typical price was 313 M a m².
 */
export function baselineText(kind: ValuationKind, area: number, priceIndex: ValuationPriceIndex | null, whatIfShown = false): string {
  const what = kind === 'sale' ? 'قیمت معمول (میانهٔ تقریبی) هر متر آگهی‌های فروش کل تهران' : 'معادل رهن کامل معمول (میانهٔ تقریبی) هر متر آگهی‌های اجارهٔ کل تهران';
  const when = !priceIndex
    ? ' است'
    : priceIndex.month === priceIndex.reference_month
      ? ` به قیمت ${formatJalaliMonth(priceIndex.reference_month)} است`
      : ` به قیمت ${formatJalaliMonth(priceIndex.reference_month)} است که شاخص قیمت منطقهٔ ${toPersianDigits(priceIndex.district)} آن را ` +
        `به قیمت ${formatJalaliMonth(priceIndex.month)} آورده است (×${formatDecimal(priceIndex.factor, 2)})`;
  const where = whatIfShown ? `؛ این تفاوت برای امکانات در بخش «${WHAT_IF_TITLE}» آمده است` : '';
  return (
    `نقطهٔ شروع ${what} در داده‌های مدل${when} و در ${formatNumber(area)} متر ضرب شده. ` +
    'مدل فاصلهٔ برآورد این ملک تا آن را میان عامل‌ها بخش کرده است: رقم هر عامل سهم آن است و به بقیهٔ مشخصات ملک هم بسته است، ' +
    `پس با تفاوت همین ملک با و بدون آن ویژگی یکی نیست${where}.`
  );
}

interface Props {
  drivers: ValuationDriver[];
  /** null in reports stored before it: the list then shows the effects alone. */
  baseline: number | null;
  /** The headline the effects lead to (sale total, rent full deposit). */
  estimate: number;
  /** The full report's driver count: the base tier lists the strongest few, the rest go in one line. */
  total: number;
  kind: ValuationKind;
  area: number;
  priceIndex: ValuationPriceIndex | null;
  /** The report has the what-if section (the same flat with an amenity flipped): the caption points to it. */
  whatIfShown?: boolean;
  /** Amenities the flat lacks (parking, elevator, storage): their line reads «بدون …», since a bare «پارکینگ −…»
   * on a flat without one reads as if the parking lowered the price. */
  missing?: ReadonlySet<string>;
}

/**
 * Each driver's effect on the estimate: its name and signed amount in words a phone can show without hovering,
 * over a diverging bar (raises green, lowers red). With the baseline it reads start → effects → estimate, so the
 * first effect is measured from a figure the page shows. Plain HTML, so it wraps, mirrors with the page and reads out
 * as a list.
 */
export function DriversList({ drivers, baseline: stored, estimate, total, kind, area, priceIndex, whatIfShown = false, missing }: Props) {
  // A report stored before the field, read back as is, lacks it altogether.
  const baseline = typeof stored === 'number' ? stored : null;
  // The drivers the base tier leaves out, in one line, so the lines still add up to the estimate (their count is in
  // the caption under the list).
  const rest = baseline !== null && total > drivers.length ? estimate - baseline - drivers.reduce((a, d) => a + d.effect, 0) : null;
  const rows = rest === null ? drivers : [...drivers, { feature: 'rest', label: 'سایر عوامل', effect: rest }];
  const bars = driverBars(rows.map((d) => d.effect));
  return (
    <>
      <ul className={s.drivers} data-testid="drivers-list">
        {baseline !== null && (
          <li data-testid="drivers-start">
            <div className={s.driverRow}>
              {/* Rent's start is a full-deposit figure, as its caption and the estimate line say. */}
              <span>{`نقطهٔ شروع: ${kind === 'sale' ? 'قیمت معمول' : 'معادل رهن کامل معمول'} تهران برای ${formatNumber(area)} متر`}</span>
              <span className={s.driverTotal}>{formatMoney(baseline)}</span>
            </div>
          </li>
        )}
        {rows.map((d, i) => {
          const tone = d.effect < 0 ? s.lowers : s.raises;
          return (
            <li key={d.feature} data-testid={i === drivers.length ? 'drivers-rest' : 'driver'}>
              <div className={s.driverRow}>
                <span>{missing?.has(d.feature) ? `بدون ${d.label}` : d.label}</span>
                <span className={tone} data-testid="driver-effect">
                  {formatSignedMoney(d.effect)}
                </span>
              </div>
              <div aria-hidden className={s.driverTrack}>
                <div
                  className={`${s.driverBar} ${tone}`}
                  style={{ insetInlineStart: `${(bars[i].start * 100).toFixed(2)}%`, width: `max(2px, ${(bars[i].width * 100).toFixed(2)}%)` }}
                />
              </div>
            </li>
          );
        })}
        {baseline !== null && (
          <li data-testid="drivers-end" className={s.driversEnd}>
            <div className={s.driverRow}>
              <span>{kind === 'sale' ? '= برآورد این ملک' : '= برآورد این ملک (معادل رهن کامل)'}</span>
              <span className={s.driverTotal}>{formatMoney(estimate)}</span>
            </div>
          </li>
        )}
      </ul>
      {baseline !== null && (
        <p className={`${r.muted} ${r.caption} ${r.noteBelow}`} data-testid="drivers-baseline-note">
          {baselineText(kind, area, priceIndex, whatIfShown)}
        </p>
      )}
    </>
  );
}
