import Link from 'next/link';
import { Icon } from './icon';
import styles from './page.module.css';

/** A polite placeholder for pages a later release fills: the route answers and tells the user what is coming. */
export function ComingSoon({ title, description, backHref = '/', backLabel = 'بازگشت به صفحهٔ اصلی' }: {
  title: string;
  description?: string;
  backHref?: string;
  backLabel?: string;
}) {
  return (
    <section className={styles.comingSoon} data-testid="coming-soon">
      <Icon name="insights" size={56} className={styles.comingSoonIcon} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.badge}>به‌زودی</p>
      <p className={styles.muted}>
        {description ?? 'این بخش در حال آماده‌سازی است و به‌زودی در دسترس شما قرار می‌گیرد. از شکیبایی شما سپاسگزاریم.'}
      </p>
      <Link href={backHref} className={styles.button}>
        <Icon name="arrowBack" size={20} flip />
        {backLabel}
      </Link>
    </section>
  );
}
