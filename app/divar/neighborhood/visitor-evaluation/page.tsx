import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/search-params';
import { NeighbourhoodEntry } from '../neighbourhood-pages';

// spec §2 /divar/neighborhood/visitor-evaluation?post_token&return_url: someone viewing an ad in Divar.
export const metadata: Metadata = { title: 'ارزیابی محلهٔ آگهی دیوار' };

export default function DivarNeighbourhoodVisitorPage({ searchParams }: { searchParams: SearchParams }) {
  return <NeighbourhoodEntry role="visitor" searchParams={searchParams} />;
}
