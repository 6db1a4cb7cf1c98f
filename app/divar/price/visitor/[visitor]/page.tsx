import type { Metadata } from 'next';
import { uuidFromVisitorSegment } from '@/lib/contracts/divar';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { DivarPriceResult } from '../../divar-price-result';

// spec §2 /divar/price/visitor/uuid={uuid}: the whole `uuid=…` segment lands here. Nothing is posted to the ad.
export const metadata: Metadata = { title: 'نتیجهٔ ارزیابی قیمت آگهی دیوار' };

export default async function DivarPriceVisitorResultPage({ params, searchParams }: { params: Promise<{ visitor: string }>; searchParams: SearchParams }) {
  const { visitor } = await params;
  const query = await searchParams;
  return <DivarPriceResult role="visitor" uuid={uuidFromVisitorSegment(decodeURIComponent(visitor)) ?? ''} returnUrl={firstParam(query.return_url) || null} />;
}
