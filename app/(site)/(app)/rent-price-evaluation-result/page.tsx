import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { resultMetadata, ValuationPage } from '@/features/valuation/components/valuation-page';
import { getDb } from '@/server/db/client';
import { findValuation } from '@/server/valuation/get-valuation';
import { modelAccuracy } from '@/server/valuation/model-accuracy';
import { firstParam, type SearchParams } from '@/lib/search-params';

// spec §2 /rent-price-evaluation-result?uuid={uuid}[&state={state}]: the rent price result, rendered on the server from
// server/ directly (shareable link, proper metadata); an unknown uuid is a 404 with the
// valuation's own message (not-found.tsx beside this file).
export const dynamic = 'force-dynamic';

const load = cache(async (uuid: string) => (uuid ? findValuation(await getDb(), 'rent', uuid) : null));

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  return resultMetadata('rent', await load(firstParam((await searchParams).uuid)));
}

export default async function RentPriceResultPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const result = await load(firstParam(params.uuid));
  if (!result) notFound();
  return <ValuationPage kind="rent" result={result} accuracy={modelAccuracy('rent')} state={firstParam(params.state) || undefined} />;
}
