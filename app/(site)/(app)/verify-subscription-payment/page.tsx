import type { Metadata } from 'next';
import { Suspense } from 'react';
import { VerifyPaymentView } from '@/features/subscription/components/verify-payment-view';

export const metadata: Metadata = { title: 'نتیجهٔ پرداخت', robots: { index: false } };

export default function Page() {
  // The outcome depends on the gateway's query parameters: rendered in the browser.
  return (
    <Suspense fallback={null}>
      <VerifyPaymentView />
    </Suspense>
  );
}
