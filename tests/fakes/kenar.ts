import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validateSchema } from './openapi-schema';

// A local fake of Divar's open platform (Kenar; ../shared/reference/integrations.md and kenar-openapi.json), on
// 127.0.0.1 with a random port. It plays both hosts: OAuth (/oauth2/token: a form POST answering OAuth JSON, errors
// as {error}) and the API (/v1, /v2: x-api-key on every call, the user's token as a bearer, errors as
// {code, message, details} with gRPC codes, 429 with Retry-After). Add-on bodies are checked against the OpenAPI
// schema, one widget kind per element, and the widgets' documented length limits, as Kenar refuses them.

export interface FakeKenarRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

interface Grant {
  scopes: string[];
  phone: string;
  userId: string;
}

export interface FakeKenar {
  baseUrl: string;
  appSlug: string;
  oauthSecret: string;
  apiKey: string;
  /** Finder answers by post token (GET /v1/open-platform/finder/post/{token}). */
  posts: Map<string, unknown>;
  /** Owner answers (GET /v1/open-platform/user-post/{token}) and who owns each ad. */
  ownerPosts: Map<string, { owner: string; body: unknown }>;
  /** Add-on bodies accepted per post token. */
  addons: Map<string, unknown>;
  requests: FakeKenarRequest[];
  /** Plays the consent screen: a one-time code for these scopes, the user's phone and the redirect address. */
  issueCode(input: { scopes: string[]; phone: string; redirectUri: string }): string;
  /** The next request whose path contains `pathPart` gets this answer instead. */
  failNext(pathPart: string, status: number, body?: unknown, headers?: Record<string, string>): void;
  /** The next request whose path contains `pathPart` is acted on at once, but answered only `ms` later. */
  answerLateNext(pathPart: string, ms: number): void;
  close(): Promise<void>;
}

const rpcError = (code: number, message: string, details: unknown[] = []) => ({ code, message, details });

// kenar-docs widgets/*: the validation Kenar applies to each widget.
function widgetLimitProblems(body: { widgets?: Array<Record<string, Record<string, unknown>>> }): string[] {
  const problems: string[] = [];
  const len = (v: unknown) => [...String(v ?? '')].length;
  const kinds = ['button_bar', 'description_row', 'evaluation_row', 'event_row', 'group_info_row', 'image_carousel_row', 'score_row', 'selector_row', 'subtitle_row', 'title_row'];
  (body.widgets ?? []).forEach((w, i) => {
    const present = kinds.filter((k) => k in w);
    if (present.length !== 1) problems.push(`widgets[${i}]: exactly one widget kind expected, got ${present.join(',') || 'none'}`);
    const e = w.evaluation_row;
    if (e) {
      for (const side of ['left', 'middle', 'right']) {
        if (len((e[side] as { text?: string } | undefined)?.text) > 18) problems.push(`widgets[${i}].evaluation_row.${side}.text longer than 18`);
      }
      const p = Number(e.indicator_percentage ?? 0);
      if (p < 0 || p > 100) problems.push(`widgets[${i}].evaluation_row.indicator_percentage outside 0-100`);
    }
    const s = w.score_row;
    if (s) {
      if (len(s.title) > 25) problems.push(`widgets[${i}].score_row.title longer than 25`);
      if (s.descriptive_score !== undefined && len(s.descriptive_score) > 17) problems.push(`widgets[${i}].score_row.descriptive_score longer than 17`);
      const p = Number(s.percentage_score ?? 0);
      if (p < 0 || p > 100) problems.push(`widgets[${i}].score_row.percentage_score outside 0-100`);
    }
    if (w.title_row && len(w.title_row.text) > 49) problems.push(`widgets[${i}].title_row.text longer than 49`);
    if (w.subtitle_row && len(w.subtitle_row.text) > 200) problems.push(`widgets[${i}].subtitle_row.text longer than 200`);
    if (w.description_row && !w.description_row.expandable && len(w.description_row.text) > 200) problems.push(`widgets[${i}].description_row.text longer than 200`);
    if (w.button_bar && len(w.button_bar.title) > 49) problems.push(`widgets[${i}].button_bar.title longer than 49`);
  });
  return problems;
}

export async function startFakeKenar(): Promise<FakeKenar> {
  const appSlug = 'arzyab-test';
  const oauthSecret = 'oauth-secret-for-tests';
  const apiKey = 'kenar-api-key-for-tests';
  const posts = new Map<string, unknown>();
  const ownerPosts = new Map<string, { owner: string; body: unknown }>();
  const addons = new Map<string, unknown>();
  const requests: FakeKenarRequest[] = [];
  const codes = new Map<string, Grant & { redirectUri: string; used: boolean }>();
  const tokens = new Map<string, Grant>();
  const failures: Array<{ pathPart: string; status: number; body: unknown; headers: Record<string, string> }> = [];
  const late: Array<{ pathPart: string; ms: number }> = [];

  const server: Server = createServer(async (req, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname + url.search, headers: req.headers, body: raw });
    const slow = late.findIndex((l) => url.pathname.includes(l.pathPart));
    const delay = slow >= 0 ? late.splice(slow, 1)[0].ms : 0;
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      const answer = () => {
        if (res.destroyed) return; // the caller gave up waiting
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(payload));
      };
      if (delay) setTimeout(answer, delay);
      else answer();
    };

    const forced = failures.findIndex((f) => url.pathname.includes(f.pathPart));
    if (forced >= 0) {
      const [f] = failures.splice(forced, 1);
      if (typeof f.body === 'string') {
        res.writeHead(f.status, { 'content-type': 'text/html', ...f.headers });
        return res.end(f.body);
      }
      return send(f.status, f.body, f.headers);
    }

    // OAuth host.
    if (url.pathname === '/oauth2/token') {
      if (method !== 'POST' || !String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        return send(400, { error: 'invalid_request', error_description: 'a form POST is expected' });
      }
      const form = new URLSearchParams(raw);
      if (form.get('client_id') !== appSlug || form.get('client_secret') !== oauthSecret) return send(401, { error: 'invalid_client' });
      if (form.get('grant_type') !== 'authorization_code') return send(400, { error: 'unsupported_grant_type' });
      const grant = codes.get(form.get('code') ?? '');
      if (!grant || grant.used || grant.redirectUri !== form.get('redirect_uri')) {
        return send(400, { error: 'invalid_grant', error_description: 'The provided authorization grant is invalid, expired or revoked.' });
      }
      grant.used = true;
      const accessToken = `ory_at_${randomBytes(24).toString('base64url')}`;
      tokens.set(accessToken, grant);
      return send(200, { access_token: accessToken, expires_in: 3600, scope: grant.scopes.join(' '), token_type: 'bearer' });
    }

    // API host: the API key on every call.
    if (req.headers['x-api-key'] !== apiKey) return send(401, rpcError(16, 'invalid api key'));
    const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    const user = bearer ? tokens.get(bearer) : undefined;
    const needs = (scope: string) => user?.scopes.includes(scope);
    let m: RegExpExecArray | null;

    if (method === 'GET' && (m = /^\/v1\/open-platform\/finder\/post\/([^/]+)$/.exec(url.pathname))) {
      const post = posts.get(decodeURIComponent(m[1]));
      return post ? send(200, post) : send(404, rpcError(5, 'post not found'));
    }
    if (method === 'GET' && (m = /^\/v1\/open-platform\/user-post\/([^/]+)$/.exec(url.pathname))) {
      if (!needs('USER_POSTS_GET')) return send(403, rpcError(7, 'permission denied: USER_POSTS_GET'));
      const owned = ownerPosts.get(decodeURIComponent(m[1]));
      if (!owned) return send(404, rpcError(5, 'post not found'));
      if (owned.owner !== user!.phone) return send(403, rpcError(7, 'post does not belong to the user'));
      return send(200, owned.body);
    }
    if (method === 'GET' && url.pathname === '/v1/open-platform/users') {
      if (!user) return send(401, rpcError(16, 'access token required'));
      if (!needs('USER_PHONE')) return send(403, rpcError(7, 'permission denied: USER_PHONE'));
      return send(200, { phone_number: user.phone, user_id: user.userId });
    }
    if (method === 'POST' && (m = /^\/v2\/open-platform\/addons\/post\/([^/]+)$/.exec(url.pathname))) {
      const token = decodeURIComponent(m[1]);
      if (!needs(`POST_ADDON_CREATE.${token}`) && !needs('USER_POSTS_ADDON_CREATE')) return send(403, rpcError(7, 'permission denied: POST_ADDON_CREATE'));
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return send(400, rpcError(3, 'invalid JSON'));
      }
      const problems = [...validateSchema('AddonsCreatePostAddonV2Body', body), ...widgetLimitProblems(body as never)];
      if (problems.length) {
        return send(400, rpcError(3, 'invalid widgets', [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', field_violations: problems.map((p) => ({ description: p })) }]));
      }
      // Kenar accepts an add-on for a token that names no ad and attaches nothing.
      if (posts.has(token)) addons.set(token, body);
      return send(200, {});
    }
    if (method === 'DELETE' && (m = /^\/v1\/open-platform\/addons\/post\/([^/]+)$/.exec(url.pathname))) {
      addons.delete(decodeURIComponent(m[1]));
      return send(200, {});
    }
    return send(404, rpcError(5, `no route ${method} ${url.pathname}`));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    appSlug,
    oauthSecret,
    apiKey,
    posts,
    ownerPosts,
    addons,
    requests,
    issueCode({ scopes, phone, redirectUri }) {
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { scopes, phone, userId: `u_${phone.slice(-4)}`, redirectUri, used: false });
      return code;
    },
    failNext(pathPart, status, body = rpcError(13, 'internal'), headers = {}) {
      failures.push({ pathPart, status, body, headers });
    },
    answerLateNext(pathPart, ms) {
      late.push({ pathPart, ms });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
