import { headers } from 'next/headers';
import lean from '@/components/ui/lean.module.css';
import { AddonView } from '@/app/sandbox-divar/addon-view';
import { AdSummary } from '@/features/divar/components/ad-summary';
import { ConsentReturnPage } from '@/features/divar/components/consent-return';
import { DivarExitLink, DivarMessage } from '@/features/divar/components/divar-message';
import { OwnReportNotice, VisitorReportNotice } from '@/features/divar/components/own-report-notice';
import { AdNotValued, AdProblem, DivarPage } from '@/features/divar/components/divar-page';
import { LazyNeighbourhoodForm } from '@/features/divar/components/lazy-neighbourhood-form';
import { AdWidgetControls } from '@/features/divar/components/price-widget-controls';
import { SignedInGate } from '@/features/divar/components/signed-in-gate';
import { SwitchAccountNotice } from '@/features/divar/components/switch-account-notice';
import { EnvironmentResult } from '@/features/environment/components/environment-result';
import { DIVAR_NOT_EVALUATED, DIVAR_PAGES, DIVAR_SIGN_IN_LABEL, divarAdPlace, divarConsentHref, divarHref, divarNeighbourhoodResultHref, divarPageQuery, type DivarRole } from '@/lib/contracts/divar';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { getDb } from '@/server/db/client';
import { adForPage } from '@/server/divar/divar-pages';
import { advertiserReportOfAd, publishedReportOfAd } from '@/server/divar/published-report';
import { neighbourhoodAddonWidgets } from '@/server/divar/post-addon';
import { toKenarAddonBody } from '@/server/providers/divar/kenar-widgets';
import { divarExit } from '@/server/divar/exit';
import { placePreview } from '@/server/places/place-preview';
import { findEnvironmentEvaluationOwnership } from '@/server/environment/get-environment-evaluation';

// The neighbourhood flows of a Divar ad (issue 28; spec §2 /divar/neighborhood/*), in the lean Divar shell.

const ENTRY: Record<DivarRole, string> = { advertiser: DIVAR_PAGES.neighbourhoodAdvertiser, visitor: DIVAR_PAGES.neighbourhoodVisitor };
const FORM: Record<DivarRole, string> = { advertiser: DIVAR_PAGES.neighbourhoodAdvertiserForm, visitor: DIVAR_PAGES.neighbourhoodVisitorForm };

/** What a neighbourhood evaluation measures, said once for the entry pages. */
function WhatWeMeasure({ advertiser }: { advertiser: boolean }) {
  return (
    <ul className={lean.list}>
      <li>امتیاز کلی محله از ۱۰۰ و جایگاه آن میان محله‌های تهران</li>
      <li>هشت دسته: حمل‌ونقل، درمان، آموزش، فضای سبز، خرید، خدمات عمومی، بازار مسکن و ساختار شهری</li>
      <li>۵۰ شاخص از داده‌های واقعی تهران؛ شاخص بی‌داده کنار گذاشته می‌شود، حدس زده نمی‌شود</li>
      {advertiser && <li>اگر بخواهید، نمایش امتیاز، سه ویژگی برتر و کم‌امتیازترین دستهٔ محله روی آگهی شما در دیوار (هر وقت بخواهید برداشتنی است)</li>}
    </ul>
  );
}

/** spec §2 /divar/neighborhood/advertiser?post_token&return_url and /divar/neighborhood/visitor-evaluation?post_token&return_url. */
export async function NeighbourhoodEntry({ role, searchParams }: { role: DivarRole; searchParams: SearchParams }) {
  const query = divarPageQuery(await searchParams);
  const returnUrl = query.return_url;
  const exitUrl = divarExit(returnUrl);
  const loaded = await adForPage(await getDb(), query.post_token, await headers());
  if (!loaded.ok) return <AdProblem message={loaded.message} again={loaded.again} exitUrl={exitUrl} retryHref={divarHref(ENTRY[role], query)} />;
  const { ad } = loaded;
  if (ad.unsupported) return <AdNotValued title={DIVAR_NOT_EVALUATED} reason={ad.unsupported} exitUrl={exitUrl} />;
  const link = { post_token: ad.post_token, return_url: returnUrl };
  const advertiser = role === 'advertiser';
  // As the price advertiser's entry: an evaluation shown on the ad (public) is drawn with the page above the
  // buttons, whatever the sign-in hint says; a private one comes with the owner's ask, below them.
  const onAd = advertiser ? await advertiserReportOfAd(await getDb(), 'neighbourhood', ad.post_token) : null;
  const ownReport = advertiser && <OwnReportNotice section="neighbourhood" postToken={ad.post_token} returnUrl={returnUrl} onAd={onAd} />;
  const actions = (
    <>
      <SwitchAccountNotice action={advertiser ? undefined : DIVAR_SIGN_IN_LABEL} />
      <div className={lean.actions}>
        {advertiser ? (
          <a href={divarConsentHref('neighborhood-advertiser', link)} className={lean.button} data-testid="divar-advertiser-start">
            ادامه و ورود با دیوار
          </a>
        ) : (
          <>
            <a href={divarHref(FORM.visitor, { ...link, noLoginRequired: true })} className={lean.button} data-testid="divar-visitor-start">
              ارزیابی محلهٔ این آگهی
            </a>
            <a href={divarConsentHref('neighborhood-visitor', link)} className={lean.outlined} data-testid="divar-visitor-sign-in">
              {DIVAR_SIGN_IN_LABEL}
            </a>
          </>
        )}
        <DivarExitLink href={exitUrl} />
      </div>
    </>
  );
  return (
    <DivarPage testId={`divar-neighbourhood-${role}`}>
      <section className={lean.card} aria-labelledby="intro-title">
        <h1 id="intro-title" className={lean.title}>
          {advertiser ? 'محلهٔ آگهی شما با ۵۰ شاخص' : 'محلهٔ این آگهی چطور است؟'}
        </h1>
        <p className={lean.text}>محل ملک را از آگهی می‌خوانیم و روی نقشه نشان می‌دهیم؛ اگر لازم بود آن را جابه‌جا کنید. سپس محله را می‌سنجیم:</p>
        <WhatWeMeasure advertiser={advertiser} />
        <p className={lean.muted}>
          {advertiser
            ? 'برای ادامه، دیوار از شما اجازه می‌خواهد که شمارهٔ همراهتان را به ما بدهد (با همان شماره وارد ارزیاب می‌شوید، بدون کد تأیید دوباره)، محل آگهی را روی نقشه ببینیم و بتوانیم نتیجه را به آگهی اضافه کنیم.'
            : 'بدون ثبت نام، یک ارزیابی پایهٔ محله در ماه رایگان است.'}
        </p>
      </section>
      <AdSummary ad={ad} />
      {advertiser ? (
        <>
          {onAd && ownReport}
          {actions}
          {!onAd && ownReport}
        </>
      ) : (
        // The visitor's own earlier evaluation is known to the browser alone: it comes below the buttons.
        <VisitorReportNotice section="neighbourhood" postToken={ad.post_token} returnUrl={returnUrl} published={await publishedReportOfAd(await getDb(), 'neighbourhood', ad.post_token)}>
          {actions}
        </VisitorReportNotice>
      )}
    </DivarPage>
  );
}

/**
 * spec §2 /divar/neighborhood/advertiser/form?state&code (or noLoginRequired=true) and
 * /divar/neighborhood/visitor-evaluation/form?state&return_url&noLoginRequired: Divar's consent returns here first
 * (ConsentReturn), then the form with the ad's location. The advertiser pays with `environmental_evaluation_divar_
 * advertiser_*` once signed in by Divar; a visitor (or an advertiser who came with noLoginRequired) may evaluate
 * without signing in (the visitor's monthly free use, then the sign-up).
 */
export async function NeighbourhoodFormPage({ role, searchParams }: { role: DivarRole; searchParams: SearchParams }) {
  const params = await searchParams;
  if (firstParam(params.state)) return <ConsentReturnPage fallbackExitUrl={divarExit(null)} />;
  const query = divarPageQuery(params);
  const returnUrl = query.return_url;
  const exitUrl = divarExit(returnUrl);
  const loaded = await adForPage(await getDb(), query.post_token, await headers());
  if (!loaded.ok) return <AdProblem message={loaded.message} again={loaded.again} exitUrl={exitUrl} retryHref={divarHref(FORM[role], query)} />;
  const { ad } = loaded;
  if (ad.unsupported) return <AdNotValued title={DIVAR_NOT_EVALUATED} reason={ad.unsupported} exitUrl={exitUrl} />;
  const initialPlace = divarAdPlace(ad);
  const preview = placePreview(initialPlace);
  const form = (as: DivarRole) => (
    <LazyNeighbourhoodForm
      postToken={ad.post_token}
      initialPlace={initialPlace}
      preview={preview}
      readPin={as === 'advertiser'}
      agentType={as === 'advertiser' ? 'divar_advertiser' : 'divar_visitor'}
      freeUse={as === 'visitor'}
      resultHref={divarNeighbourhoodResultHref(as, '{uuid}', returnUrl)}
      // An anonymous user's free use spent: Divar's sign-in of this page's flow first (an advertiser's lets them publish).
      partnerSignIn={
        as === 'visitor' ? { label: DIVAR_SIGN_IN_LABEL, href: divarConsentHref(role === 'advertiser' ? 'neighborhood-advertiser' : 'neighborhood-visitor', { post_token: ad.post_token, return_url: returnUrl }) } : undefined
      }
      partnerConsent={as === 'advertiser' ? { href: divarConsentHref('neighborhood-advertiser', { post_token: ad.post_token, return_url: returnUrl }) } : undefined}
    />
  );
  const anonymousAllowed = role === 'visitor' || firstParam(params.noLoginRequired) === 'true';
  return (
    <DivarPage testId={`divar-neighbourhood-${role}-form`}>
      <h1 className={lean.title}>ارزیابی محلهٔ آگهی</h1>
      <AdSummary ad={ad} />
      {role === 'advertiser' ? (
        <SignedInGate
          fallback={
            anonymousAllowed ? (
              form('visitor')
            ) : (
              <section className={lean.card} data-testid="divar-sign-in-needed">
                <h2 className={lean.heading}>ورود با دیوار</h2>
                <p className={lean.text}>برای ارزیابی محلهٔ آگهی خود و نمایش نتیجه روی آن، با اجازهٔ دیوار وارد شوید (بدون کد تأیید دوباره).</p>
                <a href={divarConsentHref('neighborhood-advertiser', { post_token: ad.post_token, return_url: returnUrl })} className={lean.button}>
                  ورود با دیوار
                </a>
              </section>
            )
          }
        >
          {form('advertiser')}
        </SignedInGate>
      ) : (
        // The visitor's own earlier evaluation, known to the browser only, comes below the form, not above the map.
        <VisitorReportNotice section="neighbourhood" postToken={ad.post_token} returnUrl={returnUrl} published={await publishedReportOfAd(await getDb(), 'neighbourhood', ad.post_token)}>
          {form('visitor')}
        </VisitorReportNotice>
      )}
      <DivarExitLink href={exitUrl} />
    </DivarPage>
  );
}

/**
 * The neighbourhood result of the Divar flows (spec §2 /divar/neighborhood/visitor?uuid; the advertiser's beside
 * it): the report's score card (its title) first, then the advertiser's "show it on my ad" and the ways on, then the
 * rest of the report as /services/environment-evaluation/result shows it. Its links stay in the Divar shell.
 */
export async function NeighbourhoodResultPage({ role, searchParams }: { role: DivarRole; searchParams: SearchParams }) {
  const params = await searchParams;
  const returnUrl = firstParam(params.return_url) || null;
  const exitUrl = divarExit(returnUrl);
  const uuid = firstParam(params.uuid);
  const found = uuid ? await findEnvironmentEvaluationOwnership(await getDb(), uuid) : null;
  const result = found?.result;
  if (!found || !result?.divar) {
    return (
      <DivarPage>
        <DivarMessage title="نتیجه پیدا نشد" tone="error" testId="divar-result-not-found" actions={<DivarExitLink href={exitUrl} primary />}>
          ارزیابی محله‌ای با این نشانی برای آگهی‌های دیوار پیدا نشد. اگر پیوند را کامل باز کرده‌اید، از آگهی در دیوار دوباره شروع کنید.
        </DivarMessage>
      </DivarPage>
    );
  }
  const postToken = result.divar.post_token;
  const again = divarHref(FORM[role], { post_token: postToken, return_url: returnUrl, noLoginRequired: role === 'visitor' });
  const afterHeader = (
    <>
      {role === 'advertiser' && result.agent_type === 'divar_advertiser' && (
        <AdWidgetControls
          uuid={result.uuid}
          section="neighbourhood"
          consentHref={divarConsentHref('neighborhood-advertiser', { post_token: postToken, return_url: returnUrl })}
          preview={<AddonView widgets={toKenarAddonBody(neighbourhoodAddonWidgets(result)).widgets} preview />}
        />
      )}
      <div className={lean.actions}>
        <DivarExitLink href={exitUrl} primary />
        <a href={again} className={lean.plain} data-testid="divar-evaluate-again">
          ارزیابی دوباره با نقطهٔ دیگر
        </a>
      </div>
    </>
  );
  return (
    <DivarPage testId={`divar-neighbourhood-${role}-result`}>
      <EnvironmentResult result={result} partner={{ afterHeader, startHref: again, ownerless: found.ownerless, publishedOnAd: role === 'visitor' && result.agent_type === 'divar_advertiser' }} />
    </DivarPage>
  );
}
