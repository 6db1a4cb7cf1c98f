'use client';
import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, useMapEvents } from 'react-leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { publicEnv } from '@/lib/env';

export interface PlaceMapProps {
  value: { latitude: number; longitude: number } | null;
  onPick: (point: { latitude: number; longitude: number }) => void;
}

const TEHRAN: [number, number] = [35.715, 51.39];

function ClickToPick({ onPick }: Pick<PlaceMapProps, 'onPick'>) {
  useMapEvents({ click: (e) => onPick({ latitude: e.latlng.lat, longitude: e.latlng.lng }) });
  return null;
}

function FollowValue({ value }: Pick<PlaceMapProps, 'value'>) {
  const map = useMap();
  useEffect(() => {
    if (value) map.setView([value.latitude, value.longitude], Math.max(map.getZoom(), 14));
  }, [map, value]);
  return null;
}

/** Leaflet map to pick a point (loaded lazily, client only). Works without tiles: the click still picks. */
export default function PlaceMap({ value, onPick }: PlaceMapProps) {
  return (
    <MapContainer center={value ? [value.latitude, value.longitude] : TEHRAN} zoom={11} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
      <TileLayer url={publicEnv.NEXT_PUBLIC_MAP_TILE_URL} attribution={publicEnv.NEXT_PUBLIC_MAP_ATTRIBUTION} />
      <ClickToPick onPick={onPick} />
      <FollowValue value={value} />
      {value && <CircleMarker center={[value.latitude, value.longitude]} radius={10} pathOptions={{ color: '#1565c0', fillOpacity: 0.6 }} />}
    </MapContainer>
  );
}
