// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { ValuationFormValues } from '@/lib/contracts/valuation';
import { messages } from '@/lib/validation/messages';
import { PlainPropertyFields } from './plain-property-fields';
import { EMPTY_PRICE_FORM, type PriceFormValues } from './price-form-values';

afterEach(cleanup);

function Harness() {
  const { control } = useForm<PriceFormValues, unknown, ValuationFormValues>({ defaultValues: EMPTY_PRICE_FORM });
  return <PlainPropertyFields control={control} />;
}

const helperOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('PlainPropertyFields', () => {
  it('keeps a postal code pasted with too many digits and names their count, instead of cutting it', () => {
    render(<Harness />);
    const postal = screen.getByTestId('field-postal_code') as HTMLInputElement;
    // The input itself would cut a paste at its maxLength, before any handler saw it.
    expect(postal.hasAttribute('maxlength')).toBe(false);
    fireEvent.change(postal, { target: { value: '۱۲۳۴۵۶۷۸۹۰۱۲۳' } });
    expect(postal.value).toBe('۱۲۳۴۵۶۷۸۹۰۱۲۳');
    expect(helperOf(postal)).toBe(messages.postalCodeLength(13));
    expect(helperOf(postal)).toContain('۱۳');
    expect(postal.getAttribute('aria-invalid')).toBe('true');
    // Ten digits, even with a dash pasted along, are fine.
    fireEvent.change(postal, { target: { value: '12345-67890' } });
    expect(postal.value).toBe('۱۲۳۴۵۶۷۸۹۰');
    expect(postal.getAttribute('aria-invalid')).toBe('false');
  });
});
