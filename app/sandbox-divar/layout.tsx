import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { DivarTabMark } from '@/features/pwa/components/divar-tab-mark';
import { localDivarAllowed } from '@/server/providers/divar/divar-provider';
import styles from './sandbox-divar.module.css';

export const metadata: Metadata = { title: 'دیوار آزمایشی (محلی)', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

/**
 * The local Divar (DIVAR_PROVIDER=local, refused in production): stands in for divar.ir in local runs and tests so
 * the partner flows can be seen end to end. Every page says so; none exists unless the local provider is on.
 */
export default function SandboxDivarLayout({ children }: { children: ReactNode }) {
  if (!localDivarAllowed()) notFound();
  return (
    <div className={styles.page}>
      <p className={styles.banner} role="note" data-testid="sandbox-divar-banner">
        ⚠ دیوار آزمایشی (محلی): این صفحه دیوار واقعی نیست؛ آگهی‌ها نمونه‌اند و فقط برای آزمایش افزونهٔ ارزیاب ساخته شده‌اند.
      </p>
      <header className={styles.header}>
        <Link href="/sandbox-divar" className={styles.brand}>
          دیوار آزمایشی
        </Link>
      </header>
      <main id="main">{children}</main>
      {/* The tab now plays Divar's: the add-on's pages opened from it (its webview) offer no add-to-home-screen. */}
      <DivarTabMark />
    </div>
  );
}
