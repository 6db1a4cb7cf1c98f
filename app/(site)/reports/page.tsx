import type { Metadata } from 'next';
import { ContentPage } from '@/components/ui/content-page';
import { KeptHeightFrame } from '@/components/ui/kept-height-frame';
import { ReportsPanel } from '@/features/reports/components/reports-panel';

// A signed-in user's own list: nobody's search result (noindex; not in the sitemap). The page is the same markup for
// everyone; the list comes from the API with the user's token.
export const metadata: Metadata = {
  title: 'گزارش‌های من',
  description: 'همهٔ گزارش‌های قیمت‌گذاری، ارزیابی محله و پیشنهاد محله که در ارزیاب گرفته‌اید.',
  robots: { index: false, follow: false },
};

export default function ReportsPage() {
  return (
    <ContentPage title="گزارش‌های من" lead="همهٔ گزارش‌هایی که گرفته‌اید، از تازه به قدیم؛ هر کدام با پیوند به نتیجهٔ کامل آن.">
      <KeptHeightFrame name="reports">
        <ReportsPanel />
      </KeptHeightFrame>
    </ContentPage>
  );
}
