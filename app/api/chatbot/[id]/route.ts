// GET /api/chatbot/{id}/?before=<message id> - the chat's latest messages (CHAT_HISTORY_PAGE_SIZE, oldest first) and
// the address of those before them, to its owner only (the signed-in user, or the browser that started it)
import { chatHistoryQuery } from '@/lib/contracts/chatbot';
import { getDb } from '@/server/db/client';
import { browserKeyOf } from '@/server/chatbot/chat-owner';
import { getChat } from '@/server/chatbot/get-chat';
import { otherMethods } from '@/server/http/other-methods';
import { route } from '@/server/http/route';

export const GET = route({ auth: 'optional', query: chatHistoryQuery }, async ({ user, request, params, query }) =>
  getChat(await getDb(), params.id ?? '', { userId: user?.id ?? null, browserKey: browserKeyOf(request) }, { before: query.before, requestUrl: request.url }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
