import lean from '@/components/ui/lean.module.css';
import { DIVAR_PAGES, divarHref } from '@/lib/contracts/divar';
import { DivarExitLink } from './divar-message';

/** The referral flow signs in only through Divar's consent, which starts at the intro. */
export const REFERRAL_SIGN_IN = 'برای ادامه ابتدا با حساب دیوار وارد شوید.';

/**
 * What a referral page (callback, precheck, form) says to a reader it cannot serve: signed out, or the callback
 * opened without Divar's answer. One notice with the same words and ways on everywhere (QA: the three pages said it
 * three different ways): back to the intro with the ad kept, or back to Divar.
 */
export function ReferralSignIn({ postToken, returnUrl, exitUrl }: { postToken: string | null; returnUrl: string | null; exitUrl: string }) {
  return (
    <section className={lean.card} data-testid="referral-sign-in">
      <p className={`${lean.notice} ${lean.info}`}>{REFERRAL_SIGN_IN}</p>
      <ReferralWaysBack postToken={postToken} returnUrl={returnUrl} exitUrl={exitUrl} />
    </section>
  );
}

/** Back to the intro with the ad kept, or back to Divar: the ways on of a referral page that cannot go further. */
export function ReferralWaysBack({ postToken, returnUrl, exitUrl }: { postToken: string | null; returnUrl: string | null; exitUrl: string }) {
  return (
    <div className={lean.actions}>
      <a href={divarHref(DIVAR_PAGES.referralIntro, { post_token: postToken, return_url: returnUrl })} className={lean.button}>
        شروع از ابتدا
      </a>
      <DivarExitLink href={exitUrl} />
    </div>
  );
}
