// GET /api/chatbot/{id}/ - the chat's messages, to its owner only (the signed-in user, or the browser that started it)
import { getDb } from '@/server/db/client';
import { browserKeyOf } from '@/server/chatbot/chat-owner';
import { getChat } from '@/server/chatbot/get-chat';
import { otherMethods } from '@/server/http/other-methods';
import { route } from '@/server/http/route';

export const GET = route({ auth: 'optional' }, async ({ user, request, params }) =>
  getChat(await getDb(), params.id ?? '', { userId: user?.id ?? null, browserKey: browserKeyOf(request) }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
