import { useQuery } from '@tanstack/react-query';
import { toLatinDigits } from '@/lib/fa/digits';
import { locationSearchQueryOptions } from '@/features/shared/place/place-api';
import { useDebouncedValue } from './use-debounced-value';

/** Neighbourhood/district search for the place picker (debounced; at least two letters). */
export function useLocationSearch(input: string) {
  const q = useDebouncedValue(toLatinDigits(input).trim(), 250);
  const query = useQuery(locationSearchQueryOptions(q));
  return { q, results: query.data ?? [], loading: query.isFetching, enabled: q.length >= 2 };
}
