import type { Metadata } from 'next';
import styles from '@/components/ui/page.module.css';

export const metadata: Metadata = { title: 'اتصال برقرار نیست', robots: { index: false, follow: false } };

/** Served by the service worker when a page cannot be loaded from the network (app/sw.ts). */
export default function OfflinePage() {
  return (
    <section className={styles.comingSoon} data-testid="offline-page">
      <h1 className={styles.title}>اتصال به اینترنت برقرار نیست</h1>
      <p className={styles.muted}>
        این صفحه بدون اینترنت در دسترس نیست. اتصال خود را بررسی کنید و دوباره تلاش کنید؛ اطلاعات حساب و پرداخت‌ها فقط به‌صورت
        آنلاین نمایش داده می‌شوند.
      </p>
      {/* A full page load on purpose: retrying must go back to the network, not the client router. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/" className={styles.button}>
        تلاش دوباره
      </a>
    </section>
  );
}
