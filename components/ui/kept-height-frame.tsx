import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { KEPT_HEIGHT_ATTRIBUTE, keptHeightScript } from './kept-height';
import styles from './kept-height.module.css';

/**
 * The frame of a list the browser draws after the page (kept-height.ts): as tall as that list was last time, from
 * the first paint on. The list inside calls useRememberHeight once it is drawn.
 */
export async function KeptHeightFrame({ name, children }: { name: string; children: ReactNode }) {
  // The page's CSP nonce (proxy.ts), as app/root-document.tsx reads it: without it the policy blocks the script.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <>
      {/* The inline script sets its min-height before hydration: React is not to put it back. */}
      <div className={styles.frame} {...{ [KEPT_HEIGHT_ATTRIBUTE]: name }} suppressHydrationWarning>
        {children}
      </div>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: keptHeightScript(name) }} />
    </>
  );
}
