// POST /api/chatbot/chats/start_chat/ - a new chat with the assistant's greeting → {id, messages}
import { getDb } from '@/server/db/client';
import { browserCookie, browserKeyOf, newBrowserKey } from '@/server/chatbot/chat-owner';
import { startChatRateLimit } from '@/server/chatbot/chat-rate-limit';
import { startChat } from '@/server/chatbot/start-chat';
import { otherMethods } from '@/server/http/other-methods';
import { reply, route } from '@/server/http/route';

export const POST = route({ auth: 'optional', rateLimit: startChatRateLimit }, async ({ user, request }) => {
  // An anonymous chat belongs to this browser: it keeps (or now gets) a key in an HttpOnly cookie.
  const existing = browserKeyOf(request);
  const key = user ? existing : existing ?? newBrowserKey();
  const chat = await startChat(await getDb(), { userId: user?.id ?? null, browserKey: key });
  return reply(chat, { status: 201, headers: key && key !== existing ? { 'Set-Cookie': browserCookie(key, request) } : {} });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
