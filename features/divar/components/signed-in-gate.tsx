'use client';
import type { ReactNode } from 'react';
import lean from '@/components/ui/lean.module.css';
import { useHasTokens } from '@/lib/use-signed-in';

/**
 * Shows `children` to a signed-in user and `fallback` to anyone else; while the browser has not said yet (the
 * server's render, hydration), a placeholder of the same height, never a flash of the signed-out page.
 */
export function SignedInGate({ children, fallback, height = 320 }: { children: ReactNode; fallback: ReactNode; height?: number }) {
  const hasTokens = useHasTokens();
  if (hasTokens === null) return <div className={lean.skeleton} style={{ height }} aria-busy="true" aria-label="در حال بارگذاری" />;
  return hasTokens ? children : fallback;
}
