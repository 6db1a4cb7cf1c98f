'use client';
import { Controller, type Control } from 'react-hook-form';
import { PlainRadioButtons } from '@/components/form/plain-radio-buttons';
import { ENVIRONMENT_CATEGORY_IDS, ENVIRONMENT_CATEGORY_NAMES, type EnvironmentCategoryId } from '@/lib/contracts/environment-categories';
import type { SuggestionFormValues } from './suggestion-form-values';
import styles from './suggestion-form.module.css';

const IMPORTANCE = [
  { value: 0, label: 'مهم نیست' },
  { value: 1 / 3, label: 'کمی' },
  { value: 2 / 3, label: 'مهم' },
  { value: 1, label: 'خیلی مهم' },
] as const;

/**
 * What a category's name does not say and a reader would assume: «آموزش» scores universities only — the catalogue's
 * school and kindergarten criteria have no data (server/environment criteria-catalogue: «فهرست مدارس در منابع ما
 * نیست»), and a family set it to «خیلی مهم» for schools (QA). Worded as the /neighborhood page's category intro.
 */
export const CATEGORY_HINT: Partial<Record<EnvironmentCategoryId, string>> = {
  education: 'فقط دانشگاه‌ها و مراکز آموزش عالی نزدیک محله؛ فهرست مدرسه‌ها و مهدکودک‌ها در منابع ما نیست.',
};

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
                {CATEGORY_HINT[id] && ' '}
                {CATEGORY_HINT[id] && (
                  // Inside the group's label, so a screen reader says it with the name (the radio group takes no description).
                  <span className={styles.weightHint} data-testid={`weight-${id}-hint`}>
                    {CATEGORY_HINT[id]}
                  </span>
                )}
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
