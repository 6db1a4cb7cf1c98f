'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PathIcon } from '@/components/ui/path-icon';
import { expandMore } from '@/components/ui/shell-icon-paths';
import { isActive, type NavGroup } from './nav-items';
import { useDismiss } from './use-dismiss';
import styles from './header.module.css';

/**
 * A navigation menu button (WAI-ARIA menu button pattern): Enter, Space or ArrowDown open it on the first item,
 * ArrowUp on the last; arrows, Home and End move; Escape closes and returns focus to the button; Tab leaves.
 */
export function NavMenu({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLAnchorElement | null)[]>([]);

  const close = useCallback(({ restoreFocus }: { restoreFocus: boolean }) => {
    setOpen(false);
    if (restoreFocus) button.current?.focus();
  }, []);
  useDismiss(open, close, root);

  const focusItem = (index: number) => {
    const list = items.current.filter(Boolean) as HTMLAnchorElement[];
    if (!list.length) return;
    list[(index + list.length) % list.length].focus();
  };
  const openAt = (index: number) => {
    setOpen(true);
    // The list renders on the next frame; focus once it exists.
    requestAnimationFrame(() => focusItem(index));
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(-1);
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items.current.filter(Boolean) as HTMLAnchorElement[];
    const current = list.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const activeGroup = group.items.some((item) => isActive(pathname, item));
  return (
    <div className={styles.menuRoot} ref={root}>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className={styles.navLink}
        data-active={activeGroup || undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        // Keyboard activation is handled in onKeyDown (it also moves focus); a click with detail 0 is that same key.
        onClick={(event) => event.detail !== 0 && setOpen((o) => !o)}
        onKeyDown={onButtonKey}
      >
        {group.label}
        <PathIcon paths={expandMore} size={20} className={styles.chevron} />
      </button>
      <ul
        id={`${id}-menu`}
        role="menu"
        aria-labelledby={`${id}-button`}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {group.items.map((item, index) => (
          <li role="none" key={item.href}>
            <Link
              ref={(el) => {
                items.current[index] = el;
              }}
              role="menuitem"
              href={item.href}
              tabIndex={-1}
              className={styles.menuItem}
              aria-current={isActive(pathname, item) ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
