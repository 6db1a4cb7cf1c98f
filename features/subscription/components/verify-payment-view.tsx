'use client';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import NextLink from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { openDialog } from '@/components/dialogs/dialog-store';
import { VERIFY_FROM_CREDIT_HISTORY } from '@/lib/contracts/billing-constants';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliDate, formatJalaliLong } from '@/lib/fa/jalali';
import { formatNumber } from '@/lib/fa/number';
import { refreshAfterPaymentCheck } from '@/features/shared/billing/refresh-after-payment';
import { transactionQueryOptions } from '../api/subscription-api';
import { useHasTokens } from '@/lib/use-signed-in';

function Shell({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const fromCreditHistory = useSearchParams().get('from') === VERIFY_FROM_CREDIT_HISTORY;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, textAlign: 'center' }} data-testid="verify-payment">
        <Box sx={{ mb: 1 }}>{icon}</Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>
          {/* Sent from the credit history (QA: its «بررسی دوباره» led to a page with no way back to it). */}
          {fromCreditHistory ? (
            <Button component={NextLink} href="/credit-history" variant="contained">
              بازگشت به تاریخچهٔ اعتبار
            </Button>
          ) : (
            <Button component={NextLink} href="/" variant="contained">
              بازگشت به صفحهٔ اصلی
            </Button>
          )}
          <Button component={NextLink} href="/subscription" variant="outlined">
            خرید اشتراک
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}

/** spec §2 /verify-subscription-payment: verifies the returned payment and shows success (credits added) or failure. */
export function VerifyPaymentView() {
  const params = useSearchParams();
  const authority = params.get('Authority') ?? '';
  const signedIn = useHasTokens();
  const queryClient = useQueryClient();
  const query = useQuery({ ...transactionQueryOptions(authority, params.get('Status')), enabled: Boolean(authority) && signedIn === true });

  const status = query.data?.status;
  const newlyPaid = query.data?.newly_paid;
  useEffect(() => {
    // Every tab refetches only when this check granted the credits; a reload of an old paid link, this tab alone.
    if (status) void refreshAfterPaymentCheck(queryClient, { status, newly_paid: newlyPaid === true });
  }, [status, newlyPaid, queryClient]);

  if (!authority)
    return (
      <Shell icon={<ErrorOutlineIcon color="warning" sx={{ fontSize: 56 }} />} title="اطلاعات پرداخت یافت نشد">
        <Typography color="text.secondary">این صفحه پس از بازگشت از درگاه پرداخت نتیجهٔ خرید را نشان می‌دهد.</Typography>
      </Shell>
    );
  if (signedIn === false)
    return (
      <Shell icon={<ErrorOutlineIcon color="warning" sx={{ fontSize: 56 }} />} title="ورود لازم است">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          برای دیدن نتیجهٔ پرداخت وارد حساب کاربری خود شوید.
        </Typography>
        <Button variant="outlined" onClick={() => openDialog('auth', {})}>
          ورود / ثبت نام
        </Button>
      </Shell>
    );
  if (signedIn === null || query.isPending)
    return (
      <Shell icon={<CircularProgress aria-label="در حال بررسی" />} title="در حال بررسی پرداخت…">
        <Typography color="text.secondary">لطفاً چند لحظه صبر کنید.</Typography>
      </Shell>
    );
  // An authority this account does not own (or a mistyped link) stays unknown however often it is asked about.
  if (isAxiosError(query.error) && query.error.response?.status === 404)
    return (
      <Shell icon={<ErrorOutlineIcon color="warning" sx={{ fontSize: 56 }} />} title="تراکنش یافت نشد">
        <Typography color="text.secondary" data-testid="verify-payment-message">
          این پرداخت در حساب کاربری شما پیدا نشد. اگر مبلغی از حساب بانکی شما کم شده است، با کد پیگیری بانک با پشتیبانی تماس بگیرید.
        </Typography>
      </Shell>
    );
  if (query.isError || !query.data)
    return (
      <Shell icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />} title="بررسی پرداخت ممکن نشد">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          بررسی این پرداخت با خطا روبه‌رو شد؛ اعتبار پرداخت‌شده از بین نمی‌رود و می‌توانید دوباره بررسی کنید.
        </Typography>
        <Button variant="text" onClick={() => void query.refetch()}>
          تلاش دوباره
        </Button>
      </Shell>
    );

  const tx = query.data;
  if (tx.status === 'paid')
    return (
      <Shell icon={<CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} />} title="پرداخت موفق">
        <Typography data-testid="verify-payment-message">{tx.message}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {/* A reopened link is dated, so it does not read as a new top-up. */}
          {tx.paid_at && (
            <>
              <span data-testid="verify-payment-date">
                تاریخ پرداخت: <time dateTime={tx.paid_at}>{formatJalaliLong(tx.paid_at)}، ساعت {formatJalaliDate(tx.paid_at, 'HH:mm')}</time>
              </span>
              <br />
            </>
          )}
          طرح {tx.plan.label}، {formatNumber(tx.amount)} تومان
          {tx.ref_id && (
            <>
              <br />
              کد پیگیری: <span dir="ltr">{toPersianDigits(tx.ref_id)}</span>
            </>
          )}
        </Typography>
      </Shell>
    );
  if (tx.status === 'pending')
    return (
      <Shell icon={<HourglassEmptyIcon color="info" sx={{ fontSize: 56 }} />} title="در انتظار تأیید">
        <Typography data-testid="verify-payment-message">{tx.message}</Typography>
        <Button variant="text" sx={{ mt: 1 }} onClick={() => void query.refetch()}>
          بررسی دوباره
        </Button>
      </Shell>
    );
  return (
    <Shell
      icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />}
      title={tx.status === 'cancelled' ? 'پرداخت لغو شد' : 'پرداخت ناموفق'}
    >
      <Typography data-testid="verify-payment-message">{tx.message}</Typography>
    </Shell>
  );
}
