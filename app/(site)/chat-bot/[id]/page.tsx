import type { Metadata } from 'next';
import { ComingSoon } from '@/components/ui/coming-soon';

// Placeholder until the issue that owns this route fills it (it must answer, never 404).
export const metadata: Metadata = { title: 'دستیار هوشمند ارزیاب' };

export default function Page() {
  return <ComingSoon title="دستیار هوشمند ارزیاب"
      description="دستیار گفت‌وگوی ارزیاب به پرسش‌های شما دربارهٔ قیمت ملک و محله‌های تهران پاسخ خواهد داد. این بخش به‌زودی در دسترس قرار می‌گیرد." />;
}
