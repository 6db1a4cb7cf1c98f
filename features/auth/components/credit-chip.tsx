import NextLink from 'next/link';
import type { UserInfo } from '@/lib/contracts/auth';
import { formatNumber } from '@/lib/fa/number';
import { CreditIcon } from './user-area-parts';
import styles from './user-area.module.css';

/** What the user can spend: paid and free credits, the figure both the menu and the header's chip show. */
export const remainingCredits = (user: UserInfo): number => user.active_credits_count + user.free_credit_count;

/**
 * spec §1: the header shows the remaining credits with a prompt to top up, outside the menu. It reads the user the
 * menu reads (the user-info query), which a purchase or a paid service refreshes through `userKeys.all`. Below the
 * layout switch the word goes and the icon and number stay, so the 390 px header keeps its logo and menu button.
 */
export function CreditChip({ user }: { user: UserInfo }) {
  const credits = formatNumber(remainingCredits(user));
  return (
    <NextLink
      href="/subscription"
      className={styles.credits}
      // The visible «۳ اعتبار» leads the name, so a voice command naming what is seen finds the link (WCAG 2.5.3).
      aria-label={`${credits} اعتبار باقی‌مانده — افزایش اعتبار`}
      data-testid="header-credits"
    >
      <CreditIcon />
      <span className={styles.figure}>{credits}</span>
      <span className={styles.creditsWord}>اعتبار</span>
    </NextLink>
  );
}
