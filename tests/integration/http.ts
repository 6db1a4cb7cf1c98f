import { DomainError } from '@/server/core/errors';
import { httpError } from '@/server/http/errors';

// Calls a route handler the way Next does, without a server: a Request in, status and parsed body out.
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  token?: string;
  /** Simulated socket peer (see server/http/client-ip.ts). */
  ip?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = unknown>(handler: Handler, url: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { 'accept-language': 'fa', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  headers['x-arzyab-peer'] = options.ip ?? '203.0.113.7';
  const request = new Request(new URL(url, 'http://localhost:3000'), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/**
 * A use-case called directly throws a domain error; this is the status and body the route wrapper answers with for
 * it (server/http/errors.ts), so a test can say what the client would get. Anything else is returned as it is.
 */
export function answerFor(error: unknown): unknown {
  return error instanceof DomainError ? httpError(error) : error;
}
