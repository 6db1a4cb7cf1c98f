'use client';
import dynamic from 'next/dynamic';
import { MapLoading } from './map-loading';

// Leaflet touches `window` on import and is heavy: it loads only on the client, when a map is first shown.
export const LazyPlaceMap = dynamic(() => import('./place-map'), { ssr: false, loading: MapLoading });
