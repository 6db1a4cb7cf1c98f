import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createKey } from '@/app/api/api-keys/route';
import { GET as openapiJson } from '@/app/api/v1/openapi.json/route';
import type { CreatedApiKey } from '@/lib/contracts/request-api';
import { getDb } from '@/server/db/client';
import { apiKeys } from '@/server/db/schema/api';
import { batchWorkerIdle, runBatchJobs } from '@/server/request-api/batch/batch-worker';
import { API_OPERATIONS } from '@/server/request-api/openapi';
import { userWith } from './users';

// Issue 33: the OpenAPI document is generated from the zod contracts; this test fails when it and the routes
// disagree: a route file the document does not describe (or the other way round), a method one serves and the
// other does not, an example the handler refuses, or an answer its documented schema does not accept.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;
type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }>; requestBody?: unknown }>>; components: unknown };

const v1Dir = path.resolve(import.meta.dirname, '../../app/api/v1');
const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? routeFiles(path.join(dir, e.name)) : e.name === 'route.ts' ? [path.join(dir, e.name)] : []));

let doc: Doc;
let key = '';
/** A key of an account with no credit: its metered calls are refused (403). */
let poorKey = '';

async function send(handler: Handler, url: string, init: RequestInit & { params?: Record<string, string> } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('x-arzyab-peer', '203.0.113.20');
  return handler(new Request(new URL(url, 'http://localhost:3000'), { ...init, headers }), { params: Promise.resolve(init.params ?? {}) });
}

beforeAll(async () => {
  const res = await send(openapiJson as Handler, '/api/v1/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
  const u = await userWith(50);
  const created = await send(createKey as Handler, '/api/api-keys/', {
    method: 'POST',
    headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'openapi' }),
  });
  const body = (await created.json()) as CreatedApiKey;
  key = body.key;
  const poor = await userWith(0);
  const poorCreated = await send(createKey as Handler, '/api/api-keys/', {
    method: 'POST',
    headers: { authorization: `Bearer ${poor.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'openapi-poor' }),
  });
  poorKey = ((await poorCreated.json()) as CreatedApiKey).key;
  await (await getDb()).update(apiKeys).set({ rateLimitPerMinute: 1000 }).where(eq(apiKeys.id, body.id));
});

/** The documented schema of an answer (with the document's components, for its $refs). */
function validatorFor(pathName: string, method: string, status: number) {
  const content = doc.paths[pathName]?.[method]?.responses[String(status)]?.content;
  expect(content, `${method.toUpperCase()} ${pathName} documents no ${status}`).toBeTruthy();
  const schema = content!['application/json']?.schema as Record<string, unknown>;
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  return ajv.compile({ ...schema, components: doc.components });
}

function expectDocumented(pathName: string, method: string, status: number, body: unknown) {
  const validate = validatorFor(pathName, method, status);
  expect(validate(body), `${method.toUpperCase()} ${pathName} ${status}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
}

describe('the OpenAPI document of /api/v1/', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect((doc as unknown as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('documents as_of as the API reads it: a Solar Hijri year-month, Persian digits, / or -', () => {
    // QA: only the pattern ^\d{4}-\d{1,2}$ was documented while «۱۴۰۵-۰۶» and «1405/05» were accepted.
    const schemas = (doc.components as { schemas: Record<string, { properties?: Record<string, { pattern?: string; description?: string }> }> }).schemas;
    for (const op of ['/api/v1/valuations/sale/', '/api/v1/valuations/rent/']) {
      let schema = (doc.paths[op].post.requestBody as { content: Record<string, { schema: { $ref?: string; properties?: Record<string, { pattern?: string; description?: string }> } }> }).content['application/json'].schema;
      if (schema.$ref) schema = schemas[schema.$ref.split('/').pop()!];
      const asOf = schema.properties!.as_of;
      expect(asOf.description).toContain('سال و ماه شمسی');
      for (const given of ['1405-05', '۱۴۰۵-۰۶', '1405/05']) expect(new RegExp(asOf.pattern!).test(given), given).toBe(true);
    }
  });

  it('describes exactly the routes under app/api/v1 and the methods each serves', async () => {
    const served: Record<string, string[]> = {};
    for (const file of routeFiles(v1Dir)) {
      const rel = path.relative(v1Dir, path.dirname(file)).split(path.sep).join('/');
      if (rel === 'openapi.json') continue;
      const apiPath = `/api/v1/${rel.replace(/\[([^\]]+)\]/g, '{$1}')}/`;
      const mod = (await import(file)) as Record<string, Handler>;
      // Each route answers OPTIONS with the methods it really serves (server/http/other-methods.ts).
      const allow = (await send(mod.OPTIONS, apiPath, { method: 'OPTIONS' })).headers.get('allow') ?? '';
      served[apiPath] = allow
        .split(',')
        .map((m) => m.trim().toLowerCase())
        .filter((m) => m && m !== 'options' && m !== 'head')
        .sort();
    }
    const documented = Object.fromEntries(Object.entries(doc.paths).map(([p, ops]) => [p, Object.keys(ops).sort()]));
    expect(documented).toEqual(served);
  });

  it('accepts every example as its handler does, and every answer matches its documented schema', async () => {
    const files = Object.fromEntries(
      routeFiles(v1Dir).map((f) => [`/api/v1/${path.relative(v1Dir, path.dirname(f)).split(path.sep).join('/').replace(/\[([^\]]+)\]/g, '{$1}')}/`, f]),
    );
    const auth = { authorization: `Api-Key ${key}` };
    let batchId = '';
    for (const op of API_OPERATIONS.filter((o) => o.method === 'post')) {
      const handler = ((await import(files[op.path])) as Record<string, Handler>).POST;
      const res = await send(handler, op.path, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(op.example) });
      const body = await res.json();
      expect([200, 202], `${op.path}: ${JSON.stringify(body).slice(0, 300)}`).toContain(res.status);
      expectDocumented(op.path, 'post', res.status, body);
      // The schemas are strict: an answer with a field the document does not name would fail.
      expect(validatorFor(op.path, 'post', res.status)({ ...(body as object), undocumented: 1 })).toBe(false);
      if (op.metered && !op.path.includes('batch')) expect(Number(res.headers.get('x-credits-charged'))).toBeGreaterThan(0);
      if (op.path.includes('batch')) batchId = (body as { id: string }).id;

      // Refusals are documented too: no key (401) and an empty body (400).
      const noKey = await send(handler, op.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expectDocumented(op.path, 'post', 401, await noKey.json());
      const empty = await send(handler, op.path, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' });
      expect(empty.status).toBe(400);
      expectDocumented(op.path, 'post', 400, await empty.json());
      // Short of credit (403): the batch's answer carries its figures, as documented.
      const poor = await send(handler, op.path, { method: 'POST', headers: { authorization: `Api-Key ${poorKey}`, 'content-type': 'application/json' }, body: JSON.stringify(op.example) });
      expect(poor.status, op.path).toBe(403);
      const refusal = await poor.json();
      expectDocumented(op.path, 'post', 403, refusal);
      if (op.path.includes('batch')) expect(refusal).toMatchObject({ credits_required: 2, credits_available: 0, rows: 2, invalid_rows: 0 });
    }

    await runBatchJobs();
    await batchWorkerIdle();
    for (const op of API_OPERATIONS.filter((o) => o.method === 'get')) {
      const handler = ((await import(files[op.path])) as Record<string, Handler>).GET;
      const url = op.path.replace('{id}', batchId);
      const res = await send(handler, url, { headers: auth, params: { id: batchId } });
      expect(res.status, url).toBe(200);
      if (op.responses[200].csv) {
        expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
        expect((await res.text()).split('\n')[0]).toContain('estimate_toman');
      } else expectDocumented(op.path, 'get', 200, await res.json());
      if (op.pathParams) {
        const missing = await send(handler, op.path.replace('{id}', crypto.randomUUID()), { headers: auth, params: { id: crypto.randomUUID() } });
        expect(missing.status).toBe(404);
        expectDocumented(op.path, 'get', 404, await missing.json());
      }
    }
  });
});
