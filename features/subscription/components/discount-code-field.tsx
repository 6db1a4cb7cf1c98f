'use client';
import { useEffect, useRef, type FormEvent } from 'react';
import { PlainTextField } from '@/components/form/plain-text-field';
import lean from '@/components/ui/lean.module.css';
import { toPersianDigits } from '@/lib/fa/digits';
import type { useDiscountCode } from '../hooks/use-discount-code';
import styles from './subscription.module.css';

/** spec §4/§5 discount code field: Apply, then (accepted) the percentage and Cancel in place of Apply. */
export function DiscountCodeField({ discount, disabled }: { discount: ReturnType<typeof useDiscountCode>; disabled: boolean }) {
  const { value, change, apply, cancel, applied, error, checking } = discount;
  // Applying disables the field and swaps «اعمال» for «لغو» (and back): keep the keyboard user's focus on the
  // control that takes the place of the one that vanished, instead of dropping it on the page.
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Unless the user has moved on elsewhere on the page meanwhile.
  const keepFocusHere = (target: HTMLElement | null) => {
    const active = document.activeElement;
    if (active && active !== document.body && !formRef.current?.contains(active)) return;
    target?.focus();
  };
  const wasApplied = useRef(Boolean(applied));
  useEffect(() => {
    const nowApplied = Boolean(applied);
    if (nowApplied === wasApplied.current) return;
    wasApplied.current = nowApplied;
    keepFocusHere(nowApplied ? cancelRef.current : inputRef.current);
  }, [applied]);
  // «اعمال» is disabled while the code is checked, which drops its focus on the page; a refused code then left the
  // keyboard or screen-reader user nowhere (QA at 390px). The field, marked invalid with the reason, takes it back.
  // Only after the user's own Apply: a remembered code refused on load does not take focus from the page.
  const userApplied = useRef(false);
  useEffect(() => {
    if (checking || !userApplied.current) return;
    userApplied.current = false;
    if (error) keepFocusHere(inputRef.current);
  }, [checking, error]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (applied) return;
    userApplied.current = true;
    void apply();
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate className={styles.discount} aria-label="کد تخفیف">
      <div className={styles.discountField}>
        <PlainTextField
          label="کد تخفیف"
          ref={inputRef}
          value={applied ? applied.code : value}
          onChange={(e) => change(e.target.value)}
          error={error ?? undefined}
          disabled={Boolean(applied) || disabled}
          autoComplete="off"
          dir="ltr"
          maxLength={64}
          data-testid="discount-code-input"
        />
      </div>
      {applied ? (
        <button ref={cancelRef} type="button" className={`${lean.outlined} ${styles.discountButton}`} onClick={cancel} disabled={disabled} data-testid="discount-cancel">
          لغو
        </button>
      ) : (
        <button type="submit" className={`${lean.outlined} ${styles.discountButton}`} disabled={checking || disabled || !value.trim()} data-testid="discount-apply">
          {checking && <span className={lean.spinner} aria-hidden="true" />}
          اعمال
        </button>
      )}
      {/* Not the disabled field's helper text; a status region present from the start, so the confirmation is
          announced when it appears. */}
      <p role="status" className={styles.applied}>
        {applied && <span data-testid="discount-applied">کد تخفیف {toPersianDigits(applied.percent)}٪ اعمال شد.</span>}
      </p>
    </form>
  );
}
