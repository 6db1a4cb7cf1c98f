'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import lean from '@/components/ui/lean.module.css';
import { DIVAR_FLOW_RETURN_PAGE, DIVAR_PAGES, divarConsentHref, divarHref, type DivarConsentOutcome, type DivarStateContext } from '@/lib/contracts/divar';
import { guardBackToEntry, stepsBackToEntry } from '../consent-back';
import { useConsentReturn } from '../hooks/use-consent-return';
import { DivarExitLink, DivarMessage } from './divar-message';
import { DivarPage } from './divar-page';

/**
 * Where a granted consent goes on: the flow's own page with the ad, no longer with the (spent) state; the referral
 * flow's callback goes on to its precheck.
 */
export function afterConsentHref(outcome: DivarStateContext): string {
  const page = outcome.flow === 'referral' ? DIVAR_PAGES.referralPrecheck : DIVAR_FLOW_RETURN_PAGE[outcome.flow];
  return divarHref(page, { post_token: outcome.post_token, 'evaluation-type': outcome['evaluation-type'], return_url: outcome.exit_url });
}

/** The flow's consent asked of Divar again, for the same ad, after Divar failed on a spent state. */
export function consentAgainHref(context: DivarStateContext): string {
  return divarConsentHref(context.flow, { post_token: context.post_token, 'evaluation-type': context['evaluation-type'], return_url: context.exit_url });
}

/** A fresh sign-in with Divar for the flow's ad: what a user whose return Divar (or a spent state) refused needs. */
function SignInAgainLink({ context }: { context: DivarStateContext }) {
  return (
    <a href={consentAgainHref(context)} className={lean.button} data-testid="divar-consent-restart">
      ورود دوباره با حساب دیوار
    </a>
  );
}

const NEIGHBOURHOOD_FLOWS: ReadonlySet<DivarConsentOutcome['flow']> = new Set(['neighborhood-advertiser', 'neighborhood-visitor', 'referral']);

/**
 * Divar's OAuth return on a flow's page: checks the state and signs the user in, then shows the flow's page for
 * the ad (the address loses its spent state, so a reload does not replay it). A refused consent is not an error: it
 * offers valuing the ad as a visitor, without signing in, or the way back. A refused state says why, in Persian.
 */
export function ConsentReturn({ fallbackExitUrl }: { fallbackExitUrl: string }) {
  const router = useRouter();
  const result = useConsentReturn();
  useEffect(() => {
    const goOn = (href: string) => {
      // Back from the page it goes on to returns to the page that left for Divar, past Divar's spent screen.
      const steps = stepsBackToEntry();
      if (steps !== null) guardBackToEntry(steps);
      router.replace(href);
    };
    if (result.status === 'granted') goOn(afterConsentHref(result.outcome));
    // Approved again after Back, or reloaded mid-return: the first return signed this browser in, so it goes on.
    if (result.status === 'replayed' && result.carryOn) goOn(afterConsentHref(result.context));
  }, [result, router]);

  if (result.status === 'refused') {
    const { outcome } = result;
    const neighbourhood = NEIGHBOURHOOD_FLOWS.has(outcome.flow);
    const visitor = outcome.post_token
      ? divarHref(neighbourhood ? DIVAR_PAGES.neighbourhoodVisitorForm : DIVAR_PAGES.priceVisitorForm, {
          post_token: outcome.post_token,
          'evaluation-type': outcome['evaluation-type'],
          return_url: outcome.exit_url,
          noLoginRequired: true,
        })
      : null;
    const what = neighbourhood ? 'محلهٔ' : 'قیمت';
    return (
      <DivarMessage
        title="اجازهٔ دیوار داده نشد"
        testId="divar-consent-refused"
        actions={
          <>
            {visitor && (
              <a href={visitor} className={lean.button} data-testid="divar-refused-visitor">
                ارزیابی {what} آگهی بدون ورود
              </a>
            )}
            <DivarExitLink href={outcome.exit_url} primary={!visitor} />
          </>
        }
      >
        {outcome.flow === 'price-advertiser' || outcome.flow === 'neighborhood-advertiser'
          ? `بدون اجازهٔ دیوار نمی‌توانیم شما را وارد کنیم یا نتیجه را روی آگهی‌تان نشان دهیم. می‌توانید ${what} آگهی را مانند یک بازدیدکننده و بدون ورود ارزیابی کنید، یا به دیوار برگردید.`
          : `بدون ورود هم می‌توانید ${what} این آگهی را ارزیابی کنید (یک ارزیابی پایه در ماه رایگان است)، یا به دیوار برگردید.`}
      </DivarMessage>
    );
  }
  if (result.status === 'replayed' && !result.carryOn) {
    // Not signed in here (the first return's answer never arrived): a fresh sign-in with Divar for the same ad, or
    // the way back to the ad, not Divar's home.
    return (
      <DivarMessage
        title="ادامه با دیوار ممکن نشد"
        tone="error"
        testId="divar-consent-failed"
        actions={
          <>
            <SignInAgainLink context={result.context} />
            <DivarExitLink href={result.context.exit_url} />
          </>
        }
      >
        {result.message}
      </DivarMessage>
    );
  }
  if (result.status === 'failed') {
    const { context } = result;
    return (
      <DivarMessage
        title="ادامه با دیوار ممکن نشد"
        tone="error"
        testId="divar-consent-failed"
        actions={
          <>
            {result.again &&
              (context && result.signInAgain ? (
                <SignInAgainLink context={context} />
              ) : context ? (
                // The state is spent (a reload is refused as used): Divar's consent again, for the same ad.
                <a href={consentAgainHref(context)} className={lean.outlined} data-testid="divar-consent-restart">
                  تلاش دوباره
                </a>
              ) : (
                <button type="button" className={lean.outlined} onClick={() => window.location.reload()}>
                  تلاش دوباره
                </button>
              ))}
            <DivarExitLink href={context?.exit_url ?? fallbackExitUrl} primary={!result.signInAgain} />
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

/** A flow's page while Divar's return (`?state&code`) is completed: the page's whole content until it goes on. */
export function ConsentReturnPage({ fallbackExitUrl }: { fallbackExitUrl: string }) {
  return (
    <DivarPage>
      <ConsentReturn fallbackExitUrl={fallbackExitUrl} />
    </DivarPage>
  );
}
