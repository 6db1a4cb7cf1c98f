'use client';
import { Controller, type Control } from 'react-hook-form';
import { PlainNumberField } from '@/components/form/plain-number-field';
import type { ValuationFormValues } from '@/lib/contracts/valuation';
import type { PriceFormValues } from './price-form-values';
import { AMENITIES, propertyNumberFields } from './property-field-specs';
import styles from './plain-valuation-form.module.css';
import fieldStyles from '@/components/form/plain-field.module.css';

/** The valuation form's property numbers (spec §5) and amenities on the platform's own controls (/price, the Divar pages). */
export function PlainPropertyFields({ control }: { control: Control<PriceFormValues, unknown, ValuationFormValues> }) {
  return (
    <>
      <div className={styles.grid}>
        {propertyNumberFields().map((spec) => (
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
      </fieldset>
    </>
  );
}
