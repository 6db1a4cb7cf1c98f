import { headers } from 'next/headers';
import type { Metadata } from 'next';
import lean from '@/components/ui/lean.module.css';
import { AdSummary } from '@/features/divar/components/ad-summary';
import { DivarExitLink } from '@/features/divar/components/divar-message';
import { AdNotValued, AdProblem, DivarPage } from '@/features/divar/components/divar-page';
import { OwnReportNotice } from '@/features/divar/components/own-report-notice';
import { SwitchAccountNotice } from '@/features/divar/components/switch-account-notice';
import { DIVAR_PAGES, divarConsentHref, divarHref, divarPageQuery } from '@/lib/contracts/divar';
import type { SearchParams } from '@/lib/search-params';
import { getDb } from '@/server/db/client';
import { adForPage } from '@/server/divar/divar-pages';
import { divarExit } from '@/server/divar/exit';
import { advertiserReportOfAd } from '@/server/divar/published-report';

// spec §2 /divar/price/advertiser?post_token&return_url: the advertiser's entry from their ad in Divar.
export const metadata: Metadata = { title: 'قیمت‌گذاری آگهی شما در دیوار' };

export default async function DivarPriceAdvertiserPage({ searchParams }: { searchParams: SearchParams }) {
  const { post_token: token, return_url: returnUrl } = divarPageQuery(await searchParams);
  const exitUrl = divarExit(returnUrl);
  const loaded = await adForPage(await getDb(), token, await headers());
  if (!loaded.ok) return <AdProblem message={loaded.message} again={loaded.again} exitUrl={exitUrl} retryHref={divarHref(DIVAR_PAGES.priceAdvertiser, { post_token: token, return_url: returnUrl })} />;
  const { ad } = loaded;
  if (ad.unsupported) return <AdNotValued reason={ad.unsupported} exitUrl={exitUrl} />;
  const rent = ad.kind === 'rent';
  // A report shown on the ad is public: its owner's notice is drawn with the page whatever the sign-in hint says
  // (tokens can outlive the cookie), above the buttons; a private one is known only to the owner's own ask, after
  // the page is drawn, so its notice comes below them and moves nothing.
  const onAd = await advertiserReportOfAd(await getDb(), 'price', ad.post_token);
  const ownReport = <OwnReportNotice section="price" postToken={ad.post_token} returnUrl={returnUrl} onAd={onAd} />;
  return (
    <DivarPage testId="divar-price-advertiser">
      <section className={lean.card} aria-labelledby="intro-title">
        <h1 id="intro-title" className={lean.title}>
          {rent ? 'اجارهٔ آگهی شما در مقایسه با بازار' : 'قیمت آگهی شما در مقایسه با بازار'}
        </h1>
        <p className={lean.text}>با هوش مصنوعی و داده‌های واقعی بازار مسکن تهران، ارزش ملک آگهی شما را برآورد می‌کنیم:</p>
        <ul className={lean.list}>
          <li>{rent ? 'ارزش اجاره به صورت رهن کامل و ترکیب‌های ودیعه و اجاره' : 'قیمت ملک به تاریخ آخرین ماه شاخص قیمت'} و بازهٔ ۸۰ درصد اطمینان</li>
          <li>جایگاه قیمت شما: ارزان، منصفانه یا گران</li>
          <li>عوامل اثرگذار، آگهی‌های مشابه و روند قیمت منطقه</li>
          <li>اگر بخواهید، نمایش نتیجه روی آگهی شما در دیوار (هر وقت بخواهید برداشتنی است)</li>
        </ul>
        <p className={lean.muted}>
          برای ادامه، دیوار از شما اجازه می‌خواهد که شمارهٔ همراهتان را به ما بدهد (با همان شماره وارد حساب ارزیاب می‌شوید، بدون کد تأیید دوباره) و
          بتوانیم نتیجه را به این آگهی اضافه کنیم. مشخصات آگهی در فرم آمده است و همه را می‌توانید اصلاح کنید.
        </p>
      </section>
      <AdSummary ad={ad} />
      {onAd && ownReport}
      <SwitchAccountNotice />
      <div className={lean.actions}>
        <a
          href={divarConsentHref('price-advertiser', { post_token: ad.post_token, return_url: returnUrl, 'evaluation-type': rent ? 'rent' : 'buySell' })}
          className={lean.button}
          data-testid="divar-advertiser-start"
        >
          ادامه و ورود با دیوار
        </a>
        <DivarExitLink href={exitUrl} />
      </div>
      {!onAd && ownReport}
    </DivarPage>
  );
}
