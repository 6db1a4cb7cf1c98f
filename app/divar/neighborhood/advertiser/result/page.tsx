import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/search-params';
import { NeighbourhoodResultPage } from '../../neighbourhood-pages';

// The advertiser's neighbourhood result (its path is not shown in spec §2): "show it on my ad", the report.
export const metadata: Metadata = { title: 'نتیجهٔ ارزیابی محلهٔ آگهی شما' };

export default function DivarNeighbourhoodAdvertiserResultPage({ searchParams }: { searchParams: SearchParams }) {
  return <NeighbourhoodResultPage role="advertiser" searchParams={searchParams} />;
}
