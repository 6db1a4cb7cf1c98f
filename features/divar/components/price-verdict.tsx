import lean from '@/components/ui/lean.module.css';
import { askingComparable, comparePrice, type DivarAsking, PRICE_VERDICT_LABEL, type PriceVerdict as Verdict } from '@/lib/contracts/divar';
import { CONFIDENCE_LABEL, type ValuationConfidence, type ValuationResult } from '@/lib/contracts/valuation';
import { confidenceReasonText } from '@/lib/contracts/confidence-reason';
import { formatJalaliMonth } from '@/lib/fa/jalali';
import { formatMoney } from '@/lib/fa/money';
import styles from './divar.module.css';

const CONFIDENCE_TONE: Record<ValuationConfidence, string> = { high: styles.confidenceHigh, medium: styles.confidenceMedium, low: styles.confidenceLow };
const NEGOTIABLE = { sale: 'قیمت این آگهی توافقی است', rent: 'ودیعه یا اجارهٔ این آگهی توافقی است' } as const;
const WHERE: Record<Verdict, string> = { cheap: 'پایین‌تر از', fair: 'درون', expensive: 'بالاتر از' };
const SEGMENTS: Verdict[] = ['cheap', 'fair', 'expensive'];

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
}: {
  result: ValuationResult;
  asking: DivarAsking | null;
  askingKnown?: boolean;
  /** The ad's price is «توافقی» (rather than missing). */
  negotiable?: boolean;
}) {
  const headline = result.kind === 'sale' ? result.estimate.total : result.estimate.full_deposit;
  const { low, high } = result.estimate;
  // The widget on the ad names the same cause in a few words (server/divar/widgets.ts); /price-result says this line.
  const reason = confidenceReasonText(result, result.price_index?.reference_month ?? null);
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
