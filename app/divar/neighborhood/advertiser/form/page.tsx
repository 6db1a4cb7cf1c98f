import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/search-params';
import { NeighbourhoodFormPage } from '../../neighbourhood-pages';

// spec §2 /divar/neighborhood/advertiser/form?state&code, or noLoginRequired=true: Divar's consent returns here; the form.
export const metadata: Metadata = { title: 'ارزیابی محلهٔ آگهی شما: محل ملک' };

export default function DivarNeighbourhoodAdvertiserFormPage({ searchParams }: { searchParams: SearchParams }) {
  return <NeighbourhoodFormPage role="advertiser" searchParams={searchParams} />;
}
