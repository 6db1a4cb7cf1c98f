'use client';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import lean from './lean.module.css';

const MOVES = ['scroll', 'wheel', 'touchmove', 'keydown'] as const;

/**
 * Renders `children` (a lazily loaded island) when the user goes on to it: once they scroll (or move through the
 * page with the keyboard) and its place comes near the screen, or at once with the button. On a phone the first
 * screen loads what it shows, and someone who reads the answer and goes back pays nothing for what is below it.
 */
export function LoadWhenVisible({ children, label, summary, height, testId }: { children: ReactNode; label: string; summary?: string; height: number; testId?: string }) {
  const [shown, setShown] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = placeholder.current;
    if (shown || !el) return;
    let observer: IntersectionObserver | null = null;
    const watch = () => {
      MOVES.forEach((type) => window.removeEventListener(type, watch));
      if (typeof IntersectionObserver === 'undefined') {
        // No observer (a very old webview): show it rather than never.
        setShown(true);
        return;
      }
      observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown(true);
      }, { rootMargin: '300px 0px' });
      observer.observe(el);
    };
    MOVES.forEach((type) => window.addEventListener(type, watch, { passive: true }));
    return () => {
      MOVES.forEach((type) => window.removeEventListener(type, watch));
      observer?.disconnect();
    };
  }, [shown]);
  if (shown) return <>{children}</>;
  return (
    <div ref={placeholder} className={lean.card} style={{ minHeight: height }} data-testid={testId}>
      {summary && <p className={lean.muted}>{summary}</p>}
      <button type="button" className={lean.outlined} onClick={() => setShown(true)}>
        {label}
      </button>
    </div>
  );
}
