'use client';
import { useEffect, useRef } from 'react';
import lean from '@/components/ui/lean.module.css';
import type { PaidSubmission } from './use-paid-submission';

/** What the page says before an anonymous free use is spent by a user whose session ended elsewhere. */
export const SIGNED_OUT_FREE_USE_NOTE =
  'از حساب کاربری خود خارج شده‌اید (در برگه‌ای دیگر یا با پایان نشست). اگر ادامه دهید، این درخواست با استفادهٔ رایگان ماهانهٔ بدون ثبت نام انجام می‌شود، نه با اعتبار حساب شما.';

/**
 * usePaidSubmission's `freeUseCheck`, said on the page: the user pressed the button signed in as far as they knew, so
 * before the free use goes they choose between signing in again (their account's credit) and the free use. Focus
 * moves to it: it answers their press.
 */
export function FreeUseCheck({ check }: { check: PaidSubmission<never>['freeUseCheck'] }) {
  const signIn = useRef<HTMLButtonElement>(null);
  const shown = check !== null;
  useEffect(() => {
    if (shown) signIn.current?.focus();
  }, [shown]);
  if (!check) return null;
  return (
    <div className={`${lean.notice} ${lean.warning}`} role="alert" data-testid="free-use-check">
      <p style={{ margin: '0 0 8px' }}>{SIGNED_OUT_FREE_USE_NOTE}</p>
      <div className={lean.noticeRow} style={{ justifyContent: 'flex-start' }}>
        <button ref={signIn} type="button" className={lean.button} onClick={check.signIn} data-testid="free-use-check-sign-in">
          ورود به حساب
        </button>
        <button type="button" className={lean.outlined} onClick={check.useFree} data-testid="free-use-check-use-free">
          ادامه با استفادهٔ رایگان
        </button>
      </div>
    </div>
  );
}
