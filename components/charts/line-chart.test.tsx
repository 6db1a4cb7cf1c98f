// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LineChart } from './line-chart';

afterEach(() => cleanup());

const readings = ['فروردین: ۱۰۰', 'اردیبهشت: ۱۱۰', 'خرداد: ۱۲۰', 'تیر: ۱۳۰'];
const renderChart = () =>
  render(
    <LineChart
      values={[100, 110, 120, 130]}
      readings={readings}
      xTicks={[]}
      yScale={{ min: 100, max: 130, ticks: [100, 130] }}
      yTickLabel={String}
      yUnit="تومان"
      showMarks
      height={300}
      summary="نمودار"
      keysHint="با کلیدهای جهت‌نما"
    />,
  );
const frame = () => screen.getByRole('img', { name: 'نمودار' });
const point = (i: number) => screen.getByRole('img', { name: readings[i] });

describe('LineChart tooltips', () => {
  it('one at a time: a pointer moved onto another point takes over from the point the keys chose', () => {
    renderChart();
    const stop = screen.getByRole('img', { name: 'نمودار؛ با کلیدهای جهت‌نما' });
    stop.focus();
    fireEvent.keyDown(stop, { key: 'End' });
    expect(document.activeElement).toBe(point(3));

    // The pointer over the second point: its tooltip, not a second one beside the focused point's.
    fireEvent.pointerMove(point(1));
    expect(document.activeElement).toBe(point(1));
    expect(frame().dataset.input).toBeUndefined();
    // The keys go on from there; the point still under the pointer shows no tooltip of its own while they lead.
    fireEvent.keyDown(point(1), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(point(2));
    expect(frame().dataset.input).toBe('keys');
  });

  it('a hover takes no focus while the keyboard is elsewhere (no tooltip of the keys to replace)', () => {
    renderChart();
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    fireEvent.pointerMove(point(1));
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it("a point near the plot's top opens its tooltip below it, inside the chart", () => {
    renderChart();
    const tip = (i: number) => point(i).querySelector('[aria-hidden]:not(:first-child)') as HTMLElement;
    expect(tip(3).className).toMatch(/tipBelow/);
    expect(tip(0).className).not.toMatch(/tipBelow/);
  });
});
