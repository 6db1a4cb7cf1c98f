'use client';
import type { ReactNode } from 'react';
import { shareCurrentPage } from './share-current-page';
import s from './result.module.css';

/** Shares the result's address (a client island on the server-rendered page). */
export function ShareButton({ copiedMessage, children }: { copiedMessage: string; children: ReactNode }) {
  return (
    <button type="button" className={`${s.button} ${s.outlinedButton}`} onClick={() => void shareCurrentPage(copiedMessage)}>
      {children}
    </button>
  );
}
