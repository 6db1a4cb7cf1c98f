'use client';

import { ErrorView, type ErrorViewProps } from '@/components/feedback/error-view';

// Any page or layout that fails to render ends here; it replaces the root layout, so it brings its own document.
export default function GlobalError(props: ErrorViewProps) {
  return (
    <html lang="fa" dir="rtl">
      <body style={{ margin: 0, fontFamily: 'Vazirmatn, Tahoma, system-ui, sans-serif', colorScheme: 'light dark' }}>
        <title>خطا | ارزیاب</title>
        <ErrorView {...props} />
      </body>
    </html>
  );
}
