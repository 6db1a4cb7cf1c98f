import type { ReactNode } from 'react';
import { percentOf } from './scale';
import s from './charts.module.css';

export type YScale = { min: number; max: number; ticks: readonly number[] };

/** Left, centred or right: a tooltip near the plot's edge opens inwards. */
export const tipSide = (x: number) => (x < 15 ? s.tipStart : x > 85 ? s.tipEnd : '');
/** Above its point, or below it when the point is near the plot's top (above, it covered what is over the chart). */
export const tipBelow = (top: number) => (top < 20 ? s.tipBelow : '');

/** The y axis' labels (and its unit, when given), beside the plot; hidden from screen readers like the plot. */
export function YAxis({ scale, label, unit }: { scale: YScale; label: (value: number) => string; unit?: string }) {
  return (
    <div className={s.yAxis} aria-hidden>
      {unit !== undefined && <span className={s.yUnit}>{unit}</span>}
      {scale.ticks.map((t) => (
        <span key={t} className={s.yTick} style={{ bottom: `${percentOf(t, scale.min, scale.max)}%` }}>
          {label(t)}
        </span>
      ))}
    </div>
  );
}

/** The plot's SVG layer (0–100 both ways, stretched) with a grid line at each y tick under `children`. */
export function PlotGrid({ scale, children }: { scale: YScale; children?: ReactNode }) {
  return (
    <svg className={s.plotSvg} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden focusable="false">
      {scale.ticks.map((t) => {
        const y = 100 - percentOf(t, scale.min, scale.max);
        return <line key={t} className={s.grid} x1={0} x2={100} y1={y} y2={y} vectorEffect="non-scaling-stroke" />;
      })}
      {children}
    </svg>
  );
}
