import 'server-only';
import { DEFINITIVE_FAILURES, GatewayError, type PaymentGateway, type VerifyResult } from './types';

// Zarinpal payment gateway v4 (../shared/reference/integrations.md). Amounts leave our domain in toman and are
// converted here: IRR (Zarinpal's default) = toman × 10; IRT sends toman as is with currency "IRT".
export interface ZarinpalConfig {
  merchantId: string;
  baseUrl: string;
  currency: 'IRR' | 'IRT';
  timeoutMs?: number;
}

interface ZarinpalError {
  code?: number;
  message?: string;
}
interface ZarinpalEnvelope<T> {
  data?: T | unknown[];
  errors?: ZarinpalError | unknown[];
}

export function toGatewayAmount(toman: number, currency: 'IRR' | 'IRT'): number {
  return currency === 'IRR' ? toman * 10 : toman;
}

function errorOf(body: ZarinpalEnvelope<unknown> | null): ZarinpalError | null {
  const e = body?.errors;
  return e && !Array.isArray(e) && typeof e === 'object' ? e : null;
}

function dataOf<T>(body: ZarinpalEnvelope<T> | null): T | null {
  const d = body?.data;
  return d && !Array.isArray(d) && typeof d === 'object' ? (d as T) : null;
}

export function createZarinpalGateway(config: ZarinpalConfig): PaymentGateway {
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeout = config.timeoutMs ?? 15_000;

  async function post<T>(path: string, payload: unknown): Promise<{ status: number; body: ZarinpalEnvelope<T> | null }> {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeout),
    });
    const text = await res.text();
    let body: ZarinpalEnvelope<T> | null = null;
    try {
      body = text ? (JSON.parse(text) as ZarinpalEnvelope<T>) : null;
    } catch {
      body = null; // an HTML error page from a proxy: handled as a failure below
    }
    return { status: res.status, body };
  }

  const startUrl = (authority: string) => `${base}/pg/StartPay/${encodeURIComponent(authority)}`;
  return {
    name: 'zarinpal',

    async request(input) {
      const payload = {
        merchant_id: config.merchantId,
        amount: toGatewayAmount(input.amountToman, config.currency),
        currency: config.currency,
        description: input.description,
        callback_url: input.callbackUrl,
        metadata: {
          ...(input.mobile ? { mobile: input.mobile } : {}),
          ...(input.email ? { email: input.email } : {}),
          order_id: input.orderId,
        },
      };
      let result;
      try {
        result = await post<{ code: number; authority: string }>('/pg/v4/payment/request.json', payload);
      } catch (error) {
        throw new GatewayError(`zarinpal request unreachable: ${(error as Error).message}`);
      }
      const data = dataOf(result.body);
      if (data?.code === 100 && data.authority) {
        return { authority: data.authority, redirectUrl: startUrl(data.authority) };
      }
      const err = errorOf(result.body);
      throw new GatewayError(`zarinpal request failed: ${err?.code ?? result.status} ${err?.message ?? ''}`, err?.code ?? null);
    },

    startUrl,

    async verify({ authority, amountToman }): Promise<VerifyResult> {
      let result;
      try {
        result = await post<{ code: number; ref_id: number | string; card_pan?: string }>('/pg/v4/payment/verify.json', {
          merchant_id: config.merchantId,
          amount: toGatewayAmount(amountToman, config.currency),
          authority,
        });
      } catch (error) {
        return { ok: false, code: 0, message: `unreachable: ${(error as Error).message}`, definitive: false };
      }
      const data = dataOf(result.body);
      // 100 = verified now, 101 = already verified: both mean the money is ours.
      if (data && (data.code === 100 || data.code === 101)) {
        return { ok: true, refId: String(data.ref_id), cardPan: data.card_pan ?? null, alreadyVerified: data.code === 101 };
      }
      const err = errorOf(result.body);
      const code = err?.code ?? data?.code ?? 0;
      return { ok: false, code, message: err?.message ?? `HTTP ${result.status}`, definitive: DEFINITIVE_FAILURES.has(code) };
    },

    async listUnverified() {
      const result = await post<{ code: number; authorities?: { authority: string }[] }>('/pg/v4/payment/unVerified.json', {
        merchant_id: config.merchantId,
      });
      const data = dataOf(result.body);
      if (!data || data.code !== 100) return [];
      return (data.authorities ?? []).map((a) => a.authority).filter(Boolean);
    },
  };
}
