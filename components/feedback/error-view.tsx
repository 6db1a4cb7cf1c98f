'use client';

import { useEffect, useRef } from 'react';

export interface ErrorViewProps {
  error: Error & { digest?: string };
  /** Re-fetches and re-renders what failed (Next's `retry`). */
  retry: () => void;
}

const PRIMARY = '#0b6b5c';

/**
 * What a visitor sees when a page fails to render (app/global-error.tsx): a Persian explanation, a retry that
 * re-fetches the page, a full-page way home, and the server's error digest so support can find the log line.
 * The app's layout, theme variables and fonts are gone at that point, hence inline styles and a system-colour
 * scheme. One app-wide boundary rather than one per segment: a segment boundary would add ≈ 5 KB gzip to every
 * page's first-load JavaScript (Next's boundary class plus this view), past the home page's 150 KB budget.
 */
export function ErrorView({ error, retry }: ErrorViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    console.error(error);
    // Keyboard and screen-reader users land on the explanation, not on whatever had focus before the failure.
    heading.current?.focus();
  }, [error]);
  return (
    <main role="alert" style={{ maxWidth: 560, margin: '0 auto', padding: '72px 16px', textAlign: 'center', lineHeight: 1.9 }}>
      <h1 ref={heading} tabIndex={-1} style={{ fontSize: 24, outline: 'none' }}>
        مشکلی در نمایش این صفحه پیش آمد
      </h1>
      <p>لطفاً دوباره تلاش کنید. اگر مشکل ادامه داشت، چند دقیقهٔ دیگر سر بزنید؛ اعتبار و پرداخت‌های شما محفوظ است.</p>
      {error.digest && (
        <p>
          کد پیگیری: <bdi dir="ltr">{error.digest}</bdi>
        </p>
      )}
      <p style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        <button
          type="button"
          onClick={() => retry()}
          style={{ font: 'inherit', padding: '10px 20px', borderRadius: 10, border: 0, background: PRIMARY, color: '#fff', cursor: 'pointer' }}
        >
          تلاش دوباره
        </button>
        {/* A full page load: the client router may be what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" style={{ padding: '10px 20px', borderRadius: 10, border: '1px solid currentColor', color: 'inherit', textDecoration: 'none' }}>
          بازگشت به صفحهٔ اصلی
        </a>
      </p>
    </main>
  );
}
