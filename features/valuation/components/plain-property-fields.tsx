'use client';
import { Controller, useFormState, useWatch, type Control } from 'react-hook-form';
import { PlainNumberField } from '@/components/form/plain-number-field';
import { persianList } from '@/lib/fa/list';
import type { ValuationFormValues } from '@/lib/contracts/valuation';
import { UNREAD_INPUT_HINT, UNREAD_INPUTS } from '@/lib/contracts/valuation-constants';
import type { PriceFormValues } from './price-form-values';
import { AMENITIES, propertyNumberFields } from './property-field-specs';
import styles from './plain-valuation-form.module.css';
import fieldStyles from '@/components/form/plain-field.module.css';

/** The form's fields a partner's ad may leave out (the Divar pages): the words said under each while undecided. */
export type AdFieldHints = Partial<Record<'area' | 'rooms' | 'build_year' | 'floor' | 'elevator' | 'parking' | 'storage', string>>;

/**
 * The valuation form's property numbers (spec §5) and amenities on the platform's own controls (/price, the Divar
 * pages). `adHints`: what an ad left out is said under its field until the user fills it (a number) or touches it
 * (an amenity, whose unchecked box would otherwise read as «ندارد»).
 */
export function PlainPropertyFields({ control, adHints = {} }: { control: Control<PriceFormValues, unknown, ValuationFormValues>; adHints?: AdFieldHints }) {
  // Fields the valuation of this kind never reads say so (lib/contracts/valuation.ts UNREAD_INPUTS, checked by the
  // engine's tests), rather than being asked for as if they counted.
  const kind = useWatch({ control, name: 'kind' });
  const numbers = useWatch({ control, name: ['area', 'rooms', 'build_year', 'floor'] });
  const { dirtyFields, touchedFields } = useFormState({ control, name: ['elevator', 'parking', 'storage'] });
  const filled: Record<string, boolean> = { area: Boolean(numbers[0]), rooms: Boolean(numbers[1]), build_year: Boolean(numbers[2]), floor: Boolean(numbers[3]) };
  const unread: readonly string[] = UNREAD_INPUTS[kind];
  // An amenity the valuation never reads is not worth deciding: its own hint says so instead.
  const undecided = AMENITIES.filter(([name]) => adHints[name] && !unread.includes(name) && !dirtyFields[name] && !touchedFields[name]);
  return (
    <>
      <div className={styles.grid}>
        {propertyNumberFields(kind).map((spec) => {
          const adHint = spec.name in filled && !filled[spec.name] ? adHints[spec.name as keyof AdFieldHints] : undefined;
          const hint = adHint ? (spec.hint ? `${adHint} (${spec.hint})` : adHint) : spec.hint;
          return <PlainNumberField key={spec.name} control={control} testId={`field-${spec.name}`} {...spec} hint={hint} />;
        })}
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
        {undecided.length > 0 && (
          <p className={styles.adHint} data-testid="amenities-unstated">
            {persianList(undecided.map(([, label]) => label))}: {adHints[undecided[0][0]]}
          </p>
        )}
        {unread.includes('storage') && (
          <p className={`${fieldStyles.helper} ${styles.amenityHint}`} data-testid="storage-hint">
            انباری: {UNREAD_INPUT_HINT[kind]}
          </p>
        )}
      </fieldset>
    </>
  );
}
