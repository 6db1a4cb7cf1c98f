import type { AuthType } from '@/lib/contracts/auth';

/**
 * The last code texted in this tab, kept across the modal's openings. Closing the modal at the code step returns
 * to the number step (spec §2), and asking again for the same number is refused until the code expires (429), so the
 * number step offers to enter the code already texted instead.
 */
interface PendingCode {
  mobile: string;
  authType: AuthType;
  /** ms since epoch when the code stops being valid. */
  deadline: number;
}

let pending: PendingCode | null = null;

export function rememberCode(code: PendingCode): void {
  pending = code;
}

/** Forget it once used, or burnt by too many wrong attempts. */
export function forgetCode(): void {
  pending = null;
}

/** The code still valid for this number and flow, if any. */
export function pendingCodeFor(mobile: string, authType: AuthType, now = Date.now()): PendingCode | null {
  return pending && pending.mobile === mobile && pending.authType === authType && pending.deadline > now ? pending : null;
}

/** The number a still-valid code was texted to (prefills the number step). */
export function pendingMobile(now = Date.now()): string {
  return pending && pending.deadline > now ? pending.mobile : '';
}
