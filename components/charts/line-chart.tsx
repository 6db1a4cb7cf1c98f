import { ChartFrame } from './chart-frame';
import { PlotGrid, tipBelow, tipSide, YAxis, type YScale } from './chart-axes';
import { percentOf } from './scale';
import s from './charts.module.css';

export interface LineChartProps {
  values: readonly number[];
  /** Each point read out (and shown in its tooltip): its month and value, say. */
  readings: readonly string[];
  /** Labelled positions on the x axis (indexes into values). */
  xTicks: ReadonlyArray<{ index: number; label: string }>;
  yScale: YScale;
  yTickLabel: (value: number) => string;
  /** The y axis' title (the unit). */
  yUnit: string;
  showMarks: boolean;
  height: number;
  summary: string;
  keysHint: string;
  lineTestId?: string;
  /**
   * Where the series changes its source (a spliced index): a dashed rule at `index` (fractional: between two
   * points), labelled. Only drawn; say it in `summary` and `readings` too, which is what a screen reader hears.
   */
  marker?: { index: number; label: string };
}

/** A line over evenly spaced points (a monthly series), drawn on the server. */
export function LineChart({ values, readings, xTicks, yScale, yTickLabel, yUnit, showMarks, height, summary, keysHint, lineTestId, marker }: LineChartProps) {
  const n = values.length;
  const x = (i: number) => (n > 1 ? (i / (n - 1)) * 100 : 50);
  const y = (v: number) => 100 - percentOf(v, yScale.min, yScale.max);
  const column = n > 1 ? 100 / (n - 1) : 100;
  return (
    <ChartFrame summary={summary} keysHint={keysHint}>
      <div className={s.chart} style={{ height }}>
        <YAxis scale={yScale} label={yTickLabel} unit={yUnit} />
        <div className={s.plot}>
          <PlotGrid scale={yScale}>
            {marker && (
              <line className={s.marker} x1={x(marker.index)} x2={x(marker.index)} y1={0} y2={100} vectorEffect="non-scaling-stroke" />
            )}
            <polyline
              className={s.line}
              points={values.map((v, i) => `${x(i).toFixed(3)},${y(v).toFixed(3)}`).join(' ')}
              vectorEffect="non-scaling-stroke"
              data-testid={lineTestId}
            />
          </PlotGrid>
          {marker && (
            // Beside the rule on its later side (the series' new source), unless that side is too narrow for it.
            <span
              className={s.markerLabel}
              style={x(marker.index) > 75 ? { right: `${100 - x(marker.index)}%` } : { left: `${x(marker.index)}%` }}
              aria-hidden
              data-testid="chart-marker-label"
            >
              {marker.label}
            </span>
          )}
          {values.map((v, i) => (
            <span
              key={i}
              className={s.point}
              style={{ left: `${x(i)}%`, width: `${column}%` }}
              tabIndex={-1}
              role="img"
              aria-label={readings[i]}
              data-chart-point
            >
              <span className={`${s.mark} ${showMarks ? '' : s.markHidden}`} style={{ top: `${y(v)}%` }} />
              <span className={`${s.tip} ${tipSide(x(i))} ${tipBelow(y(v))}`} style={{ top: `${y(v)}%` }} aria-hidden>
                {readings[i]}
              </span>
            </span>
          ))}
        </div>
        <div className={s.xAxis} aria-hidden>
          {xTicks.map((t) => (
            <span key={t.index} className={s.xTick} style={{ left: `${x(t.index)}%` }} data-chart-tick="x">
              {t.label}
            </span>
          ))}
        </div>
      </div>
    </ChartFrame>
  );
}
