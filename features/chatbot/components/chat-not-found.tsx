import Link from 'next/link';
import { CHAT_NOT_FOUND } from '@/lib/contracts/chatbot-constants';
import styles from './chat.module.css';

/** A chat that does not exist, or is not this browser's or this account's: a new one is a click away. */
export function ChatNotFound() {
  return (
    <div className={styles.status} data-testid="chat-not-found">
      <p>{CHAT_NOT_FOUND} شاید این گفت‌وگو متعلق به حساب یا مرورگر دیگری باشد.</p>
      <Link href="/chat-bot/new" className={styles.button}>
        شروع گفت‌وگوی تازه
      </Link>
    </div>
  );
}
