import 'server-only';

import type { ChatMessage } from '@/lib/contracts/chatbot';
import { readBalance } from '@/server/credits/ledger';
import type { Db } from '@/server/db/client';
import { type Asker, VISITOR } from './answers';
import type { ChatCaller } from './chat-owner';
import { findOwnedChat, recentHistory, stateOf, storeTurn } from './chat-store';
import { respond } from './dialogue';
import { chatProvider } from './providers/provider';
import type { StreamSink } from './providers/types';
import { loadCatalogue } from './tools/catalogue';

/** Streams a finished text in word-sized pieces (the default layer answers at once; the page still types it out). */
function streamText(text: string, sink: StreamSink): void {
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) sink.delta(piece);
}

/**
 * Opens a turn of the caller's chat (404 before anything is streamed when it is not theirs), and returns the run
 * that answers the message: the default layer always understands it (its frame is stored whoever answers); an
 * optional LLM provider may answer instead, and its reply is kept only when every number in it came from a tool.
 */
export async function openTurn(db: Db, input: { chatId: string; message: string; caller: ChatCaller }) {
  const chat = await findOwnedChat(db, input.chatId, input.caller);
  return async (sink?: StreamSink): Promise<ChatMessage> => {
    const catalogue = await loadCatalogue(db);
    const respondTo = (asker: Asker) => respond(stateOf(chat), input.message, { catalogue, asker });
    let turn = respondTo(VISITOR);
    // «چند اعتبار دارم؟» from a signed-in user: the one turn that says their balance (the header menu's figures, paid
    // and free) reads it and is answered again with it; no other message waits on the ledger.
    if (turn.personal && input.caller.userId) turn = respondTo({ signedIn: true, ...(await readBalance(db, input.caller.userId)) });
    // The LLM has no tool for the asker's own balance, nor for a rental yield: a reply that says one is the default
    // layer's.
    const provider = turn.personal || turn.defaultOnly ? null : chatProvider();
    let reply = turn.reply;
    let answeredBy = 'default';
    if (provider) {
      const answer = await provider.answer({ message: input.message, history: await recentHistory(db, chat.id), fallback: turn, catalogue, sink });
      if (answer) {
        reply = { ...answer, suggestions: turn.reply.suggestions };
        answeredBy = provider.name;
      } else if (sink) streamText(turn.reply.content, sink);
    } else if (sink) streamText(turn.reply.content, sink);
    return storeTurn(db, chat, { message: input.message, intent: turn.intent, reply, state: turn.state, provider: answeredBy });
  };
}

export async function sendMessage(db: Db, input: { chatId: string; message: string; caller: ChatCaller }): Promise<ChatMessage> {
  return (await openTurn(db, input))();
}
