'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { profileForm, type ProfileFormValues, type UserInfo } from '@/lib/contracts/auth';
import { toLatinDigits, toPersianDigits } from '@/lib/fa/digits';
import { userKeys } from '@/features/shared/user/user-keys';
import { updateProfile } from '../api/auth-api';

type Output = z.output<typeof profileForm>;

/**
 * The full name's rule, read from the contract the form and the server check it with (spec §5: at least 5), so the
 * field says what its error «مقدار وارد شده معتبر نمی باشد.» means before and while it shows.
 */
export const FULL_NAME_RULE = `دست‌کم ${toPersianDigits(profileForm.shape.full_name.minLength ?? 1)} حرف`;

/** Why the step is open: right after sign-up, for a user who still has no name, or to edit a complete profile. */
export type ProfilePurpose = 'new' | 'complete' | 'edit';

interface CompleteInformationsStepProps {
  user: UserInfo | null;
  purpose: ProfilePurpose;
  onSaved: () => void;
}

const LEAD: Record<ProfilePurpose, string> = {
  new: 'حساب شما ساخته شد. برای تکمیل ثبت نام، نام و نام خانوادگی و در صورت تمایل ایمیل خود را وارد کنید.',
  complete: 'ثبت نام شما هنوز کامل نشده است. نام و نام خانوادگی و در صورت تمایل ایمیل خود را وارد کنید.',
  edit: 'نام و نام خانوادگی و ایمیل خود را ویرایش کنید.',
};

/** spec §2/§4 completeInformations: full name (required, ≥5) and optional email; the edit button opens it too. */
export function CompleteInformationsStep({ user, purpose, onSaved }: CompleteInformationsStepProps) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileFormValues, unknown, Output>({
    resolver: zodResolver(profileForm) as unknown as Resolver<ProfileFormValues, unknown, Output>,
    mode: 'onChange',
    values: { full_name: user?.full_name ?? '', email: user?.email ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { control, handleSubmit, formState } = form;

  const save = useMutation({
    // spec §8: a failed save toasts the first error value (the API client's catalogue does that for this URL).
    mutationFn: (values: Output) => updateProfile({ full_name: values.full_name, email: values.email ?? '' }),
    onSuccess: (info) => {
      queryClient.setQueryData(userKeys.info(), info);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      onSaved();
    },
  });

  return (
    <Box component="form" noValidate onSubmit={handleSubmit((v) => save.mutate(v))} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {LEAD[purpose]}
      </Typography>
      <Controller
        name="full_name"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="نام و نام خانوادگی"
            autoComplete="name"
            autoFocus
            required
            fullWidth
            error={Boolean(fieldState.error) && fieldState.isDirty}
            helperText={
              <>
                {fieldState.isDirty && fieldState.error?.message && <span>{fieldState.error.message}</span>}{' '}
                <span data-testid="full-name-rule">{FULL_NAME_RULE}</span>
              </>
            }
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'full-name-input' } }}
          />
        )}
      />
      <Controller
        name="email"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            onChange={(e) => field.onChange(toLatinDigits(e.target.value))}
            label="ایمیل (اختیاری)"
            type="email"
            autoComplete="email"
            fullWidth
            error={Boolean(fieldState.error) && fieldState.isDirty}
            helperText={fieldState.isDirty ? fieldState.error?.message : undefined}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 254, 'data-testid': 'email-input' } }}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!formState.isValid || save.isPending}
        data-testid="save-profile"
      >
        {save.isPending ? <CircularProgress size={24} color="inherit" aria-label="در حال ذخیره" /> : 'ذخیرهٔ اطلاعات'}
      </Button>
    </Box>
  );
}
