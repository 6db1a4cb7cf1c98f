import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { suggestionKeys } from '@/features/suggestion/api/suggestion-keys';
import { SuggestionNotFound } from '@/features/suggestion/components/suggestion-not-found';
import { SuggestionResult } from '@/features/suggestion/components/suggestion-result';
import { getDb } from '@/server/db/client';
import { findSuggestion } from '@/server/suggestion/get-suggestion';
import { firstParam, type SearchParams } from '@/lib/search-params';

// spec §2 /services/rent-location-result?uuid=… ('buy/rent suggestion result' title). Rendered on the server from server/
// directly, seeding React Query under the key the client hook uses; shareable by uuid.
export const metadata: Metadata = { title: 'نتیجهٔ پیشنهاد محل اجاره', robots: { index: false } };
export const dynamic = 'force-dynamic';

export default async function RentLocationResultPage({ searchParams }: { searchParams: SearchParams }) {
  const uuid = firstParam((await searchParams).uuid);
  const result = uuid ? await findSuggestion(await getDb(), 'rent', uuid) : null;
  if (!result) return <SuggestionNotFound />;
  const queryClient = new QueryClient();
  queryClient.setQueryData(suggestionKeys.result('rent', result.uuid), result);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <SuggestionResult kind="rent" uuid={result.uuid} />
    </HydrationBoundary>
  );
}
