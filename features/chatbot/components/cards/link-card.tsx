import Link from 'next/link';
import type { LinkCard } from '@/lib/contracts/chatbot';
import styles from '../chat.module.css';

/** A page of the site that answers more. */
export function LinkCardView({ card }: { card: LinkCard }) {
  return (
    <Link prefetch={false} href={card.href} className={styles.linkButton} data-testid="link-card">
      {card.label}
    </Link>
  );
}
