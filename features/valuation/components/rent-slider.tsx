'use client';
import { useState, type KeyboardEvent } from 'react';
import { monthlyRentFor } from '@/lib/contracts/valuation-display';
import { formatDecimal } from '@/lib/fa/number';
import { formatMoney, formatMoneyExact } from '@/lib/fa/money';
import r from '@/features/shared/result/result.module.css';
import s from './rent-slider.module.css';

/**
 * Deposit ↔ monthly rent at the configured conversion rate: rent = (full deposit − deposit) × rate. Moving the
 * slider trades one for the other; the full-deposit value stays the same.
 */
const RENT_ROUNDING = 1e5;

/**
 * About a hundred steps across the range, on a 1-2-5 grid, and never so fine that a step leaves the rent shown
 * unchanged (it is rounded to 100,000 toman: at 3 % a step must be at least 3.3 million toman of deposit).
 */
export function depositStep(fullDeposit: number, rate: number): number {
  const wanted = Math.max(fullDeposit / 100, RENT_ROUNDING / rate);
  const scale = 10 ** Math.floor(Math.log10(wanted));
  return ([1, 2, 5, 10].map((m) => m * scale).find((s) => s >= wanted) ?? 10 * scale);
}

/**
 * Where a key moves the deposit: arrows one step on the step grid, PageUp/PageDown ten, Home/End the ends (the
 * full deposit is rarely on the grid). In a right-to-left page the deposit grows to the left. Null for other keys.
 */
export function depositForKey(key: string, deposit: number, fullDeposit: number, step: number, rtl: boolean): number | null {
  const onGrid = (v: number) => Math.min(fullDeposit, Math.max(0, Math.round(v / step) * step));
  const grow = rtl ? 'ArrowLeft' : 'ArrowRight';
  const shrink = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case 'ArrowUp':
    case grow:
      return onGrid(Math.floor(deposit / step) * step + step);
    case 'ArrowDown':
    case shrink:
      return onGrid(Math.ceil(deposit / step) * step - step);
    case 'PageUp':
      return onGrid(deposit + 10 * step);
    case 'PageDown':
      return onGrid(deposit - 10 * step);
    case 'Home':
      return 0;
    case 'End':
      return fullDeposit;
    default:
      return null;
  }
}

/**
 * The deposit a `deposit` query parameter asks the slider to start at (toman, ASCII digits: the chat's rent card adds
 * what the user said, «ودیعه ۵۰۰ میلیون» → `deposit=500000000`), kept as said and held within 0 … the full
 * deposit; null for anything else (absent, junk, a negative or fractional figure), which leaves the default.
 */
export function depositFromParam(raw: string | undefined, fullDeposit: number): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  return Math.min(fullDeposit, Number(raw));
}

/**
 * The rent result's slider: a native range input (no UI library), driven by the keys above. The deposits are shown to
 * the million (formatMoneyExact), not to a tenth of a billion: the steps are finer than that, and the rent must
 * follow from the figures shown — at a 2.772 billion full deposit, 1.55 billion read «۱٫۶» beside a 36.7 million rent
 * where 3 % of (2.8 − 1.6) is 36.
 */
export function RentSlider({ fullDeposit, rate, initialDeposit }: { fullDeposit: number; rate: number; initialDeposit?: string }) {
  const step = depositStep(fullDeposit, rate);
  // Half the full deposit, unless the page was opened for a deposit (depositFromParam).
  const [deposit, setDeposit] = useState(() => depositFromParam(initialDeposit, fullDeposit) ?? Math.round(fullDeposit / 2 / step) * step);
  const rent = monthlyRentFor(fullDeposit, deposit, rate);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = depositForKey(event.key, deposit, fullDeposit, step, rtl);
    if (next === null) return;
    event.preventDefault();
    setDeposit(next);
  };
  const percent = fullDeposit > 0 ? (deposit / fullDeposit) * 100 : 0;
  return (
    <div data-testid="rent-slider">
      <div className={s.figures}>
        <div>
          <p className={`${r.muted} ${r.small}`}>ودیعه (رهن)</p>
          <p className={s.amount} data-testid="rent-deposit" data-value={deposit}>
            {formatMoneyExact(deposit)}
          </p>
        </div>
        <div className={s.end}>
          <p className={`${r.muted} ${r.small}`}>اجارهٔ ماهانه</p>
          <p className={s.amount} data-testid="rent-monthly" data-value={rent}>
            {formatMoneyExact(rent)}
          </p>
        </div>
      </div>
      <input
        type="range"
        className={s.range}
        style={{ ['--filled' as string]: `${percent}%` }}
        min={0}
        max={fullDeposit}
        // Any value: a pointer's value is put on the grid below, and the keys move on it (see depositForKey).
        step="any"
        value={deposit}
        onChange={(e) => {
          const v = Number(e.target.value);
          setDeposit(v >= fullDeposit ? fullDeposit : Math.min(fullDeposit, Math.round(v / step) * step));
        }}
        onKeyDown={onKeyDown}
        aria-label="ودیعه"
        aria-valuetext={`ودیعه ${formatMoneyExact(deposit)}، اجاره ${formatMoneyExact(rent)}`}
        data-testid="rent-slider-input"
      />
      {/* The ends by pointer too: the full deposit is rarely on the step grid, and the far end is hard to hit. Never
          disabled, even at their end: a button that disables itself on a click drops the keyboard's focus. */}
      <div className={s.ends}>
        <button type="button" className={`${r.button} ${r.buttonSmall}`} onClick={() => setDeposit(0)} data-testid="rent-no-deposit">
          بدون ودیعه
        </button>
        <button type="button" className={`${r.button} ${r.buttonSmall}`} onClick={() => setDeposit(fullDeposit)} data-testid="rent-full-deposit">
          رهن کامل
        </button>
      </div>
      <p className={`${r.muted} ${r.caption}`} data-testid="rent-rule">
        رهن کامل {formatMoneyExact(fullDeposit)}؛ هر {formatMoney(1e6)} ودیعه معادل {formatMoney(1e6 * rate)} اجارهٔ ماهانه است (نرخ تبدیل {formatDecimal(rate * 100, 1)}٪ در ماه).
      </p>
    </div>
  );
}
