import type { Metadata } from 'next';
import lean from '@/components/ui/lean.module.css';
import { ConsentReturn } from '@/features/divar/components/consent-return';
import { DivarExitLink, DivarMessage } from '@/features/divar/components/divar-message';
import { DivarPage } from '@/features/divar/components/divar-page';
import { DIVAR_PAGES } from '@/lib/contracts/divar';
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
        <DivarMessage
          title="بازگشت از دیوار"
          actions={
            <>
              <a href={DIVAR_PAGES.referralIntro} className={lean.button}>
                شروع از ابتدا
              </a>
              <DivarExitLink href={divarExit(null)} />
            </>
          }
        >
          این صفحه نشانی بازگشت از اجازهٔ دیوار است و بدون آن کاری انجام نمی‌دهد.
        </DivarMessage>
      )}
    </DivarPage>
  );
}
