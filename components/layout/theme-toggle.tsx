'use client';
import { useColorScheme } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';
import { Icon } from '@/components/ui/icon';
import styles from './header.module.css';

/**
 * spec §1/§3: light/dark switch; MUI stores the mode under the local flag `theme`. Both icons are in the markup and
 * CSS shows the right one from the `dark` class that InitColorSchemeScript sets before first paint, so the button
 * never flashes the wrong icon while React hydrates.
 */
const noopSubscribe = () => () => undefined;

export function ThemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  // false during SSR and hydration, true afterwards: aria-pressed is only stated once the mode is known.
  const mounted = useSyncExternalStore(noopSubscribe, () => true, () => false);
  const resolved = mode === 'system' ? systemMode : mode;
  const isDark = resolved === 'dark';

  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label="حالت تاریک"
      aria-pressed={mounted ? isDark : undefined}
      title={isDark ? 'تغییر به حالت روشن' : 'تغییر به حالت تاریک'}
      data-testid="theme-toggle"
      onClick={() => setMode(isDark ? 'light' : 'dark')}
    >
      <Icon name="darkMode" className={styles.moonIcon} />
      <Icon name="lightMode" className={styles.sunIcon} />
    </button>
  );
}
