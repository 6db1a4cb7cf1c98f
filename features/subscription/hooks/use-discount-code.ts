'use client';
import { useEffect, useState } from 'react';
import { answeredStatus } from '@/lib/answered-status';
import type { PlanDiscount } from '@/lib/contracts/billing';
import { messages } from '@/lib/validation/messages';

/** Not the code's fault: the check did not run (no answer, a server error, its code did not load). */
const CHECK_FAILED = 'بررسی کد تخفیف ممکن نشد؛ لطفاً دوباره تلاش کنید.';
// The check's request (the API client) and the code's rule (zod) load when a code is first applied, not with the page.
const loadCheck = () => import('../api/subscription-api').then((m) => m.validateDiscountCode);
const loadRule = () => import('@/lib/validation/rules').then((m) => m.discountCodeValue);

export type DiscountState =
  | { status: 'none' }
  | { status: 'applied'; code: string; percent: number; plans: PlanDiscount[] }
  | { status: 'cancelled' };

const APPLIED_KEY = 'subscription-discount-code';

function remember(code: string | null): void {
  try {
    if (code) window.sessionStorage.setItem(APPLIED_KEY, code);
    else window.sessionStorage.removeItem(APPLIED_KEY);
  } catch {
    // storage unavailable (private mode): the code is simply not remembered
  }
}

function readRemembered(): string | null {
  try {
    return window.sessionStorage.getItem(APPLIED_KEY);
  } catch {
    return null;
  }
}

/** spec §4 discount code: none → applied after the server accepts it (percentage shown) → cancelled (field cleared). */
export function useDiscountCode() {
  const [value, setValue] = useState('');
  const [state, setState] = useState<DiscountState>({ status: 'none' });
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function check(code: string, restoring = false) {
    if (restoring) setValue(code);
    setChecking(true);
    setError(null);
    try {
      const validateDiscountCode = await loadCheck();
      const plans = await validateDiscountCode(code);
      setState({ status: 'applied', code, percent: plans[0]?.discount_percentage ?? 0, plans });
      remember(code);
    } catch (e) {
      // spec §5: a 400 means 'the discount code is not valid'; anything else was not the code's fault.
      const status = answeredStatus(e);
      setError(status === 400 ? messages.discountInvalid : CHECK_FAILED);
      if (status === 400) remember(null);
    } finally {
      setChecking(false);
    }
  }

  async function apply() {
    // Applying needs a code: an empty field reports the minimum length (the field itself is optional, spec §5).
    const discountCodeValue = await loadRule().catch(() => null);
    if (!discountCodeValue) {
      setError(CHECK_FAILED);
      return;
    }
    const parsed = discountCodeValue.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.discountMin);
      return;
    }
    await check(parsed.data);
  }

  // Back from the gateway (a reload), the code the user applied is applied again, checked afresh: buying the same
  // plan then returns to its open payment at the discounted price, not a new one at full price.
  useEffect(() => {
    const saved = readRemembered();
    if (!saved) return undefined;
    // After the first paint, so the page hydrates with the server's empty field.
    const timer = window.setTimeout(() => void check(saved, true), 0);
    return () => window.clearTimeout(timer);
  }, []);

  function cancel() {
    remember(null);
    setValue('');
    setError(null);
    setState({ status: 'cancelled' });
  }

  /** The server refused the applied code when paying (used up meanwhile, expired): say so and stop offering it. */
  function reject(message: string) {
    remember(null);
    setState({ status: 'none' });
    setError(message);
  }

  function change(next: string) {
    setValue(next);
    if (error) setError(null);
  }

  const applied = state.status === 'applied' ? state : null;
  return { value, change, apply, cancel, reject, state, applied, error, checking };
}
