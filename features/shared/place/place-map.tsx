'use client';
import '@/styles/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, useMap, useMapEvents } from 'react-leaflet';
import { BaseLayer } from '@/features/shared/place/base-layer';
import { MapChrome } from '@/features/shared/place/map-chrome';
// The map's name when it picks (the pointer's way and the keyboard's, KeyToPick), in the words of the forms' hints.
import { PICK_LABEL } from './map-pick-hint';

export interface PlaceMapProps {
  value: { latitude: number; longitude: number } | null;
  onPick?: (point: { latitude: number; longitude: number }) => void;
  zoom?: number;
  /** Focus the map once drawn (it was opened by a button, which then goes): arrow keys pan it at once. */
  autoFocus?: boolean;
}

const TEHRAN: [number, number] = [35.715, 51.39];

function ClickToPick({ onPick }: { onPick: NonNullable<PlaceMapProps['onPick']> }) {
  useMapEvents({ click: (e) => onPick({ latitude: e.latlng.lat, longitude: e.latlng.lng }) });
  return null;
}

/**
 * The keyboard's way to pick (QA: a keyboard user could pan the focused map with the arrows but no key chose a
 * point): Enter or Space on the focused map picks its centre, which a cross marks while the map has the focus. Keys
 * on the map's own buttons (zoom, attribution links) are theirs.
 */
function KeyToPick({ onPick }: { onPick: NonNullable<PlaceMapProps['onPick']> }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const onKey = (e: KeyboardEvent) => {
      if (e.target !== container || (e.key !== 'Enter' && e.key !== ' ')) return;
      e.preventDefault(); // Space would scroll the page, Enter submit the form around the map
      const c = map.getCenter();
      onPick({ latitude: c.lat, longitude: c.lng });
    };
    container.addEventListener('keydown', onKey);
    return () => container.removeEventListener('keydown', onKey);
  }, [map, onPick]);
  return <div className="place-map-centre" aria-hidden="true" />;
}

function FollowValue({ value }: Pick<PlaceMapProps, 'value'>) {
  const map = useMap();
  useEffect(() => {
    if (value) map.setView([value.latitude, value.longitude], Math.max(map.getZoom(), 14));
  }, [map, value]);
  return null;
}

function FocusOnLoad() {
  const map = useMap();
  useEffect(() => map.getContainer().focus(), [map]);
  return null;
}

/**
 * Leaflet map (loaded lazily, client only) to pick or show the property's point. Tiles come from the configured
 * OSM-compatible URL; without them (offline) it draws its own base of districts, metro and names, and still takes
 * clicks.
 */
export default function PlaceMap({ value, onPick, zoom = 11, autoFocus = false }: PlaceMapProps) {
  return (
    <MapContainer
      center={value ? [value.latitude, value.longitude] : TEHRAN}
      zoom={value && !onPick ? 15 : zoom}
      style={{ height: '100%', width: '100%' }}
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl={false}
      data-testid="place-map-canvas"
    >
      <MapChrome label={onPick ? PICK_LABEL : 'نقشهٔ محل ملک'} />
      <BaseLayer />
      {onPick && <ClickToPick onPick={onPick} />}
      {onPick && <KeyToPick onPick={onPick} />}
      {onPick && <FollowValue value={value} />}
      {autoFocus && <FocusOnLoad />}
      {value && <CircleMarker center={[value.latitude, value.longitude]} radius={10} pathOptions={{ color: '#1565c0', fillOpacity: 0.6 }} />}
    </MapContainer>
  );
}
