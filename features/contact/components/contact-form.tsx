'use client';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { lazyContractResolver } from '@/components/form/lazy-contract-resolver';
import { PlainTextField } from '@/components/form/plain-text-field';
import lean from '@/components/ui/lean.module.css';
import { CONTACT_MESSAGE_MAX } from '@/lib/contracts/contact-constants';
import type { ContactMessageInput, ContactMessageRequest, ContactMessageResponse } from '@/lib/contracts/contact';
import { errorMessages } from '@/lib/errors/catalogue';
import { TEL_KEPT, telOnly, toPersianDigits } from '@/lib/fa/digits';
import { useDigitCaret } from '@/lib/fa/use-digit-caret';
import { notify } from '@/lib/notify';
import styles from './contact-form.module.css';

const FIELDS = ['full_name', 'mobile_number', 'email', 'company', 'message'] as const;
const EMPTY: ContactMessageInput = { full_name: '', mobile_number: '', email: '', company: '', message: '' };

// The contract (zod) loads when the form first validates, the API client (axios) when it first sends: a reader of
// the page downloads neither.
const loadContract = () => import('@/lib/contracts/contact').then((m) => m.contactMessageRequest);
const loadApi = () => import('../api/send-contact-message');
const prefetch = () => void Promise.all([loadContract(), loadApi()]).catch(() => undefined);

/** The contact / API-request form (services/request-api). Validation is the same zod contract the server uses. */
export function ContactForm() {
  const form = useForm<ContactMessageInput, unknown, ContactMessageRequest>({
    resolver: lazyContractResolver<ContactMessageInput, ContactMessageRequest>(loadContract),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, reset, control } = form;
  const mobileCaret = useDigitCaret(TEL_KEPT);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<ContactMessageResponse | null>(null);
  // A refused submit focuses the first invalid field in registration order: register them in the order shown (the
  // mobile field's Controller would register during its own render, after every plain field below it).
  for (const name of FIELDS) register(name);

  async function submit() {
    setSending(true);
    const api = await loadApi().catch(() => null);
    try {
      // The code that sends did not arrive: the same words as a request that got no answer.
      if (!api) return notify('error', errorMessages.networkError);
      // The raw input goes to the server: it normalises digits and the mobile number with the same contract.
      setSent(await api.sendContactMessage(form.getValues()));
      reset(EMPTY);
    } catch (error) {
      // Field errors from the server also appear under their fields (the api client has toasted them).
      const fields = api?.fieldErrors(error) ?? {};
      for (const field of FIELDS) {
        const message = fields[field];
        if (message) setError(field, { message });
      }
    } finally {
      setSending(false);
    }
  }

  const messageLength = (useWatch({ control, name: 'message' }) ?? '').length;
  const successRef = useRef<HTMLParagraphElement>(null);
  // The confirmation sits above the form, off screen on a phone after scrolling to the button: focusing it
  // brings it into view and has screen readers read it, instead of leaving a silently emptied form.
  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);
  const err = (name: (typeof FIELDS)[number]) => formState.errors[name]?.message;

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="فرم درخواست سرویس"
      // Someone filling the form gets its contract and client ahead of the submit (a connection may drop meanwhile).
      onFocus={prefetch}
      // The contract could not load (no connection): said as a request that got no answer is.
      onSubmit={(e) => void handleSubmit(submit)(e).catch(() => notify('error', errorMessages.networkError))}
    >
      {sent && (
        <p className={`${lean.notice} ${lean.success} ${styles.full} ${styles.success}`} data-testid="contact-success" ref={successRef} tabIndex={-1}>
          {sent.detail}
        </p>
      )}
      <PlainTextField label="نام و نام خانوادگی" required autoComplete="name" {...register('full_name')} error={err('full_name')} />
      <Controller
        name="mobile_number"
        control={control}
        render={({ field: { ref, value, onChange, onBlur, name } }) => (
          <PlainTextField
            name={name}
            onBlur={onBlur}
            // The form holds Latin digits (what the API takes); the field shows them in Persian like every other number.
            value={toPersianDigits(String(value ?? ''))}
            ref={(el: HTMLInputElement | null) => {
              ref(el);
              mobileCaret.inputRef.current = el;
            }}
            // spec §5: tel fields keep only digits and a leading +.
            onChange={(event) => {
              mobileCaret.remember(event);
              onChange(telOnly(event.target.value));
            }}
            label="شمارهٔ موبایل"
            required
            type="tel"
            autoComplete="tel"
            dir="ltr"
            inputMode="tel"
            error={err('mobile_number')}
          />
        )}
      />
      <PlainTextField label="ایمیل (اختیاری)" type="email" autoComplete="email" dir="ltr" {...register('email')} error={err('email')} />
      <PlainTextField label="نام شرکت یا مجموعه (اختیاری)" autoComplete="organization" {...register('company')} error={err('company')} />
      <div className={styles.full}>
        <PlainTextField
          multiline
          rows={4}
          label="شرح درخواست"
          required
          {...register('message')}
          error={err('message')}
          helper={`سرویس مورد نیاز، حجم تقریبی درخواست‌ها و نحوهٔ استفاده را بنویسید (${toPersianDigits(messageLength)} / ${toPersianDigits(CONTACT_MESSAGE_MAX)})`}
        />
      </div>
      <div className={styles.full}>
        <button type="submit" className={lean.button} disabled={sending}>
          {sending && <span className={lean.spinner} aria-hidden="true" />}
          {sending ? 'در حال ارسال…' : 'ارسال درخواست'}
        </button>
      </div>
    </form>
  );
}
