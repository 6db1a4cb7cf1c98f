'use client';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface RadioToggleOption<T> {
  value: T;
  label: ReactNode;
  testId?: string;
}

interface RadioToggleGroupProps<T> {
  options: readonly RadioToggleOption<T>[];
  /** The chosen value; one that matches no option leaves every option unchecked (the first holds the Tab stop). */
  value: T;
  onChange: (value: T) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  size?: 'small' | 'medium' | 'large';
  color?: 'standard' | 'primary';
  sx?: SxProps<Theme>;
  buttonSx?: SxProps<Theme>;
}

/**
 * A one-of-several choice drawn as toggle buttons, with the WAI-ARIA radio group pattern: one Tab stop, on the
 * chosen option, and the arrow keys move the choice (in reading order: ← is next on this right-to-left site, ↓ too;
 * Home and End reach the ends). MUI's toggle buttons alone say «pressed» and move only the focus with the arrows,
 * so nothing tells a keyboard or screen-reader user that the other options are there.
 */
export function RadioToggleGroup<T extends string | number>({
  options,
  value,
  onChange,
  size,
  color,
  sx,
  buttonSx,
  ...labelling
}: RadioToggleGroupProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = options.findIndex((o) => o.value === value);
  const focusable = chosen >= 0 ? chosen : 0;
  function onKeyDown(event: KeyboardEvent) {
    const from = buttons.current.findIndex((b) => b === event.target);
    const at = from >= 0 ? from : focusable;
    const last = options.length - 1;
    const moves: Record<string, number> = { ArrowLeft: at + 1, ArrowDown: at + 1, ArrowRight: at - 1, ArrowUp: at - 1, Home: 0, End: last };
    if (!(event.key in moves) || event.altKey || event.ctrlKey || event.metaKey) return;
    // Also keeps MUI's own roving focus (which moves the focus without choosing) out of it.
    event.preventDefault();
    const next = (moves[event.key] + options.length) % options.length;
    onChange(options[next].value);
    buttons.current[next]?.focus();
  }
  return (
    <ToggleButtonGroup exclusive size={size} color={color} value={value} role="radiogroup" {...labelling} onKeyDown={onKeyDown} sx={sx}>
      {options.map((o, i) => (
        <ToggleButton
          key={String(o.value)}
          value={o.value}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          role="radio"
          aria-checked={i === chosen}
          aria-pressed={undefined}
          tabIndex={i === focusable ? 0 : -1}
          // Choosing the chosen option again keeps it: a radio group is never emptied by a click.
          onClick={() => onChange(o.value)}
          data-testid={o.testId}
          sx={buttonSx}
        >
          {o.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
