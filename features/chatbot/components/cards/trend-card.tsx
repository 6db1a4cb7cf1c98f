import type { TrendCard } from '@/lib/contracts/chatbot';
import { formatJalaliMonth } from '@/lib/fa/jalali-month';
import { formatMoney } from '@/lib/fa/money';
import { formatPercent } from '@/lib/fa/number';
import styles from '../chat.module.css';

const W = 300;
const H = 64;

/** The points as one polyline in a 300 × 64 box (no chart library on this page). */
function sparkline(points: TrendCard['points']): string {
  const values = points.map((p) => p.price_per_m2);
  const min = Math.min(...values);
  const span = Math.max(1, Math.max(...values) - min);
  const step = points.length > 1 ? W / (points.length - 1) : 0;
  return values.map((v, i) => `${(i * step).toFixed(1)},${(H - 4 - ((v - min) / span) * (H - 8)).toFixed(1)}`).join(' ');
}

/** A district's transaction price per m² over time: the index the valuations use. */
export function TrendCardView({ card }: { card: TrendCard }) {
  const first = card.points[0];
  const change = card.change_12m_percent;
  return (
    <section className={styles.card} aria-label={`روند قیمت ${card.place.name}`} data-testid="trend-card">
      <h2 className={styles.cardTitle}>روند قیمت هر متر مربع در {card.place.name}</h2>
      <dl className={styles.figures}>
        <div>
          <dt>{formatJalaliMonth(card.latest.month)}</dt>
          <dd>{formatMoney(card.latest.price_per_m2)}</dd>
        </div>
        {change !== null && (
          <div>
            <dt>تغییر در دوازده ماه</dt>
            <dd>{change >= 0 ? `${formatPercent(change, 1)} رشد` : `${formatPercent(-change, 1)} کاهش`}</dd>
          </div>
        )}
      </dl>
      {card.points.length > 1 && first && (
        // Drawn right to left in time order would mirror the usual chart: time runs left to right here.
        <svg className={styles.spark} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={`از ${formatJalaliMonth(first.month)} (${formatMoney(first.price_per_m2)}) تا ${formatJalaliMonth(card.latest.month)} (${formatMoney(card.latest.price_per_m2)})`}>
          <polyline points={sparkline(card.points)} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
        </svg>
      )}
      <p className={styles.source}>{card.source}</p>
    </section>
  );
}
