import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getDb } from '@/server/db/client';
import { Forbidden, NotFound, SignUpRequired, TooManyRequests } from '@/server/core/errors';
import { reply, route } from '@/server/http/route';
import { GET as missingGet, POST as missingPost } from '@/app/api/[[...path]]/route';
import { call } from './http';
import { userWith } from './users';

const body = z.object({ area: z.coerce.number().int().positive({ error: 'متراژ باید مثبت باشد' }), name: z.string() });

const echo = route({ auth: 'required', body }, (ctx) => ({ user: ctx.user.id, area: ctx.body.area, ip: ctx.ip }));
const optional = route({ auth: 'optional', query: z.object({ q: z.string().min(2) }) }, (ctx) => ({ user: ctx.user?.id ?? null, q: ctx.query.q }));
const created = route({}, () => reply({ uuid: 'x' }, { status: 201 }));
const thrower = (error: unknown) => route({}, () => { throw error; });
const limited = route(
  { rateLimit: (ctx) => ({ bucket: `test:${ctx.ip}`, limit: 2, windowSeconds: 3600 }) },
  () => ({ ok: true }),
);

describe('route wrapper', () => {
  beforeAll(async () => {
    await getDb(); // create and migrate the database before the timed calls
  });

  it('requires a valid bearer token where auth is required', async () => {
    expect((await call(echo, '/api/echo/', { method: 'POST', body: { area: 1, name: 'a' } })).status).toBe(401);
    const forged = await call(echo, '/api/echo/', { method: 'POST', body: { area: 1, name: 'a' }, token: 'a.b.c' });
    expect(forged.status).toBe(401);
    expect(forged.body).toHaveProperty('detail');
    const { id, token } = await userWith();
    const ok = await call(echo, '/api/echo/', { method: 'POST', body: { area: '75', name: 'a' }, token });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ user: id, area: 75, ip: '203.0.113.7' });
  });

  it('rejects a token signed with another key', async () => {
    const { SignJWT } = await import('jose');
    const foreign = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('someone')
      .setIssuer('arzyab')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await call(optional, '/api/opt/?q=abc', { token: foreign })).status).toBe(401);
  });

  it('turns zod failures into DRF-style field errors in Persian', async () => {
    const { token } = await userWith();
    const res = await call(echo, '/api/echo/', { method: 'POST', body: { area: -3 }, token });
    expect(res.status).toBe(400);
    const errors = res.body as Record<string, string[]>;
    expect(errors.area).toEqual(['متراژ باید مثبت باشد']);
    expect(errors.name?.[0]).toMatch(/[\u0600-\u06FF]/);
    const bad = await call(optional, '/api/opt/?q=a');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body as object)).toEqual(['q']);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const { token } = await userWith();
    const request = new Request('http://localhost/api/echo/', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{not json',
    });
    const res = await echo(request, { params: Promise.resolve({}) });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('non_field_errors');
  });

  it('refuses U+0000 (which PostgreSQL cannot store) as invalid input, never a 500', async () => {
    const { token } = await userWith();
    const inBody = await call(echo, '/api/echo/', { method: 'POST', body: { area: 1, name: 'علی\u0000رضایی' }, token });
    expect(inBody).toMatchObject({ status: 400, body: { name: ['مقدار وارد شده معتبر نمی باشد.'] } });
    const nested = await call(echo, '/api/echo/', { method: 'POST', body: { area: 1, name: 'a', extra: { deep: ['x\u0000'] } }, token });
    expect(nested.status).toBe(400);
    expect((await call(optional, '/api/opt/?q=ab%00cd')).status).toBe(400);
    const path = await call(created, '/api/x/', { params: { authority: 'AB\u0000CD' } });
    expect(path).toMatchObject({ status: 404, body: { detail: 'موردی یافت نشد.' } });
  });

  it('refuses a deeply nested body with a 400, not a stack overflow (500)', async () => {
    const form = route({ body }, (ctx) => ({ area: ctx.body.area }));
    const post = (text: string) =>
      form(new Request('http://localhost/api/form/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: text }), {
        params: Promise.resolve({}),
      });
    const res = await post('['.repeat(5000) + ']'.repeat(5000));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: ['ساختار بدنهٔ درخواست بیش از حد تودرتو است.'] });
    // Ordinary nesting (an extra field a client sends along) is still read.
    const extra = '{"a":'.repeat(20) + '1' + '}'.repeat(20);
    expect((await post(`{"area":1,"name":"a","extra":${extra}}`)).status).toBe(200);
  });

  it('refuses a body over 64 kB with 413, whether or not its length is declared', async () => {
    const { token } = await userWith();
    const big = { area: 1, name: 'x'.repeat(70 * 1024) };
    const declared = await call(echo, '/api/echo/', { method: 'POST', body: big, token });
    expect(declared).toMatchObject({ status: 413, body: { detail: 'حجم درخواست بیش از حد مجاز است.' } });
    const chunks = [JSON.stringify(big)];
    // Node's fetch needs `duplex` for a streamed request body; the DOM typings do not know it.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: new ReadableStream({ pull(c) { const next = chunks.shift(); if (next) c.enqueue(new TextEncoder().encode(next)); else c.close(); } }),
      duplex: 'half',
    };
    const streamed = new Request('http://localhost/api/echo/', init);
    expect((await echo(streamed, { params: Promise.resolve({}) })).status).toBe(413);
    expect((await call(echo, '/api/echo/', { method: 'POST', body: { area: 1, name: 'x'.repeat(1000) }, token })).status).toBe(200);
  });

  it('answers an /api path no route serves with the JSON 404, not the HTML page', async () => {
    for (const handler of [missingGet, missingPost]) {
      const res = await call(handler, '/api/divar/post/', { method: handler === missingGet ? 'GET' : 'POST' });
      expect(res).toMatchObject({ status: 404, body: { detail: 'موردی یافت نشد.' } });
    }
  });

  it('lets anonymous callers through where auth is optional', async () => {
    expect((await call(optional, '/api/opt/?q=abc')).body).toEqual({ user: null, q: 'abc' });
  });

  it('passes custom statuses through', async () => {
    expect((await call(created, '/api/c/', { method: 'POST' })).status).toBe(201);
  });

  it.each([
    [new Forbidden('no'), 403, { detail: 'no' }],
    [new NotFound(), 404, { detail: 'موردی یافت نشد.' }],
    [new SignUpRequired(), 426, { detail: 'برای استفادهٔ دوباره از این سرویس لطفاً ثبت نام کنید.' }],
  ])('maps typed errors to their status and {detail} body', async (error, status, expected) => {
    const res = await call(thrower(error), '/api/t/');
    expect(res.status).toBe(status);
    expect(res.body).toEqual(expected);
  });

  it('sets Retry-After on 429', async () => {
    const res = await call(thrower(new TooManyRequests(42)), '/api/t/');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('42');
  });

  it('hides unexpected errors behind a 500 that leaks nothing, and logs them with the request id', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await call(thrower(new Error('secret connection string postgres://u:p@h')), '/api/t/');
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('postgres');
    const requestId = res.headers.get('x-request-id');
    expect(spy.mock.calls.some(([line]) => String(line).includes(requestId ?? '?'))).toBe(true);
    spy.mockRestore();
  });

  it('enforces the rate-limit hook per bucket, backed by the database', async () => {
    expect((await call(limited, '/api/l/', { ip: '198.51.100.1' })).status).toBe(200);
    expect((await call(limited, '/api/l/', { ip: '198.51.100.1' })).status).toBe(200);
    const third = await call(limited, '/api/l/', { ip: '198.51.100.1' });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(limited, '/api/l/', { ip: '198.51.100.2' })).status).toBe(200);
  });
});
