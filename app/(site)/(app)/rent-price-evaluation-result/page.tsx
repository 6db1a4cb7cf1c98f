import type { Metadata } from 'next';
import { cache } from 'react';
import { resultMetadata, ValuationPage } from '@/features/valuation/components/valuation-page';
import { getDb } from '@/server/db/client';
import { findValuation } from '@/server/houses/get-valuation';
import { modelAccuracy } from '@/server/houses/model-accuracy';

// spec §2 /rent-price-evaluation-result?uuid={uuid}[&state={state}]: the rent price result, rendered on the server from
// server/ directly (shareable link, proper metadata); an unknown uuid gets a friendly Persian page.
export const dynamic = 'force-dynamic';

type Search = Promise<Record<string, string | string[] | undefined>>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
const load = cache(async (uuid: string) => (uuid ? findValuation(await getDb(), 'rent', uuid) : null));

export async function generateMetadata({ searchParams }: { searchParams: Search }): Promise<Metadata> {
  return resultMetadata('rent', await load(first((await searchParams).uuid)));
}

export default async function RentPriceResultPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const result = await load(first(params.uuid));
  return <ValuationPage kind="rent" result={result} accuracy={modelAccuracy('rent')} state={first(params.state) || undefined} />;
}
