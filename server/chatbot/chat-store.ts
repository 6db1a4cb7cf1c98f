import 'server-only';

import { and, desc, eq, lt } from 'drizzle-orm';
import { type ChatCard, type ChatMessage, type ChatReply, CHAT_NOT_FOUND, chatCard } from '@/lib/contracts/chatbot';
import { isUuid } from '@/lib/contracts/refs';
import type { Db, Tx } from '@/server/db/client';
import { chatMessages, chats } from '@/server/db/schema/chatbot';
import { Conflict, NotFound } from '@/server/core/errors';
import { type ChatCaller, ownership } from './chat-owner';
import { type DialogueState, initialState } from './dialogue';

export type ChatRow = typeof chats.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

export function toMessage(row: MessageRow): ChatMessage {
  // Cards are re-read through the contract: a card stored by an older version that no longer parses is dropped
  // rather than breaking the whole history.
  const cards = Array.isArray(row.cards) ? (row.cards as unknown[]).flatMap((c) => { const p = chatCard.safeParse(c); return p.success ? [p.data as ChatCard] : []; }) : [];
  return {
    id: String(row.id),
    role: row.role,
    content: row.content,
    cards,
    suggestions: Array.isArray(row.suggestions) ? (row.suggestions as string[]) : [],
    created_at: row.createdAt.toISOString(),
  };
}

export function stateOf(row: ChatRow): DialogueState {
  const s = row.state as Partial<DialogueState> | null;
  return s && s.version === 1 ? (s as DialogueState) : initialState();
}

/** The chat if the caller owns it (a browser's chat is claimed by the account signed in on it); else 404. */
export async function findOwnedChat(db: Db | Tx, id: string, caller: ChatCaller): Promise<ChatRow> {
  if (!isUuid(id)) throw new NotFound(CHAT_NOT_FOUND);
  const [row] = await db.select().from(chats).where(eq(chats.id, id)).limit(1);
  if (!row) throw new NotFound(CHAT_NOT_FOUND);
  const { owns, claim } = ownership(row, caller);
  // Someone else's chat is "not found", so ids cannot be probed.
  if (!owns) throw new NotFound(CHAT_NOT_FOUND);
  if (claim && caller.userId) {
    await db.update(chats).set({ userId: caller.userId }).where(and(eq(chats.id, id), eq(chats.version, row.version)));
    return { ...row, userId: caller.userId };
  }
  return row;
}

/**
 * The chat's latest `limit` messages (before the message `before`, when given), oldest first, and whether any come
 * before them. Read newest first through the (chat_id, id) index, so a long chat costs no more than a short one.
 */
export async function latestMessages(
  db: Db | Tx,
  chatId: string,
  limit: number,
  before?: number,
): Promise<{ messages: ChatMessage[]; more: boolean }> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(before === undefined ? eq(chatMessages.chatId, chatId) : and(eq(chatMessages.chatId, chatId), lt(chatMessages.id, before)))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  return { messages: rows.slice(0, limit).reverse().map(toMessage), more: rows.length > limit };
}

/** Recent messages as the LLM provider reads them (text only). */
export async function recentHistory(db: Db | Tx, chatId: string, limit = 12): Promise<Array<{ role: 'user' | 'assistant'; content: string }>> {
  const { messages } = await latestMessages(db, chatId, limit);
  return messages.map((m) => ({ role: m.role, content: m.content }));
}

export const CONCURRENT_MESSAGE = 'پاسخ پیام قبلی هنوز آماده نشده است؛ کمی صبر کنید و دوباره بفرستید.';

/**
 * Stores a user message and its reply with the new dialogue state, if nothing else changed the chat since it was
 * read (two messages answered at once would each build on a stale frame): else 409 and nothing is stored.
 */
export async function storeTurn(
  db: Db,
  chat: ChatRow,
  turn: { message: string; intent: string; reply: ChatReply; state: DialogueState; provider: string },
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(chats)
      .set({ state: turn.state, version: chat.version + 1, updatedAt: new Date() })
      .where(and(eq(chats.id, chat.id), eq(chats.version, chat.version)))
      .returning({ id: chats.id });
    if (updated.length === 0) throw new Conflict(CONCURRENT_MESSAGE);
    await tx.insert(chatMessages).values({ chatId: chat.id, role: 'user', content: turn.message, intent: turn.intent });
    const [row] = await tx
      .insert(chatMessages)
      .values({ chatId: chat.id, role: 'assistant', content: turn.reply.content, cards: turn.reply.cards, suggestions: turn.reply.suggestions, provider: turn.provider })
      .returning();
    return toMessage(row);
  });
}
