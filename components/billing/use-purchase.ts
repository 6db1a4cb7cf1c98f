'use client';
import { useQueryClient } from '@tanstack/react-query';
import axios from 'axios';
import { useState } from 'react';
import { openDialog } from '@/components/dialogs/dialog-store';
import { ipCheckQueryOptions, startPayment } from '@/lib/billing-api';
import { VPN_NOTICE_SHOWN_KEY } from '@/lib/contracts/billing';
import { errorMessages } from '@/lib/errors/catalogue';
import { notify } from '@/lib/notify';

export type PurchaseState = 'idle' | 'submitting' | 'redirecting';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Why the payment could not start, and what the user is told (the request is silent: no generic client toast). */
function failureOf(e: unknown): { kind: 'discount' | 'signedOut' | 'other'; message: string } {
  const status = axios.isAxiosError(e) ? e.response?.status : undefined;
  const body: unknown = axios.isAxiosError(e) ? e.response?.data : undefined;
  if (status === 400 && body && typeof body === 'object' && 'discount_code' in body) {
    const first = (body as { discount_code: unknown }).discount_code;
    return { kind: 'discount', message: Array.isArray(first) && typeof first[0] === 'string' ? first[0] : errorMessages.discountInvalid };
  }
  if (status === 429) return { kind: 'other', message: errorMessages.tooManyRequests };
  // The client already tried a refresh: the session is over (logged out here or in another tab).
  if (status === 401) return { kind: 'signedOut', message: errorMessages.loginFirst };
  return { kind: 'other', message: errorMessages.purchaseFailed };
}

/**
 * spec §4 payment: idle → submitting (buttons disabled) → redirecting to the gateway (info toast), or back to
 * idle with the purchase-failure toast. A refused discount code (used up meanwhile, expired) goes to
 * `onDiscountRejected` so the code field says so and stops offering it; a rate limit or an ended session gets its
 * own message. Outside Iran, the VPN notice is shown once before the first attempt and
 * that attempt stops there; the next one proceeds. Used by the service dialog and the subscription page.
 */
export function usePurchase() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PurchaseState>('idle');
  const [planName, setPlanName] = useState<string | null>(null);

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
      const storage = session();
      if (!storage?.getItem(VPN_NOTICE_SHOWN_KEY)) {
        const { is_iran } = await queryClient.fetchQuery(ipCheckQueryOptions());
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
      notify('info', errorMessages.redirectingToGateway, 'redirecting-to-gateway');
      window.location.assign(link);
    } catch (e) {
      setState('idle');
      const failure = failureOf(e);
      if (failure.kind === 'discount' && input.onDiscountRejected) input.onDiscountRejected(failure.message);
      else notify('error', failure.message, 'purchase-failed');
      if (failure.kind === 'signedOut') openDialog('auth', {});
    }
  }

  return { state, busy: state !== 'idle', planName, purchase };
}
