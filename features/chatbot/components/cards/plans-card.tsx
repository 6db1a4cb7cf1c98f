import Link from 'next/link';
import type { PlansCard } from '@/lib/contracts/chatbot';
import { formatToman } from '@/lib/fa/money';
import { formatNumber } from '@/lib/fa/number';
import styles from '../chat.module.css';

/** The credit plans as the subscription page sells them. */
export function PlansCardView({ card }: { card: PlansCard }) {
  return (
    <section className={styles.card} aria-label="بسته‌های اعتبار" data-testid="plans-card">
      <h2 className={styles.cardTitle}>بسته‌های اعتبار</h2>
      <ul className={styles.plans}>
        {card.plans.map((p) => (
          <li key={p.id}>
            <span>
              {p.label} ({formatNumber(p.credits)} اعتبار)
            </span>
            <strong>
              {p.discounted_price < p.price && <span className={styles.strike}>{formatToman(p.price)}</span>} {formatToman(p.discounted_price)}
            </strong>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link prefetch={false} href={card.href} className={styles.linkButton}>
          خرید اشتراک
        </Link>
      </div>
    </section>
  );
}
