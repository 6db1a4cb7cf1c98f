'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHasTokens } from '@/lib/use-signed-in';
import { PathIcon } from '@/components/ui/path-icon';
import * as shellIcons from '@/components/ui/shell-icon-paths';
import { creditHistoryNav, isActive, isGroup, myReportsNav, navigation, type NavLink } from './nav-items';
import { useDismiss } from './use-dismiss';
import styles from './header.module.css';

/**
 * spec §2: below 1050 px the services (and the rest of the navigation) collapse into one menu. A disclosure
 * button opens a panel of links; focus moves into it, Escape closes it and returns focus to the button, and
 * following a link closes it.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const signedIn = useHasTokens() === true;

  const close = useCallback(({ restoreFocus }: { restoreFocus: boolean }) => {
    setOpen(false);
    if (restoreFocus) button.current?.focus();
  }, []);
  useDismiss(open, close, root);

  // A client-side navigation closes the panel.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current !== pathname) {
      lastPath.current = pathname;
      setOpen(false);
    }
  }, [pathname]);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLAnchorElement>('a')?.focus();
  }, [open]);

  return (
    <div className={styles.mobileNav} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-label={open ? 'بستن منو' : 'منوی خدمات'}
        aria-expanded={open}
        aria-controls="mobile-nav-panel"
        data-testid="mobile-nav-button"
        onClick={() => setOpen((o) => !o)}
      >
        <PathIcon paths={open ? shellIcons.close : shellIcons.menu} />
      </button>
      <div id="mobile-nav-panel" ref={panel} className={styles.mobilePanel} hidden={!open}>
        <nav aria-label="منوی خدمات">
          {navigation.map((entry) =>
            isGroup(entry) ? (
              <section key={entry.label} className={styles.mobileGroup}>
                <h2 className={styles.mobileGroupTitle}>{entry.label}</h2>
                <ul>
                  {entry.items.map((item) => (
                    <li key={item.href}>
                      <MobileLink link={item} pathname={pathname} onPick={() => setOpen(false)} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : (
              <ul key={entry.href} className={styles.mobileGroup}>
                <li>
                  <MobileLink link={entry} pathname={pathname} onPick={() => setOpen(false)} />
                </li>
              </ul>
            ),
          )}
          {signedIn && (
            <ul className={styles.mobileGroup}>
              <li>
                <MobileLink link={myReportsNav} pathname={pathname} onPick={() => setOpen(false)} testId="mobile-nav-reports" />
              </li>
              <li>
                <MobileLink link={creditHistoryNav} pathname={pathname} onPick={() => setOpen(false)} testId="mobile-nav-credit-history" />
              </li>
            </ul>
          )}
        </nav>
      </div>
    </div>
  );
}

/** One link of the collapsed menu: marked when it is the current page; a pick closes the menu. */
function MobileLink({ link, pathname, onPick, testId }: { link: NavLink; pathname: string; onPick: () => void; testId?: string }) {
  return (
    <Link href={link.href} className={styles.mobileLink} aria-current={isActive(pathname, link) ? 'page' : undefined} onClick={onPick} data-testid={testId}>
      {link.label}
    </Link>
  );
}
