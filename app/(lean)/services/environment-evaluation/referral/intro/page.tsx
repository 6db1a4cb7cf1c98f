import { headers } from 'next/headers';
import type { Metadata } from 'next';
import lean from '@/components/ui/lean.module.css';
import { AdSummary } from '@/features/divar/components/ad-summary';
import { DivarExitLink } from '@/features/divar/components/divar-message';
import { DivarPage } from '@/features/divar/components/divar-page';
import { SwitchAccountNotice } from '@/features/divar/components/switch-account-notice';
import { divarConsentHref } from '@/lib/contracts/divar';
import type { SearchParams } from '@/lib/search-params';
import { getDb } from '@/server/db/client';
import { adForPage } from '@/server/divar/divar-pages';
import { referralQuery } from '../referral-query';

// spec §2 /services/environment-evaluation/referral/intro: someone sent from Divar (or a partner's link) without a
// session. What the service is, the ad when the link names one, and Divar's consent. User info is not fetched here (spec §4).
export const metadata: Metadata = { title: 'ارزیابی محله با ۵۰ شاخص: معرفی' };

export default async function ReferralIntroPage({ searchParams }: { searchParams: SearchParams }) {
  const { postToken, returnUrl, exitUrl } = await referralQuery(searchParams);
  const loaded = postToken ? await adForPage(await getDb(), postToken, await headers()) : null;
  return (
    <DivarPage testId="referral-intro">
      <section className={lean.card} aria-labelledby="intro-title">
        <h1 id="intro-title" className={lean.title}>
          محله را پیش از خرید یا اجاره بسنجید
        </h1>
        <p className={lean.text}>ارزیاب محلهٔ ملک را با ۵۰ شاخص از داده‌های واقعی تهران می‌سنجد و با میانهٔ تهران مقایسه می‌کند:</p>
        <ul className={lean.list}>
          <li>امتیاز کلی از ۱۰۰ و جایگاه محله میان محله‌های تهران</li>
          <li>حمل‌ونقل، درمان، آموزش، فضای سبز، خرید، خدمات عمومی، بازار مسکن و ساختار شهری</li>
          <li>نقاط قوت و ضعف محله و نزدیک‌ترین مترو، بیمارستان و پارک</li>
        </ul>
        <p className={lean.muted}>
          برای ادامه، دیوار از شما اجازه می‌خواهد که شمارهٔ همراهتان را به ما بدهد؛ با همان شماره وارد ارزیاب می‌شوید، بدون کد تأیید دوباره.
          پیش از پرداخت، آگهی و اعتبار شما بررسی می‌شود.
        </p>
      </section>
      {loaded?.ok && <AdSummary ad={loaded.ad} />}
      {loaded && !loaded.ok && <p className={`${lean.notice} ${lean.warning}`}>{loaded.message}</p>}
      <SwitchAccountNotice />
      <div className={lean.actions}>
        <a href={divarConsentHref('referral', { post_token: postToken, return_url: returnUrl })} className={lean.button} data-testid="referral-start">
          ادامه و ورود با دیوار
        </a>
        <DivarExitLink href={exitUrl} />
      </div>
    </DivarPage>
  );
}
