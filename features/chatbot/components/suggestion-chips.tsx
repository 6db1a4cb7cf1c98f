import styles from './chat.module.css';

/** The last reply's suggestions: each a button that sends its text as the next message. */
export function SuggestionChips({ chips, onPick, disabled }: { chips: string[]; onPick: (text: string) => void; disabled: boolean }) {
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips} role="group" aria-label="پیشنهادها" data-testid="chat-chips">
      {chips.map((chip) => (
        <button key={chip} type="button" className={styles.chip} disabled={disabled} onClick={() => onPick(chip)}>
          {chip}
        </button>
      ))}
    </div>
  );
}
