import type { CreditEntryKind, CreditHistoryEntry } from '@/lib/contracts/credit-history';
import { formatNumber } from '@/lib/fa/number';

// The Persian words of one credit-history row, from the figures the API sent and nothing else.

export const KIND_LABEL: Record<CreditEntryKind, string> = {
  purchase: 'خرید اعتبار',
  spend: 'مصرف اعتبار',
  signup_grant: 'هدیهٔ ثبت‌نام',
  refund: 'بازگشت اعتبار',
  adjustment: 'تنظیم اعتبار',
  payment: 'پرداخت',
};

type PaymentStatus = NonNullable<CreditHistoryEntry['payment']>['status'];

export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  paid: 'پرداخت موفق',
  pending: 'در انتظار تأیید',
  failed: 'ناموفق',
  cancelled: 'لغو شده',
};

const BATCH = 'درخواست دسته‌ای (API)';

/** The row's heading: what was bought, what the credits paid for, or why they came. */
export function entryTitle(entry: CreditHistoryEntry): string {
  const plan = entry.payment ? `طرح ${entry.payment.plan_label}` : '';
  switch (entry.kind) {
    case 'purchase':
    case 'payment':
      return plan ? `خرید اعتبار — ${plan}` : 'خرید اعتبار';
    case 'spend': {
      const service = entry.service?.title ?? 'استفاده از سرویس';
      return entry.origin === 'batch' ? `${service} — ${BATCH}` : service;
    }
    case 'refund':
      return entry.origin === 'batch' ? `بازگشت اعتبار ردیف‌های انجام‌نشدهٔ ${BATCH}` : 'بازگشت اعتبار';
    case 'signup_grant':
      return 'اعتبار رایگان ثبت‌نام';
    case 'adjustment':
      return 'تنظیم اعتبار از سوی پشتیبانی';
  }
}

function counted(n: number, free: number, verb: string): string {
  const all = formatNumber(n);
  if (free === 0) return `${all} اعتبار ${verb}`;
  if (free === n) return `${all} اعتبار رایگان ${verb}`;
  return `${all} اعتبار ${verb} (${formatNumber(free)} رایگان)`;
}

/** How the balance moved: «۱۰ اعتبار افزوده شد», «۱ اعتبار رایگان کسر شد», or why it did not. */
export function creditChange(entry: CreditHistoryEntry): string {
  if (entry.kind === 'payment') return entry.payment?.status === 'pending' ? 'هنوز اعتباری افزوده نشده است' : 'اعتباری افزوده نشد';
  const total = entry.paid_delta + entry.free_delta;
  // A spend never adds and a grant never takes (the ledger's CHECKs); only an adjustment might do both at once.
  if (total > 0) return counted(total, Math.max(0, entry.free_delta), 'افزوده شد');
  if (total < 0) return counted(-total, Math.max(0, -entry.free_delta), 'کسر شد');
  return entry.kind === 'spend' ? 'بدون کسر اعتبار' : 'بدون تغییر اعتبار';
}
