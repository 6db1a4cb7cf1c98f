import 'server-only';
import { DIVAR_COMPLETION_URL, divarPhone } from '@/lib/contracts/divar';
import { log } from '@/server/core/log';
import { parseFinderPost, parseUserPostPin } from './kenar-post';
import { toKenarAddonBody } from './kenar-widgets';
import { type DivarProvider, type KenarFailure, KenarError } from './types';

// Divar's open platform over HTTP (integrations.md "Divar open platform (Kenar)", kenar-openapi.json, which wins).
// Every call sends the API key; calls on a user's behalf also send their access token. The OpenAPI declares an
// OAuth2 scheme (Authorization: Bearer) while Divar's guides show `x-access-token`: both headers carry it.
// Errors arrive as {code, message, details} (gRPC codes), the token endpoint's as OAuth {error}; 429 on rate limits.

export interface KenarConfig {
  appSlug: string;
  oauthSecret: string;
  apiKey: string;
  apiBaseUrl: string;
  oauthBaseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const GRPC_FAILURE: Record<number, KenarFailure> = {
  3: 'bad_request', // INVALID_ARGUMENT
  9: 'bad_request', // FAILED_PRECONDITION
  11: 'bad_request', // OUT_OF_RANGE
  5: 'not_found',
  7: 'forbidden', // PERMISSION_DENIED
  16: 'forbidden', // UNAUTHENTICATED
  8: 'rate_limited', // RESOURCE_EXHAUSTED
};

function failureForStatus(status: number): KenarFailure {
  if (status === 429) return 'rate_limited';
  if (status === 400) return 'bad_request';
  if (status === 401 || status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  return 'unavailable';
}

/** Retry-After in seconds (a number or an HTTP date); a rate limit without one waits 30 s. */
function retryAfter(header: string | null): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
    const at = Date.parse(header);
    if (Number.isFinite(at)) return Math.max(1, Math.ceil((at - Date.now()) / 1000));
  }
  return 30;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function createKenarHttpProvider(config: KenarConfig): DivarProvider {
  const doFetch = config.fetch ?? fetch;
  const api = config.apiBaseUrl.replace(/\/+$/, '');
  const oauth = config.oauthBaseUrl.replace(/\/+$/, '');
  const timeout = config.timeoutMs ?? 10_000;

  async function send(what: string, url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeout) });
    } catch (error) {
      // The message of a network error may carry the URL; keep its name only (the URL holds a post token at most).
      const name = error instanceof Error ? error.name : 'Error';
      log.warn('kenar unreachable', { call: what, error: name });
      // Our timeout (AbortSignal.timeout): the request went out and Divar may yet act on it.
      throw new KenarError('unavailable', `kenar ${what}: unreachable (${name})`, null, null, null, name === 'TimeoutError');
    }
    const raw = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      body = null; // an HTML page from a proxy
    }
    if (response.ok) {
      if (body === null) throw new KenarError('unavailable', `kenar ${what}: unreadable answer`, response.status);
      return { status: response.status, body };
    }
    const status = response.status;
    const rpcCode = isObject(body) && typeof body.code === 'number' ? body.code : null;
    const oauthError = isObject(body) && typeof body.error === 'string' ? body.error : null;
    const message = isObject(body) ? String(body.message ?? body.error_description ?? body.error ?? '') : '';
    let failure: KenarFailure =
      status === 429 ? 'rate_limited' : rpcCode !== null && rpcCode in GRPC_FAILURE ? GRPC_FAILURE[rpcCode] : failureForStatus(status);
    if (oauthError === 'invalid_grant') failure = 'invalid_grant';
    log.warn('kenar refused', { call: what, status, code: rpcCode ?? oauthError, message: message.slice(0, 200) });
    throw new KenarError(
      failure,
      `kenar ${what}: HTTP ${status}${rpcCode !== null ? ` code ${rpcCode}` : ''}${oauthError ? ` ${oauthError}` : ''} ${message}`.trim(),
      status,
      rpcCode ?? oauthError,
      failure === 'rate_limited' ? retryAfter(response.headers.get('retry-after')) : null,
    );
  }

  const headers = (accessToken?: string): Record<string, string> => ({
    accept: 'application/json',
    'x-api-key': config.apiKey,
    ...(accessToken ? { authorization: `Bearer ${accessToken}`, 'x-access-token': accessToken } : {}),
  });
  const postPath = (token: string) => encodeURIComponent(token);

  return {
    name: 'kenar',
    completionUrl: DIVAR_COMPLETION_URL,

    authorizeUrl({ redirectUri, scopes, state }) {
      // Space-separated scopes, every value URL-encoded (%20, not +), redirect_uri exactly as whitelisted.
      const params: Array<[string, string]> = [
        ['response_type', 'code'],
        ['client_id', config.appSlug],
        ['redirect_uri', redirectUri],
        ['scope', scopes.join(' ')],
        ['state', state],
      ];
      return `${oauth}/oauth2/auth?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
    },

    async exchangeCode({ code, redirectUri }) {
      const { body } = await send('token', `${oauth}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          client_id: config.appSlug,
          client_secret: config.oauthSecret,
          redirect_uri: redirectUri,
        }),
      }).catch((error: unknown) => {
        // 401 invalid_client here is our slug or secret, not the user's consent: a service failure, not "ask again".
        if (error instanceof KenarError && error.failure === 'forbidden') throw new KenarError('unavailable', error.message, error.status, error.code);
        throw error;
      });
      const b = isObject(body) ? body : {};
      if (typeof b.access_token !== 'string' || !b.access_token) throw new KenarError('unavailable', 'kenar token: no access_token in the answer');
      const expires = Number(b.expires_in);
      return {
        accessToken: b.access_token,
        expiresInSeconds: Number.isFinite(expires) && expires > 0 ? expires : 3600,
        // RFC 6749 §5.1: an omitted scope means exactly the scopes requested.
        scopes: typeof b.scope === 'string' ? b.scope.split(/\s+/).filter(Boolean) : null,
      };
    },

    async getPost(postToken) {
      try {
        const { body } = await send('finder post', `${api}/v1/open-platform/finder/post/${postPath(postToken)}`, { headers: headers() });
        return parseFinderPost(body, postToken);
      } catch (error) {
        if (error instanceof KenarError && error.failure === 'not_found') return null;
        throw error;
      }
    },

    async getOwnerPin(postToken, accessToken) {
      const { body } = await send('user post', `${api}/v1/open-platform/user-post/${postPath(postToken)}`, { headers: headers(accessToken) });
      return parseUserPostPin(body);
    },

    async getUser(accessToken) {
      const { body } = await send('users', `${api}/v1/open-platform/users`, { headers: headers(accessToken) });
      const b = isObject(body) ? body : {};
      const listed = Array.isArray(b.phone_numbers) ? b.phone_numbers.find((p): p is string => typeof p === 'string') : undefined;
      const phone = typeof b.phone_number === 'string' && b.phone_number ? b.phone_number : listed;
      return { phone: divarPhone(phone), userId: typeof b.user_id === 'string' && b.user_id ? b.user_id : null };
    },

    async putPostAddon(postToken, accessToken, widgets) {
      await send('create add-on', `${api}/v2/open-platform/addons/post/${postPath(postToken)}`, {
        method: 'POST',
        headers: { ...headers(accessToken), 'content-type': 'application/json' },
        body: JSON.stringify(toKenarAddonBody(widgets)),
      });
    },

    async deletePostAddons(postToken) {
      try {
        await send('delete add-on', `${api}/v1/open-platform/addons/post/${postPath(postToken)}`, { method: 'DELETE', headers: headers() });
      } catch (error) {
        // Nothing of ours on the ad: removing is already done.
        if (error instanceof KenarError && error.failure === 'not_found') return;
        throw error;
      }
    },
  };
}
