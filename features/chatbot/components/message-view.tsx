import { toPersianDigits } from '@/lib/fa/digits';
import type { ShownMessage } from '../hooks/use-chat';
import { useCardViews } from './cards/lazy-cards';
import type { ServiceCardProps } from './cards/service-card';
import styles from './chat.module.css';

/**
 * More cards than this fold behind one «نمایش …» line: a comparison sends each place's sale, rent and environment
 * cards (up to six, two to three phone screens), and its text already gives every figure they hold.
 */
export const CARDS_SHOWN_OPEN = 2;

/** One message: its text as text (never HTML), then its cards. */
export function MessageView({
  message,
  service,
  onResend,
}: {
  message: ShownMessage;
  service: Omit<ServiceCardProps, 'card'>;
  onResend: (id: string) => void;
}) {
  const mine = message.role === 'user';
  const views = useCardViews(message.cards.length > 0);
  const className = [styles.message, mine ? styles.user : styles.assistant, message.local === 'note' ? styles.note : ''].join(' ');
  return (
    <div className={className} data-testid={mine ? 'user-message' : 'assistant-message'}>
      <p className={styles.bubble}>
        <span className={styles.who}>{mine ? 'شما: ' : 'دستیار: '}</span>
        {/* The user's own digits shown as Persian digits, like every number on the site. */}
        {mine ? toPersianDigits(message.content) : message.content}
      </p>
      {message.local === 'unsent' && (
        <p className={styles.unsent} data-testid="unsent">
          ارسال نشد.
          <button type="button" className={styles.textButton} onClick={() => onResend(message.id)}>
            ارسال دوباره
          </button>
        </p>
      )}
      {views && message.cards.length > CARDS_SHOWN_OPEN ? (
        <details className={styles.moreCards} data-testid="folded-cards">
          <summary>نمایش جزئیات در {toPersianDigits(String(message.cards.length))} کارت</summary>
          {message.cards.map((card, i) => (
            <views.CardView key={`${card.type}-${i}`} card={card} service={service} />
          ))}
        </details>
      ) : (
        views && message.cards.map((card, i) => <views.CardView key={`${card.type}-${i}`} card={card} service={service} />)
      )}
    </div>
  );
}

/** The reply while it streams in: dots until its first words. */
export function StreamingView({ text }: { text: string }) {
  return (
    <div className={`${styles.message} ${styles.assistant}`} data-testid="streaming-message">
      <p className={styles.bubble}>
        <span className={styles.who}>دستیار: </span>
        {text || (
          <span className={styles.typing} aria-label="دستیار در حال نوشتن است">
            <span />
            <span />
            <span />
          </span>
        )}
      </p>
    </div>
  );
}
