import type { Metadata } from 'next';
import lean from '@/components/ui/lean.module.css';
import { DivarPage } from '@/features/divar/components/divar-page';
import { ReferralPrecheckView } from '@/features/divar/components/referral-precheck';
import type { SearchParams } from '@/lib/search-params';
import { referralQuery } from '../referral-query';

// spec §2 /services/environment-evaluation/referral/precheck: the ad (apartment, Tehran, a place we can find), an
// earlier evaluation of it, and the credit, said in Persian before the form.
export const metadata: Metadata = { title: 'ارزیابی محله: بررسی اولیه' };

export default async function ReferralPrecheckPage({ searchParams }: { searchParams: SearchParams }) {
  const { postToken, returnUrl, exitUrl } = await referralQuery(searchParams);
  return (
    <DivarPage testId="referral-precheck-page">
      <h1 className={lean.title}>بررسی پیش از ارزیابی محله</h1>
      <ReferralPrecheckView postToken={postToken} returnUrl={returnUrl} exitUrl={exitUrl} />
    </DivarPage>
  );
}
