'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { enterNumberForm, type AuthType, type EnterNumberFormValues } from '@/lib/contracts/auth';
import { loginMobileEntry, TEL_KEPT, toLatinDigits, toPersianDigits } from '@/lib/fa/digits';
import { useDigitCaret } from '@/lib/fa/use-digit-caret';
import { captchaQueryOptions, noAccountMessage, pendingCodeSeconds, requestOtp } from '../api/auth-api';
import { formatCountdown, useOtpCountdown } from '../hooks/use-otp-countdown';
import { TermsDialog } from './terms-dialog';

type Output = z.output<typeof enterNumberForm>;

interface EnterNumberStepProps {
  authType: AuthType;
  initialMobile: string;
  onAuthTypeChange: (type: AuthType) => void;
  /** Called with the normalised number once the server has sent the code (201). */
  onCodeSent: (mobileNumber: string) => void;
  /** The server refused a new code: the one texted to this number is valid for `seconds` more. */
  onCodePending: (mobileNumber: string, seconds: number) => void;
  /** When a code texted earlier to this number stops being valid (ms since epoch), or null. */
  pendingDeadline: (mobileNumber: string) => number | null;
  onEnterPendingCode: (mobileNumber: string) => void;
  /** Back here because the texted code's countdown ended (spec §4). */
  codeExpired?: boolean;
}

/** spec §2/§4 enterNumber: mobile number, captcha with refresh, terms (accepted by default), continue. */
export function EnterNumberStep({
  authType,
  initialMobile,
  onAuthTypeChange,
  onCodeSent,
  onCodePending,
  pendingDeadline,
  onEnterPendingCode,
  codeExpired,
}: EnterNumberStepProps) {
  const [termsOpen, setTermsOpen] = useState(false);
  // A sign-in refused because the number has no account: the server's words and the number they were said of.
  const [noAccount, setNoAccount] = useState<{ mobile: string; message: string } | null>(null);
  // The number keeps a leading + while it is typed (+98…): the caret counts it like a digit.
  const mobileCaret = useDigitCaret(TEL_KEPT);
  const captcha = useQuery(captchaQueryOptions());
  const form = useForm<EnterNumberFormValues, unknown, Output>({
    resolver: zodResolver(enterNumberForm) as unknown as Resolver<EnterNumberFormValues, unknown, Output>,
    mode: 'all',
    defaultValues: { mobile_number: initialMobile, captcha_answer: '', terms: true },
  });
  const { control, handleSubmit, formState, setValue, resetField } = form;

  // A new image empties the answer without calling it an error (spec §8: the failed request's refresh says nothing).
  const refreshCaptcha = () => {
    resetField('captcha_answer');
    void captcha.refetch();
  };

  const send = useMutation({
    mutationFn: (values: Output) =>
      requestOtp(authType, {
        mobile_number: values.mobile_number,
        captcha_key: captcha.data?.captcha_key ?? '',
        captcha_answer: values.captcha_answer,
      }),
    onSuccess: (data) => onCodeSent(data.mobile_number),
    // spec §8: an OTP request failure refreshes the captcha silently (the API client shows the server's message).
    // A code still valid for this number is no failure of the user's: the notice below offers to enter it (with
    // its countdown), and the catalogue leaves that 429 unsaid.
    // A number with no account gets the server's message here, with the sign-up for the same number one tap away
    // (the catalogue does not toast it). The captcha is renewed all the same: the server spent the answer.
    onError: (error, values) => {
      refreshCaptcha();
      const unknown = noAccountMessage(error);
      // Kept against the field as typed (not the normalised number), so the notice goes once the number is edited.
      if (unknown !== null) setNoAccount({ mobile: form.getValues('mobile_number'), message: unknown });
      const seconds = pendingCodeSeconds(error);
      if (seconds !== null) onCodePending(values.mobile_number, seconds);
    },
  });

  const captchaReady = Boolean(captcha.data) && !captcha.isFetching;
  const canContinue = formState.isValid && captchaReady && !send.isPending;
  const terms = useWatch({ control, name: 'terms' });
  const typedMobile = useWatch({ control, name: 'mobile_number' });
  const pending = pendingDeadline(typedMobile);

  return (
    <Box component="form" noValidate onSubmit={handleSubmit((v) => send.mutate(v))} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {authType === 'login'
          ? 'برای ورود، شمارهٔ همراه خود را وارد کنید تا کد تأیید برایتان پیامک شود.'
          : 'برای ثبت نام، شمارهٔ همراه خود را وارد کنید تا کد تأیید برایتان پیامک شود.'}
      </Typography>
      <Controller
        name="mobile_number"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            // The form holds Latin digits (what the API takes); the field shows them in Persian like every other number.
            value={toPersianDigits(field.value)}
            inputRef={mobileCaret.inputRef}
            onChange={(e) => {
              mobileCaret.remember(e);
              field.onChange(loginMobileEntry(e.target.value));
            }}
            label="شمارهٔ همراه"
            placeholder="۰۹۱۲۳۴۵۶۷۸۹"
            autoComplete="tel-national"
            autoFocus
            fullWidth
            // Errors exist only for a field the user has changed or left (validation on change and blur), so an
            // emptied or skipped number says it is required (spec §5) without greeting the user with an error.
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{
              // No maxLength: the browser would cut a pasted «+98 912 123 4567» to its first eleven characters
              // before loginMobileEntry could read it; the entry keeps the number to its length itself. A phone's
              // keypad (tel), not the digits-only one: it has the + of a number typed with its country code.
              htmlInput: { dir: 'ltr', inputMode: 'tel', 'data-testid': 'mobile-input' },
            }}
          />
        )}
      />
      {codeExpired && pending === null && (
        <Alert severity="info" role="status" data-testid="otp-expired">
          مهلت کد تأیید تمام شد. برای دریافت کد تازه، کد امنیتی را وارد کنید و «ادامه» را بزنید.
        </Alert>
      )}
      {noAccount && authType === 'login' && noAccount.mobile === typedMobile && (
        <Alert severity="info" role="status" data-testid="no-account">
          {noAccount.message}
          {/* Same form, same number and terms: only the purpose changes, so nothing the user typed is lost. */}
          <Box sx={{ mt: 1 }}>
            <Button
              variant="outlined"
              color="inherit"
              size="small"
              onClick={() => {
                setNoAccount(null);
                onAuthTypeChange('signup');
              }}
              sx={{ whiteSpace: 'nowrap' }}
              data-testid="sign-up-same-number"
            >
              ثبت‌نام با همین شماره
            </Button>
          </Box>
        </Alert>
      )}
      {pending !== null && <PendingCodeNotice deadline={pending} onEnter={() => onEnterPendingCode(typedMobile)} />}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Controller
          name="captcha_answer"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(e) => field.onChange(toLatinDigits(e.target.value))}
              label="کد امنیتی"
              autoComplete="off"
              fullWidth
              // Said once the user has typed in it or left it empty (spec §5: required), not on opening.
              error={Boolean(fieldState.error) && (fieldState.isDirty || fieldState.isTouched)}
              helperText={fieldState.isDirty || fieldState.isTouched ? fieldState.error?.message : undefined}
              slotProps={{ htmlInput: { dir: 'ltr', maxLength: 20, autoCapitalize: 'off', spellCheck: false, 'data-testid': 'captcha-input' } }}
            />
          )}
        />
        <Box
          sx={{
            width: 80,
            height: 48,
            flex: '0 0 80px',
            mt: 0.5,
            borderRadius: 1,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {captcha.isFetching || captcha.isPending ? (
            <Skeleton variant="rectangular" width={80} height={48} />
          ) : captcha.data ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data URL from our API; next/image adds nothing here
            <img src={captcha.data.captcha_image} alt="تصویر کد امنیتی" width={80} height={48} data-testid="captcha-image" />
          ) : (
            <Typography variant="caption" color="error" sx={{ textAlign: 'center' }}>
              بارگذاری نشد
            </Typography>
          )}
        </Box>
        <IconButton aria-label="تصویر امنیتی جدید" onClick={refreshCaptcha} disabled={captcha.isFetching} sx={{ mt: 0.75 }}>
          <RefreshIcon />
        </IconButton>
      </Box>
      <Controller
        name="terms"
        control={control}
        render={({ field, fieldState }) => (
          <Box>
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={
                <Typography variant="body2">
                  <Link
                    component="button"
                    type="button"
                    onClick={(e) => {
                      // The link sits inside the checkbox label: open the terms without toggling the box.
                      e.preventDefault();
                      e.stopPropagation();
                      setTermsOpen(true);
                    }}
                    sx={{ verticalAlign: 'baseline' }}
                  >
                    قوانین و مقررات
                  </Link>{' '}
                  را می‌پذیرم
                </Typography>
              }
            />
            {/* spec §5: continue stays disabled until the terms are accepted; say why. */}
            {fieldState.error && (
              <FormHelperText error sx={{ mt: -0.5, mx: 1.75 }} data-testid="terms-error">
                {fieldState.error.message}
              </FormHelperText>
            )}
          </Box>
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={!canContinue} data-testid="send-otp">
        {send.isPending ? <CircularProgress size={24} color="inherit" aria-label="در حال ارسال" /> : 'ادامه'}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {authType === 'login' ? 'حساب کاربری ندارید؟ ' : 'قبلاً ثبت نام کرده‌اید؟ '}
        <Link component="button" type="button" onClick={() => onAuthTypeChange(authType === 'login' ? 'signup' : 'login')}>
          {authType === 'login' ? 'ثبت نام کنید' : 'وارد شوید'}
        </Link>
      </Typography>
      <TermsDialog
        open={termsOpen}
        accepted={terms}
        onAcceptedChange={(v) => setValue('terms', v, { shouldValidate: true, shouldDirty: true })}
        onClose={() => setTermsOpen(false)}
      />
    </Box>
  );
}

/** A code texted earlier to the typed number is still valid: asking again would be refused, so offer to enter it. */
function PendingCodeNotice({ deadline, onEnter }: { deadline: number; onEnter: () => void }) {
  const seconds = useOtpCountdown(deadline);
  if (seconds <= 0) return null;
  return (
    <Alert severity="info" data-testid="pending-code">
      کد تأیید به این شماره پیامک شده و تا <bdi>{formatCountdown(seconds)}</bdi> دیگر معتبر است.
      {/* Under the sentence, not in the alert's action slot beside it: the 392px modal left that slot so little room
          that the button shrank to its 64px minimum and broke «وارد کردن کد» over two lines at any screen width. */}
      <Box sx={{ mt: 1 }}>
        <Button variant="outlined" color="inherit" size="small" onClick={onEnter} sx={{ whiteSpace: 'nowrap' }} data-testid="enter-pending-code">
          وارد کردن کد
        </Button>
      </Box>
    </Alert>
  );
}
