import 'server-only';

import type { ChatResponse } from '@/lib/contracts/chatbot';
import type { Db } from '@/server/db/client';
import type { ChatCaller } from './chat-owner';
import { findOwnedChat, listMessages } from './chat-store';

export async function getChat(db: Db, id: string, caller: ChatCaller): Promise<ChatResponse> {
  const chat = await findOwnedChat(db, id, caller);
  return { id: chat.id, messages: await listMessages(db, chat.id) };
}
