'use client';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { toPersianDigits } from '@/lib/fa/digits';
import { districtMatches } from '../district-query';
import type { SuggestionFormValues } from './suggestion-form-values';

const DISTRICTS = Array.from({ length: 22 }, (_, i) => i + 1);
const districtLabel = (d: number) => `منطقهٔ ${toPersianDigits(d)}`;

/** Tehran districts to search only in, or to leave out: found by number or name however it is typed. */
export function DistrictPicker({ control, name, label }: { control: Control<SuggestionFormValues>; name: 'include_districts' | 'exclude_districts'; label: string }) {
  const [typed, setTyped] = useState('');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete<number, true>
          multiple
          options={DISTRICTS}
          value={field.value}
          onChange={(_, v) => field.onChange([...v].sort((a, b) => a - b))}
          onBlur={field.onBlur}
          inputValue={typed}
          onInputChange={(_, v) => setTyped(v)}
          getOptionLabel={districtLabel}
          filterOptions={(options, { inputValue }) => options.filter((d) => districtMatches(d, inputValue))}
          filterSelectedOptions
          noOptionsText={
            !typed.trim()
              ? 'منطقه‌ای باقی نمانده'
              : DISTRICTS.some((d) => districtMatches(d, typed))
                ? 'این منطقه را انتخاب کرده‌اید'
                : 'منطقه‌ای با این نام یا شماره نیست؛ شمارهٔ ۱ تا ۲۲ را بنویسید'
          }
          renderInput={(params) => <TextField {...params} label={label} error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />}
        />
      )}
    />
  );
}
