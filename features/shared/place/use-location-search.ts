import { useEffect, useState } from 'react';
import { answeredStatus, requestFailure } from '@/lib/answered-status';
import { firstBodyMessage } from '@/lib/errors/catalogue';
import { toLatinDigits } from '@/lib/fa/digits';
import type { LocationSearchResult } from '@/lib/contracts/environment';
import { PLACE_SEARCH_MAX_LENGTH } from '@/lib/contracts/place-constants';
import { searchLocation } from './place-api';
import { useDebouncedValue } from './use-debounced-value';

// A query's hits (and the server's word that it names a town outside Tehran), kept for the tab's life: the same letters
// typed again (a correction, another form) answer at once. The list of places changes only with a release, and a failed
// search is not kept.
interface Found {
  hits: LocationSearchResult[];
  outside?: string;
}
const hitsByQuery = new Map<string, Found>();

/** A 400 that carried no message of its own. */
export const SEARCH_REFUSED = 'این عبارت جست‌وجو پذیرفته نشد؛ فقط نام محله یا منطقه را بنویسید.';

/**
 * Neighbourhood/district search for the place picker (debounced; at least two letters, at most
 * PLACE_SEARCH_MAX_LENGTH: `tooLong` past it). Plain state rather than React Query: the forms that show the picker
 * load no query client at first (it is the only request they make before a submit), and an older answer never
 * replaces a newer one (each query aborts the last).
 */
export function useLocationSearch(input: string) {
  const typed = toLatinDigits(input).trim();
  // Past the API's limit (a paste, most often) nothing is sent: the server would only refuse it. Judged on the text now,
  // not the debounced one, so the field says so at once and a stale shorter query is not sent after the paste.
  const tooLong = typed.length > PLACE_SEARCH_MAX_LENGTH;
  const q = useDebouncedValue(typed, 250);
  const enabled = q.length >= 2 && q.length <= PLACE_SEARCH_MAX_LENGTH && !tooLong;
  // `refused`: the server answered 400 (the query broke its rules), with its message when it gave one; not a failure
  // of the connection, so the field must not say to check it.
  const [answer, setAnswer] = useState<({ q: string; failed?: boolean; refused?: string } & Found) | null>(null);
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
    let outside: string | undefined;
    searchLocation(q, controller.signal, (message) => (outside = message)).then(
      (hits) => {
        const found = { hits, ...(outside ? { outside } : {}) };
        hitsByQuery.set(q, found);
        setAnswer({ q, ...found });
      },
      // No toast (the request is silent): the list says the search failed, not that no place has this name.
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (answeredStatus(error) === 400) setAnswer({ q, hits: [], refused: firstBodyMessage(requestFailure(error)?.data) ?? SEARCH_REFUSED });
        else setAnswer({ q, hits: [], failed: true });
      },
    );
    return () => controller.abort();
  }, [q, enabled, reconnects]);
  const found: Found | null = enabled ? (hitsByQuery.get(q) ?? (answer?.q === q ? answer : null)) : { hits: [] };
  const hits = found?.hits ?? null;
  const current = enabled && !hitsByQuery.has(q) && answer?.q === q ? answer : null;
  const failed = current?.failed === true;
  /** The server's reason for refusing the query (a 400), or undefined. */
  const refused = current?.refused;
  /** The server's word that the text is a town outside Tehran (outside the service area), or undefined. */
  const outside = found?.outside;
  return { q, results: hits ?? [], loading: hits === null, enabled, failed, refused, tooLong, outside };
}
