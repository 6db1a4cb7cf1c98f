'use client';
import { useRef, type KeyboardEvent } from 'react';

/**
 * The WAI-ARIA radio group pattern over a row of buttons, whatever draws them (RadioToggleGroup with MUI, the plain
 * one without): one Tab stop, on the chosen option, and the arrow keys move the choice (in reading order: ← is next
 * on this right-to-left site, ↓ too; Home and End reach the ends). A value that matches no option leaves every
 * option unchecked and the first holds the Tab stop.
 */
export function useRadioGroup<T>(options: readonly { value: T }[], value: T, onChange: (value: T) => void) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = options.findIndex((o) => o.value === value);
  const focusable = chosen >= 0 ? chosen : 0;
  function onKeyDown(event: KeyboardEvent) {
    const from = buttons.current.findIndex((b) => b === event.target);
    const at = from >= 0 ? from : focusable;
    const last = options.length - 1;
    const moves: Record<string, number> = { ArrowLeft: at + 1, ArrowDown: at + 1, ArrowRight: at - 1, ArrowUp: at - 1, Home: 0, End: last };
    if (!(event.key in moves) || event.altKey || event.ctrlKey || event.metaKey) return;
    // Also keeps a toggle group's own roving focus (which moves the focus without choosing) out of it.
    event.preventDefault();
    const next = (moves[event.key] + options.length) % options.length;
    onChange(options[next].value);
    buttons.current[next]?.focus();
  }
  return {
    onKeyDown,
    /** The props of option `i`'s button. */
    option: (i: number) => ({
      ref: (el: HTMLButtonElement | null) => {
        buttons.current[i] = el;
      },
      role: 'radio' as const,
      'aria-checked': i === chosen,
      tabIndex: i === focusable ? 0 : -1,
      // Choosing the chosen option again keeps it: a radio group is never emptied by a click.
      onClick: () => onChange(options[i].value),
    }),
  };
}
