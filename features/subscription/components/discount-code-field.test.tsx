// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { useDiscountCode } from '../hooks/use-discount-code';
import { DiscountCodeField } from './discount-code-field';

type Discount = ReturnType<typeof useDiscountCode>;
const discount = (over: Partial<Discount> = {}): Discount =>
  ({ value: 'NOPE-CODE', change: vi.fn(), apply: vi.fn(async () => {}), cancel: vi.fn(), applied: null, error: null, checking: false, ...over }) as Discount;

afterEach(cleanup);

describe('DiscountCodeField', () => {
  it('gives focus to the field when the server refuses the code the user applied', () => {
    const { rerender } = render(<DiscountCodeField discount={discount()} disabled={false} />);
    const apply = screen.getByTestId('discount-apply');
    apply.focus();
    fireEvent.submit(apply.closest('form')!);
    // A browser drops the focus of a button that becomes disabled on the page (jsdom does not: done by hand).
    apply.blur();
    rerender(<DiscountCodeField discount={discount({ checking: true })} disabled={false} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<DiscountCodeField discount={discount({ error: 'کد تخفیف معتبر نیست' })} disabled={false} />);
    expect(document.activeElement).toBe(screen.getByTestId('discount-code-input'));
    expect(screen.getByTestId('discount-code-input').getAttribute('aria-invalid')).toBe('true');
  });

  it('leaves focus alone when a remembered code is refused as the page loads', () => {
    const { rerender } = render(<DiscountCodeField discount={discount({ checking: true })} disabled={false} />);
    rerender(<DiscountCodeField discount={discount({ error: 'کد تخفیف معتبر نیست' })} disabled={false} />);
    expect(document.activeElement).toBe(document.body);
  });
});
