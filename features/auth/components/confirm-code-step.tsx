'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { useMutation } from '@tanstack/react-query';
import axios from 'axios';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { confirmCodeForm, type AuthType, type ConfirmCodeFormValues, type TokenPair } from '@/lib/contracts/auth';
import { withdrawReportedToasts } from '@/lib/reported-toasts';
import { hasTooManyFailedOtp } from '@/lib/errors/catalogue';
import { digitsOnly, toPersianDigits } from '@/lib/fa/digits';
import { useDigitCaret } from '@/lib/fa/use-digit-caret';
import { OTP_LENGTH } from '@/lib/validation/rules';
import { verifyOtp } from '../api/auth-api';
import { formatCountdown, useOtpCountdown } from '../hooks/use-otp-countdown';

type Output = z.output<typeof confirmCodeForm>;

interface ConfirmCodeStepProps {
  authType: AuthType;
  mobileNumber: string;
  /** When the code stops being valid (ms since epoch): drives the 'resend after' countdown. */
  deadline: number;
  onVerified: (tokens: TokenPair) => void;
  /** 'edit number' (spec §4). */
  onEditNumber: () => void;
  /** spec §4: when the countdown ends the code is spent; a new one needs a new captcha, so the number step opens
   * with the number kept. */
  onExpired: () => void;
  /** spec §8: the server burnt the code after too many wrong attempts. */
  onTooManyFailures: () => void;
}

/** spec §2/§4 confirmCode: the 5-digit code with a numeric keypad, an `n / 5` counter and the resend countdown. */
export function ConfirmCodeStep(props: ConfirmCodeStepProps) {
  const { authType, mobileNumber, deadline } = props;
  const seconds = useOtpCountdown(deadline);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const codeCaret = useDigitCaret();
  const form = useForm<ConfirmCodeFormValues, unknown, Output>({
    resolver: zodResolver(confirmCodeForm) as unknown as Resolver<ConfirmCodeFormValues, unknown, Output>,
    mode: 'onChange',
    defaultValues: { otp_code: '' },
  });
  const { control, handleSubmit, formState, setValue } = form;
  const code = useWatch({ control, name: 'otp_code' });
  const { onExpired } = props;
  useEffect(() => {
    if (seconds <= 0) onExpired();
  }, [seconds, onExpired]);

  // What the API client toasted for the wrong codes typed before: «کد وارد شده صحیح نیست.» beside the welcome of the
  // code that was right said the opposite (QA), so the right code takes them off the screen.
  const wrongCodes = useRef<unknown[]>([]);
  const verify = useMutation({
    mutationFn: (values: Output) => verifyOtp(authType, { mobile_number: mobileNumber, otp_code: values.otp_code }),
    onSuccess: (tokens) => {
      wrongCodes.current.forEach(withdrawReportedToasts);
      props.onVerified(tokens);
    },
    onError: (error) => {
      // The API client has toasted the message (never the too_many_failed_otp key itself).
      if (axios.isAxiosError(error) && hasTooManyFailedOtp(error.response?.data)) {
        props.onTooManyFailures();
        return;
      }
      wrongCodes.current.push(error);
      // Validated, so the emptied field disables the button as it did before the first code (no message: the
      // toast said what was wrong).
      setValue('otp_code', '', { shouldValidate: true });
      inputRef.current?.focus();
    },
  });

  // A code is sent once: the full code submits itself, and an Enter or a click right after (or while the dialog
  // fades out after success) would send the spent code again and toast "already used" over the welcome.
  const sent = useRef(false);
  const send = (v: Output) => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate(v, {
      onError: () => {
        sent.current = false;
      },
    });
  };
  const submit = (event?: React.BaseSyntheticEvent) => handleSubmit(send)(event);

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        کد {toPersianDigits(OTP_LENGTH)} رقمی پیامک‌شده به شمارهٔ{' '}
        <Box component="bdi" dir="ltr" sx={{ fontWeight: 700, color: 'text.primary' }} data-testid="otp-mobile">
          {toPersianDigits(mobileNumber)}
        </Box>{' '}
        را وارد کنید.
      </Typography>
      <Button
        onClick={props.onEditNumber}
        startIcon={<EditIcon fontSize="small" />}
        size="small"
        sx={{ justifySelf: 'start' }}
        data-testid="edit-number"
      >
        ویرایش شماره
      </Button>
      <Controller
        name="otp_code"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            // Latin digits in the form (sent as they are), Persian digits on screen.
            value={toPersianDigits(field.value)}
            inputRef={(el: HTMLInputElement | null) => {
              field.ref(el);
              inputRef.current = el;
              codeCaret.inputRef.current = el;
            }}
            onChange={(e) => {
              codeCaret.remember(e);
              const next = digitsOnly(e.target.value).slice(0, OTP_LENGTH);
              field.onChange(next);
              // A full code submits itself (paste, or the SMS autofill of autocomplete=one-time-code).
              if (next.length === OTP_LENGTH) void submit();
            }}
            label="کد تأیید"
            autoFocus
            fullWidth
            error={Boolean(fieldState.error) && fieldState.isDirty && code.length > 0}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <span>{fieldState.isDirty && code.length > 0 && code.length < OTP_LENGTH ? fieldState.error?.message : ''}</span>
                <span dir="ltr" data-testid="otp-counter">
                  {toPersianDigits(`${code.length} / ${OTP_LENGTH}`)}
                </span>
              </Box>
            }
            slotProps={{
              htmlInput: {
                dir: 'ltr',
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                maxLength: OTP_LENGTH,
                readOnly: verify.isPending,
                style: { letterSpacing: '0.5em', textAlign: 'center', fontSize: '1.25rem' },
                'data-testid': 'otp-input',
              },
              formHelperText: { component: 'div' },
            }}
          />
        )}
      />
      {/* Not a live region: read out every second it would drown everything else; the step change at the end is
          announced by the number step's notice. */}
      <Box sx={{ minHeight: 36, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography variant="body2" color="text.secondary" data-testid="otp-countdown">
          ارسال مجدد کد پس از <bdi>{formatCountdown(Math.max(0, seconds))}</bdi>
        </Typography>
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!formState.isValid || verify.isPending || verify.isSuccess}
        data-testid="verify-otp"
      >
        {verify.isPending ? (
          <CircularProgress size={24} color="inherit" aria-label="در حال بررسی" />
        ) : authType === 'login' ? (
          'ورود'
        ) : (
          'تأیید و ثبت نام'
        )}
      </Button>
    </Box>
  );
}
