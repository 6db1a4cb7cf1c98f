// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { ValuationFormValues } from '@/lib/contracts/valuation';
import { NO_EXPONENT, POSITIVE_ONLY } from '@/lib/fa/use-number-entry';
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

  it('keeps a minus typed in the area as typed and says only positive numbers are taken; the floor takes one', () => {
    render(<Harness />);
    const area = screen.getByTestId('field-area') as HTMLInputElement;
    fireEvent.change(area, { target: { value: '-' } });
    fireEvent.change(area, { target: { value: '-80' } });
    expect(area.value).toBe('-۸۰');
    expect(helperOf(area)).toBe(POSITIVE_ONLY);
    expect(area.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(area, { target: { value: '1e3' } });
    expect(area.value).toBe('۱e۳');
    expect(helperOf(area)).toBe(NO_EXPONENT);
    fireEvent.change(area, { target: { value: '۸۵٫۵' } });
    expect(area.value).toBe('۸۵٫۵');
    expect(area.getAttribute('aria-invalid')).toBe('false');
    const floor = screen.getByTestId('field-floor') as HTMLInputElement;
    fireEvent.change(floor, { target: { value: '۱-' } });
    expect(floor.value).toBe('-۱');
    expect(floor.getAttribute('aria-invalid')).toBe('false');
  });
});
