import 'server-only';

import { CHAT_HISTORY_PAGE_SIZE, type ChatResponse } from '@/lib/contracts/chatbot';
import type { Db } from '@/server/db/client';
import type { ChatCaller } from './chat-owner';
import { findOwnedChat, latestMessages } from './chat-store';

/**
 * The chat's latest CHAT_HISTORY_PAGE_SIZE messages, or those before the message `before`, with the address of the
 * page before them (`requestUrl` with `before` set, as DRF's pagination links are absolute), null at the first.
 */
export async function getChat(db: Db, id: string, caller: ChatCaller, page: { before?: number; requestUrl: string }): Promise<ChatResponse> {
  const chat = await findOwnedChat(db, id, caller);
  const { messages, more } = await latestMessages(db, chat.id, CHAT_HISTORY_PAGE_SIZE, page.before);
  let earlier: string | null = null;
  if (more && messages.length > 0) {
    const url = new URL(page.requestUrl);
    url.searchParams.set('before', messages[0].id);
    earlier = url.toString();
  }
  return { id: chat.id, messages, earlier };
}
