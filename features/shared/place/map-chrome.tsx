'use client';
import { useEffect } from 'react';
import { AttributionControl, ZoomControl, useMap } from 'react-leaflet';

/**
 * What every map of the site adds inside its MapContainer (created with zoomControl and attributionControl off):
 * Persian zoom buttons, the tiles' attribution without Leaflet's English prefix, and a Persian name for the map
 * itself, which Leaflet makes a keyboard stop (arrow keys pan, +/− zoom).
 */
export function MapChrome({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return (
    <>
      <ZoomControl position="topleft" zoomInTitle="بزرگ‌نمایی" zoomOutTitle="کوچک‌نمایی" />
      <AttributionControl prefix={false} />
    </>
  );
}
