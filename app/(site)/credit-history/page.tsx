import type { Metadata } from 'next';
import { ContentPage } from '@/components/ui/content-page';
import { KeptHeightFrame } from '@/components/ui/kept-height-frame';
import { CreditHistoryPanel } from '@/features/credit-history/components/credit-history-panel';

// A signed-in user's own account: nobody's search result (noindex; not in the sitemap). The page is the same markup
// for everyone; the list comes from the API with the user's token.
export const metadata: Metadata = {
  title: 'تاریخچهٔ اعتبار',
  description: 'خریدهای اعتبار با مبلغ و کد پیگیری، و هر اعتباری که در ارزیاب به حسابتان افزوده یا از آن کسر شده است.',
  robots: { index: false, follow: false },
};

export default function CreditHistoryPage() {
  return (
    <ContentPage title="تاریخچهٔ اعتبار" lead="خریدهای شما با مبلغ و کد پیگیری درگاه، و هر اعتباری که به حسابتان افزوده یا از آن کسر شده است، از تازه به قدیم.">
      <KeptHeightFrame name="credit-history">
        <CreditHistoryPanel />
      </KeptHeightFrame>
    </ContentPage>
  );
}
