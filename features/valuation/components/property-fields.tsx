'use client';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { Controller, type Control } from 'react-hook-form';
import { NumberField } from '@/components/form/number-field';
import type { ValuationFormValues } from '@/lib/contracts/valuation';
import type { PriceFormValues } from './price-form-values';
import { AMENITIES, propertyNumberFields } from './property-field-specs';

/** The /price form's third step: the property's numbers (spec §5) and its amenities. */
export function PropertyFields({ control }: { control: Control<PriceFormValues, unknown, ValuationFormValues> }) {
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {propertyNumberFields().map((spec) => (
          <NumberField key={spec.name} control={control} testId={`field-${spec.name}`} {...spec} />
        ))}
      </Box>
      <FormGroup row sx={{ mt: 2, gap: 2 }}>
        {AMENITIES.map(([name, label]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <FormControlLabel
                label={label}
                control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
                data-testid={`amenity-${name}`}
              />
            )}
          />
        ))}
      </FormGroup>
    </>
  );
}
