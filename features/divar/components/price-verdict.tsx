import lean from '@/components/ui/lean.module.css';
import { askingComparable, comparePrice, type DivarAsking, PRICE_VERDICT_LABEL, type PriceVerdict as Verdict } from '@/lib/contracts/divar';
import { CONFIDENCE_LABEL, type ValuationConfidence, type ValuationResult } from '@/lib/contracts/valuation';
import { lowConfidenceCause } from '@/lib/contracts/valuation-display';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliMonth } from '@/lib/fa/jalali';
import { formatMoney } from '@/lib/fa/money';
import { formatDecimal } from '@/lib/fa/number';
import styles from './divar.module.css';

const CONFIDENCE_TONE: Record<ValuationConfidence, string> = { high: styles.confidenceHigh, medium: styles.confidenceMedium, low: styles.confidenceLow };
const NEGOTIABLE = { sale: 'قیمت این آگهی توافقی است', rent: 'ودیعه یا اجارهٔ این آگهی توافقی است' } as const;
const WHERE: Record<Verdict, string> = { cheap: 'پایین‌تر از', fair: 'درون', expensive: 'بالاتر از' };
const SEGMENTS: Verdict[] = ['cheap', 'fair', 'expensive'];

/**
 * Why the estimate is «اطمینان پایین» when the engine's own check contradicts it (older flat, smaller flat): the cause
 * the ad's widget names (server/divar/widgets.ts, the same lowConfidenceCause and words), with the figure the report's
 * note below gives at length. null for any other cause or label (the price date's reason comes as `confidenceReason`).
 */
export function engineCheckReason(result: ValuationResult): string | null {
  const headline = result.kind === 'sale' ? result.estimate.total : result.estimate.full_deposit;
  const cause = lowConfidenceCause(result.estimate, headline, result.data_points, result.data_support);
  const about = (toman: number) => (result.kind === 'rent' ? `معادل رهن کامل حدود ${formatMoney(toman)}` : `حدود ${formatMoney(toman)}`);
  const older = result.data_support?.older_flat;
  if (cause?.cause === 'older_flat' && older) {
    return `اطمینان پایین به خاطر برآورد بالاتر همین ملک قدیمی‌تر: مدل همین ملک را با سال ساخت ${toPersianDigits(older.build_year)} ${about(older.total)} برآورد می‌کند.`;
  }
  const smaller = result.data_support?.smaller_flat;
  if (cause?.cause === 'smaller_flat' && smaller) {
    return `اطمینان پایین به خاطر برآورد بالاتر همین ملک با متراژ کمتر: مدل همین ملک را با متراژ ${formatDecimal(smaller.area, 1)} متر ${about(smaller.total)} برآورد می‌کند.`;
  }
  return null;
}

/**
 * Our estimate against the ad's asking price (spec: "whether the asking price sits inside our range"), as Divar's
 * evaluation row shows it on the ad: ارزان / منصفانه / گران, the indicator at the ad's price. A rent compares its
 * full-deposit equivalent; a negotiable or incomplete price is said, and the estimate stands alone.
 */
export function PriceVerdict({
  result,
  asking,
  askingKnown = true,
  negotiable = false,
  confidenceReason = null,
}: {
  result: ValuationResult;
  asking: DivarAsking | null;
  askingKnown?: boolean;
  /** The ad's price is «توافقی» (rather than missing). */
  negotiable?: boolean;
  /** Why the confidence is what it is, as /price-result says it beside its chip (features/valuation's range-reason). */
  confidenceReason?: string | null;
}) {
  const headline = result.kind === 'sale' ? result.estimate.total : result.estimate.full_deposit;
  const { low, high } = result.estimate;
  // The widget on the ad names this reason beside «اطمینان پایین»; the advertiser's page says it too (QA: low, no why).
  const reason = confidenceReason ?? engineCheckReason(result);
  const comparable = askingKnown ? askingComparable(result, asking) : null;
  const comparison = comparable === null ? null : comparePrice(comparable, low, high);
  const what = result.kind === 'sale' ? 'قیمت آگهی' : 'معادل رهن کامل آگهی';
  const sentence =
    comparison && comparable !== null
      ? `${what} (${formatMoney(comparable)}) ${WHERE[comparison.verdict]} بازهٔ برآورد ما است.`
      : askingKnown
        ? `${negotiable ? NEGOTIABLE[result.kind] : 'قیمت این آگهی کامل ذکر نشده است'}؛ برآورد ما را ببینید.`
        : 'قیمت آگهی از دیوار خوانده نشد؛ برآورد ما را ببینید.';
  return (
    <section className={lean.card} aria-labelledby="divar-verdict-title" data-testid="divar-verdict" data-verdict={comparison?.verdict ?? 'none'}>
      <h2 id="divar-verdict-title" className={lean.heading}>
        {comparison ? (result.kind === 'sale' ? 'قیمت این آگهی در مقایسه با بازار' : 'اجارهٔ این آگهی در مقایسه با بازار') : result.kind === 'sale' ? 'برآورد قیمت این ملک' : 'برآورد اجارهٔ این ملک'}
      </h2>
      <p className={lean.muted}>
        {result.kind === 'sale' ? 'قیمت برآوردی ما' : 'ارزش برآوردی به صورت رهن کامل'}، به قیمت {formatJalaliMonth(result.price_date)}
      </p>
      <p className={styles.headline} data-testid="divar-estimate">
        {formatMoney(headline)}
      </p>
      <p className={lean.text}>
        بازهٔ ۸۰ درصد: {formatMoney(low)} تا {formatMoney(high)}{' '}
        {/* The same chip and reason as /price-result: the ad's widget says a low confidence too. */}
        <span className={`${styles.chip} ${CONFIDENCE_TONE[result.estimate.confidence]}`} data-testid="divar-confidence-chip">
          {CONFIDENCE_LABEL[result.estimate.confidence]}
        </span>
      </p>
      {reason && (
        <p className={lean.muted} data-testid="divar-confidence-reason">
          {reason}
        </p>
      )}
      {comparison && (
        <>
          <p className={lean.text}>
            <span className={`${styles.verdictBadge} ${styles[comparison.verdict]}`} data-testid="divar-verdict-label">
              {PRICE_VERDICT_LABEL[comparison.verdict]}
            </span>
          </p>
          <div className={styles.row} role="img" aria-label={sentence}>
            {SEGMENTS.map((v) => (
              <span key={v} className={`${styles.segment} ${styles[v]}`}>
                {PRICE_VERDICT_LABEL[v]}
              </span>
            ))}
            <span
              className={styles.indicator}
              style={{ left: `${comparison.indicatorPercent}%`, ['--p' as string]: `${comparison.indicatorPercent}%` }}
              aria-hidden="true"
              data-testid="divar-verdict-indicator"
            >
              قیمت آگهی
            </span>
          </div>
        </>
      )}
      <p className={lean.text} data-testid="divar-verdict-sentence">
        {sentence}
      </p>
      <p className={lean.muted}>{result.label}.</p>
    </section>
  );
}
