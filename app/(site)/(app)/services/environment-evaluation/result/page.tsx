import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { SeededQuery } from '@/features/shared/result/seeded-query';
import { environmentKeys } from '@/features/environment/api/environment-keys';
import { EnvironmentResult } from '@/features/environment/components/environment-result';
import { getDb } from '@/server/db/client';
import { findEnvironmentEvaluation } from '@/server/environment/get-environment-evaluation';
import { firstParam, type SearchParams } from '@/lib/search-params';

// spec §2 /services/environment-evaluation/result?uuid=… ('neighbourhood result' title). Rendered on the server
// from server/ directly (an unknown uuid is a 404 with the evaluation's own message, not-found.tsx), seeding React Query under the key the client hook uses (architecture: server pages).
export const dynamic = 'force-dynamic';

const load = cache(async (uuid: string) => (uuid ? findEnvironmentEvaluation(await getDb(), uuid) : null));

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const result = await load(firstParam((await searchParams).uuid));
  return { title: result ? 'نتیجهٔ ارزیابی محله' : 'ارزیابی پیدا نشد', robots: { index: false } };
}

export default async function EnvironmentResultPage({ searchParams }: { searchParams: SearchParams }) {
  const result = await load(firstParam((await searchParams).uuid));
  if (!result) notFound();
  return (
    <SeededQuery queryKey={environmentKeys.result(result.uuid)} data={result}>
      <EnvironmentResult uuid={result.uuid} />
    </SeededQuery>
  );
}
