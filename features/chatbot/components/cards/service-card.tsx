import Link from 'next/link';
import { useFreeUseSpent } from '@/features/shared/billing/anonymous-free-use';
import type { ChatService, ServiceCard } from '@/lib/contracts/chatbot';
import { toPersianDigits } from '@/lib/fa/digits';
import { freeUseFamily } from '../../hooks/use-card-payment';
import styles from '../chat.module.css';

const ACTION: Record<ChatService, string> = {
  price_evaluation: 'ارزیابی هوشمند قیمت',
  rental_evaluation: 'ارزیابی هوشمند اجاره',
  environmental_evaluation: 'ارزیابی کامل محله',
  buy_suggestion: 'پیشنهاد هوشمند محل خرید',
  rent_suggestion: 'پیشنهاد هوشمند محل اجاره',
};

export interface ServiceCardProps {
  card: ServiceCard;
  onStart: (card: ServiceCard) => void;
  /** a payment is running or being asked about */
  busy: boolean;
  signedIn: boolean;
}

/**
 * A paid service offered with the details the chat gathered. The button runs the normal paid flow; a detail still
 * missing is asked in the chat (or filled in on the service's form) first.
 */
export function ServiceCardView({ card, onStart, busy, signedIn }: ServiceCardProps) {
  const freeSpent = useFreeUseSpent(freeUseFamily(card));
  const missing = card.summary.filter((s) => s.value === null).map((s) => s.label);
  const credits = `${toPersianDigits(card.credits_required)} اعتبار`;
  let cost = credits;
  if (!signedIn) cost = card.anonymous_free && !freeSpent ? 'رایگان: یک بار در ماه بدون ثبت‌نام' : `با ورود به حساب، ${credits}`;
  return (
    <section className={styles.card} aria-label={card.title} data-testid="service-card" data-service={card.service}>
      <p className={styles.badge}>{card.title}</p>
      <h2 className={styles.cardTitle}>{ACTION[card.service]} با این مشخصات</h2>
      {card.summary.length > 0 && (
        <dl className={styles.figures}>
          {card.summary.map((s) => (
            <div key={s.field}>
              <dt>{s.label}</dt>
              <dd className={s.value === null ? styles.missing : s.assumed ? styles.assumed : undefined}>
                {s.value === null ? 'هنوز گفته نشده' : s.assumed ? `${s.value} (اگر دارد بگویید)` : s.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          disabled={busy || card.missing.length > 0}
          onClick={() => onStart(card)}
          data-testid="service-card-start"
        >
          {ACTION[card.service]}
        </button>
        <span className={styles.cost}>{cost}</span>
      </div>
      {card.missing.length > 0 && (
        <p className={styles.source}>
          برای شروع، {missing.length > 0 ? missing.join('، ') : 'جزئیات بیشتری'} را هم بگویید؛ یا{' '}
          <Link prefetch={false} href={card.form_route}>
            در فرم کامل کنید
          </Link>
          .
        </p>
      )}
    </section>
  );
}
