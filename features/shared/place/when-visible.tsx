'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import s from './when-visible.module.css';

/**
 * Renders `children` (a map) only once its box scrolls near the screen, or on a tap on the box: a page whose map is
 * below the fold downloads none of the map's code or tiles until the reader gets there. The box keeps its size
 * meanwhile (the parent sets it), so nothing below it moves.
 */
export function WhenVisible({ children, label }: { children: ReactNode; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || shown) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setShown(true), { rootMargin: '120px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <div ref={box} className={s.box}>
      {shown ? (
        children
      ) : (
        <button type="button" className={s.show} onClick={() => setShown(true)}>
          {label}
        </button>
      )}
    </div>
  );
}
