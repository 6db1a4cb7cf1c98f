'use client';
import Box from '@mui/material/Box';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A result chart as one picture named by its summary (the SVG's parts say nothing on their own), which keeps
 * x-charts' keyboard exploration: Tab reaches the chart and the arrow keys step through its points, each read out
 * and shown in the tooltip, as a pointer's hover would.
 *
 * x-charts' Tab stop is a `div role="none"` with no name, drawn without any outline, so a keyboard user saw nothing
 * until an arrow key was pressed and a screen reader announced an empty box. The frame draws the focus ring
 * whenever the keyboard is anywhere in the chart (that stop or the point it has moved to), and names the stop with
 * the summary and `keysHint` (how to explore it). x-charts has no prop for either; it renders the stop's role and
 * name once and never resets them, so naming it in the DOM holds (the observer catches a stop rendered later).
 */
export function ChartFrame({ summary, keysHint, children }: { summary: string; keysHint: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = frame.current;
    if (!root) return undefined;
    const label = `${summary}؛ ${keysHint}`;
    const name = () => {
      const stop = root.querySelector<HTMLElement>('[role="none"][tabindex], [data-chart-tab-stop]');
      if (!stop || stop.getAttribute('aria-label') === label) return;
      stop.setAttribute('data-chart-tab-stop', '');
      stop.setAttribute('role', 'img');
      stop.setAttribute('aria-label', label);
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [summary, keysHint]);
  return (
    <Box
      ref={frame}
      role="img"
      aria-label={summary}
      // The site's focus ring (styles/globals.css), on the frame: x-charts' own elements have an inline outline: none.
      sx={(t) => ({ borderRadius: 1, '&:has(:focus-visible)': { outline: `2px solid ${t.vars.palette.primary.main}`, outlineOffset: 2 } })}
    >
      {children}
    </Box>
  );
}
