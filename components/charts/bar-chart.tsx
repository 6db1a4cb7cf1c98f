import { ChartFrame } from './chart-frame';
import { percentOf } from './scale';
import { tipSide } from './line-chart';
import s from './charts.module.css';

export interface BarChartProps {
  values: readonly number[];
  /** Each bar read out (and shown in its tooltip). */
  readings: readonly string[];
  /** Under each bar. */
  labels: readonly string[];
  colors: readonly string[];
  yScale: { min: number; max: number; ticks: readonly number[] };
  yTickLabel: (value: number) => string;
  xTitle: string;
  height: number;
  summary: string;
  keysHint: string;
}

/** Vertical bars over bands (a histogram), drawn on the server. */
export function BarChart({ values, readings, labels, colors, yScale, yTickLabel, xTitle, height, summary, keysHint }: BarChartProps) {
  const n = values.length;
  const width = 100 / Math.max(1, n);
  const centre = (i: number) => (i + 0.5) * width;
  return (
    <ChartFrame summary={summary} keysHint={keysHint}>
      <div className={s.chart} style={{ height }}>
        <div className={s.yAxis} aria-hidden>
          {yScale.ticks.map((t) => (
            <span key={t} className={s.yTick} style={{ bottom: `${percentOf(t, yScale.min, yScale.max)}%` }}>
              {yTickLabel(t)}
            </span>
          ))}
        </div>
        <div className={s.plot}>
          <svg className={s.plotSvg} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden focusable="false">
            {yScale.ticks.map((t) => {
              const y = 100 - percentOf(t, yScale.min, yScale.max);
              return <line key={t} className={s.grid} x1={0} x2={100} y1={y} y2={y} vectorEffect="non-scaling-stroke" />;
            })}
          </svg>
          {values.map((v, i) => (
            <span
              key={i}
              className={s.point}
              style={{ left: `${centre(i)}%`, width: `${width}%` }}
              tabIndex={-1}
              role="img"
              aria-label={readings[i]}
              data-chart-point
            >
              <span className={s.bar} style={{ height: `${percentOf(v, yScale.min, yScale.max)}%`, ['--bar-color' as string]: colors[i] }} />
              <span className={`${s.tip} ${tipSide(centre(i))}`} style={{ top: `${100 - percentOf(v, yScale.min, yScale.max)}%` }} aria-hidden>
                {readings[i]}
              </span>
            </span>
          ))}
        </div>
        <div className={`${s.xAxis} ${s.xAxisTall}`} aria-hidden>
          {labels.map((label, i) => (
            <span key={i} className={`${s.xTick} ${s.xTickSlanted}`} style={{ left: `${centre(i)}%` }} data-chart-tick="x">
              {label}
            </span>
          ))}
        </div>
        <div className={s.xTitle} aria-hidden>
          {xTitle}
        </div>
      </div>
    </ChartFrame>
  );
}
