'use client';
import { openDialog } from '@/components/dialogs/dialog-store';
import { USER_AREA_CONTROL } from '../focus-user-area';
import styles from './user-area.module.css';

/** Same size as the signed-in menu, so the header does not jump while the user loads. */
export function PendingUserArea() {
  return <span className={styles.pending} role="status" aria-label="در حال بارگذاری حساب کاربری" data-testid="user-area-pending" />;
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
