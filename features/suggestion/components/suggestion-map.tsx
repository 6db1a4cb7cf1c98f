'use client';
import '@/styles/leaflet.css';
import { divIcon, type DivIcon } from 'leaflet';
import { useMemo, useState } from 'react';
import { MapContainer, Marker, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import type { Suggestion } from '@/lib/contracts/suggestion';
import { toPersianDigits } from '@/lib/fa/digits';
import { BUDGET_TONE } from './budget-tone';
import { budgetState, type BudgetState } from './format-suggestion';
import { LABEL_GAP, MARKER_RADIUS, labelWidth, placeLabels, type LabelSide } from './label-placement';
import { BaseLayer } from '@/features/shared/place/base-layer';
import { MapChrome } from '@/features/shared/place/map-chrome';
import styles from './suggestion.module.css';

const DIRECTIONS: Record<LabelSide, [number, number]> = { top: [0, -1], bottom: [0, 1], right: [1, 0], left: [-1, 0] };
/** The tooltip's own offset from its marker; Leaflet's 6px arrow margin makes up the rest of LABEL_GAP. */
const OFFSET = LABEL_GAP - 6;
/** A numbered marker's box: a circle of MARKER_RADIUS, its ring included. */
const RANK_PIN = 2 * MARKER_RADIUS;

/**
 * A suggestion's marker, its rank written inside it: the number cannot part from its marker at any zoom or map
 * size. Anchored at its centre, and its name's tooltip at that same point (Leaflet's icons otherwise hang a tooltip
 * off an offset of their own).
 */
export function rankIcon(rank: string, state: BudgetState): DivIcon {
  const number = document.createElement('span');
  number.textContent = rank;
  number.dataset.testid = 'map-rank';
  return divIcon({
    // Coloured by the legend's classes (the theme's variables), not by colours of its own.
    className: `${styles.pin} ${BUDGET_TONE[state]}`,
    html: number,
    iconSize: [RANK_PIN, RANK_PIN],
    iconAnchor: [RANK_PIN / 2, RANK_PIN / 2],
    tooltipAnchor: [0, 0],
  });
}

/**
 * The suggested neighbourhoods, numbered as in the list (loaded lazily, client only). Markers are drawn by the
 * page (no image), with the names beside them where they fit, so the map reads even when the tile server is
 * unreachable.
 */
export default function SuggestionMap({ suggestions }: { suggestions: Suggestion[] }) {
  const lats = suggestions.map((s) => s.latitude);
  const lngs = suggestions.map((s) => s.longitude);
  const bounds: [[number, number], [number, number]] = [
    [Math.min(...lats) - 0.01, Math.min(...lngs) - 0.01],
    [Math.max(...lats) + 0.01, Math.max(...lngs) + 0.01],
  ];
  return (
    <MapContainer bounds={bounds} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false} zoomControl={false} attributionControl={false}>
      <MapChrome label="نقشهٔ محله‌های پیشنهادی" />
      <BaseLayer />
      <RankedMarkers suggestions={suggestions} />
    </MapContainer>
  );
}

function RankedMarkers({ suggestions }: { suggestions: Suggestion[] }) {
  const map = useMap();
  const ranks = suggestions.map((_, i) => toPersianDigits(i + 1));
  const names = suggestions.map((s, i) => `${ranks[i]}. ${s.neighbourhood.name}`);
  // One icon per suggestion for the map's life: a new one on every render would rebuild each marker's element.
  const icons = useMemo(() => suggestions.map((s, i) => rankIcon(toPersianDigits(i + 1), budgetState(s))), [suggestions]);
  // Close neighbourhoods' names must not print over each other or over a marker: place them for the current zoom.
  const place = () =>
    placeLabels(
      suggestions.map((s) => map.latLngToContainerPoint([s.latitude, s.longitude])),
      names.map(labelWidth),
      map.getSize(),
    );
  const [sides, setSides] = useState<(LabelSide | null)[]>(place);
  // Again when the map's box changes too (a phone turned, a window resized): the names must stay inside it.
  useMapEvents({ zoomend: () => setSides(place()), resize: () => setSides(place()) });
  return suggestions.map((s, i) => {
    const side = sides[i];
    return (
      <Marker
        key={s.neighbourhood.id}
        position={[s.latitude, s.longitude]}
        icon={icons[i]}
        // Where markers overlap, the better rank is drawn on top (Leaflet stacks them by their height on screen,
        // which differs by less than a marker between two that overlap).
        zIndexOffset={(suggestions.length - i) * 100}
        interactive={false}
        keyboard={false}
      >
        {side && (
          // Keyed by side: Leaflet reads a tooltip's direction and offset only when it is created.
          <Tooltip key={side} permanent direction={side} offset={[DIRECTIONS[side][0] * OFFSET, DIRECTIONS[side][1] * OFFSET]}>
            {names[i]}
          </Tooltip>
        )}
      </Marker>
    );
  });
}
