import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/search-params';
import { DivarPriceForm } from '../../divar-price-form';

// spec §2 /divar/price/visitor-evaluation/form?state&noLoginRequired&evaluation-type: a visitor values the ad.
export const metadata: Metadata = { title: 'ارزیابی قیمت آگهی دیوار: مشخصات ملک' };

export default function DivarPriceVisitorFormPage({ searchParams }: { searchParams: SearchParams }) {
  return <DivarPriceForm role="visitor" searchParams={searchParams} />;
}
