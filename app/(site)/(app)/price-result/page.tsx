import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { resultMetadata, ValuationPage } from '@/features/valuation/components/valuation-page';
import { getDb } from '@/server/db/client';
import { findValuation } from '@/server/valuation/get-valuation';
import { modelAccuracy } from '@/server/valuation/model-accuracy';
import { firstParam, type SearchParams } from '@/lib/search-params';

// spec §2 /price-result?uuid={uuid}[&state={state}]: the buy/sell price result, rendered on the server from
// server/ directly (shareable link, proper metadata); an unknown uuid is a 404 with the
// valuation's own message (not-found.tsx beside this file).
export const dynamic = 'force-dynamic';

const load = cache(async (uuid: string) => (uuid ? findValuation(await getDb(), 'sale', uuid) : null));

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  return resultMetadata('sale', await load(firstParam((await searchParams).uuid)));
}

export default async function PriceResultPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const result = await load(firstParam(params.uuid));
  if (!result) notFound();
  return <ValuationPage kind="sale" result={result} accuracy={modelAccuracy('sale')} state={firstParam(params.state) || undefined} />;
}
