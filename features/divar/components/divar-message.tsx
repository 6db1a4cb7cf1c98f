import type { ReactNode } from 'react';
import lean from '@/components/ui/lean.module.css';

type Tone = 'info' | 'success' | 'warning' | 'error';

/**
 * A page-level answer of the Divar flows (a refusal, an error, an ad we cannot value, a page still to come): a
 * heading, what happened in Persian, and the ways on — always at least the way back to Divar.
 */
export function DivarMessage({ title, tone = 'info', children, actions, testId }: { title: string; tone?: Tone; children: ReactNode; actions: ReactNode; testId?: string }) {
  return (
    <section className={lean.card} data-testid={testId} aria-labelledby="divar-message-title">
      <h1 id="divar-message-title" className={lean.title}>
        {title}
      </h1>
      <div className={`${lean.notice} ${lean[tone]}`} role={tone === 'error' ? 'alert' : undefined}>
        {children}
      </div>
      <div className={lean.actions}>{actions}</div>
    </section>
  );
}

/** "Back to Divar": an address the server already passed through the exit rule (completion, or https divar.ir). */
export function DivarExitLink({ href, primary = false }: { href: string; primary?: boolean }) {
  return (
    <a href={href} className={primary ? lean.button : lean.plain} data-testid="divar-exit" rel="noopener">
      بازگشت به دیوار
    </a>
  );
}
