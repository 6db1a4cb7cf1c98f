'use client';
import '@/styles/leaflet.css';
import { CircleMarker, LayerGroup, LayersControl, MapContainer, Tooltip } from 'react-leaflet';
import type { EnvironmentNearbyPlace } from '@/lib/contracts/environment';
import { formatNumber } from '@/lib/fa/number';
import { BaseLayer } from '@/features/shared/place/base-layer';
import { MapChrome } from '@/features/shared/place/map-chrome';

const KIND_COLORS: Record<string, string> = {
  metro: '#d32f2f', hospital: '#c2185b', university: '#7b1fa2', park: '#2e7d32', cinema: '#5d4037', cultural: '#6a1b9a',
  sports: '#00838f', mall: '#ef6c00', commercial: '#f9a825', municipal: '#455a64', police: '#1a237e', government: '#546e7a',
  religious: '#00695c', square: '#9e9e9e', transport_hub: '#ad1457',
};
const DEFAULT_COLOR = '#333333';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A layer's name in the layers control with the colour of its dots before it, so the control is the map's key. Leaflet
 * writes overlay names as HTML; the colour is ours and the kind's name escaped.
 */
export function layerLabel(kind: string, name: string): string {
  const color = KIND_COLORS[kind] ?? DEFAULT_COLOR;
  return `<span aria-hidden="true" data-swatch="${kind}" style="display:inline-block;width:10px;height:10px;border-radius:50%;border:2px solid ${color};background:${color}b3;vertical-align:middle;margin-inline:4px"></span>${escapeHtml(name)}`;
}

/** The places that drove the score, one toggleable layer per kind (extended report; loaded lazily, client only). */
export default function ResultMap({ latitude, longitude, name, nearby }: { latitude: number; longitude: number; name: string; nearby: EnvironmentNearbyPlace[] }) {
  const kinds = [...new Map(nearby.map((p) => [p.kind, p.kind_name])).entries()];
  return (
    <MapContainer center={[latitude, longitude]} zoom={14} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false} zoomControl={false} attributionControl={false}>
      <MapChrome label="نقشهٔ محل ارزیابی و مکان‌های نزدیک" />
      <BaseLayer />
      <CircleMarker center={[latitude, longitude]} radius={11} pathOptions={{ color: '#0d47a1', fillColor: '#1565c0', fillOpacity: 0.9 }}>
        {/* A place chosen by name is its neighbourhood's centre, where the base layer prints the name this marker
            covers: the label says it again. */}
        <Tooltip permanent direction="top">{`محل ارزیابی: ${name}`}</Tooltip>
      </CircleMarker>
      <LayersControl position="topleft">
        {kinds.map(([kind, name]) => (
          <LayersControl.Overlay key={kind} name={layerLabel(kind, name)} checked>
            <LayerGroup>
              {nearby
                .filter((p) => p.kind === kind)
                .map((p) => (
                  <CircleMarker key={`${p.kind}-${p.name}-${p.latitude}`} center={[p.latitude, p.longitude]} radius={7} pathOptions={{ color: KIND_COLORS[kind] ?? DEFAULT_COLOR, fillOpacity: 0.7 }}>
                    <Tooltip>
                      {p.name} ({p.kind_name})، {formatNumber(p.distance_m)} متر
                    </Tooltip>
                  </CircleMarker>
                ))}
            </LayerGroup>
          </LayersControl.Overlay>
        ))}
      </LayersControl>
    </MapContainer>
  );
}
