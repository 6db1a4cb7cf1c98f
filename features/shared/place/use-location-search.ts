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
  const [answer, setAnswer] = useState<{ q: string; hits: LocationSearchResult[] } | null>(null);
  useEffect(() => {
    if (!enabled || hitsByQuery.has(q)) return undefined;
    const controller = new AbortController();
    searchLocation(q, controller.signal).then(
      (hits) => {
        hitsByQuery.set(q, hits);
        setAnswer({ q, hits });
      },
      // Silent: a failed search just shows no options (the picker still works by map).
      () => !controller.signal.aborted && setAnswer({ q, hits: [] }),
    );
    return () => controller.abort();
  }, [q, enabled]);
  const hits = enabled ? (hitsByQuery.get(q) ?? (answer?.q === q ? answer.hits : null)) : [];
  return { q, results: hits ?? [], loading: hits === null, enabled };
}
