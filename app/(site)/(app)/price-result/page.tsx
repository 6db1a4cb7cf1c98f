import type { Metadata } from 'next';
import { cache } from 'react';
import { resultMetadata, ValuationPage } from '@/features/valuation/components/valuation-page';
import { getDb } from '@/server/db/client';
import { findValuation } from '@/server/houses/get-valuation';
import { modelAccuracy } from '@/server/houses/model-accuracy';

// spec §2 /price-result?uuid={uuid}[&state={state}]: the buy/sell price result, rendered on the server from
// server/ directly (shareable link, proper metadata); an unknown uuid gets a friendly Persian page.
export const dynamic = 'force-dynamic';

type Search = Promise<Record<string, string | string[] | undefined>>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
const load = cache(async (uuid: string) => (uuid ? findValuation(await getDb(), 'sale', uuid) : null));

export async function generateMetadata({ searchParams }: { searchParams: Search }): Promise<Metadata> {
  return resultMetadata('sale', await load(first((await searchParams).uuid)));
}

export default async function PriceResultPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const result = await load(first(params.uuid));
  return <ValuationPage kind="sale" result={result} accuracy={modelAccuracy('sale')} state={first(params.state) || undefined} />;
}
