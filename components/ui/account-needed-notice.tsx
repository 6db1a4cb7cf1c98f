'use client';
import type { ReactNode } from 'react';
import { openDialog } from '@/components/dialogs/dialog-store';
import lean from './lean.module.css';

/**
 * Said at the top of a form to a signed-out visitor when what the form does needs an account, so they learn it
 * before filling it, not after pressing its button. Sign-in and sign-up open the dialog over this same page (its
 * draft kept), so the visitor is back where they were once signed in, and the notice goes with the signed-out state.
 */
export function AccountNeededNotice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={`${lean.notice} ${lean.info} ${lean.noticeRow}`} data-opens-dialog="auth" data-testid={testId} role="note">
      <p>{children}</p>
      <span className={lean.noticeActions}>
        <button type="button" className={lean.outlined} onClick={() => openDialog('auth', { authType: 'login' })}>
          ورود
        </button>
        <button type="button" className={lean.outlined} onClick={() => openDialog('auth', { authType: 'signup' })}>
          ثبت نام
        </button>
      </span>
    </div>
  );
}
