'use client';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { openDialog } from '@/components/dialogs/dialog-store';
import { FreeUseCheck } from '@/features/shared/billing/free-use-check';
import type { ServiceCard } from '@/lib/contracts/chatbot';
import { CHAT_GREETING } from '@/lib/contracts/chatbot-constants';
import { useCardPayment } from '../hooks/use-card-payment';
import { useChat, type ShownMessage } from '../hooks/use-chat';
import { creditAnswerOf } from '../credit-answer';
import { ChatNotFound } from './chat-not-found';
import { Composer } from './composer';
import { CreditConfirmation } from './credit-confirmation';
import { MessageView, StreamingView } from './message-view';
import { SuggestionChips } from './suggestion-chips';
import { NEW_CHAT } from '../chat-ids';
import styles from './chat.module.css';

/** spec §8's 429 (errorMessages.tooManyRequests, also toasted) up to its «please wait»: the page names the way out. */
const LIMITED = 'تعداد درخواست‌ها زیاد است؛';

/** How close to the end the reader must be for new text to scroll into view (they may be reading back). */
const FOLLOW_PX = 240;
const nearEnd = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - FOLLOW_PX;

/**
 * Every chat begins with this greeting (stored with it, server/chatbot/start-chat.ts). It is drawn before the history
 * arrives, in the server's HTML: the page's largest text is there at first paint instead of after hydration and a
 * request, and the stored greeting then takes the same place (the first message keeps its node) without a shift.
 */
const GREETING: ShownMessage = { id: 'greeting', role: 'assistant', content: CHAT_GREETING, cards: [], suggestions: [], created_at: '' };

/**
 * /chat-bot/{id} (spec §2): the conversation in a polite live log, the last reply's chips, the message box. A
 * service card runs the paid flow from here; «/chat-bot/new» starts a chat and takes its address.
 */
export function ChatView({ id }: { id: string }) {
  const chat = useChat(id);
  const { note } = chat;
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const follow = useRef(true);

  const onDeclined = useCallback(
    (card: ServiceCard) => note(`باشه، اعتباری کسر نشد. هر وقت خواستید «${card.title}» را از همان کارت شروع کنید.`),
    [note],
  );
  const payment = useCardPayment({ onDeclined });
  const { signedIn } = payment;
  const service = useMemo(
    () => ({ onStart: payment.start, busy: payment.busy, signedIn: payment.signedIn }),
    [payment.start, payment.busy, payment.signedIn],
  );

  // New text scrolls into view unless the reader has scrolled back to read.
  useEffect(() => {
    const onScroll = () => {
      follow.current = nearEnd();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // A message turned «ارسال نشد» grows in place: it is brought into view as a new one is.
  const lastLocal = chat.messages.at(-1)?.local;
  useLayoutEffect(() => {
    const target = end.current;
    if (!follow.current || chat.messages.length === 0 || !target) return;
    // The chips and the sticky message box sit over the bottom of the screen until the page's very end: aligned to
    // the screen's bottom, a short reply (or «ارسال نشد») was hidden under the box. It stops above them instead.
    let covered = 0;
    for (let el = target.parentElement?.nextElementSibling; el; el = el.nextElementSibling) {
      if (el instanceof HTMLElement) covered += el.offsetHeight;
    }
    target.style.scrollMarginBottom = `${covered}px`;
    target.scrollIntoView({ block: 'end' });
  }, [chat.messages.length, chat.streaming, payment.question, lastLocal]);

  // Back to the message box once the confirmation is answered.
  const asking = payment.question !== null;
  const wasAsking = useRef(false);
  useEffect(() => {
    if (wasAsking.current && !asking) input.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const send = (text: string) => {
    follow.current = true;
    // «آره» typed while «۱ اعتبار کسر شود؟» is open answers it, as its buttons do (and charges once, as they do).
    const answer = payment.question ? creditAnswerOf(text) : null;
    if (payment.question && answer !== null) {
      chat.said(text);
      payment.question.answer(answer);
      return;
    }
    void chat.send(text);
  };
  const pick = (text: string) => {
    send(text);
    // The chips are replaced by the reply's own: the keyboard stays in the conversation.
    input.current?.focus();
  };

  // Refused for too many requests, then signed in (the account has its own allowance): try again at once.
  const { phase, reload } = chat;
  useEffect(() => {
    if (signedIn && phase === 'limited') void reload();
  }, [signedIn, phase, reload]);

  if (chat.phase === 'not_found') return <ChatNotFound />;
  const messages = chat.messages.length === 0 && chat.phase !== 'ready' ? [GREETING] : chat.messages;
  const lastAssistant = [...chat.messages].reverse().find((m) => m.role === 'assistant' && m.local !== 'note');
  // No chips while a card's payment is asked about or running: a second tap on «بله، کسر شود» landed on the chip
  // that came back in its place and sent it as a message.
  const chips = chat.streaming === null && !payment.busy && lastAssistant === chat.messages.at(-1) ? lastAssistant?.suggestions ?? [] : [];

  return (
    <>
      <div
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-label="گفت‌وگو با دستیار"
        // While a reply streams, screen readers wait for the whole of it.
        aria-busy={chat.phase === 'loading' || chat.streaming !== null}
        data-testid="chat-log"
      >
        {chat.earlier && (
          <button type="button" className={`${styles.secondary} ${styles.earlier}`} onClick={() => void chat.showEarlier()} disabled={chat.loadingEarlier} data-testid="chat-earlier">
            {chat.loadingEarlier ? 'در حال بارگذاری پیام‌های قبلی…' : 'نمایش پیام‌های قبلی'}
          </button>
        )}
        {chat.phase === 'ready' && chat.messages.length === 0 && (
          <p className={styles.status}>هنوز پیامی نیست. دربارهٔ قیمت یا اجارهٔ ملک، محله‌های تهران یا خدمات ارزیاب بپرسید.</p>
        )}
        {messages.map((m, i) => (
          <MessageView key={i === 0 ? 'first' : m.id} message={m} service={service} onResend={chat.resend} />
        ))}
        {chat.phase === 'loading' && <p className={styles.loading}>در حال بارگذاری گفت‌وگو…</p>}
        {chat.streaming !== null && <StreamingView text={chat.streaming} />}
        {payment.question && <CreditConfirmation question={payment.question} />}
        <FreeUseCheck check={payment.freeUseCheck} />
        <div ref={end} />
      </div>
      {(chat.phase === 'failed' || chat.phase === 'limited') && (
        <div className={styles.status} role="alert" data-testid="chat-failed">
          <p>
            {id === NEW_CHAT ? 'گفت‌وگو شروع نشد.' : 'گفت‌وگو بارگذاری نشد.'}{' '}
            {chat.phase === 'failed'
              ? 'اتصال را بررسی کنید و دوباره تلاش کنید.'
              : `${LIMITED} ${signedIn ? 'کمی بعد دوباره تلاش کنید.' : 'کمی بعد دوباره تلاش کنید یا وارد شوید.'}`}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => void chat.reload()}>
              تلاش دوباره
            </button>
            {chat.phase === 'limited' && !signedIn && (
              <button type="button" className={styles.secondary} onClick={() => openDialog('auth', { authType: 'login' })}>
                ورود
              </button>
            )}
          </div>
        </div>
      )}
      <SuggestionChips chips={chips} onPick={pick} disabled={chat.sending || payment.busy} />
      {/* Typing goes on while the question is open (a typed yes answers it); nothing is sent while the payment runs. */}
      <Composer ref={input} onSend={send} disabled={chat.phase !== 'ready'} sending={chat.sending} held={payment.busy && !asking} />
    </>
  );
}
