import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/search-params';
import { NeighbourhoodFormPage } from '../../neighbourhood-pages';

// spec §2 /divar/neighborhood/visitor-evaluation/form?state&return_url&noLoginRequired: a visitor evaluates the ad's neighbourhood.
export const metadata: Metadata = { title: 'ارزیابی محلهٔ آگهی دیوار: محل ملک' };

export default function DivarNeighbourhoodVisitorFormPage({ searchParams }: { searchParams: SearchParams }) {
  return <NeighbourhoodFormPage role="visitor" searchParams={searchParams} />;
}
