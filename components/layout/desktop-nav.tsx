'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { aboutNav, collaborationNav, isActive, servicesNav } from './nav-items';
import { NavMenu } from './nav-menu';
import styles from './header.module.css';

/** spec §2 navigation at 1050 px and wider: the services inline, collaboration, then the about menu. */
export function DesktopNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="ناوبری اصلی" className={styles.desktopNav} data-testid="desktop-nav">
      <ul className={styles.navList}>
        {[...servicesNav.items, collaborationNav].map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={styles.navLink}
              aria-current={isActive(pathname, item) ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <NavMenu group={aboutNav} />
        </li>
      </ul>
    </nav>
  );
}
