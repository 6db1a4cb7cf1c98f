import { useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_TOO_LONG } from '@/lib/contracts/chatbot-constants';
import { toPersianDigits } from '@/lib/fa/digits';
import { PathIcon } from '@/components/ui/path-icon';
import styles from './chat.module.css';

// Material "send", drawn for left-to-right: flipped for RTL.
const SEND = ['M2.01 21 23 12 2.01 3 2 10l15 2-15 2z'];

/**
 * The message box: Enter sends, Shift+Enter breaks the line. The counter shows how much of the 1000 characters is
 * used; a longer text is kept (never cut) and says why it cannot be sent.
 */
export function Composer({
  onSend,
  disabled,
  sending,
  held = false,
  ref,
}: {
  onSend: (text: string) => void;
  disabled: boolean;
  sending: boolean;
  /** a card's payment is running: the text stays editable and is not sent */
  held?: boolean;
  ref: Ref<HTMLTextAreaElement>;
}) {
  const [text, setText] = useState('');
  const length = text.trim().length;
  const over = length > CHAT_MESSAGE_MAX_LENGTH;
  const canSend = !disabled && !sending && !held && length > 0 && !over;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form className={styles.composer} onSubmit={submit} data-testid="chat-composer">
      <label htmlFor="chat-input" className={styles.who}>
        پیام شما به دستیار
      </label>
      <div className={styles.inputRow}>
        <textarea
          id="chat-input"
          ref={ref}
          className={styles.input}
          rows={1}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="سؤال خود را بنویسید؛ مثلاً «یه آپارتمان ۸۵ متری تو سعادت‌آباد چند می‌ارزه؟»"
          disabled={disabled}
          aria-invalid={over}
          aria-describedby="chat-input-count"
          enterKeyHint="send"
          dir="auto"
          data-testid="chat-input"
        />
        <button type="submit" className={`${styles.button} ${styles.send}`} disabled={!canSend} aria-label="ارسال" data-testid="chat-send">
          <PathIcon paths={SEND} size={22} flip />
        </button>
      </div>
      <div className={styles.meta}>
        <span role="alert" className={styles.over}>
          {over ? CHAT_MESSAGE_TOO_LONG : ''}
        </span>
        {!over && sending && <span>دستیار در حال پاسخ است…</span>}
        <span id="chat-input-count" className={over ? styles.over : undefined} data-testid="chat-count">
          {toPersianDigits(length)} از {toPersianDigits(CHAT_MESSAGE_MAX_LENGTH)} نویسه
        </span>
      </div>
    </form>
  );
}
