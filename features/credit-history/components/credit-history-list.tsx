'use client';
import Link from 'next/link';
import { CopyButton } from '@/components/ui/copy-button';
import { useRememberHeight } from '@/components/ui/use-remember-height';
import lean from '@/components/ui/lean.module.css';
import hidden from '@/components/ui/visually-hidden.module.css';
import { verifyAgainUrl } from '@/lib/contracts/billing-constants';
import type { CreditHistoryEntry } from '@/lib/contracts/credit-history';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliDate } from '@/lib/fa/jalali';
import { formatToman } from '@/lib/fa/money';
import { formatNumber, formatPercent } from '@/lib/fa/number';
import { creditChange, entryTitle, KIND_LABEL, PAYMENT_STATUS_LABEL } from '../describe-entry';
import { useCreditHistory } from '../hooks/use-credit-history';
import { CreditHistorySkeleton } from './credit-history-skeleton';
import styles from './credit-history.module.css';


function PaymentFacts({ payment }: { payment: NonNullable<CreditHistoryEntry['payment']> }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>مبلغ</dt>
        <dd data-testid="credit-entry-amount">
          {formatToman(payment.amount)}
          {payment.discount_percent > 0 && <span className={styles.discount}> ({formatPercent(payment.discount_percent)} تخفیف)</span>}
        </dd>
      </div>
      {payment.ref_id && (
        <div>
          <dt>کد پیگیری</dt>
          <dd className={styles.refId}>
            <span dir="ltr" data-testid="credit-entry-ref-id">
              {toPersianDigits(payment.ref_id)}
            </span>
            <CopyButton text={payment.ref_id} label="کپی کد پیگیری" />
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * What a payment that added nothing means for the user, and the way to have it checked again: the verify page asks the
 * gateway again about a payment it has not confirmed (one it confirms adds its credits), and leads back here.
 */
function PaymentNote({ payment }: { payment: NonNullable<CreditHistoryEntry['payment']> }) {
  const again = payment.authority && (
    <Link href={verifyAgainUrl(payment.authority)} className={styles.link} prefetch={false} data-testid="credit-entry-verify">
      بررسی دوباره
    </Link>
  );
  switch (payment.status) {
    case 'pending':
      return (
        <p className={styles.note}>
          پرداخت هنوز تأیید نشده است. {again}
        </p>
      );
    case 'cancelled':
      return (
        <p className={styles.note}>
          اگر مبلغی از حساب بانکی شما کم شده است، دوباره بررسی کنید؛ پرداختی که درگاه تأیید کند، اعتبارش افزوده می‌شود. {again}
        </p>
      );
    case 'failed':
      return <p className={styles.note}>اگر مبلغی از حساب شما کسر شده باشد، طی ۷۲ ساعت بازگردانده می‌شود.</p>;
    default:
      return null;
  }
}

function EntryRow({ entry }: { entry: CreditHistoryEntry }) {
  const title = entryTitle(entry);
  const change = creditChange(entry);
  const sign = entry.paid_delta + entry.free_delta;
  const status = entry.payment?.status;
  return (
    <article className={`${lean.card} ${styles.row}`} data-testid="credit-entry" data-kind={entry.kind} data-status={status}>
      <div className={styles.meta}>
        <span className={styles.kind}>{KIND_LABEL[entry.kind]}</span>
        {status && (
          <span className={`${styles.status} ${styles[status]}`} data-testid="credit-entry-status">
            {PAYMENT_STATUS_LABEL[status]}
          </span>
        )}
        <time dateTime={entry.created_at}>{formatJalaliDate(entry.created_at, 'yyyy/MM/dd HH:mm')}</time>
      </div>
      <h2 className={styles.title}>{title}</h2>
      <p className={`${styles.change} ${sign > 0 ? styles.added : sign < 0 ? styles.taken : ''}`} data-testid="credit-entry-change">
        {change}
      </p>
      {entry.payment && <PaymentFacts payment={entry.payment} />}
      {entry.payment && <PaymentNote payment={entry.payment} />}
      {entry.report && (
        <Link href={entry.report.url} className={styles.link} prefetch={false} data-testid="credit-entry-report">
          مشاهدهٔ گزارش<span className={hidden.visuallyHidden}>: {title}</span>
        </Link>
      )}
    </article>
  );
}

/** The signed-in user's credit history (GET /api/users/credit-history/): what they paid, and where every credit went. */
export function CreditHistoryList() {
  const { items: entries, count, isPending, isError, refetch, hasMore, loadMore, isLoadingMore } = useCreditHistory();
  useRememberHeight('credit-history', !isPending && !isError);
  if (isPending) return <CreditHistorySkeleton />;
  // The failure itself was toasted by the API client; here, only the way to try again.
  if (isError) {
    return (
      <div className={`${lean.notice} ${lean.error} ${lean.noticeRow}`} data-testid="credit-history-error">
        <p>تاریخچهٔ اعتبار بارگذاری نشد.</p>
        <button type="button" className={lean.outlined} onClick={() => void refetch()}>
          تلاش دوباره
        </button>
      </div>
    );
  }
  if (entries.length === 0) {
    return (
      <div className={`${styles.panel} ${styles.empty}`} data-testid="credit-history-empty">
        <p>
          هنوز اعتباری نخریده‌اید و اعتباری مصرف نکرده‌اید. هر خرید و هر استفاده از اعتبار، با تاریخ و کد پیگیری، این‌جا
          می‌ماند.
        </p>
        <Link href="/subscription" className={lean.outlined}>
          خرید اشتراک
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <p className={styles.count} data-testid="credit-history-count">
        {formatNumber(count)} مورد
      </p>
      <ol className={styles.list}>
        {entries.map((e) => (
          <li key={e.id} className={styles.item}>
            <EntryRow entry={e} />
          </li>
        ))}
      </ol>
      {hasMore && (
        <div className={styles.more}>
          <button type="button" className={lean.outlined} onClick={() => void loadMore()} disabled={isLoadingMore} data-testid="credit-history-more">
            {isLoadingMore ? 'در حال بارگذاری…' : 'بیشتر'}
          </button>
        </div>
      )}
    </div>
  );
}
