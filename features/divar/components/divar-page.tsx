import type { ReactNode } from 'react';
import lean from '@/components/ui/lean.module.css';
import { ConsentHistory } from './consent-history';
import { DivarExitLink, DivarMessage } from './divar-message';

/** A Divar page's column: one card under another, sized for a 360 px webview. */
export function DivarPage({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={lean.page} data-testid={testId}>
      {children}
      <ConsentHistory />
    </div>
  );
}

/** The ad could not be shown: not opened from an ad, no such ad, or Divar did not answer (then: try again). */
export function AdProblem({ message, again, exitUrl, retryHref }: { message: string; again: boolean; exitUrl: string; retryHref: string }) {
  return (
    <DivarPage>
      <DivarMessage
        title={again ? 'آگهی از دیوار خوانده نشد' : 'آگهی پیدا نشد'}
        tone={again ? 'warning' : 'error'}
        testId="divar-ad-problem"
        actions={
          <>
            {again && (
              <a href={retryHref} className={lean.outlined}>
                تلاش دوباره
              </a>
            )}
            <DivarExitLink href={exitUrl} primary />
          </>
        }
      >
        {message}
      </DivarMessage>
    </DivarPage>
  );
}

/** An ad of a kind we do not value (not an apartment, outside Tehran): said plainly, with the way back. */
export function AdNotValued({ reason, exitUrl, title = 'این آگهی قیمت‌گذاری نمی‌شود' }: { reason: string; exitUrl: string; title?: string }) {
  return (
    <DivarPage>
      <DivarMessage title={title} tone="info" testId="divar-ad-unsupported" actions={<DivarExitLink href={exitUrl} primary />}>
        {reason}
      </DivarMessage>
    </DivarPage>
  );
}
