import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import { SuggestionResultPage, suggestionResultMetadata } from '@/features/suggestion/components/suggestion-result-page';
import { resultMetadata, ValuationPage } from '@/features/valuation/components/valuation-page';
import type { SuggestionKind } from '@/lib/contracts/suggestion';
import type { ValuationKind } from '@/lib/contracts/valuation';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { getDb } from '@/server/db/client';
import { findSuggestion } from '@/server/suggestion/get-suggestion';
import { findValuation } from '@/server/valuation/get-valuation';
import { modelAccuracy } from '@/server/valuation/model-accuracy';

type Params = Awaited<SearchParams>;

/**
 * A result page (spec §2 `…-result?uuid=…`): rendered on the server from server/ directly, so the link is shareable
 * and has its own title; an unknown uuid is a 404 with the result's own message (the not-found.tsx beside the page).
 * The result is read once per request for both the metadata and the page.
 */
export function resultRoute<R>(route: {
  find: (uuid: string) => Promise<R | null>;
  metadata: (result: R | null) => Metadata;
  render: (result: R, params: Params) => ReactNode;
}) {
  const load = cache((uuid: string) => (uuid ? route.find(uuid) : Promise.resolve(null)));
  return {
    generateMetadata: async ({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> =>
      route.metadata(await load(firstParam((await searchParams).uuid))),
    Page: async function ResultPage({ searchParams }: { searchParams: SearchParams }) {
      const params = await searchParams;
      const result = await load(firstParam(params.uuid));
      if (!result) notFound();
      return route.render(result, params);
    },
  };
}

/** /price-result and /rent-price-evaluation-result (`&deposit=` is where the rent slider starts: ValuationResultProps). */
export const valuationResult = (kind: ValuationKind) =>
  resultRoute({
    find: async (uuid) => findValuation(await getDb(), kind, uuid),
    metadata: (result) => resultMetadata(kind, result),
    render: (result, params) => (
      <ValuationPage
        result={result}
        accuracy={modelAccuracy(kind)}
        state={firstParam(params.state) || undefined}
        deposit={kind === 'rent' ? firstParam(params.deposit) || undefined : undefined}
      />
    ),
  });

/** /services/buy-location-result and /services/rent-location-result. */
export const suggestionResult = (kind: SuggestionKind) =>
  resultRoute({
    find: async (uuid) => findSuggestion(await getDb(), kind, uuid),
    metadata: (result) => suggestionResultMetadata(kind, result),
    render: (result) => <SuggestionResultPage result={result} />,
  });
