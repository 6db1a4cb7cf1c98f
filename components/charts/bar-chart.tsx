import { ChartFrame } from './chart-frame';
import { PlotGrid, tipBelow, tipSide, YAxis, type YScale } from './chart-axes';
import { percentOf } from './scale';
import s from './charts.module.css';

export interface BarChartProps {
  values: readonly number[];
  /** Each bar read out (and shown in its tooltip). */
  readings: readonly string[];
  /** Under each bar. */
  labels: readonly string[];
  colors: readonly string[];
  yScale: YScale;
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
        <YAxis scale={yScale} label={yTickLabel} />
        <div className={s.plot}>
          <PlotGrid scale={yScale} />
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
              <span className={`${s.tip} ${tipSide(centre(i))} ${tipBelow(100 - percentOf(v, yScale.min, yScale.max))}`} style={{ top: `${100 - percentOf(v, yScale.min, yScale.max)}%` }} aria-hidden>
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
