import { apiClient, reportFailedRequest } from '@/lib/api-client';
import { postEventStream } from '@/lib/api-stream';
import type { ChatMessage, ChatResponse, ServiceCard } from '@/lib/contracts/chatbot';
import { CHAT_START_PATH, sendMessagePath } from '@/lib/contracts/chatbot-constants';

// spec §7 chat calls. JSON through the one axios client; the reply streamed as server-sent events through
// postEventStream, which shares that client's token refresh and error toasts. The chat page imports this module
// with its first message (or when /chat-bot/new starts a chat; hooks/use-chat.ts), so axios and the event-stream
// reader are not part of the page's load; the history comes through chat-history.ts.

/**
 * Starts a chat. A session that ended while the user was away leaves a visitor, whom the chat serves too: the chat
 * starts as theirs, without «please log in first» or a failed page.
 */
export async function startChat(): Promise<ChatResponse> {
  return (await apiClient.post<ChatResponse>(CHAT_START_PATH, {}, { asVisitorWhenSignedOut: true })).data;
}

export interface ReplyHandlers {
  /** A piece of the reply's text as it is written. */
  onDelta: (text: string) => void;
  /** What was streamed so far is dropped (the answer is being written again). */
  onReset: () => void;
}

/** The server failed after the stream began (lib/contracts/chatbot ChatStreamEvent `error`); its words are toasted. */
export class StreamFailed extends Error {
  constructor(
    readonly detail: string,
    readonly status: number,
  ) {
    super(detail);
    this.name = 'StreamFailed';
  }
}

/**
 * Sends a message and streams the reply: resolves to the stored reply. Rejects with StreamFailed when the server
 * failed mid-answer, with the stream's request error when it refused or never answered (both already toasted), and
 * with a plain Error when the stream ended without a reply.
 */
export async function sendMessage(id: string, message: string, handlers: ReplyHandlers, signal?: AbortSignal): Promise<ChatMessage> {
  let reply: ChatMessage | null = null;
  let failure: StreamFailed | null = null;
  await postEventStream(sendMessagePath(id), { message }, {
    signal,
    onEvent(event) {
      if (event.event === 'delta') handlers.onDelta((JSON.parse(event.data) as { text: string }).text);
      else if (event.event === 'reset') handlers.onReset();
      else if (event.event === 'message') reply = JSON.parse(event.data) as ChatMessage;
      else if (event.event === 'error') {
        const body = JSON.parse(event.data) as { detail: string; status?: number };
        failure = new StreamFailed(body.detail, body.status ?? 500);
        reportFailedRequest({ status: failure.status, url: sendMessagePath(id), method: 'post', data: { detail: body.detail } });
      }
    },
  });
  if (failure) throw failure;
  if (!reply) throw new Error('the reply stream ended without a reply');
  return reply;
}

/** The paid request a service card makes (its endpoint, its prefill and the chosen service). */
export async function createFromCard(card: ServiceCard, body: Record<string, unknown>): Promise<{ uuid: string }> {
  return (await apiClient.post<{ uuid: string }>(card.endpoint, body)).data;
}
