import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import type { SuggestionKind, SuggestionResult as SuggestionResultData } from '@/lib/contracts/suggestion';
import { suggestionKeys } from '../api/suggestion-keys';
import { SuggestionNotFound } from './suggestion-not-found';
import { SuggestionResult } from './suggestion-result';

const TITLE: Record<SuggestionKind, string> = { buy: 'نتیجهٔ پیشنهاد محل خرید', rent: 'نتیجهٔ پیشنهاد محل اجاره' };

/** The tab title says so when the link is unknown, as the page does. */
export function suggestionResultMetadata(kind: SuggestionKind, result: SuggestionResultData | null): Metadata {
  return { title: result ? TITLE[kind] : 'پیشنهاد پیدا نشد', robots: { index: false } };
}

/** A result loaded on the server, seeded into React Query under the key the client hook uses. */
export function SuggestionResultPage({ kind, result }: { kind: SuggestionKind; result: SuggestionResultData | null }) {
  if (!result) return <SuggestionNotFound />;
  const queryClient = new QueryClient();
  queryClient.setQueryData(suggestionKeys.result(kind, result.uuid), result);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <SuggestionResult kind={kind} uuid={result.uuid} />
    </HydrationBoundary>
  );
}
