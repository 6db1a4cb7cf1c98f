import { ChatNotFound } from '@/features/chatbot/components/chat-not-found';
import styles from '@/components/ui/page.module.css';

export default function NotFound() {
  return (
    <section className={styles.content}>
      <h1 className={styles.title}>دستیار هوشمند ارزیاب</h1>
      <ChatNotFound />
    </section>
  );
}
