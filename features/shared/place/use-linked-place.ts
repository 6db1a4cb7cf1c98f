'use client';
import { useEffect, useRef } from 'react';
import { searchLocation } from '@/features/shared/place/place-api';
import { readLinkedPoint } from '@/lib/same-home';
import { placeFromHit, type PickedPlace } from './picked-place';

/**
 * Preselects the neighbourhood named by the page's link (?neighbourhood=<id>&name=<Persian name>), at the link's pin
 * when it carries one near it (?at=<lat>,<lng>: lib/same-home.ts), once `ready`
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
        if (cancelled || !hit) return;
        // A pin the link carries (a result made at one, lib/same-home.ts) is the place, named by this neighbourhood,
        // which is not sent: the server finds it from the point, as for the original map click.
        const point = readLinkedPoint(params, hit);
        const { neighbourhoodId: _named, ...named } = placeFromHit(hit);
        latest.current(point ? { ...named, ...point } : placeFromHit(hit), params);
      })
      .catch(() => {
        // search unavailable: the user picks the place by hand
      });
    return () => {
      cancelled = true;
    };
  }, [ready]);
}
