import { headers } from 'next/headers';
import lean from '@/components/ui/lean.module.css';
import { AdSummary } from '@/features/divar/components/ad-summary';
import { ConsentReturnPage } from '@/features/divar/components/consent-return';
import { DivarExitLink } from '@/features/divar/components/divar-message';
import { AdNotValued, AdProblem, DivarPage } from '@/features/divar/components/divar-page';
import { VisitorReportNotice } from '@/features/divar/components/own-report-notice';
import { SignedInGate } from '@/features/divar/components/signed-in-gate';
import { priceFormValuesFrom } from '@/features/valuation/components/price-form-values';
import { PlainValuationForm } from '@/features/valuation/components/plain-valuation-form';
import {
  DIVAR_PAGES,
  DIVAR_SIGN_IN_LABEL,
  divarAdReading,
  divarAdToValuationForm,
  divarConsentHref,
  divarHref,
  divarPageQuery,
  divarResultHref,
  divarValuationKind,
  type DivarRole,
} from '@/lib/contracts/divar';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { getDb } from '@/server/db/client';
import { adForPage } from '@/server/divar/divar-pages';
import { publishedReportOfAd } from '@/server/divar/published-report';
import { divarExit } from '@/server/divar/exit';

const FORM_PAGE: Record<DivarRole, string> = { advertiser: DIVAR_PAGES.priceAdvertiserForm, visitor: DIVAR_PAGES.priceVisitorForm };

/**
 * The form page of both price flows (spec §2 `/divar/price/advertiser/form`, `/divar/price/visitor-evaluation/form`).
 * Divar's consent returns here with `?state&code`: that is completed first (ConsentReturn), and the page comes back
 * with the ad (`?post_token&evaluation-type&return_url`), read from Divar on the server and put in the form.
 * The advertiser pays with the `*_divar_advertiser_*` services once signed in by Divar; a visitor may value the ad
 * without signing in (spec §6 noLoginRequired: the monthly free use, then the sign-up).
 */
export async function DivarPriceForm({ role, searchParams }: { role: DivarRole; searchParams: SearchParams }) {
  const params = await searchParams;
  if (firstParam(params.state)) return <ConsentReturnPage fallbackExitUrl={divarExit(null)} />;
  const query = divarPageQuery(params);
  const { return_url: returnUrl, 'evaluation-type': evaluationType } = query;
  const exitUrl = divarExit(returnUrl);
  const loaded = await adForPage(await getDb(), query.post_token, await headers());
  if (!loaded.ok) return <AdProblem message={loaded.message} again={loaded.again} exitUrl={exitUrl} retryHref={divarHref(FORM_PAGE[role], query)} />;
  const { ad } = loaded;
  if (ad.unsupported) return <AdNotValued reason={ad.unsupported} exitUrl={exitUrl} />;
  const kind = divarValuationKind(ad, evaluationType);
  const linkParams = { post_token: ad.post_token, return_url: returnUrl, 'evaluation-type': kind === 'rent' ? 'rent' : 'buySell' } as const;

  const form = (
    <PlainValuationForm
      kind={kind}
      prefill={priceFormValuesFrom(divarAdToValuationForm(ad, evaluationType))}
      adReading={divarAdReading(ad)}
      agentType={role === 'advertiser' ? 'divar_advertiser' : 'divar_visitor'}
      freeUse={role === 'visitor'}
      extraBody={{ divar_post_token: ad.post_token }}
      resultHref={divarResultHref(role, '{uuid}', returnUrl)}
      draftKey={`valuation:divar-form:${role}:${ad.post_token}`}
      payLabel={kind === 'rent' ? 'ارزیابی اجارهٔ آگهی' : 'قیمت‌گذاری آگهی'}
      partnerSignIn={role === 'visitor' ? { label: DIVAR_SIGN_IN_LABEL, href: divarConsentHref('price-visitor', linkParams) } : undefined}
      partnerConsent={role === 'advertiser' ? { href: divarConsentHref('price-advertiser', linkParams) } : undefined}
    />
  );
  return (
    <DivarPage testId={`divar-price-${role}-form`}>
      <h1 className={lean.title}>{kind === 'rent' ? 'ارزیابی اجارهٔ آگهی' : 'قیمت‌گذاری آگهی'}</h1>
      <AdSummary ad={ad} />
      {role === 'advertiser' ? (
        <SignedInGate
          fallback={
            <section className={lean.card} data-testid="divar-sign-in-needed">
              <h2 className={lean.heading}>ورود با دیوار</h2>
              <p className={lean.text}>برای قیمت‌گذاری آگهی خود و نمایش نتیجه روی آن، با اجازهٔ دیوار وارد شوید (بدون کد تأیید دوباره).</p>
              <a href={divarConsentHref('price-advertiser', linkParams)} className={lean.button}>
                ورود با دیوار
              </a>
            </section>
          }
        >
          {form}
        </SignedInGate>
      ) : (
        // The visitor's own earlier report, known to the browser only, comes below the form, not above its fields.
        <VisitorReportNotice section="price" postToken={ad.post_token} returnUrl={returnUrl} published={await publishedReportOfAd(await getDb(), 'price', ad.post_token)}>
          {form}
        </VisitorReportNotice>
      )}
      <DivarExitLink href={exitUrl} />
    </DivarPage>
  );
}
