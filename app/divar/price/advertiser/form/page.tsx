import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/search-params';
import { DivarPriceForm } from '../../divar-price-form';

// spec §2 /divar/price/advertiser/form?state&noLoginRequired&evaluation-type: Divar's consent returns here; the form.
export const metadata: Metadata = { title: 'قیمت‌گذاری آگهی شما: مشخصات ملک' };

export default function DivarPriceAdvertiserFormPage({ searchParams }: { searchParams: SearchParams }) {
  return <DivarPriceForm role="advertiser" searchParams={searchParams} />;
}
