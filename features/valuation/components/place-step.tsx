'use client';
import { useState } from 'react';
import lean from '@/components/ui/lean.module.css';
import { LazyPlaceMap } from '@/features/shared/place/lazy-place-map';
import { MAP_PICK_HINT } from '@/features/shared/place/map-pick-hint';
import { PlacePickStatus } from '@/features/shared/place/place-pick-status';
import { PlaceSearchField } from '@/features/shared/place/place-search-field';
import { usePlacePicker } from '@/features/shared/place/use-place-picker';
import { WhenVisible } from '@/features/shared/place/when-visible';
import type { PickedPlace } from '@/lib/contracts/place';
import s from './place-step.module.css';

export const PLACE_REFUSED = 'موقعیت ملک شما خارج از محدودهٔ خدمات ماست. نقطه‌ای در شهر تهران انتخاب کنید.';

export type PlacePicker = ReturnType<typeof usePlacePicker>;

/** The valuation form's place: search a neighbourhood by name, or open the map and click it; what was picked, or why not. */
export function PlaceStepFields({ picker, value, error, idPrefix }: { picker: PlacePicker; value: PickedPlace | null; error?: string; idPrefix: string }) {
  // Open, the map also takes the keyboard (arrows move it, Enter picks its centre): the hint says both ways.
  const [mapShown, setMapShown] = useState(false);
  return (
    <div className={s.stack}>
      <PlaceSearchField
        id={`${idPrefix}-place-search`}
        {...picker.search}
        label="جست‌وجوی محله"
        placeholder="مثلاً سعادت‌آباد، پونک یا منطقه ۵"
        error={Boolean(error)}
        helperText={error}
      />
      <div id={`${idPrefix}-place-map`} data-testid="place-map" className={`${s.map} ${error ? s.mapError : ''}`}>
        {/* Leaflet and its base layer would weigh on the page's first load: the map comes on a tap. */}
        <WhenVisible label="انتخاب محل روی نقشه" on="tap" onShow={() => setMapShown(true)}>
          <LazyPlaceMap value={value} onPick={picker.pickPoint} autoFocus />
        </WhenVisible>
      </div>
      <p className={lean.muted}>{mapShown ? MAP_PICK_HINT : 'نقشه را باز کنید و روی محل ملک بزنید تا محل دقیق آن انتخاب شود.'}</p>
      <PlacePickStatus resolving={picker.resolving} error={picker.error} place={value} />
    </div>
  );
}

/**
 * The place step as an island of its own (loaded on demand by the lean form of the Divar pages, where the ad already
 * names the place and most users never change it).
 */
export function PlaceStepIsland({ value, onChange, error }: { value: PickedPlace | null; onChange: (place: PickedPlace | null) => void; error?: string }) {
  const picker = usePlacePicker({ place: value, onChange, refusedMessage: PLACE_REFUSED, linkReady: false });
  return <PlaceStepFields picker={picker} value={value} error={error} idPrefix="ad" />;
}
