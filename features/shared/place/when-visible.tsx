'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import s from './when-visible.module.css';

export interface WhenVisibleProps {
  children: ReactNode;
  /** The placeholder button's words (a tap on it shows `children` at once). */
  label: string;
  /**
   * 'near' (default): also shown once the box scrolls near the screen. 'tap': only on a tap, for a map that is not
   * the page's main way in (a form's place is found by name first) and would weigh on the page's first load.
   */
  on?: 'near' | 'tap';
  /** Called once `children` are shown (a form's hint under the map changes with it). */
  onShow?: () => void;
}

/**
 * Renders `children` (a map) only once its box scrolls near the screen, or on a tap on the box: a page whose map is
 * below the fold downloads none of the map's code or tiles until the reader gets there. The box keeps its size
 * meanwhile (the parent sets it), so nothing below it moves.
 */
export function WhenVisible({ children, label, on = 'near', onShow }: WhenVisibleProps) {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || shown || on === 'tap') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setShown(true);
        onShow?.();
      },
      { rootMargin: '120px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown, on, onShow]);
  return (
    // Pending, the box holds only its placeholder: a printed page leaves out the section around it (globals.css).
    <div ref={box} className={s.box} data-map-pending={shown ? undefined : ''}>
      {shown ? (
        children
      ) : (
        <button type="button" className={s.show} onClick={() => (setShown(true), onShow?.())} data-testid="show-map">
          {label}
        </button>
      )}
    </div>
  );
}
