'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { Controller, type Control } from 'react-hook-form';
import { RadioToggleGroup } from '@/components/ui/radio-toggle-group';
import { ENVIRONMENT_CATEGORY_IDS, ENVIRONMENT_CATEGORY_NAMES } from '@/lib/contracts/environment';
import type { SuggestionFormValues } from './suggestion-form-values';

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
        <Stack spacing={1.25}>
          {ENVIRONMENT_CATEGORY_IDS.map((id) => (
            <Box key={id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Typography id={`weight-${id}`} sx={{ minWidth: 140, fontWeight: 600 }}>
                {ENVIRONMENT_CATEGORY_NAMES[id]}
              </Typography>
              <RadioToggleGroup
                size="small"
                value={IMPORTANCE.findIndex((x) => Math.abs(x.value - field.value[id]) < 0.01)}
                onChange={(i) => field.onChange({ ...field.value, [id]: IMPORTANCE[i].value })}
                options={IMPORTANCE.map((x, i) => ({ value: i, label: x.label, testId: `weight-${id}-${i}` }))}
                aria-labelledby={`weight-${id}`}
                buttonSx={{ px: 1.5 }}
              />
            </Box>
          ))}
        </Stack>
      )}
    />
  );
}
