import type { Metadata } from 'next';
import { ComingSoon } from '@/components/ui/coming-soon';

// Placeholder until the issue that owns this route fills it (it must answer, never 404).
export const metadata: Metadata = { title: 'کجا بخرم یا اجاره کنم؟' };

export default function Page() {
  return <ComingSoon title="کجا بخرم یا اجاره کنم؟"
      description="بودجه و نیازهایتان را بگویید تا محله‌هایی از تهران را که با آن‌ها جور درمی‌آیند پیشنهاد کنیم. این سرویس به‌زودی در دسترس قرار می‌گیرد." />;
}
