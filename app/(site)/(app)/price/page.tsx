import type { Metadata } from 'next';
import { PriceIndex } from '@/features/valuation/components/price-index';

// spec §2 /price: the price valuation index (sale or rent). The form is a client island; the shell is server HTML.
export const metadata: Metadata = {
  title: 'قیمت‌گذاری ملک',
  description: 'قیمت خرید، فروش یا رهن و اجارهٔ آپارتمان خود در تهران را با هوش مصنوعی و بر پایهٔ آگهی‌های واقعی برآورد کنید.',
};

export default function PricePage() {
  return <PriceIndex />;
}
