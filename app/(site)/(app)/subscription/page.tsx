import type { Metadata } from 'next';
import { SubscriptionView } from '@/features/subscription/components/subscription-view';

export const metadata: Metadata = {
  title: 'خرید اشتراک',
  description: 'خرید اعتبار و طرح‌های اشتراک برای استفاده از سرویس‌های ارزیابی قیمت، اجاره و محیط ملک.',
};

export default function Page() {
  return <SubscriptionView />;
}
