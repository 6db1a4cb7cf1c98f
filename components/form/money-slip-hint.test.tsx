// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POSITIVE_ONLY } from '@/lib/fa/use-number-entry';
import { PLAUSIBLE_TOMAN } from '@/lib/money-slip';
import { MONEY_SLIP_TOO_SMALL, moneySlipHint } from './money-slip-hint';
import { PlainNumberField } from './plain-number-field';

afterEach(cleanup);

const RENT = moneySlipHint(PLAUSIBLE_TOMAN.monthlyRent);
function Host({ error, onSubmit = () => undefined }: { error?: string; onSubmit?: (values: { rent: string }) => void }) {
  const form = useForm<{ rent: string }>({ defaultValues: { rent: '' } });
  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <PlainNumberField money control={form.control} name="rent" label="اجارهٔ ماهانه (تومان)" testId="rent" hint="بیشترین اجاره" aside={RENT} />
      <button type="button" onClick={() => form.setError('rent', { message: error })}>
        خطا
      </button>
      <button type="submit">ثبت</button>
    </form>
  );
}

const input = () => screen.getByTestId<HTMLInputElement>('rent');
const helper = () => document.getElementById(input().getAttribute('aria-describedby')!)!;

describe('moneySlipHint', () => {
  it('offers the amount meant in the field’s own polite helper line, and one tap writes it and gives the focus back', () => {
    render(<Host />);
    expect(helper().textContent).toBe('بیشترین اجاره');
    expect(helper().getAttribute('aria-live')).toBe('polite');
    fireEvent.change(input(), { target: { value: '۱۲' } });
    expect(helper().textContent).toBe('منظورتان ۱۲ میلیون تومان است؟ بله');
    const fix = screen.getByRole('button', { name: 'بله، ۱۲ میلیون تومان' });
    expect(helper().contains(fix)).toBe(true);
    expect(fix.getAttribute('type')).toBe('button'); // never submits the form
    expect(input().getAttribute('aria-invalid')).toBe('false'); // a hint, not an error
    fireEvent.click(fix);
    expect(input().value).toBe('۱۲٬۰۰۰٬۰۰۰');
    expect(document.activeElement).toBe(input());
    expect(screen.queryByTestId('money-slip')).toBeNull();
    expect(helper().textContent).toBe('≈ ۱۲ میلیون تومان');
  });

  it('does not block: what was typed is submitted as typed', async () => {
    const onSubmit = vi.fn();
    render(<Host onSubmit={onSubmit} />);
    fireEvent.change(input(), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ rent: '12' });
    expect(screen.getByTestId('money-slip')).toBeTruthy();
  });

  it('says nothing of a zero, a blank or a plausible amount, nor over the field’s own problem', () => {
    render(<Host />);
    for (const typed of ['0', '', '15000000', '-12']) {
      fireEvent.change(input(), { target: { value: typed } });
      expect(screen.queryByTestId('money-slip')).toBeNull();
    }
    expect(helper().textContent).toBe(POSITIVE_ONLY);
  });

  it('follows the form’s error rather than replacing it; without an amount to offer it only says the amount is small', () => {
    render(<Host error="اجاره را درست وارد کنید" />);
    fireEvent.change(input(), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'خطا' }));
    expect(helper().textContent).toBe('اجاره را درست وارد کنید. منظورتان ۱۲ میلیون تومان است؟ بله');
    // What the button writes, said exactly: not «۱٫۲۳۵ میلیون».
    fireEvent.change(input(), { target: { value: '1.2345' } });
    expect(screen.getByTestId('money-slip').textContent).toBe('منظورتان ۱٬۲۳۴٬۵۰۰ تومان است؟ بله');
    fireEvent.change(input(), { target: { value: '5000' } });
    expect(screen.getByTestId('money-slip').textContent).toBe(MONEY_SLIP_TOO_SMALL);
    expect(screen.queryByTestId('money-slip-fix')).toBeNull();
  });
});
