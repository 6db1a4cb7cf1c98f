'use client';
import type { LocationSearchResult } from '@/lib/contracts/environment';
import { isDistrictHit, placeFromHit, type PickedPlace } from './picked-place';
import { useLinkedPlace } from './use-linked-place';
import { useMapPointPick } from './use-map-point-pick';
import { usePlaceSearchText } from './use-place-search-text';

export interface PlacePickerOptions {
  place: PickedPlace | null;
  onChange: (place: PickedPlace | null) => void;
  /** Said beside the map when a clicked point is outside the service area. */
  refusedMessage: string;
  /** When the page's link may preselect its neighbourhood (after a saved draft is restored, so the link wins). */
  linkReady: boolean;
}

/**
 * A page's place picker: the search box (its text follows the picked place), a map click turned into its
 * neighbourhood, and the neighbourhood named by the page's link. Whichever picks last wins; a new pick clears the
 * last refused map point.
 */
export function usePlacePicker({ place, onChange, refusedMessage, linkReady }: PlacePickerOptions) {
  const searchText = usePlaceSearchText(place?.name);
  // A place picked on the map replaces what was typed: the search box shows its name.
  const mapPick = useMapPointPick((picked) => {
    onChange(picked);
    if (picked) searchText.showPicked();
  }, refusedMessage);
  const pick = (picked: PickedPlace | null) => {
    mapPick.clearError();
    searchText.showPicked();
    onChange(picked);
  };
  useLinkedPlace(linkReady, pick);
  return {
    /** For PlaceSearchField. */
    search: {
      ...searchText.field,
      // A district («منطقه ۵») is a point at its centre, priced as the neighbourhood there: it is named as a map
      // point's is, so the user sees which one (QA: the form said «منطقه ۵», the result «فردوس»).
      onPick: (hit: LocationSearchResult | null) => (hit && isDistrictHit(hit) ? void mapPick.pickPoint({ latitude: hit.latitude, longitude: hit.longitude }) : pick(hit ? placeFromHit(hit) : null)),
    },
    /** For the map's onPick. */
    pickPoint: mapPick.pickPoint,
    /** For PlacePickStatus: a map point is being resolved, or why the last one was refused. */
    resolving: mapPick.resolving,
    error: mapPick.error,
  };
}
