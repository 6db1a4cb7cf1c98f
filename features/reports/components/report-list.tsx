'use client';
import Link from 'next/link';
import { useEffect } from 'react';
import { useRememberHeight } from '@/components/ui/use-remember-height';
import lean from '@/components/ui/lean.module.css';
import { REPORT_KIND_LABEL, type ReportSummary } from '@/lib/contracts/reports';
import { formatJalaliDate } from '@/lib/fa/jalali';
import { formatNumber } from '@/lib/fa/number';
import { useReports } from '../hooks/use-reports';
import { ReportsSkeleton } from './reports-skeleton';
import hidden from '@/components/ui/visually-hidden.module.css';
import styles from './reports.module.css';

const TIER_LABEL = { base: 'پایه', complementary: 'تکمیلی', extended: 'تکمیلی' } as const;

/**
 * history.state key: the report this entry of /reports opened. Kept in the history entry itself, so only coming back
 * to it (the back button) finds it; a fresh visit to /reports is a new entry without it. Next keeps its own state
 * through a replaceState that spreads it.
 */
const OPENED_KEY = 'reportsOpened';

function rememberOpened(uuid: string) {
  window.history.replaceState({ ...(window.history.state as object | null), [OPENED_KEY]: uuid }, '');
}

/**
 * Back from a report, the focus returns to the link that opened it (QA: it was on body, so a keyboard or screen-reader
 * user started over from the top). Once: the entry forgets it, and a report no longer listed leaves the focus alone.
 */
function useRefocusOpened(reports: ReportSummary[]) {
  useEffect(() => {
    const state = window.history.state as Record<string, unknown> | null;
    const uuid = state?.[OPENED_KEY];
    if (typeof uuid !== 'string') return;
    const row = [...document.querySelectorAll<HTMLElement>('[data-testid="report-row"]')].find((r) => r.dataset.uuid === uuid);
    const link = row?.querySelector('a');
    if (!link) return;
    link.focus();
    const { [OPENED_KEY]: _opened, ...rest } = state ?? {};
    window.history.replaceState(rest, '');
  }, [reports]);
}

function ReportRow({ report }: { report: ReportSummary }) {
  const extended = report.tier !== 'base';
  const date = formatJalaliDate(report.created_at, 'yyyy/MM/dd HH:mm');
  return (
    <article className={`${lean.card} ${styles.row}`} data-testid="report-row" data-kind={report.kind} data-uuid={report.uuid}>
      <div className={styles.meta}>
        <span className={styles.kind}>{REPORT_KIND_LABEL[report.kind]}</span>
        <span className={`${styles.tier} ${extended ? styles.tierExtended : ''}`}>{TIER_LABEL[report.tier]}</span>
        {report.agent_type !== 'product' && <span>از دیوار</span>}
        <time dateTime={report.created_at}>{date}</time>
      </div>
      <h2 className={styles.title}>{report.title}</h2>
      {report.details && (
        <p className={styles.details} data-testid="report-details">
          {report.details}
        </p>
      )}
      <p className={styles.summary}>{report.summary}</p>
      <Link href={report.url} className={styles.link} prefetch={false} onClick={() => rememberOpened(report.uuid)}>
        مشاهدهٔ گزارش<span className={hidden.visuallyHidden}>: {report.title}</span>
      </Link>
    </article>
  );
}

/** The signed-in user's reports (GET /api/users/reports/): every report they paid for, with the way back to it. */
export function ReportList() {
  const { items: reports, count, isPending, isError, refetch, hasMore, loadMore, isLoadingMore } = useReports();
  useRefocusOpened(reports);
  useRememberHeight('reports', !isPending && !isError);
  if (isPending) return <ReportsSkeleton />;
  // The failure itself was toasted by the API client; here, only the way to try again.
  if (isError) {
    return (
      <div className={`${lean.notice} ${lean.error} ${lean.noticeRow}`} data-testid="reports-error">
        <p>فهرست گزارش‌ها بارگذاری نشد.</p>
        <button type="button" className={lean.outlined} onClick={() => void refetch()}>
          تلاش دوباره
        </button>
      </div>
    );
  }
  if (reports.length === 0) {
    return (
      <div className={`${styles.panel} ${styles.empty}`} data-testid="reports-empty">
        <p>هنوز گزارشی نگرفته‌اید. هر گزارشی که بگیرید، این‌جا می‌ماند تا هر وقت خواستید دوباره ببینید:</p>
        <ul>
          <li>
            <Link href="/price">قیمت‌گذاری ملک (فروش یا اجاره)</Link>
          </li>
          <li>
            <Link href="/services/environment-evaluation">ارزیابی محله</Link>
          </li>
          <li>
            <Link href="/services/buy-rent-location-suggest">کجا بخرم یا اجاره کنم</Link>
          </li>
        </ul>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <p className={styles.count} data-testid="reports-count">
        {formatNumber(count)} گزارش
      </p>
      <ol className={styles.list}>
        {reports.map((r) => (
          <li key={r.uuid} className={styles.item}>
            <ReportRow report={r} />
          </li>
        ))}
      </ol>
      {hasMore && (
        <div className={styles.more}>
          <button type="button" className={lean.outlined} onClick={() => void loadMore()} disabled={isLoadingMore} data-testid="reports-more">
            {isLoadingMore ? 'در حال بارگذاری…' : 'بیشتر'}
          </button>
        </div>
      )}
    </div>
  );
}
