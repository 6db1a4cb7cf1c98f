import 'server-only';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof METHODS)[number];
type Handler = (request: Request) => Response;

/**
 * DRF's answer to a method a path does not serve: 405 with a JSON `detail` and an `Allow` header (Next's own 405
 * has neither, and the client's error catalogue expects a body), plus OPTIONS naming the methods served (Next's
 * automatic one would list these 405 handlers too). A route file exports them for every method it does not
 * implement, e.g. `export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');` — the return type
 * holds exactly those, so a missing or doubled one is a type error.
 */
export function otherMethods<const A extends readonly HttpMethod[]>(...allowed: A): Record<Exclude<HttpMethod, A[number]> | 'OPTIONS', Handler> {
  const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  const handler: Handler = (request) =>
    Response.json(
      { detail: `متد «${request.method.replace(/[^A-Z]/g, '')}» برای این نشانی مجاز نیست.` },
      { status: 405, headers: { Allow: allow, 'Cache-Control': 'no-store' } },
    );
  const out: Partial<Record<HttpMethod | 'OPTIONS', Handler>> = {
    OPTIONS: () => new Response(null, { status: 204, headers: { Allow: allow } }),
  };
  for (const method of METHODS) if (!allowed.includes(method)) out[method] = handler;
  return out as Record<Exclude<HttpMethod, A[number]> | 'OPTIONS', Handler>;
}
