'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type FormEvent } from 'react';
import { toPersianDigits } from '@/lib/fa/digits';
import type { useDiscountCode } from '../hooks/use-discount-code';

/** spec §4/§5 discount code field: Apply, then (accepted) the percentage and Cancel in place of Apply. */
export function DiscountCodeField({ discount, disabled }: { discount: ReturnType<typeof useDiscountCode>; disabled: boolean }) {
  const { value, change, apply, cancel, applied, error, checking } = discount;
  // Applying disables the field and swaps «اعمال» for «لغو» (and back): keep the keyboard user's focus on the
  // control that takes the place of the one that vanished, instead of dropping it on the page.
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasApplied = useRef(Boolean(applied));
  useEffect(() => {
    const nowApplied = Boolean(applied);
    if (nowApplied === wasApplied.current) return;
    wasApplied.current = nowApplied;
    const active = document.activeElement;
    if (active && active !== document.body && !formRef.current?.contains(active)) return;
    (nowApplied ? cancelRef.current : inputRef.current)?.focus();
  }, [applied]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!applied) void apply();
  };
  return (
    <Box component="form" ref={formRef} onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        label="کد تخفیف"
        value={applied ? applied.code : value}
        onChange={(e) => change(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? (applied ? undefined : ' ')}
        disabled={Boolean(applied) || disabled}
        size="small"
        autoComplete="off"
        inputRef={inputRef}
        slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'discount-code-input', maxLength: 64, 'aria-label': 'کد تخفیف' } }}
        sx={{ flex: '1 1 220px', maxWidth: 360 }}
      />
      {applied ? (
        <Button ref={cancelRef} variant="outlined" color="inherit" onClick={cancel} disabled={disabled} data-testid="discount-cancel" sx={{ height: 40 }}>
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
      {/* Not the disabled field's helper text, which would grey it out; a status region present from the start, so the
          confirmation is announced when it appears. */}
      <Typography role="status" variant="body2" sx={{ flexBasis: '100%', color: 'success.main', mt: applied ? -0.5 : 0, px: 1.75 }}>
        {applied && <span data-testid="discount-applied">کد تخفیف {toPersianDigits(applied.percent)}٪ اعمال شد.</span>}
      </Typography>
    </Box>
  );
}
