'use client';
import { useEffect, useRef } from 'react';
import { searchLocation } from '@/features/shared/place/place-api';
import { placeFromHit, type PickedPlace } from './picked-place';

/**
 * Preselects the neighbourhood named by the page's link (?neighbourhood=<id>&name=<Persian name>) once `ready`
 * (e.g. after a saved draft is restored, so the link wins over it). The name is searched and only a hit with the
 * same id is taken, so a stale link picks nothing and the user chooses by hand.
 */
export function useLinkedPlace(ready: boolean, onPlace: (place: PickedPlace, params: URLSearchParams) => void): void {
  const latest = useRef(onPlace);
  useEffect(() => {
    latest.current = onPlace;
  });
  // Runs when `ready` turns true (once: it never turns back); a cancelled run (unmount, or React's development
  // double mount) applies nothing and the next run searches again.
  useEffect(() => {
    if (!ready) return;
    const params = new URLSearchParams(window.location.search);
    const id = params.get('neighbourhood');
    if (!id) return;
    let cancelled = false;
    searchLocation(params.get('name') || id)
      .then((hits) => {
        const hit = hits.find((h) => h.id === id);
        if (!cancelled && hit) latest.current(placeFromHit(hit), params);
      })
      .catch(() => {
        // search unavailable: the user picks the place by hand
      });
    return () => {
      cancelled = true;
    };
  }, [ready]);
}
