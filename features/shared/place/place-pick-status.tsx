'use client';
import lean from '@/components/ui/lean.module.css';
import { numericDisplay, toPersianDigits } from '@/lib/fa/digits';
import type { PickedPlace } from './picked-place';

export interface PlacePickStatusProps {
  /** A map point is being turned into its neighbourhood. */
  resolving: boolean;
  /** Why the last map point was refused (outside the service area). */
  error: string | null;
  place: PickedPlace | null;
}

/** What the place picker has so far: resolving a map point, a refused point, or the picked place. */
export function PlacePickStatus({ resolving, error, place }: PlacePickStatusProps) {
  return (
    <>
      {resolving && (
        <p className={lean.text} role="status">
          <span className={lean.spinner} aria-hidden="true" /> در حال یافتن محله…
        </p>
      )}
      {error && (
        <p className={`${lean.notice} ${lean.warning}`} role="alert">
          {error}
        </p>
      )}
      {place && (
        <div className={`${lean.notice} ${lean.success}`} data-testid="picked-place">
          <b>{place.name}</b>
          <p className={lean.muted}>
            {toPersianDigits(place.district)} — {numericDisplay(place.latitude.toFixed(4))}، {numericDisplay(place.longitude.toFixed(4))}
          </p>
        </div>
      )}
    </>
  );
}
