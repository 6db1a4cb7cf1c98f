'use client';
import { useEffect, useState } from 'react';
import lean from '@/components/ui/lean.module.css';
import { DIVAR_PAGES, divarHref, type ReferralPrecheck, referralResultHref } from '@/lib/contracts/divar';
import { toPersianDigits } from '@/lib/fa/digits';
import { useHasTokens } from '@/lib/use-signed-in';
import { fetchReferralPrecheck } from '../api/divar-api';
import { DivarExitLink } from './divar-message';
import { ReferralSignIn, ReferralWaysBack } from './referral-sign-in';

type State = { step: 'checking' } | { step: 'failed' } | { step: 'ready'; check: ReferralPrecheck };

const agentOf = (check: ReferralPrecheck) => check.service.replace(/^environmental_evaluation_/, '').replace(/_base$/, '');

/**
 * The referral flow's precheck (issue 28): asks the server what stands between this user and the evaluation of the
 * ad, and says it in Persian — a blocking problem (not an apartment, outside Tehran) ends here with the way back; the
 * others (no location, an earlier evaluation, too little credit) are said with what to do, and the form is offered.
 */
export function ReferralPrecheckView({ postToken, returnUrl, exitUrl }: { postToken: string | null; returnUrl: string | null; exitUrl: string }) {
  const hasTokens = useHasTokens();
  const [answer, setState] = useState<State>({ step: 'checking' });
  useEffect(() => {
    if (!hasTokens) return;
    let current = true;
    fetchReferralPrecheck(postToken).then(
      (check) => current && setState({ step: 'ready', check }),
      () => current && setState({ step: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [hasTokens, postToken]);

  // Nobody signed in (the server already drew it so from the sign-in hint): the consent has to come first.
  const state = hasTokens === false ? ({ step: 'signed-out' } as const) : answer;
  if (state.step === 'checking') {
    return (
      <section className={lean.card} role="status" aria-live="polite" data-testid="referral-precheck-working">
        <p className={lean.text}>
          <span className={lean.spinner} aria-hidden="true" /> در حال بررسی آگهی و اعتبار شما…
        </p>
      </section>
    );
  }
  if (state.step === 'signed-out') return <ReferralSignIn postToken={postToken} returnUrl={returnUrl} exitUrl={exitUrl} />;
  if (state.step === 'failed') {
    return (
      <section className={lean.card} data-testid="referral-precheck-stopped">
        <p className={`${lean.notice} ${lean.error}`} role="alert">
          بررسی انجام نشد؛ لطفاً دوباره تلاش کنید.
        </p>
        <ReferralWaysBack postToken={postToken} returnUrl={returnUrl} exitUrl={exitUrl} />
      </section>
    );
  }
  const { check } = state;
  const formHref = `${divarHref(DIVAR_PAGES.referralForm, { post_token: postToken, return_url: returnUrl })}${postToken || returnUrl ? '&' : '?'}agent=${agentOf(check)}`;
  const missing = check.problems.some((p) => p.code === 'not_found');
  return (
    <section className={lean.card} aria-labelledby="precheck-title" data-testid="referral-precheck" data-ok={check.ok}>
      <h2 id="precheck-title" className={lean.heading}>
        {check.ok ? 'آماده برای ارزیابی' : missing ? 'آگهی پیدا نشد' : 'این آگهی ارزیابی نمی‌شود'}
      </h2>
      {check.problems.length === 0 && <p className={`${lean.notice} ${lean.success}`}>آگهی و اعتبار شما برای ارزیابی محله آماده است.</p>}
      <ul className={lean.list} data-testid="referral-problems">
        {check.problems.map((p) => (
          <li key={p.code} data-code={p.code} className={`${lean.notice} ${p.blocking ? lean.error : lean.warning}`}>
            {p.message}
          </li>
        ))}
      </ul>
      {/* The price only where the form, and its payment step, follow: not beside an ad we do not evaluate. */}
      {check.ok && (
        <p className={lean.muted}>
            هزینهٔ ارزیابی پایه: {toPersianDigits(check.credits_required)} اعتبار؛ اعتبار شما: {toPersianDigits(check.available_credits)}
        </p>
      )}
      <div className={lean.actions}>
        {check.evaluation_uuid && (
          <a href={referralResultHref(check.evaluation_uuid, postToken, returnUrl)} className={lean.button} data-testid="referral-earlier-result">
            دیدن ارزیابی قبلی
          </a>
        )}
        {check.ok && (
          <a href={formHref} className={check.evaluation_uuid ? lean.outlined : lean.button} data-testid="referral-continue">
            {check.evaluation_uuid ? 'ارزیابی دوباره' : 'ادامه: تأیید محل ملک'}
          </a>
        )}
        <DivarExitLink href={exitUrl} primary={!check.ok} />
      </div>
    </section>
  );
}
