import type { ReactNode } from 'react';
import { LeanHeader, SiteHeader } from './site-header';
import { SiteFooter, type FooterPost } from './site-footer';
import styles from './shell.module.css';

interface SiteShellProps {
  children: ReactNode;
  /** Header user area (composed by app/ from features/auth). */
  userArea?: ReactNode;
  /** Global dialogs and prompts mounted once for every public page. */
  overlays?: ReactNode;
  blogPosts?: readonly FooterPost[];
}

/** spec §2 shared layout: header + navigation, the page, the footer. */
export function SiteShell({ children, userArea, overlays, blogPosts }: SiteShellProps) {
  return (
    <div className={styles.shell}>
      <SiteHeader userArea={userArea} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter blogPosts={blogPosts} />
      {overlays}
    </div>
  );
}

/** Partner deep links (Divar's webview): the brand only, no footer, the platform's own font. */
export function LeanShell({ children, overlays }: { children: ReactNode; overlays?: ReactNode }) {
  return (
    <div className={`${styles.shell} ${styles.partner}`}>
      <LeanHeader />
      <main id="main" tabIndex={-1} className={`${styles.main} ${styles.leanMain}`}>
        {children}
      </main>
      {overlays}
    </div>
  );
}
