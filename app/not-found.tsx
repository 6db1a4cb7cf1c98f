import type { Metadata } from 'next';
import Link from 'next/link';
import { SiteShell } from '@/components/layout/site-shell';
import { Icon } from '@/components/ui/icon';
import styles from '@/components/ui/page.module.css';
import { HeaderUserArea } from '@/features/auth/components/header-user-area';
import { blogPostLinks } from '@/server/blog/posts';

export const metadata: Metadata = { title: 'صفحه پیدا نشد', robots: { index: false, follow: true } };

export default function NotFound() {
  return (
    <SiteShell blogPosts={blogPostLinks()} userArea={<HeaderUserArea />}>
      <section className={styles.comingSoon} data-testid="not-found">
        <p className={styles.badge}>۴۰۴</p>
        <h1 className={styles.title}>صفحه‌ای که دنبالش بودید پیدا نشد</h1>
        <p className={styles.muted}>ممکن است نشانی را اشتباه وارد کرده باشید یا این صفحه جابه‌جا شده باشد.</p>
        <Link href="/" className={styles.button}>
          <Icon name="home" size={20} />
          رفتن به صفحهٔ اصلی
        </Link>
      </section>
    </SiteShell>
  );
}
