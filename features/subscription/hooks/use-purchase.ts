'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { openDialog } from '@/components/dialogs/dialog-store';
import { VPN_NOTICE_SHOWN_KEY } from '@/lib/contracts/billing';
import { errorMessages } from '@/lib/errors/catalogue';
import { ipCheckQueryOptions, startPayment } from '../api/subscription-api';

export type PurchaseState = 'idle' | 'submitting' | 'redirecting';

/**
 * spec §4 payment: idle → submitting (buttons disabled) → redirecting (info toast) → the gateway, or back to idle
 * with the purchase-failure toast. Outside Iran the VPN notice (shared flag with the service dialog) is shown once
 * before the first attempt, which stops there; the next attempt proceeds.
 */
export function usePurchase() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PurchaseState>('idle');
  const [planName, setPlanName] = useState<string | null>(null);

  async function purchase(input: { plan: string; callbackUrl: string; discountCode?: string }) {
    if (state !== 'idle') return;
    setState('submitting');
    setPlanName(input.plan);
    try {
      let storage: Storage | null = null;
      try {
        storage = window.sessionStorage;
      } catch {
        storage = null;
      }
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
      notify('info', errorMessages.redirectingToGateway, 'redirecting-to-gateway');
      window.location.assign(link);
    } catch {
      setState('idle');
      notify('error', errorMessages.purchaseFailed, 'purchase-failed');
    }
  }

  return { state, busy: state !== 'idle', planName, purchase };
}
