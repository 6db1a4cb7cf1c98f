import type { Metadata } from 'next';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import styles from '@/components/ui/page.module.css';

export const metadata: Metadata = {
  title: 'بلاگ',
  description: 'مطالب ارزیاب دربارهٔ بازار مسکن تهران، قیمت‌گذاری ملک و انتخاب محله.',
};

export default function BlogPage() {
  return (
    <section className={styles.comingSoon} data-testid="blog-empty">
      <Icon name="insights" size={56} className={styles.comingSoonIcon} />
      <h1 className={styles.title}>بلاگ ارزیاب</h1>
      <p className={styles.muted}>هنوز مطلبی منتشر نشده است. به‌زودی مطالبی دربارهٔ بازار مسکن تهران و قیمت‌گذاری ملک اینجا می‌خوانید.</p>
      <Link href="/" className={styles.button}>
        <Icon name="arrowBack" size={20} flip />
        بازگشت به صفحهٔ اصلی
      </Link>
    </section>
  );
}
