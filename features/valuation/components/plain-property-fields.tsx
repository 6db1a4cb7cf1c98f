'use client';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { PlainNumberField } from '@/components/form/plain-number-field';
import type { ValuationFormValues } from '@/lib/contracts/valuation';
import { UNREAD_INPUT_HINT, UNREAD_INPUTS } from '@/lib/contracts/valuation-constants';
import type { PriceFormValues } from './price-form-values';
import { AMENITIES, propertyNumberFields } from './property-field-specs';
import styles from './plain-valuation-form.module.css';
import fieldStyles from '@/components/form/plain-field.module.css';

/** The valuation form's property numbers (spec §5) and amenities on the platform's own controls (/price, the Divar pages). */
export function PlainPropertyFields({ control }: { control: Control<PriceFormValues, unknown, ValuationFormValues> }) {
  // Fields the valuation of this kind never reads say so (lib/contracts/valuation.ts UNREAD_INPUTS, checked by the
  // engine's tests), rather than being asked for as if they counted.
  const kind = useWatch({ control, name: 'kind' });
  return (
    <>
      <div className={styles.grid}>
        {propertyNumberFields(kind).map((spec) => (
          <PlainNumberField key={spec.name} control={control} testId={`field-${spec.name}`} {...spec} />
        ))}
      </div>
      <fieldset className={styles.amenities}>
        <legend className={fieldStyles.label}>امکانات</legend>
        {AMENITIES.map(([name, label]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <label className={fieldStyles.check} data-testid={`amenity-${name}`}>
                <input type="checkbox" name={name} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} ref={field.ref} />
                {label}
              </label>
            )}
          />
        ))}
        {UNREAD_INPUTS[kind].includes('storage') && (
          <p className={`${fieldStyles.helper} ${styles.amenityHint}`} data-testid="storage-hint">
            انباری: {UNREAD_INPUT_HINT[kind]}
          </p>
        )}
      </fieldset>
    </>
  );
}
