import { headers } from 'next/headers';
import type { Metadata } from 'next';
import lean from '@/components/ui/lean.module.css';
import { AdSummary } from '@/features/divar/components/ad-summary';
import { DivarExitLink } from '@/features/divar/components/divar-message';
import { AdNotValued, AdProblem, DivarPage } from '@/features/divar/components/divar-page';
import { VisitorReportNotice } from '@/features/divar/components/own-report-notice';
import { SwitchAccountNotice } from '@/features/divar/components/switch-account-notice';
import { DIVAR_PAGES, DIVAR_SIGN_IN_LABEL, divarConsentHref, divarHref, divarPageQuery, divarValuationKind } from '@/lib/contracts/divar';
import type { SearchParams } from '@/lib/search-params';
import { getDb } from '@/server/db/client';
import { adForPage } from '@/server/divar/divar-pages';
import { publishedReportOfAd } from '@/server/divar/published-report';
import { divarExit } from '@/server/divar/exit';

// spec §2 /divar/price/visitor-evaluation?post_token&return_url&evaluation-type: someone viewing an ad in Divar.
export const metadata: Metadata = { title: 'ارزیابی قیمت آگهی دیوار' };

export default async function DivarPriceVisitorPage({ searchParams }: { searchParams: SearchParams }) {
  const query = divarPageQuery(await searchParams);
  const { return_url: returnUrl, 'evaluation-type': evaluationType } = query;
  const exitUrl = divarExit(returnUrl);
  const loaded = await adForPage(await getDb(), query.post_token, await headers());
  if (!loaded.ok) return <AdProblem message={loaded.message} again={loaded.again} exitUrl={exitUrl} retryHref={divarHref(DIVAR_PAGES.priceVisitor, query)} />;
  const { ad } = loaded;
  if (ad.unsupported) return <AdNotValued reason={ad.unsupported} exitUrl={exitUrl} />;
  const rent = divarValuationKind(ad, evaluationType) === 'rent';
  const linkParams = { post_token: ad.post_token, return_url: returnUrl, 'evaluation-type': rent ? 'rent' : 'buySell' } as const;
  return (
    <DivarPage testId="divar-price-visitor">
      <section className={lean.card} aria-labelledby="intro-title">
        <h1 id="intro-title" className={lean.title}>
          {rent ? 'اجارهٔ این آگهی منصفانه است؟' : 'قیمت این آگهی منصفانه است؟'}
        </h1>
        <p className={lean.text}>با هوش مصنوعی و آگهی‌های واقعی بازار تهران، ارزش این ملک را برآورد می‌کنیم و می‌گوییم قیمت آگهی در بازهٔ برآورد ما هست یا نه.</p>
        <ul className={lean.list}>
          <li>{rent ? 'ارزش اجاره به صورت رهن کامل' : 'قیمت ملک به تاریخ آخرین ماه شاخص قیمت'} و بازهٔ ۸۰ درصد اطمینان</li>
          <li>قیمت آگهی در مقایسه با بازار: ارزان، منصفانه یا گران</li>
          <li>عوامل اثرگذار، آگهی‌های مشابه و روند قیمت منطقه</li>
        </ul>
        <p className={lean.muted}>بدون ثبت نام، یک ارزیابی پایه در ماه رایگان است. مشخصات آگهی در فرم آمده است و می‌توانید آن‌ها را اصلاح کنید.</p>
      </section>
      <AdSummary ad={ad} />
      <VisitorReportNotice section="price" postToken={ad.post_token} returnUrl={returnUrl} published={await publishedReportOfAd(await getDb(), 'price', ad.post_token)}>
        <SwitchAccountNotice action={DIVAR_SIGN_IN_LABEL} />
        <div className={lean.actions}>
          <a href={divarHref(DIVAR_PAGES.priceVisitorForm, { ...linkParams, noLoginRequired: true })} className={lean.button} data-testid="divar-visitor-start">
            {rent ? 'ارزیابی اجارهٔ این آگهی' : 'ارزیابی قیمت این آگهی'}
          </a>
          <a href={divarConsentHref('price-visitor', linkParams)} className={lean.outlined} data-testid="divar-visitor-sign-in">
            {DIVAR_SIGN_IN_LABEL}
          </a>
          <DivarExitLink href={exitUrl} />
        </div>
      </VisitorReportNotice>
    </DivarPage>
  );
}
