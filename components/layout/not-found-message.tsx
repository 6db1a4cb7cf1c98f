import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import styles from '@/components/ui/page.module.css';

/** The body of the site's 404 page, whichever not-found file shows it. */
export function NotFoundMessage() {
  return (
    <section className={styles.comingSoon} data-testid="not-found">
      <p className={styles.badge}>۴۰۴</p>
      <h1 className={styles.title}>صفحه‌ای که دنبالش بودید پیدا نشد</h1>
      <p className={styles.muted}>ممکن است نشانی را اشتباه وارد کرده باشید یا این صفحه جابه‌جا شده باشد.</p>
      <Link href="/" className={styles.button}>
        <Icon name="home" size={20} />
        رفتن به صفحهٔ اصلی
      </Link>
    </section>
  );
}
