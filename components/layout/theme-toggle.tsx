'use client';
import { useSyncExternalStore } from 'react';
import { PathIcon } from '@/components/ui/path-icon';
import { darkMode, lightMode } from '@/components/ui/shell-icon-paths';
import { THEME_STORAGE_KEY } from '@/lib/theme-constants';
import styles from './header.module.css';

/**
 * spec §1/§3: light/dark switch stored under the local flag `theme`. The mode is the `dark` class that
 * InitColorSchemeScript sets on <html> before first paint, and both icons are in the markup (CSS shows the right
 * one), so nothing flashes while React hydrates. No MUI here: the palette is CSS variables keyed on that class.
 */
const root = () => document.documentElement;
const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(root(), { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};
const isDarkNow = () => root().classList.contains('dark');
const unknown = () => null;

function setMode(mode: 'light' | 'dark') {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // storage disabled: the switch still applies to this page
  }
  root().classList.remove('light', 'dark');
  root().classList.add(mode);
  // MUI theme providers mounted on this page follow the stored mode through storage events.
  window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: mode }));
}

export function ThemeToggle() {
  // null during SSR and hydration: aria-pressed is only stated once the mode is known.
  const isDark = useSyncExternalStore(subscribe, isDarkNow, unknown);
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label="حالت تاریک"
      aria-pressed={isDark ?? undefined}
      title={isDark ? 'تغییر به حالت روشن' : 'تغییر به حالت تاریک'}
      data-testid="theme-toggle"
      onClick={() => setMode(isDark ? 'light' : 'dark')}
    >
      <PathIcon paths={darkMode} className={styles.moonIcon} />
      <PathIcon paths={lightMode} className={styles.sunIcon} />
    </button>
  );
}
