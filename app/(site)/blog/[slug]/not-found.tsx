import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import styles from '@/components/ui/page.module.css';

/** An unknown post: the blog's own message inside the site layout, sent with status 404. */
export default function BlogPostNotFound() {
  return (
    <section className={styles.comingSoon} data-testid="blog-post-missing">
      <Icon name="insights" size={56} className={styles.comingSoonIcon} />
      <h1 className={styles.title}>این مطلب پیدا نشد</h1>
      <p className={styles.muted}>ممکن است نشانی را اشتباه وارد کرده باشید یا این مطلب هنوز منتشر نشده باشد.</p>
      <Link href="/blog" className={styles.button}>
        <Icon name="arrowBack" size={20} flip />
        بازگشت به بلاگ
      </Link>
    </section>
  );
}
