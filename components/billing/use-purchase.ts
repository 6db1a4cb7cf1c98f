'use client';
import { useQueryClient } from '@tanstack/react-query';
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

/**
 * spec §4 payment: idle → submitting (buttons disabled) → redirecting to the gateway (info toast), or back to
 * idle with the purchase-failure toast. Outside Iran, the VPN notice is shown once before the first attempt and
 * that attempt stops there; the next one proceeds. Used by the service dialog and the subscription page.
 */
export function usePurchase() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PurchaseState>('idle');
  const [planName, setPlanName] = useState<string | null>(null);

  async function purchase(input: { plan: string; callbackUrl: string; discountCode?: string; beforeRedirect?: () => void }) {
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
    } catch {
      setState('idle');
      notify('error', errorMessages.purchaseFailed, 'purchase-failed');
    }
  }

  return { state, busy: state !== 'idle', planName, purchase };
}
