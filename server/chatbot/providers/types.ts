import 'server-only';

import type { ChatReply } from '@/lib/contracts/chatbot';
import type { Turn } from '../dialogue';
import type { ChatCatalogue } from '../tools/catalogue';

export interface StreamSink {
  /** a piece of the reply's text, safe to show */
  delta(text: string): void;
  /** drop what was streamed: another answer follows */
  reset(): void;
}

export interface ProviderInput {
  message: string;
  /** earlier messages of the chat, oldest first */
  history: Array<{ role: 'user' | 'assistant'; content: string }>;
  /** the default layer's answer to the same message (its state is kept whoever answers) */
  fallback: Turn;
  catalogue: ChatCatalogue;
  sink?: StreamSink;
  signal?: AbortSignal;
}

/** An answerer other than the default layer; null means "let the default layer answer". */
export interface ChatProvider {
  name: string;
  answer(input: ProviderInput): Promise<Omit<ChatReply, 'suggestions'> | null>;
}
