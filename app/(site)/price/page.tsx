import type { Metadata } from 'next';
import { PlainFormPage } from '@/components/form/plain-form-page';
import { PriceIndex } from '@/features/valuation/components/price-index';

// spec §2 /price: the price valuation index (sale or rent). The form is a client island; the shell is server HTML.
export const metadata: Metadata = {
  title: 'قیمت‌گذاری ملک',
  description: 'قیمت خرید، فروش یا رهن و اجارهٔ آپارتمان خود در تهران را با هوش مصنوعی و بر پایهٔ آگهی‌های واقعی برآورد کنید.',
};

export default function PricePage() {
  return (
    <PlainFormPage
      title="قیمت‌گذاری هوشمند ملک"
      lead="محل ملک را روی نقشه یا با نام محله انتخاب کنید و مشخصات آن را بنویسید؛ قیمت به تاریخ آخرین ماه شاخص قیمت، بازهٔ قیمت، عوامل اثرگذار و آگهی‌های مشابه را از داده‌های واقعی بازار مسکن تهران برآورد می‌کنیم."
    >
      <PriceIndex />
    </PlainFormPage>
  );
}
