import { useEffect, useState } from 'react';
import { toLatinDigits } from '@/lib/fa/digits';
import type { LocationSearchResult } from '@/lib/contracts/environment';
import { searchLocation } from './place-api';
import { useDebouncedValue } from './use-debounced-value';

// A query's hits, kept for the tab's life: the same letters typed again (a correction, another form) answer at once.
// The list of places changes only with a release, and a failed search is not kept.
const hitsByQuery = new Map<string, LocationSearchResult[]>();

/**
 * Neighbourhood/district search for the place picker (debounced; at least two letters). Plain state rather than
 * React Query: the forms that show the picker load no query client at first (it is the only request they make
 * before a submit), and an older answer never replaces a newer one (each query aborts the last).
 */
export function useLocationSearch(input: string) {
  const q = useDebouncedValue(toLatinDigits(input).trim(), 250);
  const enabled = q.length >= 2;
  const [answer, setAnswer] = useState<{ q: string; hits: LocationSearchResult[]; failed?: boolean } | null>(null);
  // Bumped when the connection comes back, so a search that failed offline is sent again without retyping.
  const [reconnects, setReconnects] = useState(0);
  useEffect(() => {
    const onOnline = () => setReconnects((n) => n + 1);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  useEffect(() => {
    if (!enabled || hitsByQuery.has(q)) return undefined;
    const controller = new AbortController();
    searchLocation(q, controller.signal).then(
      (hits) => {
        hitsByQuery.set(q, hits);
        setAnswer({ q, hits });
      },
      // No toast (the request is silent): the list says the search failed, not that no place has this name.
      () => !controller.signal.aborted && setAnswer({ q, hits: [], failed: true }),
    );
    return () => controller.abort();
  }, [q, enabled, reconnects]);
  const hits = enabled ? (hitsByQuery.get(q) ?? (answer?.q === q ? answer.hits : null)) : [];
  const failed = enabled && !hitsByQuery.has(q) && answer?.q === q && answer.failed === true;
  return { q, results: hits ?? [], loading: hits === null, enabled, failed };
}
