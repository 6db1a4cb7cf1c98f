/** Dispatched on window by the billing host when the payment gateway returns (features/credits/components/billing-host.tsx). */
export const PAYMENT_RETURN_EVENT = 'billing:payment-return';
