'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import axios from 'axios';
import { Fragment, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  CONTACT_MESSAGE_MAX,
  contactMessageRequest,
  type ContactMessageInput,
  type ContactMessageRequest,
} from '@/lib/contracts/contact';
import { TEL_KEPT, telOnly, toPersianDigits } from '@/lib/fa/digits';
import { useDigitCaret } from '@/lib/fa/use-digit-caret';
import { sendContactMessage } from '../api/send-contact-message';
import styles from './contact-form.module.css';

const FIELDS = ['full_name', 'mobile_number', 'email', 'company', 'message'] as const;

/** The contact / API-request form (services/request-api). Validation is the same zod contract the server uses. */
export function ContactForm() {
  const form = useForm<ContactMessageInput, unknown, ContactMessageRequest>({
    resolver: zodResolver(contactMessageRequest),
    defaultValues: { full_name: '', mobile_number: '', email: '', company: '', message: '' },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, reset, control } = form;
  const [fieldsKey, setFieldsKey] = useState(0);
  const mobileCaret = useDigitCaret(TEL_KEPT);
  // A refused submit focuses the first invalid field in registration order: register them in the order shown (the
  // mobile field's Controller would register during its own render, after every plain field below it).
  for (const name of FIELDS) register(name);
  const mutation = useMutation({
    mutationFn: (values: ContactMessageInput) => sendContactMessage(values),
    // Send even when the browser reports offline: the user gets the network-error toast at once instead of a
    // silently paused request (React Query's default 'online' mode would wait for the connection).
    networkMode: 'always',
    onSuccess: () => {
      reset();
      // reset() empties the inputs behind MUI's back: new fields, so the labels are not left floating over nothing.
      setFieldsKey((k) => k + 1);
    },
    onError: (error) => {
      // Field errors from the server also appear under their fields (the api client has toasted them).
      if (axios.isAxiosError(error) && error.response?.status === 400 && error.response.data) {
        const data = error.response.data as Record<string, unknown>;
        for (const field of FIELDS) {
          const messages = data[field];
          if (Array.isArray(messages) && typeof messages[0] === 'string') setError(field, { message: messages[0] });
        }
      }
    },
  });
  const messageLength = (useWatch({ control, name: 'message' }) ?? '').length;
  const successRef = useRef<HTMLDivElement>(null);
  // The confirmation sits above the form, off screen on a phone after scrolling to the button: focusing it
  // brings it into view and has screen readers read it, instead of leaving a silently emptied form.
  useEffect(() => {
    if (mutation.isSuccess) successRef.current?.focus();
  }, [mutation.isSuccess]);
  const err = (name: (typeof FIELDS)[number]) => formState.errors[name]?.message;

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="فرم درخواست سرویس"
      // The raw input goes to the server: it normalises digits and the mobile number with the same contract.
      onSubmit={handleSubmit(() => mutation.mutate(form.getValues()))}
    >
      {mutation.isSuccess && (
        <Alert severity="success" className={styles.full} data-testid="contact-success" ref={successRef} tabIndex={-1} sx={{ scrollMarginTop: 96, mb: 1.5 }}>
          {mutation.data.detail}
        </Alert>
      )}
      <Fragment key={fieldsKey}>
        <TextField
          label="نام و نام خانوادگی"
          required
          autoComplete="name"
          {...register('full_name')}
          error={!!err('full_name')}
          helperText={err('full_name') ?? ' '}
        />
        <Controller
          name="mobile_number"
          control={control}
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              // The form holds Latin digits (what the API takes); the field shows them in Persian like every other number.
              value={toPersianDigits(String(field.value ?? ''))}
              // On the input, not MUI's root: a refused submit focuses the first invalid field through this ref.
              inputRef={(el: HTMLInputElement | null) => {
                ref(el);
                mobileCaret.inputRef.current = el;
              }}
              // spec §5: tel fields keep only digits and a leading +.
              onChange={(event) => {
                mobileCaret.remember(event);
                field.onChange(telOnly(event.target.value));
              }}
              label="شمارهٔ موبایل"
              required
              type="tel"
              autoComplete="tel"
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
              error={!!err('mobile_number')}
              helperText={err('mobile_number') ?? ' '}
            />
          )}
        />
        <TextField
          label="ایمیل (اختیاری)"
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          {...register('email')}
          error={!!err('email')}
          helperText={err('email') ?? ' '}
        />
        <TextField
          label="نام شرکت یا مجموعه (اختیاری)"
          autoComplete="organization"
          {...register('company')}
          error={!!err('company')}
          helperText={err('company') ?? ' '}
        />
        <TextField
          className={styles.full}
          label="شرح درخواست"
          required
          multiline
          minRows={4}
          {...register('message')}
          error={!!err('message')}
          helperText={
            err('message') ??
            `سرویس مورد نیاز، حجم تقریبی درخواست‌ها و نحوهٔ استفاده را بنویسید (${toPersianDigits(messageLength)} / ${toPersianDigits(CONTACT_MESSAGE_MAX)})`
          }
        />
      </Fragment>
      <div className={styles.full}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={mutation.isPending}
          startIcon={mutation.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {mutation.isPending ? 'در حال ارسال…' : 'ارسال درخواست'}
        </Button>
      </div>
    </form>
  );
}
