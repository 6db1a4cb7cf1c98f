import { headers } from 'next/headers';
import type { Metadata } from 'next';
import lean from '@/components/ui/lean.module.css';
import { AdSummary } from '@/features/divar/components/ad-summary';
import { DivarExitLink } from '@/features/divar/components/divar-message';
import { AdNotValued, AdProblem, DivarPage } from '@/features/divar/components/divar-page';
import { LazyNeighbourhoodForm } from '@/features/divar/components/lazy-neighbourhood-form';
import { ReferralSignIn } from '@/features/divar/components/referral-sign-in';
import { SignedInGate } from '@/features/divar/components/signed-in-gate';
import { DIVAR_NOT_EVALUATED, DIVAR_PAGES, divarAdPlace, divarHref, referralResultHref } from '@/lib/contracts/divar';
import type { SearchParams } from '@/lib/search-params';
import { getDb } from '@/server/db/client';
import { adForPage } from '@/server/divar/divar-pages';
import { placePreview } from '@/server/places/place-preview';
import { referralQuery } from '../referral-query';

// spec §2 /services/environment-evaluation/referral/form: the location confirmed on the map, then the evaluation;
// its result is /services/environment-evaluation/result with the ad and the way back to Divar.
export const metadata: Metadata = { title: 'ارزیابی محله: محل ملک' };

export default async function ReferralFormPage({ searchParams }: { searchParams: SearchParams }) {
  const { postToken, returnUrl, exitUrl, agent } = await referralQuery(searchParams);
  const loaded = postToken ? await adForPage(await getDb(), postToken, await headers()) : null;
  if (loaded && !loaded.ok) {
    return <AdProblem message={loaded.message} again={loaded.again} exitUrl={exitUrl} retryHref={divarHref(DIVAR_PAGES.referralForm, { post_token: postToken, return_url: returnUrl })} />;
  }
  const ad = loaded?.ad ?? null;
  if (ad?.unsupported) return <AdNotValued title={DIVAR_NOT_EVALUATED} reason={ad.unsupported} exitUrl={exitUrl} />;
  const initialPlace = ad ? divarAdPlace(ad) : null;
  return (
    <DivarPage testId="referral-form">
      <h1 className={lean.title}>ارزیابی محله: محل ملک</h1>
      {ad && <AdSummary ad={ad} />}
      <SignedInGate fallback={<ReferralSignIn postToken={postToken} returnUrl={returnUrl} exitUrl={exitUrl} />}>
        <LazyNeighbourhoodForm
          postToken={postToken}
          initialPlace={initialPlace}
          preview={placePreview(initialPlace)}
          readPin={agent === 'divar_advertiser'}
          agentType={agent}
          freeUse={false}
          resultHref={referralResultHref('{uuid}', postToken, returnUrl)}
        />
        {/* The signed-out notice has its own way back. */}
        <DivarExitLink href={exitUrl} />
      </SignedInGate>
    </DivarPage>
  );
}
