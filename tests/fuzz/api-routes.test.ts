import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { apiKeys } from '@/server/db/schema/api';
import { createApiKey } from '@/server/request-api/api-keys';
import { userWith } from '../integration/users';

// Issue 32: property-based requests against every route under app/api — wrong types, missing and extra fields,
// huge and negative numbers, Persian/Arabic digits, invalid UTF-8, 70 KB bodies, every method a route exports —
// asserting no 5xx and a DRF-style body on every 4xx (spec §8). Bounded: FUZZ_SECONDS (default 60) in all. By
// default each handler stops after 200 runs (the whole file then takes ~35 s on 2 cores, well inside the budget);
// a FUZZ_SECONDS given explicitly is a long run, so it lifts that cap and the time alone bounds each handler.

process.env.PAYMENT_GATEWAY = 'sandbox';
process.env.PUBLIC_BASE_URL = 'http://localhost:3000';
process.env.CAPTCHA_FIXED_ANSWER = 'fuzz1';
process.env.ADMIN_API_TOKEN = 'fuzz-admin-token-123';

const root = path.resolve(import.meta.dirname, '../..');
const apiDir = path.join(root, 'app', 'api');
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const BUDGET_MS = Number(process.env.FUZZ_SECONDS ?? 60) * 1000;
const RUNS_PER_HANDLER = process.env.FUZZ_SECONDS === undefined ? 200 : Number.MAX_SAFE_INTEGER;

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? routeFiles(path.join(dir, e.name)) : e.name === 'route.ts' ? [path.join(dir, e.name)] : [],
  );
}

// Every field name the API's contracts use, so generated bodies get past "unknown field" into real validation.
const FIELDS = [
  'mobile_number', 'captcha_key', 'captcha_answer', 'otp_code', 'refresh', 'full_name', 'email', 'plan', 'callback_url',
  'discount_code', 'code', 'percent', 'max_uses', 'valid_from', 'valid_until', 'service', 'latitude', 'longitude', 'area',
  'rooms', 'build_year', 'floor', 'total_floors', 'elevator', 'parking', 'storage', 'uuid', 'request_id', 'postal_code',
  'deposit', 'rent', 'budget', 'kind', 'district', 'neighbourhood', 'neighborhood', 'query', 'q', 'city', 'name', 'message',
  'subject', 'phone', 'services_access_category', 'Status', 'Authority', 'state', 'page', 'limit', 'criteria',
  'rows', 'as_of', 'dry_run', 'deposit_budget', 'rent_budget', 'weights',
];
const digits = (s: string, zero: number) => s.replace(/\d/g, (d) => String.fromCharCode(zero + Number(d)));
const scalar = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER * 1000, -1, -2147483649, 2 ** 63, 0, -0),
  fc.integer({ min: 0, max: 10 ** 9 }).map((n) => digits(String(n), 0x06f0)), // Persian digits
  fc.integer({ min: 0, max: 10 ** 9 }).map((n) => digits(String(n), 0x0660)), // Arabic-Indic digits
  fc.constantFrom('09121234567', '۰۹۱۲۱۲۳۴۵۶۷', '+989121234567', crypto.randomUUID(), 'sntandard', 'commercial',
    'price_evaluation_product_base', '/subscription', 'https://evil.example/', '\u202e', '\ud800', 'a'.repeat(5000)),
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(fc.string(), scalar, { maxKeys: 3 }));
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 12 }).map((o) => JSON.stringify(o)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string(), // not JSON at all
  fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, ...b]), Buffer.from('"}')])),
  fc.constant(JSON.stringify({ full_name: 'x'.repeat(70 * 1024) })), // over the 64 KB limit
  fc.constant(`${'['.repeat(5000)}${']'.repeat(5000)}`),
);
const query = fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.string(), scalar.map(String)), { maxKeys: 4 });
const segment = fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.uuid(), fc.constantFrom('S0000', 'pay', 'cancel', '..', '%00'));

function isDrfBody(body: unknown): boolean {
  const messages = (v: unknown): boolean =>
    Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' || (typeof x === 'object' && x !== null));
  if (Array.isArray(body)) return body.length > 0 && body.every((x) => typeof x === 'string' || isDrfBody(x));
  if (!body || typeof body !== 'object') return false;
  const entries = Object.entries(body);
  if (typeof (body as { detail?: unknown }).detail === 'string') return true;
  return entries.length > 0 && entries.every(([, v]) => messages(v));
}

let token = '';
/** An API key of the same user, so /api/v1/ bodies are fuzzed past authentication too. */
let apiKey = '';
let requests = 0;
beforeAll(async () => {
  const user = await userWith(5);
  token = user.token;
  const created = await createApiKey(await getDb(), user.id, 'fuzz');
  apiKey = created.key;
  // Past the key's per-minute limit every call would be a 429: let the bodies through to validation.
  await (await getDb()).update(apiKeys).set({ rateLimitPerMinute: 1_000_000 }).where(eq(apiKeys.id, created.id));
});
afterAll(() => {
  console.log(`fuzz: ${requests} generated requests to ${handlers.length} handlers in ${files.length} route files`);
});

const files = routeFiles(apiDir).sort();
const handlers: { file: string; method: string }[] = [];
for (const file of files) {
  const mod = (await import(file)) as Record<string, unknown>;
  for (const m of METHODS) if (typeof mod[m] === 'function') handlers.push({ file, method: m });
}

describe('every API route under property-based requests', () => {
  it('finds the routes', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  for (const { file, method } of handlers) {
    const rel = path.relative(apiDir, path.dirname(file));
    it(`${method} /api/${rel}/: no 5xx, DRF-style 4xx`, async () => {
      const handler = ((await import(file)) as Record<string, Handler>)[method];
      const names = [...rel.matchAll(/\[(?:\[)?(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]);
      const outcome = await fc.check(
        fc.asyncProperty(
          body,
          query,
          fc.array(segment, { minLength: names.length, maxLength: names.length }),
          fc.constantFrom('none', 'valid', 'garbage', 'Bearer', 'Token fuzz-admin-token-123', 'api-key', 'Api-Key arz_00000000_x'),
          async (payload, q, values, auth) => {
            requests++;
            const params = Object.fromEntries(names.map((n, i) => [n, values[i]]));
            const urlPath = rel.replace(/\[\[?(?:\.\.\.)?([^\]]+)\]\]?/g, (_, n: string) => encodeURIComponent(params[n] ?? 'x'));
            const url = new URL(`http://localhost:3000/api/${urlPath}/`);
            for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v);
            const headers: Record<string, string> = { 'x-arzyab-peer': '198.51.100.9', 'content-type': 'application/json' };
            if (auth === 'valid') headers.authorization = `Bearer ${token}`;
            else if (auth === 'api-key') headers.authorization = `Api-Key ${apiKey}`;
            else if (auth === 'garbage') headers.authorization = 'Bearer a.b.c';
            else if (auth !== 'none') headers.authorization = auth;
            const withBody = !['GET', 'HEAD'].includes(method);
            const request = new Request(url, { method, headers, body: withBody ? payload : undefined });
            const response = await handler(request, { params: Promise.resolve(params) });
            const text = await response.text();
            // The one 5xx allowed is a deliberate 503 (the postal-code lookup has no provider yet: README).
            const unavailableByDesign = response.status === 503 && /postal-code|auto-fill/.test(rel);
            if (!unavailableByDesign) expect(response.status, `${method} ${url} → ${text.slice(0, 300)}`).toBeLessThan(500);
            if (response.status >= 400) {
              let parsed: unknown = null;
              try {
                parsed = JSON.parse(text);
              } catch {
                // not JSON: fails below
              }
              expect(isDrfBody(parsed), `${method} ${url} → ${response.status} ${text.slice(0, 300)}`).toBe(true);
            }
          },
        ),
        { numRuns: RUNS_PER_HANDLER, interruptAfterTimeLimit: Math.max(300, BUDGET_MS / handlers.length), markInterruptAsFailure: false },
      );
      if (outcome.failed) throw new Error(fc.defaultReportMessage(outcome) ?? 'property failed');
    });
  }
});
