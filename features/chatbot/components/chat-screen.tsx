import Link from 'next/link';
import { ChatView } from './chat-view';
import { NEW_CHAT } from '../chat-ids';
import styles from './chat.module.css';

/** The chat page's frame (server-rendered) around the conversation (client). */
export function ChatScreen({ id }: { id: string }) {
  return (
    <section className={styles.page} aria-labelledby="chat-title">
      <header className={styles.head}>
        <h1 id="chat-title" className={styles.title}>
          دستیار هوشمند ارزیاب
        </h1>
        {id !== NEW_CHAT && (
          <Link prefetch={false} href="/chat-bot/new" className={styles.newChat}>
            گفت‌وگوی تازه
          </Link>
        )}
        <p className={styles.lead}>
          قیمت و اجارهٔ ملک، محله‌ها و روند بازار تهران را به زبان ساده بپرسید. اعداد از موتورهای ارزیاب می‌آیند؛ آمار بازار
          رایگان است و ارزیابی دقیق هوشمند با تأیید شما انجام می‌شود.
        </p>
      </header>
      <ChatView id={id} />
    </section>
  );
}
