'use client';
import { useEffect, useState } from 'react';
import { toPersianDigits } from '@/lib/fa/digits';

/** Seconds left until `deadline` (ms since epoch), ticking once a second; 0 when it has passed. */
export function useOtpCountdown(deadline: number): number {
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    // Re-sync at once when the deadline changes (a new code), then tick.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSeconds(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    const timer = window.setInterval(() => {
      const next = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return seconds;
}

/** 119 → '۰۱:۵۹' (spec §9: minutes:seconds, Persian digits in the UI). */
export function formatCountdown(seconds: number): string {
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return toPersianDigits(`${mm}:${ss}`);
}
