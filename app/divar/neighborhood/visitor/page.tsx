import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/search-params';
import { NeighbourhoodResultPage } from '../neighbourhood-pages';

// spec §2 /divar/neighborhood/visitor?uuid: a visitor's neighbourhood result. Nothing is posted to the ad.
export const metadata: Metadata = { title: 'نتیجهٔ ارزیابی محلهٔ آگهی دیوار' };

export default function DivarNeighbourhoodVisitorResultPage({ searchParams }: { searchParams: SearchParams }) {
  return <NeighbourhoodResultPage role="visitor" searchParams={searchParams} />;
}
