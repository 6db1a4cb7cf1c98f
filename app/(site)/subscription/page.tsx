import type { Metadata } from 'next';
import { SubscriptionView } from '@/features/subscription/components/subscription-view';
import { getDb } from '@/server/db/client';
import { listPlans } from '@/server/billing/list-plans';

export const metadata: Metadata = {
  title: 'خرید اشتراک',
  description: 'خرید اعتبار و طرح‌های اشتراک برای استفاده از سرویس‌های ارزیابی قیمت، اجاره و محیط ملک.',
};

// spec §2 /subscription. The plans are read here and drawn with the page (no request, no placeholder after load);
// outside the (app) group, the page loads no MUI or React Query: the dialogs bring their own when they open.
export default async function Page() {
  return <SubscriptionView plans={await listPlans(await getDb())} />;
}
