'use client';
import { Controller, type Control } from 'react-hook-form';
import { PlainRadioButtons } from '@/components/form/plain-radio-buttons';
import { ENVIRONMENT_CATEGORY_IDS, ENVIRONMENT_CATEGORY_NAMES } from '@/lib/contracts/environment-categories';
import type { SuggestionFormValues } from './suggestion-form-values';
import styles from './suggestion-form.module.css';

const IMPORTANCE = [
  { value: 0, label: 'مهم نیست' },
  { value: 1 / 3, label: 'کمی' },
  { value: 2 / 3, label: 'مهم' },
  { value: 1, label: 'خیلی مهم' },
] as const;

/** How much each of the eight neighbourhood categories matters: one radio group per category (one Tab stop each). */
export function ImportanceFields({ control }: { control: Control<SuggestionFormValues> }) {
  return (
    <Controller
      control={control}
      name="weights"
      render={({ field }) => (
        <div className={styles.weights}>
          {ENVIRONMENT_CATEGORY_IDS.map((id) => (
            <div key={id} className={styles.weight}>
              <span id={`weight-${id}`} className={styles.weightName}>
                {ENVIRONMENT_CATEGORY_NAMES[id]}
              </span>
              <PlainRadioButtons
                size="small"
                value={IMPORTANCE.findIndex((x) => Math.abs(x.value - field.value[id]) < 0.01)}
                onChange={(i) => field.onChange({ ...field.value, [id]: IMPORTANCE[i].value })}
                options={IMPORTANCE.map((x, i) => ({ value: i, label: x.label, testId: `weight-${id}-${i}` }))}
                aria-labelledby={`weight-${id}`}
              />
            </div>
          ))}
        </div>
      )}
    />
  );
}
