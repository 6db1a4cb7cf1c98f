'use client';
import type { RadioToggleGroupBaseProps } from './radio-toggle-group';
import { useRadioGroup } from './use-radio-group';
import s from './radio-toggle-group.module.css';

/**
 * RadioToggleGroup on the platform's own buttons, for the pages that load no MUI: the same radio group pattern
 * (useRadioGroup), drawn as a row of joined buttons in the theme's colours.
 */
export function PlainRadioToggleGroup<T extends string | number>({ options, value, onChange, ...labelling }: RadioToggleGroupBaseProps<T>) {
  const group = useRadioGroup(options, value, onChange);
  return (
    <div role="radiogroup" {...labelling} onKeyDown={group.onKeyDown} className={s.group}>
      {options.map((o, i) => (
        <button key={String(o.value)} type="button" {...group.option(i)} data-testid={o.testId} className={s.option}>
          {o.label}
        </button>
      ))}
    </div>
  );
}
