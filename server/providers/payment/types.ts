import 'server-only';

// Our side of the payment gateway (architecture rule 7): amounts are toman here; only an adapter knows its
// wire units and field names. Both adapters follow Zarinpal's model: request → authority → the user pays at a
// StartPay page → callback with Authority and Status=OK|NOK → server-side verify with the stored amount.

export interface PaymentRequest {
  amountToman: number;
  description: string;
  /** Where the gateway sends the browser back (?Authority=…&Status=OK|NOK is appended). */
  callbackUrl: string;
  mobile?: string | null;
  email?: string | null;
  orderId: string;
}

export interface PaymentStart {
  authority: string;
  /** The page the browser goes to. */
  redirectUrl: string;
}

export type VerifyResult =
  | { ok: true; refId: string; cardPan: string | null; alreadyVerified: boolean }
  /** `definitive` false: a transient problem (network, rate limit): keep the payment pending and retry later. */
  | { ok: false; code: number; message: string; definitive: boolean };

export interface PaymentGateway {
  readonly name: 'zarinpal' | 'sandbox';
  request(input: PaymentRequest): Promise<PaymentStart>;
  /** The gateway page of a payment already started (the same session, not a new one). */
  startUrl(authority: string): string;
  verify(input: { authority: string; amountToman: number }): Promise<VerifyResult>;
  /** Authorities paid at the gateway but never verified by us (lost callbacks), when the gateway can list them. */
  listUnverified?(): Promise<string[]>;
}

/** The gateway refused or could not be reached when starting a payment. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
  }
}

// Zarinpal's codes that mean "this payment is not (and will not be) verified": anything else is retried. -52 is
// not one: it is the gateway's "unexpected error, contact support", which a later verify may answer with 100, and a
// payment marked failed is never asked again (the money would go back to the payer and the purchase be lost).
export const NOT_PAID = -51;
export const DEFINITIVE_FAILURES = new Set([-9, -50, -51, -53, -54, -55]);
