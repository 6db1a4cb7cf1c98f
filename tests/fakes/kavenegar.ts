import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local Kavenegar speaking verify/lookup (../shared/reference/integrations.md): POST /v1/{API_KEY}/verify/lookup.json
// with form fields receptor, token, template. Errors are reported in return.status (and as the HTTP status),
// as the real service does. Started by a test on 127.0.0.1 with a random port.

export interface FakeKavenegarMessage {
  receptor: string;
  token: string;
  template: string;
  type?: string;
}

export interface FakeKavenegar {
  baseUrl: string;
  apiKey: string;
  template: string;
  messages: FakeKavenegarMessage[];
  /** Answer the next calls with this Kavenegar status (e.g. 418 insufficient credit); null restores normal service. */
  failWith(status: number | null): void;
  /** Reply with a non-JSON body (a broken proxy, say) until reset. */
  garble(on: boolean): void;
  close(): Promise<void>;
}

const STATUS_MESSAGES: Record<number, string> = {
  200: 'تایید شد',
  400: 'پارامترها ناقص هستند',
  403: 'کد شناسائی API-Key معتبر نمی‌باشد',
  411: 'دریافت کننده نامعتبر است',
  418: 'اعتبار حساب شما کافی نیست',
  424: 'الگوی مورد نظر پیدا نشد یا هنوز تایید نشده است',
  431: 'ساختار کد صحیح نمی‌باشد',
  451: 'فراخوانی بیش از حد در بازه زمانی مشخص از IP',
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

export async function startFakeKavenegar(options: { apiKey?: string; template?: string } = {}): Promise<FakeKavenegar> {
  const apiKey = options.apiKey ?? 'fake-api-key-1234567890';
  const template = options.template ?? 'arzyab-otp';
  const messages: FakeKavenegarMessage[] = [];
  let forced: number | null = null;
  let garbled = false;

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, entries: unknown[] = []) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ return: { status, message: STATUS_MESSAGES[status] ?? 'خطا' }, entries }));
    };
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = /^\/v1\/([^/]+)\/verify\/lookup\.json$/.exec(url.pathname);
    if (!match) return send(404);
    if (garbled) {
      res.writeHead(502, { 'content-type': 'text/html' });
      return res.end('<html>bad gateway</html>');
    }
    if (decodeURIComponent(match[1]) !== apiKey) return send(403);
    // Kavenegar accepts the parameters in the query string or a form body.
    const form = new URLSearchParams(req.method === 'POST' ? await readBody(req) : '');
    const param = (name: string) => form.get(name) ?? url.searchParams.get(name) ?? '';
    const receptor = param('receptor');
    const token = param('token');
    const tpl = param('template');
    if (forced !== null) return send(forced);
    if (!receptor || !token || !tpl) return send(400);
    if (!/^09\d{9}$/.test(receptor)) return send(411);
    if (/\s/.test(token)) return send(431);
    if (tpl !== template) return send(424);
    const messageid = messages.length + 1000;
    messages.push({ receptor, token, template: tpl, type: param('type') || undefined });
    send(200, [{ messageid, message: token, status: 5, statustext: 'ارسال به مخابرات', sender: '10004346', receptor, date: Math.floor(Date.now() / 1000), cost: 120 }]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    template,
    messages,
    failWith: (status) => void (forced = status),
    garble: (on) => void (garbled = on),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
