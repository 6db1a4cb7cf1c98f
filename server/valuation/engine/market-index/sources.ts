import 'server-only';

import { readRepoJson } from '@/server/places/load-json';

import type { IndexSources } from './build';

let cache: IndexSources | null = null;

/** The committed CBI and Kilid series (ml/build_index_sources.py). */
export function readSources(): IndexSources {
  cache ??= readRepoJson<IndexSources>(import.meta.url, './sources.json', 'server/valuation/engine/market-index/sources.json');
  return cache;
}
