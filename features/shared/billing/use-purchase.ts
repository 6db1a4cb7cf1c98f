'use client';
import { useEffect, useState } from 'react';
import { openDialog } from '@/components/dialogs/dialog-store';
import { requestFailure } from '@/lib/answered-status';
import { PAYMENT_START_URL, VPN_NOTICE_SHOWN_KEY } from '@/lib/contracts/billing-constants';
import { errorMessages, toastsForError } from '@/lib/errors/catalogue';
import { notify, notifyShown } from '@/lib/notify';

/** The code that sends did not arrive (the network): said as a request that got no answer is. */
const NOT_LOADED = Symbol('not loaded');

/**
 * How long the «redirecting» toast stays before the gateway is opened, once drawn: the current page stays up until
 * the gateway's page arrives, so this only has to let the notice be seen, not read in full.
 */
export const REDIRECT_NOTICE_MS = 700;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type PurchaseState = 'idle' | 'submitting' | 'redirecting';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A refused discount code's message, when that is why the payment could not start. */
function discountRefusal(status: number | undefined, data: unknown): string | null {
  if (status !== 400 || !data || typeof data !== 'object' || !('discount_code' in data)) return null;
  const first: unknown = (data as { discount_code: unknown }).discount_code;
  return Array.isArray(first) && typeof first[0] === 'string' ? first[0] : errorMessages.discountInvalid;
}

/**
 * spec §4 payment: idle → submitting (buttons disabled) → redirecting to the gateway (info toast), or back to
 * idle with the purchase-failure toast. A refused discount code (used up meanwhile, expired) goes to
 * `onDiscountRejected` so the code field says so and stops offering it; a rate limit or an ended session gets its
 * own message. Outside Iran, the VPN notice is shown once before the first attempt and
 * that attempt stops there; the next one proceeds. Used by the service dialog and the subscription page. Needs no
 * React Query provider, and loads the API client and the tab's query client (the IP check is cached there) with the
 * first attempt, so a page that only shows plans does not carry them.
 */
export function usePurchase() {
  const [state, setState] = useState<PurchaseState>('idle');
  const [planName, setPlanName] = useState<string | null>(null);

  // Back from the gateway, the browser may show this page from its back/forward cache, frozen mid-redirect: every
  // buy button disabled and «در حال انتقال…» for good. A page shown again starts idle.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setState('idle');
      setPlanName(null);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  async function purchase(input: {
    plan: string;
    callbackUrl: string;
    discountCode?: string;
    beforeRedirect?: () => void;
    onDiscountRejected?: (message: string) => void;
  }) {
    if (state !== 'idle') return;
    setState('submitting');
    setPlanName(input.plan);
    try {
      const loaded = await Promise.all([import('@/lib/query-client'), import('./billing-api')]).catch(() => null);
      if (!loaded) throw NOT_LOADED;
      const [{ getQueryClient }, { ipCheckQueryOptions, startPayment }] = loaded;
      const storage = session();
      if (!storage?.getItem(VPN_NOTICE_SHOWN_KEY)) {
        const { is_iran } = await getQueryClient().fetchQuery(ipCheckQueryOptions());
        if (!is_iran) {
          storage?.setItem(VPN_NOTICE_SHOWN_KEY, '1');
          openDialog('paymentNotice', {});
          setState('idle');
          return;
        }
      }
      const { link } = await startPayment({
        plan: input.plan,
        callback_url: input.callbackUrl,
        ...(input.discountCode ? { discount_code: input.discountCode } : {}),
      });
      setState('redirecting');
      input.beforeRedirect?.();
      // spec §8: the info toast before the gateway. Its view loads with it, so leaving at once never drew it.
      await notifyShown('info', errorMessages.redirectingToGateway, 'redirecting-to-gateway');
      await pause(REDIRECT_NOTICE_MS);
      window.location.assign(link);
    } catch (e) {
      setState('idle');
      // null: the request got no answer (the network); undefined: the failure was not the request's.
      const failure = e === NOT_LOADED ? { status: null, data: undefined } : requestFailure(e);
      const status = failure?.status;
      const data = failure?.data;
      const discount = discountRefusal(status ?? undefined, data);
      if (discount && input.onDiscountRejected) input.onDiscountRejected(discount);
      else {
        // The request is silent; the catalogue still picks the words (no network, 429, an ended session, the
        // purchase failure).
        const [toast] = status === undefined ? [] : toastsForError({ status, url: PAYMENT_START_URL, method: 'POST', data });
        notify('error', toast?.message ?? discount ?? errorMessages.purchaseFailed, 'purchase-failed');
      }
      // The client already tried a refresh: the session is over (logged out here or in another tab).
      if (status === 401) openDialog('auth', {});
    }
  }

  return { state, busy: state !== 'idle', planName, purchase };
}
