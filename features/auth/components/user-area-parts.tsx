'use client';
import { openDialog } from '@/components/dialogs/dialog-store';
import { USER_AREA_CONTROL } from '../focus-user-area';
import styles from './user-area.module.css';

/** While it is not known yet whether anyone is signed in: the sign-in button's size, so the header does not jump. */
export function PendingUserArea() {
  return <span className={styles.pending} role="status" aria-label="در حال بارگذاری حساب کاربری" data-testid="user-area-pending" />;
}

/** The credits' mark, in the header's chip and in its placeholder. */
export function CreditIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 8v8M8 12h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * While a signed-in reader's menu loads (its code, then the user): the credit chip and the avatar where they will
 * stand, the chip's frame, mark and word already drawn, only the figure and the initial still to come, which only the
 * browser can ask for (the tokens are not the server's). A grey block there read as broken (QA: the referral
 * result's header for ~0.7 s).
 */
export function PendingSignedInArea() {
  return (
    <span className={styles.pendingSignedIn} role="status" aria-label="در حال بارگذاری حساب کاربری" data-testid="user-area-pending">
      <span className={styles.credits} aria-hidden="true" data-testid="header-credits-pending">
        <CreditIcon />
        <span className={styles.pendingFigure} />
        <span className={styles.creditsWord}>اعتبار</span>
      </span>
      <span className={styles.pendingAvatar} aria-hidden="true" />
    </span>
  );
}

export function LoginButton() {
  return (
    <button type="button" className={styles.login} onClick={() => openDialog('auth', {})} data-testid="login-button" data-opens-dialog="auth" {...{ [USER_AREA_CONTROL]: '' }}>
      ورود / ثبت نام
    </button>
  );
}

/** In the menu's place when its code could not load (no connection): the toast says why, this tries again. */
export function UserAreaRetry({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" className={styles.login} onClick={onRetry} aria-label="حساب کاربری بارگذاری نشد؛ تلاش دوباره" data-testid="user-area-retry">
      تلاش دوباره
    </button>
  );
}
