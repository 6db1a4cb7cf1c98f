'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { answeredStatus } from '@/lib/answered-status';
import type { ChatMessage, ChatResponse } from '@/lib/contracts/chatbot';
import { CHAT_MESSAGE_MAX_LENGTH } from '@/lib/contracts/chatbot-constants';
import { fetchChat, fetchEarlier } from '../api/chat-history';
import { NEW_CHAT } from '../chat-ids';
import { loadCardsFor } from '../components/cards/lazy-cards';

// Starting a chat and sending a message (axios and the event-stream reader) load when first needed.
const chatApi = () => import('../api/chat-api');

/** `limited`: refused for too many requests (429), which a retry later or a sign-in gets past, not the connection. */
export type ChatPhase = 'loading' | 'ready' | 'not_found' | 'limited' | 'failed';

export interface ShownMessage extends ChatMessage {
  /** a message of this page only: one that could not be sent, or a note: the chat's own, or the user's answer to it (never stored) */
  local?: 'unsent' | 'note';
}

interface State {
  phase: ChatPhase;
  messages: ShownMessage[];
  /** the reply as it streams in; null when none is being written */
  streaming: string | null;
  sending: boolean;
  /** the server's link to the messages before those shown (a long chat is loaded from its latest); null at the first */
  earlier: string | null;
  loadingEarlier: boolean;
}

type Action =
  | { type: 'loaded'; chat: ChatResponse }
  | { type: 'earlier'; chat: ChatResponse | null }
  | { type: 'loadingEarlier' }
  | { type: 'phase'; phase: ChatPhase }
  | { type: 'sent'; message: ShownMessage }
  | { type: 'delta'; text: string }
  | { type: 'reset' }
  | { type: 'replied'; reply: ChatMessage }
  | { type: 'unsent'; id: string }
  | { type: 'note'; message: ShownMessage }
  | { type: 'drop'; id: string };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'loaded':
      return { ...state, phase: 'ready', messages: action.chat.messages, streaming: null, sending: false, earlier: action.chat.earlier ?? null };
    case 'loadingEarlier':
      return { ...state, loadingEarlier: true };
    case 'earlier': {
      if (!action.chat) return { ...state, loadingEarlier: false };
      const shown = new Set(state.messages.map((m) => m.id));
      const before = action.chat.messages.filter((m) => !shown.has(m.id));
      return { ...state, messages: [...before, ...state.messages], earlier: action.chat.earlier ?? null, loadingEarlier: false };
    }
    case 'phase':
      return { ...state, phase: action.phase };
    case 'sent':
      return { ...state, messages: [...state.messages, action.message], streaming: '', sending: true };
    case 'delta':
      return { ...state, streaming: (state.streaming ?? '') + action.text };
    case 'reset':
      return { ...state, streaming: '' };
    case 'replied':
      return { ...state, messages: [...state.messages, action.reply], streaming: null, sending: false };
    case 'unsent':
      return {
        ...state,
        messages: state.messages.map((m) => (m.id === action.id ? { ...m, local: 'unsent' } : m)),
        streaming: null,
        sending: false,
      };
    case 'note':
      return { ...state, messages: [...state.messages, action.message] };
    case 'drop':
      return { ...state, messages: state.messages.filter((m) => m.id !== action.id) };
  }
}

let localIds = 0;
const localMessage = (role: ShownMessage['role'], content: string, local?: ShownMessage['local']): ShownMessage => ({
  id: `local-${++localIds}`,
  role,
  content,
  cards: [],
  suggestions: [],
  created_at: new Date().toISOString(),
  local,
});

// A chat started on /chat-bot/new is handed to its own address without asking the server again; one start at a
// time (React may run the starting effect twice in development).
let starting: Promise<ChatResponse> | null = null;
let handedOver: ChatResponse | null = null;

/**
 * One chat as the page shows it: started (on /chat-bot/new, then the address becomes the chat's) or loaded, its
 * messages, the reply streaming in, and sending. A message that could not be sent stays, marked, to send again.
 */
export function useChat(id: string) {
  // Read when needed: loading must not start again because a router object changed.
  const router = useRef(useRouter());
  const [state, dispatch] = useReducer(reducer, { phase: 'loading', messages: [], streaming: null, sending: false, earlier: null, loadingEarlier: false });
  const abort = useRef<AbortController | null>(null);
  const sendingRef = useRef(false);

  const load = useCallback(async () => {
    dispatch({ type: 'phase', phase: 'loading' });
    if (id === NEW_CHAT) {
      try {
        starting ??= chatApi().then((api) => api.startChat());
        const chat = await starting;
        handedOver = chat;
        router.current.replace(`/chat-bot/${chat.id}`);
      } catch (error) {
        // the API client has toasted why; the page says what to do next
        dispatch({ type: 'phase', phase: answeredStatus(error) === 429 ? 'limited' : 'failed' });
      } finally {
        starting = null;
      }
      return;
    }
    if (handedOver?.id === id) {
      dispatch({ type: 'loaded', chat: handedOver });
      handedOver = null;
      return;
    }
    try {
      const chat = await fetchChat(id);
      await loadCardsFor(chat.messages);
      dispatch({ type: 'loaded', chat });
    } catch (error) {
      const status = answeredStatus(error);
      dispatch({ type: 'phase', phase: status === 404 ? 'not_found' : status === 429 ? 'limited' : 'failed' });
    }
  }, [id]);

  useEffect(() => {
    void load();
    return () => abort.current?.abort();
  }, [load]);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || message.length > CHAT_MESSAGE_MAX_LENGTH || sendingRef.current || id === NEW_CHAT) return;
      sendingRef.current = true;
      const mine = localMessage('user', message);
      dispatch({ type: 'sent', message: mine });
      abort.current = new AbortController();
      const { signal } = abort.current;
      try {
        const api = await chatApi();
        const reply = await api.sendMessage(id, message, { onDelta: (t) => dispatch({ type: 'delta', text: t }), onReset: () => dispatch({ type: 'reset' }) }, signal);
        // A reply with cards waits for their views, so that they do not appear (and move the chips) a moment later.
        await loadCardsFor([reply]);
        dispatch({ type: 'replied', reply });
      } catch (error) {
        if (signal.aborted) return;
        dispatch({ type: 'unsent', id: mine.id });
        // No answer (a dropped connection, a reply cut off): the server may still have answered; its history says.
        if (answeredStatus(error) === undefined) {
          const chat = await fetchChat(id).catch(() => null);
          const last = chat?.messages.at(-2);
          if (chat && last?.role === 'user' && last.content === message) {
            await loadCardsFor(chat.messages);
            dispatch({ type: 'loaded', chat });
          }
        }
      } finally {
        sendingRef.current = false;
      }
    },
    [id],
  );

  /** Sends an unsent message again. */
  const resend = useCallback(
    (messageId: string) => {
      const unsent = state.messages.find((m) => m.id === messageId && m.local === 'unsent');
      if (!unsent || sendingRef.current) return;
      dispatch({ type: 'drop', id: messageId });
      void send(unsent.content);
    },
    [send, state.messages],
  );

  /** The chat's own remark, shown and not stored (what happened to a card's payment). */
  const note = useCallback((content: string) => dispatch({ type: 'note', message: localMessage('assistant', content, 'note') }), []);

  /** The user's words that answered the page itself (a typed yes to «۱ اعتبار کسر شود؟»): shown, not sent or stored. */
  const said = useCallback((content: string) => dispatch({ type: 'note', message: localMessage('user', content.trim(), 'note') }), []);

  /** Shows the messages before those loaded (a long chat opens on its latest page). */
  const { earlier, loadingEarlier } = state;
  const showEarlier = useCallback(async () => {
    if (!earlier || loadingEarlier) return;
    dispatch({ type: 'loadingEarlier' });
    try {
      const chat = await fetchEarlier(id, earlier);
      await loadCardsFor(chat.messages);
      dispatch({ type: 'earlier', chat });
    } catch {
      // the API client has toasted why; the button stays to try again
      dispatch({ type: 'earlier', chat: null });
    }
  }, [id, earlier, loadingEarlier]);

  return { ...state, send, resend, note, said, reload: load, showEarlier };
}
