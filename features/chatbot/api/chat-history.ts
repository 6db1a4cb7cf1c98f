import { getJson } from '@/lib/api-get';
import type { ChatResponse } from '@/lib/contracts/chatbot';
import { chatPath } from '@/lib/contracts/chatbot-constants';

/**
 * The chat's history, to its owner: the page's first call, made without axios (lib/api-get.ts) so that the page is
 * drawn and usable before the API client loads. Silent: the page shows «not found» and a failure itself.
 */
export function fetchChat(id: string): Promise<ChatResponse> {
  return getJson<ChatResponse>(chatPath(id), { silent: true });
}

/**
 * The page of messages an `earlier` link names. Only its `before` is taken: the link is absolute, built from the
 * server's own address, which need not be the one this page was served from. Not silent: a failure is toasted.
 */
export function fetchEarlier(id: string, earlier: string): Promise<ChatResponse> {
  const before = new URL(earlier, window.location.href).searchParams.get('before') ?? '';
  return getJson<ChatResponse>(`${chatPath(id)}?before=${encodeURIComponent(before)}`);
}
