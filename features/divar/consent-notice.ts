import { accessTokenSubject } from '@/lib/auth-tokens';
import type { DivarConsentOutcome } from '@/lib/contracts/divar';
import { errorMessages } from '@/lib/errors/catalogue';
import { toPersianDigits } from '@/lib/fa/digits';

// Divar's consent signs in as the account of the phone number Divar gives, which may not be the account already
// signed in here: the intro says so before, and the toast after names the number now signed in.

/**
 * On a Divar intro when this browser is signed in (Divar's number is known only after the consent): what «ادامه و
 * ورود با دیوار» does, or, where the main action needs no sign-in, the sign-in link named (`action`).
 */
export function divarSwitchWarning(action?: string): string {
  const via = action ? `با «${action}»` : 'با ادامه';
  return `اکنون وارد حساب ارزیاب هستید. اگر شمارهٔ حساب دیوار شما شمارهٔ دیگری است، ${via}، با شمارهٔ حساب دیوار خود وارد می‌شوید و از حساب فعلی خارج می‌شوید.`;
}

/** «۰۹۱۲…۰۱۰۱»: enough of the number to recognise it, in Persian digits. */
export function maskMobile(mobile: string): string {
  return toPersianDigits(mobile.length > 8 ? `${mobile.slice(0, 4)}…${mobile.slice(-4)}` : mobile);
}

export interface SessionBefore {
  access: string | null;
  refresh: string | null;
}

/**
 * The toast after a granted consent, or null when there is nothing to say (the same account was signed in already).
 * Another account replaced: says so and names the number now signed in. Nobody signed in: the sign-in's own toast.
 */
export function consentSignInNotice(before: SessionBefore, outcome: Extract<DivarConsentOutcome, { outcome: 'granted' }>): { type: 'info' | 'success'; message: string } | null {
  const was = accessTokenSubject(before.access);
  const now = accessTokenSubject(outcome.access);
  if (was !== null && was === now) return null;
  if (before.access || before.refresh) {
    const number = maskMobile(outcome.mobile_number);
    return {
      type: 'info',
      message: outcome.signed_up
        ? `از حساب قبلی خارج شدید؛ برای ${number} حساب تازه‌ای ساخته شد و اکنون با آن وارد شده‌اید.`
        : `از حساب قبلی خارج شدید؛ اکنون با ${number} وارد شده‌اید.`,
    };
  }
  return { type: 'success', message: outcome.signed_up ? errorMessages.signupSuccess : errorMessages.loginSuccess };
}
