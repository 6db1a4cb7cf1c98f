import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatNumber } from '@/lib/fa/number';
import { sandboxAllowed } from '@/server/providers/payment/gateway';
import { findSandboxPayment } from '@/server/providers/payment/sandbox';

export const metadata: Metadata = { title: 'درگاه پرداخت آزمایشی', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

const box = {
  maxWidth: 460,
  margin: '48px auto',
  padding: 24,
  borderRadius: 16,
  border: '2px dashed #b26a00',
  background: 'var(--mui-palette-background-paper, #fff)',
  fontFamily: 'inherit',
  textAlign: 'center' as const,
};
const button = { flex: 1, padding: '12px 16px', borderRadius: 10, fontSize: 16, fontWeight: 700, cursor: 'pointer', fontFamily: 'inherit' };

/**
 * The embedded test gateway (PAYMENT_GATEWAY=sandbox): stands in for Zarinpal's StartPay page in local runs and
 * tests. Clearly labelled; no money moves. Its buttons post to /api/payment/sandbox/{authority}/{pay|cancel}/,
 * which returns the browser to the callback with Authority and Status=OK|NOK.
 */
export default async function SandboxGatewayPage({ params }: { params: Promise<{ authority: string }> }) {
  const { authority } = await params;
  if (!sandboxAllowed() || !/^[A-Za-z0-9]{8,64}$/.test(authority)) notFound();
  const payment = await findSandboxPayment(authority);
  if (!payment) notFound();
  const settled = payment.status !== 'pending';
  return (
    <main style={box} data-testid="sandbox-gateway">
      <p style={{ margin: 0, color: '#b26a00', fontWeight: 800, letterSpacing: 0.5 }}>⚠ محیط آزمایشی</p>
      <h1 style={{ margin: '8px 0 4px', fontSize: 24 }}>درگاه پرداخت آزمایشی</h1>
      <p style={{ margin: '0 0 16px', opacity: 0.8, fontSize: 14 }}>
        این صفحه درگاه بانکی واقعی نیست و هیچ مبلغی از حسابی کسر نمی‌شود. فقط برای آزمایش فرایند خرید است.
      </p>
      <p style={{ margin: '0 0 4px', opacity: 0.8 }}>{payment.description}</p>
      <p style={{ margin: '0 0 20px', fontSize: 22, fontWeight: 800 }} data-testid="sandbox-amount">
        {formatNumber(payment.amount)} تومان
      </p>
      {settled && (
        <p role="status" style={{ margin: '0 0 16px', fontWeight: 700 }}>
          {payment.status === 'paid' ? 'این پرداخت پیش‌تر انجام شده است.' : 'این پرداخت لغو شده است.'}
        </p>
      )}
      <div style={{ display: 'flex', gap: 12 }}>
        <form method="post" action={`/api/payment/sandbox/${authority}/pay/`} style={{ display: 'flex', flex: 1 }}>
          <button type="submit" style={{ ...button, background: '#0b6b5c', color: '#fff', border: 'none' }} data-testid="sandbox-pay">
            {settled ? 'بازگشت به سایت' : 'پرداخت'}
          </button>
        </form>
        {!settled && (
          <form method="post" action={`/api/payment/sandbox/${authority}/cancel/`} style={{ display: 'flex', flex: 1 }}>
            <button type="submit" style={{ ...button, background: 'transparent', color: 'inherit', border: '1px solid #999' }} data-testid="sandbox-cancel">
              انصراف
            </button>
          </form>
        )}
      </div>
      <p style={{ marginTop: 16, fontSize: 12, opacity: 0.7 }} dir="ltr">
        {authority}
      </p>
    </main>
  );
}
