import type { NeighbourhoodCard } from '@/lib/contracts/chatbot';
import { formatNumber, formatPercent } from '@/lib/fa/number';
import styles from '../chat.module.css';

/** The environment engine's headline at a neighbourhood's centre. */
export function NeighbourhoodCardView({ card }: { card: NeighbourhoodCard }) {
  const scored = card.categories.filter((c): c is typeof c & { score: number } => c.score !== null);
  return (
    <section className={styles.card} aria-label={`امتیاز محیطی ${card.place.name}`} data-testid="neighbourhood-card">
      <h2 className={styles.cardTitle}>امتیاز محیطی مرکز {card.place.name}</h2>
      <dl className={styles.figures}>
        <div>
          <dt>امتیاز کل</dt>
          <dd>
            {formatNumber(card.overall_score)} از {formatNumber(100)}
          </dd>
        </div>
        {card.percentile !== null && (
          <div>
            <dt>بالاتر از</dt>
            <dd>{formatPercent(card.percentile)} محله‌های تهران</dd>
          </div>
        )}
        <div>
          <dt>نزدیک‌ترین مترو</dt>
          <dd>{card.metro ? `${card.metro.station}، ${formatNumber(card.metro.distance_m)} متر` : 'در داده‌ها نیست'}</dd>
        </div>
      </dl>
      {scored.length > 0 && (
        <ul className={styles.bars} aria-label="امتیاز گروه‌ها">
          {scored.map((c) => (
            <li key={c.id}>
              <span>{c.name}</span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${Math.max(0, Math.min(100, c.score))}%` }} />
              </span>
              <span>{formatNumber(c.score)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
