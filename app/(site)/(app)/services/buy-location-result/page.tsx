import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { SuggestionResultPage, suggestionResultMetadata } from '@/features/suggestion/components/suggestion-result-page';
import { getDb } from '@/server/db/client';
import { findSuggestion } from '@/server/suggestion/get-suggestion';
import { firstParam, type SearchParams } from '@/lib/search-params';

// spec §2 /services/buy-location-result?uuid=… ('buy/rent suggestion result' title). Rendered on the server from
// server/ directly; shareable by uuid. An unknown uuid is a 404 with the suggestion's own message (not-found.tsx).
export const dynamic = 'force-dynamic';

const load = cache(async (uuid: string) => (uuid ? findSuggestion(await getDb(), 'buy', uuid) : null));

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  return suggestionResultMetadata('buy', await load(firstParam((await searchParams).uuid)));
}

export default async function BuyLocationResultPage({ searchParams }: { searchParams: SearchParams }) {
  const result = await load(firstParam((await searchParams).uuid));
  if (!result) notFound();
  return <SuggestionResultPage kind="buy" result={result} />;
}
