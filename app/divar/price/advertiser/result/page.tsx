import type { Metadata } from 'next';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { DivarPriceResult } from '../../divar-price-result';

// The advertiser's result (its path is not shown in spec §2): the verdict, "show it on my ad", the report.
export const metadata: Metadata = { title: 'نتیجهٔ قیمت‌گذاری آگهی شما' };

export default async function DivarPriceAdvertiserResultPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  return <DivarPriceResult role="advertiser" uuid={firstParam(params.uuid)} returnUrl={firstParam(params.return_url) || null} />;
}
