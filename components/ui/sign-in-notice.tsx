'use client';
import type { ReactNode } from 'react';
import { openDialog } from '@/components/dialogs/dialog-store';
import lean from './lean.module.css';

/** A signed-out reader's prompt: why to sign in, and the button that opens the sign-in dialog (plain markup). */
export function SignInNotice({ children, buttonTestId }: { children: ReactNode; buttonTestId?: string }) {
  return (
    <div className={`${lean.notice} ${lean.info} ${lean.noticeRow}`} data-opens-dialog="auth">
      <p>{children}</p>
      <button type="button" className={lean.outlined} onClick={() => openDialog('auth', {})} data-testid={buttonTestId}>
        ورود / ثبت نام
      </button>
    </div>
  );
}
