import Link from 'next/link';
import styles from './header.module.css';

/** The mark: a house outline over a rising chart line (valuation). Drawn inline so it costs no request. */
export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="var(--mui-palette-primary-main, #0b6b5c)" />
      <path d="M10 24 24 12l14 12v13H10z" fill="none" stroke="var(--mui-palette-primary-contrastText, #fff)" strokeWidth="3.2" strokeLinejoin="round" />
      <path d="m15 32 6-6 4 3 8-8" fill="none" stroke="var(--mui-palette-primary-contrastText, #fff)" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The name and mark without a link (a partner's webview: nothing there leads away from the flow). */
export function Brand() {
  return (
    <span className={styles.logo} data-testid="site-logo">
      <LogoMark />
      <span className={styles.logoText}>ارزیاب</span>
    </span>
  );
}

export function Logo() {
  return (
    <Link href="/" className={styles.logo} aria-label="ارزیاب، صفحهٔ اصلی" data-testid="site-logo">
      <LogoMark />
      <span className={styles.logoText}>ارزیاب</span>
    </Link>
  );
}
