'use client';
import axios from 'axios';
import { useEffect, useState } from 'react';
import type { PlanDiscount } from '@/lib/contracts/billing';
import { messages } from '@/lib/validation/messages';
import { discountCodeValue } from '@/lib/validation/rules';
import { validateDiscountCode } from '../api/subscription-api';

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
      const plans = await validateDiscountCode(code);
      setState({ status: 'applied', code, percent: plans[0]?.discount_percentage ?? 0, plans });
      remember(code);
    } catch (e) {
      // spec §5: a 400 means 'the discount code is not valid'; anything else was not the code's fault.
      const status = axios.isAxiosError(e) ? e.response?.status : undefined;
      setError(status === 400 ? messages.discountInvalid : 'بررسی کد تخفیف ممکن نشد؛ لطفاً دوباره تلاش کنید.');
      if (status === 400) remember(null);
    } finally {
      setChecking(false);
    }
  }

  async function apply() {
    // Applying needs a code: an empty field reports the minimum length (the field itself is optional, spec §5).
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
