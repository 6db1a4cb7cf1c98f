'use client';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { closeDialog, type DialogName, useDialog } from '@/components/dialogs/dialog-store';
import { useIslandCode } from '@/components/providers/use-island-code';
import { withProviders } from '@/components/providers/with-providers';
import { NETWORK_ERROR_MESSAGE } from '@/lib/errors/network-message';
import { notify } from '@/lib/notify';

// Everything here loads on demand: the dialogs when first opened, the gateway-return handling when the address
// carries the gateway's parameters. A normal page view pays for none of it.
const loadServiceDialog = withProviders(() => import('./service-dialog').then((m) => m.ServiceDialog));
const ServiceDialog = dynamic(loadServiceDialog, { ssr: false });
/** Fetches the service dialog's code ahead of need (app/preload-dialogs.tsx); a failure is only a missed head start. */
export const preloadServiceDialog = (): void => void loadServiceDialog().catch(() => undefined);
const loadPaymentNotice = withProviders(() => import('./payment-notice-dialog').then((m) => m.PaymentNoticeDialog));
const PaymentNoticeDialog = dynamic(loadPaymentNotice, { ssr: false });
const loadGatewayReturn = () => import('./gateway-return').then((m) => m.GatewayReturn);
const GatewayReturn = dynamic(loadGatewayReturn, { ssr: false });
const gatewayReturnUnloaded = () => notify('error', NETWORK_ERROR_MESSAGE);

const isGatewayReturn = () => {
  const params = new URLSearchParams(window.location.search);
  return params.has('Authority') && params.has('Status');
};

function closeUnloaded(name: DialogName): void {
  closeDialog(name);
  notify('error', NETWORK_ERROR_MESSAGE);
}

/**
 * Global billing pieces, mounted once in app/providers.tsx: the service-choice dialog and the payment notice
 * (opened through the dialog store), and the handling of a gateway return on any page.
 */
export function BillingHost() {
  const pathname = usePathname();
  const service = useDialog('service');
  const notice = useDialog('paymentNotice');
  // Each dialog is mounted from its first opening on, so it can animate out when closed; drawn only once its code is
  // here (useIslandCode): opened with the connection gone, it closes with the network message and the page stays,
  // and the next opening tries again.
  const serviceCode = useIslandCode(loadServiceDialog, Boolean(service), () => closeUnloaded('service'));
  const noticeCode = useIslandCode(loadPaymentNotice, Boolean(notice), () => closeUnloaded('paymentNotice'));
  const [gatewayReturn, setGatewayReturn] = useState(false);
  useEffect(() => {
    // The address is only known in the browser; the state change is the point.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isGatewayReturn()) setGatewayReturn(true);
  }, [pathname]);
  // Back from the gateway with its code unreachable: said, the page kept, and tried again once the connection is back
  // (the payment itself is verified on the server whatever happens here; the credit history can check it again).
  const gatewayCode = useIslandCode(loadGatewayReturn, gatewayReturn, gatewayReturnUnloaded);
  const { failed: gatewayFailed, retry: retryGateway } = gatewayCode;
  useEffect(() => {
    if (!gatewayFailed) return;
    window.addEventListener('online', retryGateway);
    return () => window.removeEventListener('online', retryGateway);
  }, [gatewayFailed, retryGateway]);
  return (
    <>
      {gatewayCode.arrived && <GatewayReturn />}
      {serviceCode.arrived && <ServiceDialog />}
      {noticeCode.arrived && <PaymentNoticeDialog />}
    </>
  );
}
