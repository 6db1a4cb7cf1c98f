'use client';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useRadioGroup } from './use-radio-group';

export interface RadioToggleOption<T> {
  value: T;
  label: ReactNode;
  testId?: string;
}

export interface RadioToggleGroupBaseProps<T> {
  options: readonly RadioToggleOption<T>[];
  /** The chosen value; one that matches no option leaves every option unchecked (the first holds the Tab stop). */
  value: T;
  onChange: (value: T) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

interface RadioToggleGroupProps<T> extends RadioToggleGroupBaseProps<T> {
  size?: 'small' | 'medium' | 'large';
  color?: 'standard' | 'primary';
  sx?: SxProps<Theme>;
  buttonSx?: SxProps<Theme>;
}

/**
 * A one-of-several choice drawn as MUI toggle buttons, with the WAI-ARIA radio group pattern (useRadioGroup): MUI's
 * toggle buttons alone say «pressed» and move only the focus with the arrows, so nothing tells a keyboard or
 * screen-reader user that the other options are there. PlainRadioToggleGroup is the same without MUI.
 */
export function RadioToggleGroup<T extends string | number>({ options, value, onChange, size, color, sx, buttonSx, ...labelling }: RadioToggleGroupProps<T>) {
  const group = useRadioGroup(options, value, onChange);
  return (
    <ToggleButtonGroup exclusive size={size} color={color} value={value} role="radiogroup" {...labelling} onKeyDown={group.onKeyDown} sx={sx}>
      {options.map((o, i) => (
        <ToggleButton key={String(o.value)} value={o.value} {...group.option(i)} aria-pressed={undefined} data-testid={o.testId} sx={buttonSx}>
          {o.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
