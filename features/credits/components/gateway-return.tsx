'use client';
import { isAxiosError } from 'axios';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { openDialog } from '@/components/dialogs/dialog-store';
import { notify } from '@/lib/notify';
import { tokenStore } from '@/lib/auth-tokens';
import type { PaymentTransaction } from '@/lib/contracts/billing';
import { PAYMENT_RETURN_EVENT, PENDING_SERVICE_KEY, VERIFY_PAYMENT_PATH } from '@/lib/contracts/billing-constants';
import { getQueryClient } from '@/lib/query-client';
import { refreshAfterPaymentCheck } from '@/features/shared/billing/refresh-after-payment';
import { reportApiError } from '@/lib/api-client';
import { fetchTransaction } from '@/features/shared/billing/billing-api';

// One verification per authority per page load, whatever React does with effects (strict mode runs them twice).
const handled = new Set<string>();

/** Waits before the 2nd and 3rd check of a payment whose check got no answer. */
export const VERIFY_RETRY_DELAYS_MS = [1_500, 4_000];
/** Said when the user comes back from paying signed out (the words of /verify-subscription-payment's own notice). */
export const PAYMENT_NEEDS_SIGN_IN = 'برای دیدن نتیجهٔ پرداخت وارد حساب کاربری خود شوید.';
/** A return whose payment this account does not hold (the words of /verify-subscription-payment's own notice). */
export const PAYMENT_NOT_FOUND =
  'این پرداخت در حساب کاربری شما پیدا نشد. اگر مبلغی از حساب بانکی شما کم شده است، با کد پیگیری بانک با پشتیبانی تماس بگیرید.';
export const PAYMENT_NOT_CHECKED =
  'نتیجهٔ پرداخت هنوز بررسی نشده است. اگر مبلغی کسر شده، با تازه کردن همین صفحه دوباره بررسی می‌شود و اعتبار شما از دست نمی‌رود.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** No answer to act on: no response, a server error, or too many checks for now (429). */
export function unanswered(error: unknown): boolean {
  return !isAxiosError(error) || !error.response || error.response.status >= 500 || error.response.status === 429;
}

/**
 * Asks the server to verify the payment (quietly: the caller words the outcome), again after a failure that got no
 * answer (the payment is settled at the gateway; only its check failed).
 */
export async function verifyWithRetry(verify: () => Promise<PaymentTransaction>, delays: readonly number[] = VERIFY_RETRY_DELAYS_MS): Promise<PaymentTransaction> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await verify();
    } catch (error) {
      if (attempt >= delays.length || !unanswered(error)) throw error;
      await sleep(delays[attempt]);
    }
  }
}

/** spec §2: the gateway returns to the same page with query parameters; they go once answered. */
function stripGatewayParams(): void {
  const now = new URL(window.location.href);
  now.searchParams.delete('Authority');
  now.searchParams.delete('Status');
  // Next's patched replaceState tells its router of the new address only when the state given is not its own
  // (no __NA/_N marker); given its own, the router keeps the gateway's parameters and writes them back into the
  // address at its next update (a refresh after an upgrade), so a reload would check the payment again. The
  // page's own keys (a form's history marker) stay; Next copies its internals in.
  const { __NA: _next, _N: _pagesRouter, ...pageState } = (window.history.state ?? {}) as Record<string, unknown>;
  window.history.replaceState(pageState, '', now.pathname + now.search + now.hash);
}

/** Verify the payment, toast the outcome, tell the page, refresh the user's credits if it granted them. */
function checkPayment(authority: string, status: string): void {
  // The address keeps the gateway's parameters, and the page its pending service, until the server has answered:
  // a check that never got an answer is made again by reloading, instead of leaving bought credit unchecked.
  const settle = () => {
    stripGatewayParams();
    let pending: unknown = null;
    try {
      pending = JSON.parse(sessionStorage.getItem(PENDING_SERVICE_KEY) ?? 'null');
      sessionStorage.removeItem(PENDING_SERVICE_KEY);
    } catch {
      pending = null;
    }
    return pending;
  };
  verifyWithRetry(() => fetchTransaction(authority, status, { silent: true }))
    .then((transaction: PaymentTransaction) => {
      const pending = settle();
      if (transaction.status === 'paid') notify('success', transaction.message, `payment-${authority}`);
      else if (transaction.status === 'pending') notify('info', transaction.message, `payment-${authority}`);
      else notify('error', transaction.message, `payment-${authority}`);
      window.dispatchEvent(new CustomEvent(PAYMENT_RETURN_EVENT, { detail: { transaction, pending } }));
      void refreshAfterPaymentCheck(getQueryClient(), transaction);
    })
    .catch((error: unknown) => {
      if (unanswered(error)) {
        notify('info', PAYMENT_NOT_CHECKED, `payment-${authority}-unchecked`);
        return;
      }
      // A refusal (not this user's payment, an unknown authority, signed out) is an answer: said, and not asked again.
      settle();
      // The catalogue keeps a 404 silent (spec §8): here it is a payment made, perhaps from another account.
      if (isAxiosError(error) && error.response?.status === 404) notify('error', PAYMENT_NOT_FOUND, `payment-${authority}`);
      else reportApiError(error, { force: true });
    });
}

const signedIn = () => Boolean(tokenStore.access() || tokenStore.refresh());

/**
 * The handling of a gateway return on any page (loaded by billing-host.tsx only when the address carries the
 * gateway's parameters). Back signed out from a payment (signed out in another tab meanwhile, or the bank's app
 * opened the return in another browser), the user is asked to sign in and the payment is checked then, instead of
 * the purchase going unmentioned until the reconcile job grants it.
 */
export function GatewayReturn() {
  const pathname = usePathname();
  useEffect(() => {
    // /verify-subscription-payment shows the outcome itself.
    if (pathname === VERIFY_PAYMENT_PATH) return;
    const url = new URL(window.location.href);
    const authority = url.searchParams.get('Authority');
    const status = url.searchParams.get('Status');
    if (!authority || !status || handled.has(authority)) return;
    handled.add(authority);
    if (signedIn()) {
      checkPayment(authority, status);
      return;
    }
    // Cancelled at the gateway: nothing was bought, nothing to say.
    if (status !== 'OK') {
      stripGatewayParams();
      return;
    }
    notify('info', PAYMENT_NEEDS_SIGN_IN, `payment-${authority}-sign-in`);
    openDialog('auth', {});
    // Not undone with the effect (`handled` would not let it start again): the check follows a sign-in on any page.
    const stop = tokenStore.subscribe(() => {
      if (!signedIn()) return;
      stop();
      checkPayment(authority, status);
    });
  }, [pathname]);
  return null;
}
