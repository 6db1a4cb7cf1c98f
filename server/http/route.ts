import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import '@/lib/validation/zod-locale';
import { messages } from '@/lib/validation/messages';
import { zodFieldErrors } from '@/lib/validation/zod-errors';
import { verifyAccessToken } from '@/server/auth/access-token';
import { isSessionLive } from '@/server/auth/sessions';
import { getDb } from '@/server/db/client';
import { addressKey, clientIp } from './client-ip';
import { DomainError, NotSignedIn } from '@/server/core/errors';
import { ApiError, httpError } from './errors';
import { log } from '@/server/core/log';
import { consumeRateLimit, type RateLimitRule } from './rate-limit';
import { API_KEY_SCHEME } from '@/lib/contracts/request-api';
import { API_KEY_MISSING, authenticateApiKey, type ApiKeyPrincipal } from '@/server/request-api/api-keys';
import { recordApiCall } from '@/server/request-api/usage';

const API_RATE_LIMITED = 'تعداد درخواست‌های این کلید در دقیقه بیش از سقف آن است. پس از زمان گفته‌شده در Retry-After دوباره بفرستید.';

/** 'api-key': the /api/v1/ product, `Authorization: Api-Key <key>` (the key's owner is the user; credits are theirs). */
type AuthMode = 'required' | 'optional' | 'none' | 'api-key';
type Schema = z.ZodType | undefined;
type Infer<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
type UserFor<A extends AuthMode> = A extends 'required' | 'api-key' ? { id: string } : { id: string } | null;

export interface RouteContext<A extends AuthMode, B extends Schema, Q extends Schema> {
  request: Request;
  requestId: string;
  ip: string;
  /** `ip` as rate limits and anonymous quotas count it (addressKey: an IPv6 /64 is one subscriber). */
  ipKey: string;
  user: UserFor<A>;
  /** The key an /api/v1/ call came with (auth 'api-key'); null elsewhere. */
  apiKey: A extends 'api-key' ? ApiKeyPrincipal : null;
  body: Infer<B>;
  query: Infer<Q>;
  params: Record<string, string>;
}

export interface RouteOptions<A extends AuthMode, B extends Schema, Q extends Schema> {
  auth?: A;
  body?: B;
  query?: Q;
  /** Checked after auth and parsing, so a rule may key on the user or the body. */
  rateLimit?: (ctx: RouteContext<A, B, Q>) => RateLimitRule | RateLimitRule[] | null;
  /** Every 400 body is a list of error objects (spec §8: a verify failure's body is a list), parsing ones included. */
  listErrors?: boolean;
}

type NextRouteContext = { params: Promise<Record<string, string>> };

/** Reply with a status other than 200, or with extra headers. */
export function reply(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return data === undefined ? new Response(null, init) : Response.json(data, init);
}

/** An /api/v1/ call's answer: the result, and what it cost in headers (the body stays the result pages' shape). */
export function meteredReply(answer: { result: unknown; creditsCharged: number; creditsRemaining: number }): Response {
  return reply(answer.result, {
    headers: { 'X-Credits-Charged': String(answer.creditsCharged), 'X-Credits-Remaining': String(answer.creditsRemaining) },
  });
}

function errorResponse(error: ApiError, requestId: string): Response {
  return Response.json(error.body, {
    status: error.status,
    headers: { ...error.headers, 'X-Request-Id': requestId, 'Cache-Control': 'no-store' },
  });
}

/** Every body this API takes is a small form; a larger one is refused before it is read into memory. */
export const MAX_BODY_BYTES = 64 * 1024;
const MAX_JSON_DEPTH = 32;
const tooLarge = () => new ApiError(413, { detail: 'حجم درخواست بیش از حد مجاز است.' });

/** The request's body, refused (413) past `maxBytes` before more than that is read. */
export async function readBytes(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Buffer> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function readText(request: Request, maxBytes = MAX_BODY_BYTES): Promise<string> {
  return (await readBytes(request, maxBytes)).toString('utf8');
}

// PostgreSQL text cannot hold U+0000: such a value is refused here as invalid input, never a database error.
function refuseNul(value: string, field: string): void {
  if (value.includes('\u0000')) throw new ApiError(400, { [field]: [messages.invalid] });
}

/** The request's JSON body, size-limited and free of U+0000 (for the rare handler that must parse it itself). */
export async function readJson(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  return parseJsonText(await readText(request, maxBytes));
}

/** JSON text as readJson checks it (no U+0000, bounded depth); an empty text is `{}`. */
export function parseJsonText(text: string): unknown {
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, { non_field_errors: ['بدنهٔ درخواست JSON معتبر نیست.'] });
  }
  const walk = (v: unknown, field: string, depth: number): void => {
    // No form nests this deep; refusing it here keeps a crafted body from exhausting the stack (a 500).
    if (depth > MAX_JSON_DEPTH) throw new ApiError(400, { non_field_errors: ['ساختار بدنهٔ درخواست بیش از حد تودرتو است.'] });
    if (typeof v === 'string') refuseNul(v, field);
    else if (Array.isArray(v)) v.forEach((x) => walk(x, field, depth + 1));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        refuseNul(k, 'non_field_errors');
        walk(x, field === 'non_field_errors' ? k : field, depth + 1);
      }
    }
  };
  walk(parsed, 'non_field_errors', 0);
  return parsed;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, zodFieldErrors(result.error));
  return result.data;
}

/**
 * The one wrapper every handler goes through (architecture rule 2): auth from the bearer token, zod parsing of
 * body and query, the rate-limit hook, and typed errors turned into the status and body shape of spec §8.
 * Anything unexpected is a 500 that leaks nothing and is logged with a request id.
 */
export function route<A extends AuthMode = 'none', B extends Schema = undefined, Q extends Schema = undefined>(
  options: RouteOptions<A, B, Q>,
  handler: (ctx: RouteContext<A, B, Q>) => Promise<unknown> | unknown,
): (request: Request, context: NextRouteContext) => Promise<Response> {
  return async (request, context) => {
    const requestId = request.headers.get('x-request-id') ?? randomUUID();
    const mode: AuthMode = options.auth ?? 'none';
    let apiKey: ApiKeyPrincipal | null = null;
    const answered = async (response: Response): Promise<Response> => {
      if (mode === 'api-key' && response.status === 401) response.headers.set('WWW-Authenticate', `${API_KEY_SCHEME} realm="api"`);
      // Every call a key makes is counted for its owner's usage page, refused ones too (a 429 included).
      if (apiKey) await recordApiCall(await getDb(), apiKey.keyId, response.status >= 400).catch((error: unknown) => log.error('api usage not recorded', { requestId, error }));
      return response;
    };
    try {
      let user: { id: string } | null = null;
      const header = request.headers.get('authorization');
      if (mode === 'api-key') {
        const match = header ? new RegExp(`^${API_KEY_SCHEME}\\s+(\\S+)\\s*$`, 'i').exec(header) : null;
        if (!match) throw new NotSignedIn(API_KEY_MISSING, 'api_key_missing');
        apiKey = await authenticateApiKey(await getDb(), match[1]);
        user = { id: apiKey.userId };
        // Per key, before anything else is read: a flood of malformed calls is throttled like good ones.
        await consumeRateLimit({ bucket: `api-key:${apiKey.keyId}`, limit: apiKey.rateLimitPerMinute, windowSeconds: 60, detail: API_RATE_LIMITED });
      } else if (mode !== 'none' && header) {
        const match = /^Bearer\s+(.+)$/i.exec(header);
        const claims = match ? await verifyAccessToken(match[1].trim()) : null;
        // An invalid token is a 401 even where auth is optional, so the client refreshes instead of silently
        // acting as someone else (or as nobody).
        if (!claims || !(await isSessionLive(await getDb(), claims.sessionId, claims.userId))) {
          throw new NotSignedIn('توکن نامعتبر است یا منقضی شده است.');
        }
        user = { id: claims.userId };
      }
      if ((mode === 'required' || mode === 'api-key') && !user) throw new NotSignedIn();

      const url = new URL(request.url);
      for (const [k, v] of url.searchParams) {
        refuseNul(k, 'non_field_errors');
        refuseNul(v, k);
      }
      const query = options.query ? parseWith(options.query, Object.fromEntries(url.searchParams)) : undefined;
      const needsBody = options.body && !['GET', 'HEAD'].includes(request.method);
      const body = needsBody && options.body ? parseWith(options.body, await readJson(request)) : undefined;
      const params = context?.params ? await context.params : {};
      // A path segment with U+0000 names nothing that can exist.
      if (Object.values(params).some((v) => String(v).includes('\u0000'))) throw new ApiError(404, { detail: 'موردی یافت نشد.' });

      const ip = clientIp(request.headers);
      const ctx = {
        request,
        requestId,
        ip,
        ipKey: addressKey(ip),
        user: user as UserFor<A>,
        apiKey: apiKey as RouteContext<A, B, Q>['apiKey'],
        body: body as Infer<B>,
        query: query as Infer<Q>,
        params,
      };
      const rules = options.rateLimit?.(ctx);
      if (rules) for (const rule of Array.isArray(rules) ? rules : [rules]) await consumeRateLimit(rule);

      const result = await handler(ctx);
      const response = result instanceof Response ? result : Response.json(result ?? {});
      response.headers.set('X-Request-Id', requestId);
      // Balances and payments must never be served stale; cacheable reference data sets its own header.
      if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store');
      return await answered(response);
    } catch (error) {
      // Errors flow one way: a use-case's domain error becomes its status and body here, and nowhere else.
      const answer = error instanceof DomainError ? httpError(error) : error;
      if (answer instanceof ApiError) {
        const listed = options.listErrors && answer.status === 400 && !Array.isArray(answer.body);
        return answered(errorResponse(listed ? new ApiError(400, [answer.body], answer.headers) : answer, requestId));
      }
      log.error('unhandled error in route', { requestId, method: request.method, url: request.url, error });
      return answered(
        Response.json({ detail: 'خطای سیستمی رخ داد. لطفاً بعداً دوباره تلاش کنید.' }, { status: 500, headers: { 'X-Request-Id': requestId } }),
      );
    }
  };
}
