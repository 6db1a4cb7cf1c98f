import lean from '@/components/ui/lean.module.css';
import { discountPercent, PLAN_LABELS } from '@/lib/contracts/billing-constants';
import type { Plan } from '@/lib/contracts/billing';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatNumber } from '@/lib/fa/number';
import styles from './subscription.module.css';

interface Props {
  plan: Plan;
  /** Final price and percentage when a discount code applies to this plan. */
  codeDiscount?: { percent: number; finalPrice: number } | null;
  onBuy: () => void;
  disabled: boolean;
  loading: boolean;
  highlighted?: boolean;
}

/**
 * spec §2 plan card: name as a Persian label, 'N اعتبار', description, price in toman with Persian grouping, and a
 * discount badge when the discounted price differs from the price or a code is applied (spec §4).
 */
export function PlanCard({ plan, codeDiscount, onBuy, disabled, loading, highlighted }: Props) {
  const finalPrice = codeDiscount ? codeDiscount.finalPrice : plan.discounted_price;
  const discounted = plan.discounted_price !== plan.price || Boolean(codeDiscount);
  const percent = discountPercent(plan.price, finalPrice);
  const label = PLAN_LABELS[plan.name] ?? plan.label;
  // The button's name for a screen reader among seven «خرید»: a top-up pack's label already counts its credits
  // («افزایش ۱ اعتبار»), and it is a pack, not a plan (QA heard «خرید طرح افزایش ۱ اعتبار، ۱ اعتبار»).
  const buyName = plan.is_main ? `خرید طرح ${label}، ${toPersianDigits(plan.credits)} اعتبار` : `خرید بستهٔ ${label}`;
  return (
    <article aria-label={`طرح ${label}`} data-testid={`plan-card-${plan.name}`} className={`${styles.plan} ${highlighted ? styles.highlighted : ''}`}>
      {discounted && percent > 0 && (
        <span className={styles.badge} data-testid="discount-badge">
          {`${toPersianDigits(percent)}٪ تخفیف`}
        </span>
      )}
      <h3 className={styles.planName}>{label}</h3>
      <p className={styles.credits} data-testid="plan-credits">
        {toPersianDigits(plan.credits)} اعتبار
      </p>
      <p className={styles.description}>{plan.description}</p>
      <div className={styles.prices}>
        {discounted && finalPrice !== plan.price && (
          <p className={styles.listPrice} aria-label="قیمت پیش از تخفیف">
            {formatNumber(plan.price)} تومان
          </p>
        )}
        <p className={styles.price} data-testid="plan-price">
          {formatNumber(finalPrice)} <span className={styles.unit}>تومان</span>
        </p>
      </div>
      <button
        type="button"
        className={`${highlighted ? lean.button : lean.outlined} ${styles.buy}`}
        onClick={onBuy}
        disabled={disabled}
        data-testid={`buy-plan-${plan.name}`}
        aria-label={loading ? undefined : buyName}
      >
        {loading && <span className={lean.spinner} aria-hidden="true" />}
        {loading ? 'در حال انتقال…' : 'خرید'}
      </button>
    </article>
  );
}
