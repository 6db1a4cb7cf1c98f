// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { monthlyRentFor } from '@/lib/contracts/valuation';
import { depositForKey, depositFromParam, depositStep, RentSlider } from './rent-slider';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

describe('RentSlider', () => {
  it('steps so that every move changes the rent shown, about a hundred steps across', () => {
    for (const full of [40e6, 115e6, 856e6, 3.2e9, 25e9]) {
      for (const rate of [0.02, 0.03, 0.045]) {
        const step = depositStep(full, rate);
        expect(monthlyRentFor(full, 0, rate) - monthlyRentFor(full, step, rate), `${full} @ ${rate}`).toBeGreaterThanOrEqual(1e5);
        expect(full / step).toBeLessThanOrEqual(100);
        expect(String(step)).toMatch(/^[125]0*$/);
      }
    }
    expect(depositStep(856e6, 0.03)).toBe(1e7);
    expect(depositStep(115e6, 0.03)).toBe(5e6);
  });

  it('starts at the deposit the page was opened for («ودیعه ۵۰۰ میلیون» in the chat), held to the range, junk ignored', () => {
    render(<RentSlider fullDeposit={2.1e9} rate={0.03} initialDeposit="500000000" />);
    expect(screen.getByTestId('rent-deposit').dataset.value).toBe(String(5e8));
    expect(screen.getByTestId('rent-monthly').dataset.value).toBe(String(monthlyRentFor(2.1e9, 5e8, 0.03)));
    cleanup();
    // More than the full deposit is the full deposit: no monthly rent.
    render(<RentSlider fullDeposit={2.1e9} rate={0.03} initialDeposit="3000000000" />);
    expect(screen.getByTestId('rent-deposit').dataset.value).toBe(String(2.1e9));
    expect(screen.getByTestId('rent-monthly').dataset.value).toBe('0');
    cleanup();
    render(<RentSlider fullDeposit={2.1e9} rate={0.03} initialDeposit="abc" />);
    expect(screen.getByTestId('rent-deposit').dataset.value).toBe(String(1.05e9));
    expect(depositFromParam('0', 2.1e9)).toBe(0);
    for (const junk of [undefined, '', '-5', '5.5', '1e9', ' 5', '۵۰۰', '99999999999999999999']) expect(depositFromParam(junk, 2.1e9), String(junk)).toBeNull();
  });

  it('reaches both ends with a click: the full deposit is rarely on the step grid', () => {
    render(<RentSlider fullDeposit={856e6} rate={0.03} />);
    const full = screen.getByTestId('rent-full-deposit') as HTMLButtonElement;
    full.focus();
    fireEvent.click(full);
    expect(screen.getByTestId('rent-deposit').dataset.value).toBe(String(856e6));
    // The button stays usable, so the keyboard's focus stays on it.
    expect(full.disabled).toBe(false);
    expect(document.activeElement).toBe(full);
    expect(screen.getByTestId('rent-monthly').dataset.value).toBe('0');
    fireEvent.click(screen.getByTestId('rent-no-deposit'));
    expect(screen.getByTestId('rent-deposit').dataset.value).toBe('0');
    expect(screen.getByTestId('rent-monthly').dataset.value).toBe(String(monthlyRentFor(856e6, 0, 0.03)));
  });

  it('moves on the step grid from the keyboard, ten steps a page, the ends exactly, mirrored right to left', () => {
    const full = 856e6;
    const step = 1e7;
    expect(depositForKey('Home', 4e8, full, step, true)).toBe(0);
    expect(depositForKey('End', 0, full, step, true)).toBe(full);
    expect(depositForKey('ArrowUp', 0, full, step, true)).toBe(step);
    expect(depositForKey('ArrowLeft', 0, full, step, true)).toBe(step);
    expect(depositForKey('ArrowRight', 0, full, step, false)).toBe(step);
    expect(depositForKey('ArrowRight', 5e7, full, step, true)).toBe(4e7);
    expect(depositForKey('PageUp', 5e7, full, step, true)).toBe(15e7);
    expect(depositForKey('PageDown', 5e7, full, step, true)).toBe(0);
    // From the full deposit (off the grid) one step down lands on the grid; up stays at the end.
    expect(depositForKey('ArrowDown', full, full, step, true)).toBe(85e7);
    expect(depositForKey('ArrowUp', full, full, step, true)).toBe(full);
    expect(depositForKey('Enter', 0, full, step, true)).toBeNull();
  });

  it('is a named slider whose value text says both amounts', () => {
    render(<RentSlider fullDeposit={856e6} rate={0.03} />);
    const input = screen.getByRole('slider', { name: 'ودیعه' });
    fireEvent.keyDown(input, { key: 'Home' });
    expect(input.getAttribute('aria-valuetext')).toMatch(/^ودیعه ۰ تومان، اجاره .+تومان$/);
  });

  it('shows the deposits precisely enough that the rent shown follows from them at the rate (QA: «۱٫۶» beside 36.7 M)', () => {
    const digits = (t: string) => t.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace('٫', '.');
    const toman = (text: string) => {
      const m = /^([\d.]+) (میلیارد |میلیون |هزار )?تومان$/.exec(digits(text).replace(/٬/g, ''));
      expect(m, text).not.toBeNull();
      return Math.round(Number(m![1]) * ({ 'میلیارد ': 1e9, 'میلیون ': 1e6, 'هزار ': 1e3 }[m![2] ?? ''] ?? 1));
    };
    const full = 2_772e6;
    render(<RentSlider fullDeposit={full} rate={0.03} />);
    const shownFull = toman(/رهن کامل (.+?)؛/.exec(screen.getByTestId('rent-rule').textContent ?? '')![1]);
    expect(shownFull).toBe(full);
    const input = screen.getByRole('slider', { name: 'ودیعه' });
    fireEvent.keyDown(input, { key: 'Home' });
    for (let i = 0; i < 60; i++) {
      const deposit = toman(screen.getByTestId('rent-deposit').textContent ?? '');
      expect(deposit).toBe(Number(screen.getByTestId('rent-deposit').dataset.value));
      expect(toman(screen.getByTestId('rent-monthly').textContent ?? '')).toBe(monthlyRentFor(shownFull, deposit, 0.03));
      fireEvent.keyDown(input, { key: 'ArrowUp' });
    }
    fireEvent.keyDown(input, { key: 'End' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByTestId('rent-deposit').textContent).toBe('۲٫۶ میلیارد تومان');
    fireEvent.keyDown(input, { key: 'PageDown' });
    fireEvent.keyDown(input, { key: 'PageDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getByTestId('rent-deposit').textContent).toBe('۱٫۶۵ میلیارد تومان');
    expect(screen.getByTestId('rent-monthly').textContent).toBe('۳۳٫۷ میلیون تومان');
  });
});
