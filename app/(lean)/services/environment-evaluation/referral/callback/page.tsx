import type { Metadata } from 'next';
import lean from '@/components/ui/lean.module.css';
import { ConsentReturn } from '@/features/divar/components/consent-return';
import { DivarPage } from '@/features/divar/components/divar-page';
import { ReferralSignIn } from '@/features/divar/components/referral-sign-in';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { divarExit } from '@/server/divar/exit';

// spec §2 /services/environment-evaluation/referral/callback: Divar's OAuth return (?state&code) completes here and
// goes on to the precheck. User info is not fetched here (spec §4): the consent's answer signs the user in.
export const metadata: Metadata = { title: 'ارزیابی محله: بازگشت از دیوار' };

export default async function ReferralCallbackPage({ searchParams }: { searchParams: SearchParams }) {
  const state = firstParam((await searchParams).state);
  return (
    <DivarPage testId="referral-callback">
      {state ? (
        <ConsentReturn fallbackExitUrl={divarExit(null)} />
      ) : (
        <>
          {/* Opened without Divar's answer: nothing to complete; the way in is the intro's consent, as on the other pages. */}
          <h1 className={lean.title}>ارزیابی محله: بازگشت از دیوار</h1>
          <ReferralSignIn postToken={null} returnUrl={null} exitUrl={divarExit(null)} />
        </>
      )}
    </DivarPage>
  );
}
