// POST /api/chatbot/{id}/send_message/ - the assistant's reply {role, content, cards, suggestions} (JSON, or
// server-sent events when the request accepts text/event-stream); the chat's owner only
import { sendMessageBody } from '@/lib/contracts/chatbot';
import { getDb } from '@/server/db/client';
import { browserKeyOf } from '@/server/chatbot/chat-owner';
import { sendMessageRateLimit } from '@/server/chatbot/chat-rate-limit';
import { openTurn } from '@/server/chatbot/send-message';
import { eventStream, wantsEventStream } from '@/server/http/event-stream';
import { otherMethods } from '@/server/http/other-methods';
import { route } from '@/server/http/route';

export const POST = route(
  { auth: 'optional', body: sendMessageBody, rateLimit: sendMessageRateLimit },
  async ({ user, request, params, body, requestId }) => {
    const run = await openTurn(await getDb(), {
      chatId: params.id ?? '',
      message: body.message,
      caller: { userId: user?.id ?? null, browserKey: browserKeyOf(request) },
    });
    if (!wantsEventStream(request)) return run();
    return eventStream(async (send) => {
      const message = await run({ delta: (text) => send('delta', { text }), reset: () => send('reset', {}) });
      send('message', message);
    }, requestId);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
