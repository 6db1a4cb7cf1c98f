'use client';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useDialog } from '@/components/dialogs/dialog-store';
import { withProviders } from '@/components/providers/with-providers';

// Everything here loads on demand: the dialogs when first opened, the gateway-return handling when the address
// carries the gateway's parameters. A normal page view pays for none of it.
const loadServiceDialog = withProviders(() => import('./service-dialog').then((m) => m.ServiceDialog));
const ServiceDialog = dynamic(loadServiceDialog, { ssr: false });
/** Fetches the service dialog's code ahead of need (app/preload-dialogs.tsx); a failure is only a missed head start. */
export const preloadServiceDialog = (): void => void loadServiceDialog().catch(() => undefined);
const PaymentNoticeDialog = dynamic(
  withProviders(() => import('./payment-notice-dialog').then((m) => m.PaymentNoticeDialog)),
  { ssr: false },
);
const GatewayReturn = dynamic(() => import('./gateway-return').then((m) => m.GatewayReturn), { ssr: false });

const isGatewayReturn = () => {
  const params = new URLSearchParams(window.location.search);
  return params.has('Authority') && params.has('Status');
};

/**
 * Global billing pieces, mounted once in app/providers.tsx: the service-choice dialog and the payment notice
 * (opened through the dialog store), and the handling of a gateway return on any page.
 */
export function BillingHost() {
  const pathname = usePathname();
  const service = useDialog('service');
  const notice = useDialog('paymentNotice');
  // Mounted from their first opening on, so they can animate out when closed.
  const [loaded, setLoaded] = useState({ service: false, notice: false, gatewayReturn: false });
  if ((service && !loaded.service) || (notice && !loaded.notice))
    setLoaded({ ...loaded, service: loaded.service || Boolean(service), notice: loaded.notice || Boolean(notice) });
  useEffect(() => {
    // The address is only known in the browser; the state change is the point.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isGatewayReturn()) setLoaded((l) => (l.gatewayReturn ? l : { ...l, gatewayReturn: true }));
  }, [pathname]);
  return (
    <>
      {loaded.gatewayReturn && <GatewayReturn />}
      {loaded.service && <ServiceDialog />}
      {loaded.notice && <PaymentNoticeDialog />}
    </>
  );
}
