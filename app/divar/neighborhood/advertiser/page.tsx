import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/search-params';
import { NeighbourhoodEntry } from '../neighbourhood-pages';

// spec §2 /divar/neighborhood/advertiser?post_token&return_url: the advertiser's entry from their ad in Divar.
export const metadata: Metadata = { title: 'ارزیابی محلهٔ آگهی شما در دیوار' };

export default function DivarNeighbourhoodAdvertiserPage({ searchParams }: { searchParams: SearchParams }) {
  return <NeighbourhoodEntry role="advertiser" searchParams={searchParams} />;
}
