'use client';
import '@/styles/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import type { Suggestion } from '@/lib/contracts/suggestion';
import { toPersianDigits } from '@/lib/fa/digits';
import { publicEnv } from '@/lib/env';

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
    <MapContainer bounds={bounds} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
      <TileLayer url={publicEnv.NEXT_PUBLIC_MAP_TILE_URL} attribution={publicEnv.NEXT_PUBLIC_MAP_ATTRIBUTION} />
      {suggestions.map((s, i) => (
        <CircleMarker
          key={s.neighbourhood.id}
          center={[s.latitude, s.longitude]}
          radius={9}
          pathOptions={{ color: s.fits ? '#1b5e20' : '#b71c1c', fillColor: s.fits ? '#2e7d32' : '#e53935', fillOpacity: 0.85 }}
        >
          <Tooltip permanent direction="top" offset={[0, -8]}>
            {toPersianDigits(i + 1)}. {s.neighbourhood.name}
          </Tooltip>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
