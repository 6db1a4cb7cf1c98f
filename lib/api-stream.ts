import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { apiClient, type ApiClient, reportFailedRequest } from './api-client';
import { RequestFailed } from './answered-status';
import { tokenStore } from './auth-tokens';

export interface EventStreamOptions {
  onEvent: (event: EventSourceMessage) => void;
  signal?: AbortSignal;
  /** The client whose token refresh and error toasts this request shares (tests pass their own). */
  client?: ApiClient;
  fetch?: typeof fetch;
}

/**
 * POSTs JSON and reads the answer as server-sent events (axios cannot read a response as it arrives in the browser).
 * It behaves like a call through the API client: the bearer token from the token store, on a 401 the client's own
 * single-flight refresh and one retry, and a failure (an error status, no answer) toasted by the error catalogue
 * and thrown as a RequestFailed (lib/answered-status.ts). Resolves when the stream ends.
 */
export async function postEventStream(url: string, body: unknown, options: EventStreamOptions): Promise<void> {
  const client = options.client ?? apiClient;
  const doFetch = options.fetch ?? fetch;
  const send = async (access: string | null) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'Accept-Language': 'fa' };
    if (access) headers.Authorization = `Bearer ${access}`;
    try {
      return await doFetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal: options.signal, credentials: 'same-origin' });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      reportFailedRequest({ status: null, url, method: 'post' });
      throw new RequestFailed(null, null);
    }
  };

  const stored = tokenStore.access();
  let response = await send(stored);
  if (response.status === 401 && tokenStore.refresh()) {
    let access: string;
    try {
      access = await client.refreshAccess();
    } catch (error) {
      client.refreshFailed(error, { url });
      throw new RequestFailed(401, await readJson(response));
    }
    response = await send(access);
  } else if (response.status === 401) {
    tokenStore.endRefused(stored); // nothing can renew it (lib/auth-tokens.ts)
  }
  if (!response.ok || !response.body) {
    const data = await readJson(response);
    reportFailedRequest({ status: response.status, url, method: 'post', data });
    throw new RequestFailed(response.status, data);
  }

  const parser = createParser({ onEvent: options.onEvent });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // The connection dropped mid-answer: said like any request that got no answer.
    reportFailedRequest({ status: null, url, method: 'post' });
    throw new RequestFailed(null, null);
  } finally {
    reader.releaseLock();
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}
