import 'server-only';

/** What sign-in needs from an SMS service: deliver a one-time code to an Iranian mobile number (09…). */
export interface SmsProvider {
  readonly name: 'console' | 'kavenegar';
  sendOtp(mobileNumber: string, code: string): Promise<void>;
}

/**
 * Delivery failed. `reason` tells the caller whether the number itself was refused (a user error) or the
 * service failed (retry later); `providerStatus` is the provider's own code, for logs.
 */
export class SmsDeliveryError extends Error {
  constructor(
    readonly reason: 'invalid_receptor' | 'unavailable',
    readonly providerStatus: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}
