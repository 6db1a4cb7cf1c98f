import 'server-only';

import { randomUUID } from 'node:crypto';
import type { ChatResponse } from '@/lib/contracts/chatbot';
import type { Db } from '@/server/db/client';
import { chatMessages, chats } from '@/server/db/schema/chatbot';
import { hashBrowserKey, type ChatCaller } from './chat-owner';
import { toMessage } from './chat-store';
import { greetingReply, initialState } from './dialogue';

/** A new chat with the assistant's greeting and starter chips. */
export async function startChat(db: Db, caller: ChatCaller): Promise<ChatResponse> {
  const id = randomUUID();
  const greeting = greetingReply();
  return db.transaction(async (tx) => {
    await tx.insert(chats).values({
      id,
      userId: caller.userId,
      browserKey: caller.browserKey ? hashBrowserKey(caller.browserKey) : null,
      state: initialState(),
    });
    const [row] = await tx
      .insert(chatMessages)
      .values({ chatId: id, role: 'assistant', content: greeting.content, cards: greeting.cards, suggestions: greeting.suggestions, provider: 'default' })
      .returning();
    return { id, messages: [toMessage(row)], earlier: null };
  });
}
