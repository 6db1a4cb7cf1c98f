'use client';
import '@/styles/leaflet.css';
import { useState } from 'react';
import { CircleMarker, MapContainer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import type { Suggestion } from '@/lib/contracts/suggestion';
import { toPersianDigits } from '@/lib/fa/digits';
import { LABEL_GAP, labelWidth, placeLabels, type LabelPlacement, type LabelSide } from './label-placement';
import { BaseLayer } from '@/features/shared/place/base-layer';
import { MapChrome } from '@/features/shared/place/map-chrome';
import styles from './suggestion.module.css';

const DIRECTIONS: Record<LabelSide, [number, number]> = { top: [0, -1], bottom: [0, 1], right: [1, 0], left: [-1, 0] };
/** The tooltip's own offset from its marker; Leaflet's 6px arrow margin makes up the rest of LABEL_GAP. */
const OFFSET = LABEL_GAP - 6;

/**
 * The suggested neighbourhoods, numbered as in the list (loaded lazily, client only). Markers are vector
 * circles with permanent labels, so the map reads even when the tile server is unreachable.
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
  const labels = suggestions.map((s, i) => `${ranks[i]}. ${s.neighbourhood.name}`);
  // Close neighbourhoods' names must not print over each other: place the labels for the current zoom.
  const place = () =>
    placeLabels(
      suggestions.map((s) => map.latLngToContainerPoint([s.latitude, s.longitude])),
      labels.map(labelWidth),
      ranks.map(labelWidth),
      map.getSize(),
    );
  const [placements, setPlacements] = useState<LabelPlacement[]>(place);
  // Again when the map's box changes too (a phone turned, a window resized): the labels must stay inside it.
  useMapEvents({ zoomend: () => setPlacements(place()), resize: () => setPlacements(place()) });
  return suggestions.map((s, i) => {
    const { side, compact, shift } = placements[i];
    const [dx, dy] = DIRECTIONS[side];
    return (
      <CircleMarker
        // Keyed by tone too: Leaflet sets a path's className only when it is created.
        key={`${s.neighbourhood.id}-${s.fits}`}
        center={[s.latitude, s.longitude]}
        radius={9}
        // Coloured by the legend's classes (the theme's variables), not by colours of their own.
        pathOptions={{ className: `${styles.marker} ${s.fits ? styles.fits : styles.misses}`, fillOpacity: 0.85 }}
      >
        {/* Keyed by place: Leaflet reads a tooltip's direction and offset only when it is created. */}
        <Tooltip key={`${side}${compact ? '-rank' : ''}-${shift}`} permanent direction={side} offset={[dx * (OFFSET + shift), dy * (OFFSET + shift)]}>
          {compact ? ranks[i] : labels[i]}
        </Tooltip>
      </CircleMarker>
    );
  });
}
