'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { toPersianDigits } from '@/lib/fa/digits';
import type { useDiscountCode } from '../hooks/use-discount-code';

/** spec §4/§5 discount code field: Apply, then (accepted) the percentage and Cancel in place of Apply. */
export function DiscountCodeField({ discount, disabled }: { discount: ReturnType<typeof useDiscountCode>; disabled: boolean }) {
  const { value, change, apply, cancel, applied, error, checking } = discount;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!applied) void apply();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        label="کد تخفیف"
        value={applied ? applied.code : value}
        onChange={(e) => change(e.target.value)}
        error={Boolean(error)}
        helperText={
          error ??
          (applied ? (
            <Typography component="span" variant="body2" color="success.main" data-testid="discount-applied">
              کد تخفیف {toPersianDigits(applied.percent)}٪ اعمال شد.
            </Typography>
          ) : (
            ' '
          ))
        }
        disabled={Boolean(applied) || disabled}
        size="small"
        autoComplete="off"
        slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'discount-code-input', maxLength: 64, 'aria-label': 'کد تخفیف' } }}
        sx={{ flex: '1 1 220px', maxWidth: 360 }}
      />
      {applied ? (
        <Button variant="outlined" color="inherit" onClick={cancel} disabled={disabled} data-testid="discount-cancel" sx={{ height: 40 }}>
          لغو
        </Button>
      ) : (
        <Button
          type="submit"
          variant="outlined"
          disabled={checking || disabled || !value.trim()}
          startIcon={checking ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="discount-apply"
          sx={{ height: 40 }}
        >
          اعمال
        </Button>
      )}
    </Box>
  );
}
