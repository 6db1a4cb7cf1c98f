'use client';
import { useEffect, useRef } from 'react';
import type { FieldValues, FormState } from 'react-hook-form';

/**
 * After a refused submit, takes the keyboard and the view to the first thing to fix in page order (a field marked
 * invalid, or a message marked `data-error-anchor`): the submit button sits below the fields, and on a phone the
 * messages would appear off screen while the button looks as if it did nothing. Give the ref to the <form>.
 */
export function useFocusFirstError<V extends FieldValues>(formState: FormState<V>) {
  const formRef = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitSuccessful } = formState;
  useEffect(() => {
    if (submitCount === 0 || isSubmitSuccessful) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-anchor]');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, [submitCount, isSubmitSuccessful]);
  return formRef;
}
