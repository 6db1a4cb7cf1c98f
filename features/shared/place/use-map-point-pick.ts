import { useState } from 'react';
import { convertGeoLocation } from '@/features/shared/place/place-api';
import type { PickedPlace } from './picked-place';

/**
 * Turns a point clicked on the map into the picked place (its neighbourhood and district from the server). A refused
 * point clears the place and sets `error` to `refusedMessage`: the API client toasts the spec's 'outside our service
 * area' (§8), and the picker keeps it visible beside the map too.
 */
export function useMapPointPick(setPlace: (place: PickedPlace | null) => void, refusedMessage: string) {
  const [resolving, setResolving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pickPoint(point: { latitude: number; longitude: number }) {
    setError(null);
    setResolving(true);
    try {
      const geo = await convertGeoLocation(point.latitude, point.longitude);
      setPlace({ ...point, name: geo.neighbourhood, district: geo.district });
    } catch {
      setPlace(null);
      setError(refusedMessage);
    } finally {
      setResolving(false);
    }
  }

  return { resolving, error, clearError: () => setError(null), pickPoint };
}
