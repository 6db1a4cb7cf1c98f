'use client';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { Controller, type Control } from 'react-hook-form';
import { NumberField } from '@/components/form/number-field';
import { BUILD_YEAR_MIN, buildYearMax } from '@/lib/contracts/valuation';
import { toPersianDigits } from '@/lib/fa/digits';
import type { ValuationFormValues } from '@/lib/contracts/valuation';
import type { PriceFormValues } from './price-form-values';

const AMENITIES = [
  ['elevator', 'آسانسور'],
  ['parking', 'پارکینگ'],
  ['storage', 'انباری'],
] as const;

/** The /price form's third step: the property's numbers (spec §5) and its amenities. */
export function PropertyFields({ control }: { control: Control<PriceFormValues, unknown, ValuationFormValues> }) {
  const field = (name: 'area' | 'rooms' | 'build_year' | 'floor' | 'total_floors' | 'postal_code') => ({ control, name, testId: `field-${name}` });
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        <NumberField {...field('area')} label="متراژ (متر مربع)" placeholder="مثلاً ۱۰۰" required decimal />
        <NumberField {...field('rooms')} label="تعداد اتاق خواب" placeholder="مثلاً ۲" required />
        <NumberField
          {...field('build_year')}
          label="سال ساخت (شمسی)"
          placeholder={`بین ${toPersianDigits(BUILD_YEAR_MIN)} و ${toPersianDigits(buildYearMax())}`}
          required
          maxLength={4}
        />
        <NumberField {...field('floor')} label="طبقهٔ واحد" placeholder="مثلاً ۳" hint="همکف: ۰؛ زیرزمین: منفی ۱" required signed />
        <NumberField {...field('total_floors')} label="تعداد طبقات ساختمان" placeholder="اختیاری" />
        <NumberField {...field('postal_code')} label="کد پستی ده‌رقمی" placeholder="اختیاری" maxLength={10} code />
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
