import { formatMoney } from '@/lib/fa/money';
import s from './valuation.module.css';

/** The 80 % range as a bar: the shaded span is low–high, the marker is the estimate. */
export function RangeBar({ low, high, value }: { low: number; high: number; value: number }) {
  const span = Math.max(high - low, 1);
  const min = low - span * 0.25;
  const max = high + span * 0.25;
  const pos = (v: number) => `${((v - min) / (max - min)) * 100}%`;
  return (
    <div data-testid="range-bar" aria-label={`بازهٔ ۸۰ درصدی از ${formatMoney(low)} تا ${formatMoney(high)}`} role="img">
      {/* Low to high in the reading direction, like the labels under it. */}
      <div className={s.rangeTrack}>
        <div className={s.rangeSpan} style={{ insetInlineStart: pos(low), width: `calc(${pos(high)} - ${pos(low)})` }} />
        <div className={s.rangeMark} style={{ insetInlineStart: `calc(${pos(value)} - 2px)` }} />
      </div>
      <div className={s.rangeEnds}>
        <p data-testid="range-low">کمینه: {formatMoney(low)}</p>
        <p data-testid="range-high">بیشینه: {formatMoney(high)}</p>
      </div>
    </div>
  );
}
