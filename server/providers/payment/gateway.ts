import 'server-only';
import { serverEnv } from '@/lib/env';
import { createSandboxGateway } from './sandbox';
import type { PaymentGateway } from './types';
import { createZarinpalGateway } from './zarinpal';

/** Whether the embedded sandbox gateway may run here (its page and endpoint answer 404 otherwise). */
export function sandboxAllowed(): boolean {
  const env = serverEnv();
  return env.PAYMENT_GATEWAY === 'sandbox' && (env.APP_ENV !== 'production' || env.ALLOW_SANDBOX_PAYMENTS);
}

/** The configured gateway (PAYMENT_GATEWAY). */
export function paymentGateway(): PaymentGateway {
  const env = serverEnv();
  if (env.PAYMENT_GATEWAY === 'zarinpal') {
    if (!env.ZARINPAL_MERCHANT_ID) throw new Error('ZARINPAL_MERCHANT_ID is required when PAYMENT_GATEWAY=zarinpal');
    return createZarinpalGateway({
      merchantId: env.ZARINPAL_MERCHANT_ID,
      baseUrl: env.ZARINPAL_BASE_URL,
      currency: env.ZARINPAL_CURRENCY,
    });
  }
  // lib/env.ts already refuses this combination at start; checked again so no code path can take test payments.
  if (!sandboxAllowed()) throw new Error('the sandbox payment gateway is refused when APP_ENV=production');
  return createSandboxGateway(env.PUBLIC_BASE_URL);
}
