'use client';
import type { ChangeEvent } from 'react';
import type { Control, FieldPathByValue, FieldValues, RefCallBack } from 'react-hook-form';
import { digitsOnly, entryFault, groupedDisplay, numericDisplay } from '@/lib/fa/digits';
import { formatMoney } from '@/lib/fa/money';
import { useDigitCaret } from '@/lib/fa/use-digit-caret';
import { NO_EXPONENT, NOT_ONE_NUMBER, POSITIVE_ONLY, useNumberEntry } from '@/lib/fa/use-number-entry';

/** How a number field reads and shows its text (the MUI field and the plain one behave the same). */
export interface NumberInputOptions {
  /** A minus may be typed (a basement floor). */
  signed?: boolean;
  /** A decimal point may be typed (an area): the phone's keypad offers one. */
  decimal?: boolean;
  /** Digits only, kept as typed (a postal code). */
  code?: boolean;
  /**
   * A code's length in digits (a postal code's ten) and the words for more: a longer paste is kept whole and its count
   * named at once, rather than cut to the length by the input (the user would not see what was dropped).
   */
  codeDigits?: { length: number; tooMany: (typed: number) => string };
  /** An amount of toman: grouped by threes, with the amount in words below. */
  money?: boolean;
  /** Under the field while it has no error. */
  hint?: string;
}

/** A number field of a react-hook-form form, drawn by MUI (NumberField) or the platform's input (PlainNumberField). */
export interface NumberFieldProps<V extends FieldValues, O> extends NumberInputOptions {
  control: Control<V, unknown, O>;
  /** A field holding the number as typed, in Latin digits (the form's zod contract parses it). */
  name: FieldPathByValue<V, string>;
  label: string;
  testId: string;
  placeholder?: string;
  required?: boolean;
  maxLength?: number;
}

/**
 * A number field's behaviour, whatever draws it: shown in Persian digits (money grouped by threes), typed in any
 * digits, the caret kept after the digit typed; text that is not one number leaves the value as it was and says so.
 */
export function useNumberInput({ signed, decimal, code, money, hint, codeDigits }: NumberInputOptions) {
  const caret = useDigitCaret();
  const entry = useNumberEntry({ grouped: money });
  /** What the field itself finds wrong with its text, before the form's contract does. */
  const ownProblem = (text: string): string | undefined => {
    if (entry.refused) return NOT_ONE_NUMBER;
    // A minus or an «e» stays in the field as typed (dropping it turned «-80» into 80 unsaid) and is named here, for
    // as long as it is there; the contract refuses the value on submit.
    const fault = code ? null : entryFault(text, Boolean(signed));
    if (fault) return fault === 'negative' ? POSITIVE_ONLY : NO_EXPONENT;
    if (code && codeDigits && text.length > codeDigits.length) return codeDigits.tooMany(text.length);
    return undefined;
  };
  return {
    /** What the field shows for the form's text. */
    display: (text: string) => (money ? groupedDisplay(text) : numericDisplay(text)),
    /** The input's change handler: hands the form its next text, or keeps the value (text that is not one number). */
    onChange: (formChange: (text: string) => void) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      caret.remember(event);
      const next = code ? digitsOnly(event.target.value) : entry.read(event.target.value);
      if (next !== null) formChange(next);
    },
    /** The input's ref: the form's (a refused submit focuses the first invalid field) and the caret's. */
    inputRef: (ref: RefCallBack) => (el: HTMLInputElement | null) => {
      ref(el);
      caret.inputRef.current = el;
    },
    /** Whether the field shows as invalid: the form's error, or its own (ownProblem). */
    invalid: (text: string, error: string | undefined) => Boolean(error) || ownProblem(text) !== undefined,
    /** Under the field: its own problem with the text, the form's error, the amount in words, or the hint. */
    helper: (text: string, error: string | undefined): string | undefined => {
      const own = ownProblem(text);
      if (own) return own;
      if (error) return error;
      const n = text === '' ? NaN : Number(text);
      return money && Number.isFinite(n) && n > 0 ? `≈ ${formatMoney(n)}` : hint;
    },
    inputMode: (signed ? 'text' : decimal ? 'decimal' : 'numeric') as 'text' | 'decimal' | 'numeric',
    /** The field's own problem with its text (a minus, an «e», not one number), before the contract's. */
    problem: ownProblem,
  };
}
