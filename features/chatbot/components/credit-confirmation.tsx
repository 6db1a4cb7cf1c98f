import { useEffect, useRef } from 'react';
import { toPersianDigits } from '@/lib/fa/digits';
import type { CreditQuestion } from '../hooks/use-card-payment';
import styles from './chat.module.css';

/**
 * «۱ اعتبار کسر شود؟» in the chat, before a signed-in user's credit pays for a card: nothing is charged without the
 * yes. Focus comes here when it appears; Escape answers no.
 */
export function CreditConfirmation({ question }: { question: CreditQuestion }) {
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => yes.current?.focus(), []);
  const { card, answer } = question;
  return (
    <div
      className={`${styles.message} ${styles.assistant}`}
      role="group"
      aria-labelledby="credit-question"
      onKeyDown={(e) => {
        if (e.key === 'Escape') answer(false);
      }}
      data-testid="credit-confirmation"
    >
      <div className={styles.confirm}>
        <p id="credit-question" className={styles.question}>
          {toPersianDigits(card.credits_required)} اعتبار کسر شود؟
        </p>
        <p className={styles.source}>برای «{card.title}»؛ گزارش پس از پرداخت در صفحهٔ نتیجه باز می‌شود.</p>
        <div className={styles.actions}>
          <button ref={yes} type="button" className={styles.button} onClick={() => answer(true)} data-testid="credit-yes">
            بله، کسر شود
          </button>
          <button type="button" className={styles.secondary} onClick={() => answer(false)} data-testid="credit-no">
            نه
          </button>
        </div>
      </div>
    </div>
  );
}
