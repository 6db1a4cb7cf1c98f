'use client';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import s from './charts.module.css';

/** The next point for a key, from `current` (-1: the chart's own Tab stop); null when the key is not the chart's. */
export function nextPoint(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    // The axis runs left to right (time, or price), and so do the arrows; up/down step too, as on a slider.
    case 'ArrowLeft':
    case 'ArrowDown':
      return current < 0 ? count - 1 : Math.max(0, current - 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return current < 0 ? 0 : Math.min(count - 1, current + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A server-drawn chart as one picture named by its summary, explorable from the keyboard: Tab reaches the chart
 * (named with the summary and `keysHint`), the arrow keys step through its points, each read out and shown in its
 * tooltip as a pointer's hover would (a pointer moved onto another point takes over: one tooltip). The focus ring is drawn on the frame while the keyboard is anywhere in it.
 * The chart's markup comes from the server; this island adds only the keys.
 */
export function ChartFrame({ summary, keysHint, children, testId }: { summary: string; keysHint: string; children: ReactNode; testId?: string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const points = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-chart-point]')];
    const next = nextPoint(event.key, points.indexOf(document.activeElement as HTMLElement), points.length);
    if (next === null) return;
    event.preventDefault();
    // The keys lead until the pointer moves again: a point left under a still pointer shows no tooltip of its own.
    event.currentTarget.dataset.input = 'keys';
    points[next].focus();
  };
  // One tooltip at a time: a point the keys chose shows its tooltip while focused, a hovered one while hovered. A pointer
  // moving onto another point takes the keys' place there (the keys go on from it), instead of a second tooltip.
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch') return;
    delete event.currentTarget.dataset.input;
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !focused.hasAttribute('data-chart-point') || !event.currentTarget.contains(focused)) return;
    const hovered = (event.target as Element).closest<HTMLElement>('[data-chart-point]');
    if (hovered && hovered !== focused && event.currentTarget.contains(hovered)) hovered.focus({ preventScroll: true });
  };
  return (
    <div role="img" aria-label={summary} className={s.frame} onKeyDown={onKeyDown} onPointerMove={onPointerMove} data-testid={testId}>
      <div tabIndex={0} role="img" aria-label={`${summary}؛ ${keysHint}`} className={s.stop}>
        {children}
      </div>
    </div>
  );
}
