'use client';
import { useSyncExternalStore } from 'react';
import { resultPageUrl, type ReportKind } from '@/lib/contracts/result-pages';
import s from './result.module.css';

const subscribe = () => () => {};

/**
 * The report's own address at the foot of a printed result (hidden on screen), so a printout can be traced back to
 * its report: the result page's canonical link (resultPageUrl), whatever else the address bar holds. The site's origin
 * is the browser's (the server renders the path alone; the origin follows on hydration, before anyone prints).
 */
export function PrintFooter({ kind, uuid }: { kind: ReportKind; uuid: string }) {
  const origin = useSyncExternalStore(subscribe, () => window.location.origin, () => '');
  return (
    <footer className={s.printFooter} data-testid="print-footer">
      نشانی این گزارش:{' '}
      <span dir="ltr" className={s.printUrl}>
        {`${origin}${resultPageUrl(kind, uuid)}`}
      </span>
    </footer>
  );
}
