'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import lean from '@/components/ui/lean.module.css';
import { DIVAR_FLOW_RETURN_PAGE, DIVAR_PAGES, divarHref, type DivarConsentOutcome } from '@/lib/contracts/divar';
import { useConsentReturn } from '../hooks/use-consent-return';
import { DivarExitLink, DivarMessage } from './divar-message';

/** Where a granted consent goes on: the flow's own page with the ad, no longer with the (spent) state. */
export function afterConsentHref(outcome: DivarConsentOutcome): string {
  return divarHref(DIVAR_FLOW_RETURN_PAGE[outcome.flow], { post_token: outcome.post_token, 'evaluation-type': outcome['evaluation-type'], return_url: outcome.exit_url });
}

/**
 * Divar's OAuth return on a flow's page: checks the state and signs the user in, then shows the flow's page for
 * the ad (the address loses its spent state, so a reload does not replay it). A refused consent is not an error: it
 * offers valuing the ad as a visitor, without signing in, or the way back. A refused state says why, in Persian.
 */
export function ConsentReturn({ fallbackExitUrl }: { fallbackExitUrl: string }) {
  const router = useRouter();
  const result = useConsentReturn();
  useEffect(() => {
    if (result.status === 'granted') router.replace(afterConsentHref(result.outcome));
  }, [result, router]);

  if (result.status === 'refused') {
    const { outcome } = result;
    const visitor = outcome.post_token
      ? divarHref(DIVAR_PAGES.priceVisitorForm, { post_token: outcome.post_token, 'evaluation-type': outcome['evaluation-type'], return_url: outcome.exit_url, noLoginRequired: true })
      : null;
    return (
      <DivarMessage
        title="اجازهٔ دیوار داده نشد"
        testId="divar-consent-refused"
        actions={
          <>
            {visitor && (
              <a href={visitor} className={lean.button} data-testid="divar-refused-visitor">
                ارزیابی قیمت آگهی بدون ورود
              </a>
            )}
            <DivarExitLink href={outcome.exit_url} primary={!visitor} />
          </>
        }
      >
        {outcome.flow === 'price-advertiser'
          ? 'بدون اجازهٔ دیوار نمی‌توانیم شما را وارد کنیم یا نتیجه را روی آگهی‌تان نشان دهیم. می‌توانید قیمت آگهی را مانند یک بازدیدکننده و بدون ورود ارزیابی کنید، یا به دیوار برگردید.'
          : 'بدون ورود هم می‌توانید قیمت این آگهی را ارزیابی کنید (یک ارزیابی پایه در ماه رایگان است)، یا به دیوار برگردید.'}
      </DivarMessage>
    );
  }
  if (result.status === 'failed') {
    return (
      <DivarMessage
        title="ادامه با دیوار ممکن نشد"
        tone="error"
        testId="divar-consent-failed"
        actions={
          <>
            {result.again && (
              <button type="button" className={lean.outlined} onClick={() => window.location.reload()}>
                تلاش دوباره
              </button>
            )}
            <DivarExitLink href={fallbackExitUrl} primary />
          </>
        }
      >
        {result.message}
      </DivarMessage>
    );
  }
  return (
    <section className={lean.card} role="status" aria-live="polite" data-testid="divar-consent-working">
      <p className={lean.text}>
        <span className={lean.spinner} aria-hidden="true" /> در حال بررسی اجازهٔ دیوار و ورود به حساب شما…
      </p>
    </section>
  );
}
