import type { MarketCard } from '@/lib/contracts/chatbot';
import { formatJalaliMonth } from '@/lib/fa/jalali-month';
import { formatMoney } from '@/lib/fa/money';
import { formatNumber, formatPercent } from '@/lib/fa/number';
import styles from '../chat.module.css';

/**
 * A neighbourhood's listing figures: labelled as market statistics, never as a valuation. The count is every plausible
 * listing of the neighbourhood (the valuation's `neighbourhood_stats.listings`), said as /price's distribution says it
 * («همهٔ ۲۸۰ آگهی محله»), not as a bare «۲۸۰ آگهی» beside /price's «۲۶۸ آگهی این محله که مدل از آن‌ها آموخته».
 * A district's rent card counts the listings the model learnt from in its neighbourhoods, and says so. Both say the
 * months the listings were posted, as the chat's text does.
 */
export function MarketCardView({ card }: { card: MarketCard }) {
  const unit = card.kind === 'sale' ? 'قیمت هر متر مربع' : 'هر متر مربع (معادل رهن کامل)';
  return (
    <section className={styles.card} aria-label={`${card.label}: ${card.place.name}`} data-testid="market-card">
      <p className={styles.badge}>{card.label}</p>
      <h2 className={styles.cardTitle}>
        {card.kind === 'sale' ? 'آگهی‌های فروش' : 'آگهی‌های اجارهٔ'} {card.place.name}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>میانهٔ {unit}</dt>
          <dd data-testid="market-per-m2">{formatMoney(card.per_m2.median)}</dd>
        </div>
        <div>
          <dt>نیمی از آگهی‌ها بین</dt>
          <dd>
            {formatMoney(card.per_m2.low)} تا {formatMoney(card.per_m2.high)}
          </dd>
        </div>
        {card.total && card.area !== null && (
          <div>
            <dt>
              {card.kind === 'sale' ? 'قیمت' : 'رهن کامل'} {formatNumber(card.area)} متر
            </dt>
            <dd data-testid="market-total">
              حدود {formatMoney(card.total.median)} ({formatMoney(card.total.low)} تا {formatMoney(card.total.high)})
            </dd>
          </div>
        )}
        {card.monthly_rent && (
          <div>
            <dt>{card.monthly_rent.deposit > 0 ? `اجارهٔ ماهانه با ${formatMoney(card.monthly_rent.deposit)} ودیعه` : 'اجارهٔ ماهانه بدون ودیعه'}</dt>
            <dd>
              حدود {formatMoney(card.monthly_rent.median)} ({formatMoney(card.monthly_rent.low)} تا {formatMoney(card.monthly_rent.high)})
            </dd>
          </div>
        )}
      </dl>
      <p className={styles.source}>
        {card.source}، {formatJalaliMonth(card.price_date)}؛{' '}
        {card.place.type === 'district'
          ? `${formatNumber(card.listings)} آگهی محله‌های منطقه که مدل از آن‌ها آموخته`
          : `همهٔ ${formatNumber(card.listings)} آگهی محله`}
        {card.listing_months && `، ${formatJalaliMonth(card.listing_months[0])} تا ${formatJalaliMonth(card.listing_months[1])}`}
        {card.monthly_rent && `؛ نرخ تبدیل ${formatPercent(card.monthly_rent.conversion_rate * 100, 1)} در ماه`}
      </p>
    </section>
  );
}
