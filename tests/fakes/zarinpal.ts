import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local fake of Zarinpal's v4 API (../shared/reference/integrations.md), on 127.0.0.1 with a random port.
// It speaks the real envelope — {data, errors} whatever the status — and the error codes we handle:
// −9 validation, −10 bad merchant, −12 too many attempts, −50 amount mismatch, −51 not paid, −54 bad authority.

export interface FakePayment {
  authority: string;
  amount: number;
  currency: string;
  callbackUrl: string;
  description: string;
  metadata: Record<string, unknown>;
  paid: boolean;
  verified: boolean;
  refId: number;
}

export interface FakeZarinpal {
  baseUrl: string;
  merchantId: string;
  payments: Map<string, FakePayment>;
  requests: { path: string; body: Record<string, unknown> }[];
  /** The user paid at StartPay. */
  pay(authority: string): void;
  /** The next call to `path` answers with this error code. */
  failNext(path: 'request' | 'verify', code: number, httpStatus?: number): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function startFakeZarinpal(merchantId = 'fake-merchant-0000-0000-0000-000000000000'): Promise<FakeZarinpal> {
  const payments = new Map<string, FakePayment>();
  const requests: FakeZarinpal['requests'] = [];
  const failures = new Map<string, { code: number; status: number }>();

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = req.url ?? '';
    requests.push({ path, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const fail = (code: number, message: string, status = 200) =>
      send(status, { data: [], errors: { code, message, validations: [] } });

    const kind = path.endsWith('/request.json') ? 'request' : path.endsWith('/verify.json') ? 'verify' : path.endsWith('/unVerified.json') ? 'unverified' : null;
    if (req.method !== 'POST' || !kind) return send(404, { data: [], errors: { code: -404, message: 'not found' } });
    const forced = failures.get(kind);
    if (forced) {
      failures.delete(kind);
      return fail(forced.code, 'forced failure', forced.status);
    }
    if (body.merchant_id !== merchantId) return fail(-10, 'Terminal is not valid, please check merchant_id or ip address.');

    if (kind === 'request') {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1000 || typeof body.callback_url !== 'string' || !body.description)
        return fail(-9, 'The input params invalid, validation error.');
      const authority = `A${'0'.repeat(10)}${randomBytes(13).toString('hex').slice(0, 25)}`;
      payments.set(authority, {
        authority,
        amount,
        currency: String(body.currency ?? 'IRR'),
        callbackUrl: body.callback_url,
        description: String(body.description),
        metadata: (body.metadata as Record<string, unknown>) ?? {},
        paid: false,
        verified: false,
        refId: 0,
      });
      return send(200, { data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 }, errors: [] });
    }
    if (kind === 'verify') {
      const p = payments.get(String(body.authority));
      if (!p) return fail(-54, 'Invalid authority.');
      if (Number(body.amount) !== p.amount) return fail(-50, 'Session is not valid, amounts values is not the same.');
      if (!p.paid) return fail(-51, 'Session is not valid, session is not active paid try.');
      if (p.verified)
        return send(200, { data: { code: 101, message: 'Verified', ref_id: p.refId, card_pan: '502229******5995' }, errors: [] });
      p.verified = true;
      p.refId = 200000000 + Math.floor(Math.random() * 1e8);
      return send(200, {
        data: { code: 100, message: 'Paid', ref_id: p.refId, card_pan: '502229******5995', card_hash: 'x', fee_type: 'Merchant', fee: 0 },
        errors: [],
      });
    }
    const unverified = [...payments.values()].filter((p) => p.paid && !p.verified);
    return send(200, {
      data: { code: 100, message: 'Success', authorities: unverified.map((p) => ({ authority: p.authority, amount: p.amount, callback_url: p.callbackUrl, referer: '', date: new Date().toISOString() })) },
      errors: [],
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    merchantId,
    payments,
    requests,
    pay(authority) {
      const p = payments.get(authority);
      if (!p) throw new Error(`fake zarinpal: unknown authority ${authority}`);
      p.paid = true;
    },
    failNext(path, code, httpStatus = 200) {
      failures.set(path, { code, status: httpStatus });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
