import type { ReactNode } from 'react';
import { DesktopNav } from './desktop-nav';
import { Brand, Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { ThemeToggle } from './theme-toggle';
import styles from './header.module.css';

/**
 * spec §2 shared header: logo, navigation, light/dark toggle and the user area. The user area is a slot filled by
 * app/ (components never import features).
 */
export function SiteHeader({ userArea }: { userArea?: ReactNode }) {
  return (
    <header className={styles.header} data-testid="site-header" data-print-hide>
      <a href="#main" className={styles.skipLink}>
        پرش به محتوای اصلی
      </a>
      <div className={styles.inner}>
        <MobileNav />
        <Logo />
        <DesktopNav />
        <div className={styles.actions}>
          <ThemeToggle />
          {userArea}
        </div>
      </div>
    </header>
  );
}

/** Partner deep links open inside Divar's webview: the brand only, nothing to navigate away with. */
export function LeanHeader() {
  return (
    <header className={`${styles.header} ${styles.lean}`} data-testid="lean-header">
      <div className={styles.inner}>
        <Brand />
      </div>
    </header>
  );
}
