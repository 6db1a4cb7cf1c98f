import type { ValuationDriver } from '@/lib/contracts/valuation';
import { formatSignedMoney } from '@/lib/fa/money';
import s from './valuation.module.css';

/** Where a driver's bar starts and how wide it is, as fractions of the track measured from its inline start. */
export function driverBars(effects: readonly number[]): Array<{ start: number; width: number }> {
  const down = Math.max(0, ...effects.map((e) => -e));
  const up = Math.max(0, ...effects.map((e) => e));
  const span = down + up || 1;
  // Zero sits where the largest lowering ends; raises grow in the reading direction from it.
  const zero = down / span;
  return effects.map((e) => ({ start: e < 0 ? zero + e / span : zero, width: Math.abs(e) / span }));
}

/**
 * Each driver's effect on the estimate: its name and signed amount in words a phone can show without hovering,
 * over a diverging bar (raises green, lowers red). Plain HTML, so it wraps, mirrors with the page and reads out
 * as a list.
 */
export function DriversList({ drivers }: { drivers: ValuationDriver[] }) {
  const bars = driverBars(drivers.map((d) => d.effect));
  return (
    <ul className={s.drivers} data-testid="drivers-list">
      {drivers.map((d, i) => {
        const tone = d.effect < 0 ? s.lowers : s.raises;
        return (
          <li key={d.feature} data-testid="driver">
            <div className={s.driverRow}>
              <span>{d.label}</span>
              <span className={tone} data-testid="driver-effect">
                {formatSignedMoney(d.effect)}
              </span>
            </div>
            <div aria-hidden className={s.driverTrack}>
              <div
                className={`${s.driverBar} ${tone}`}
                style={{ insetInlineStart: `${(bars[i].start * 100).toFixed(2)}%`, width: `max(2px, ${(bars[i].width * 100).toFixed(2)}%)` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
