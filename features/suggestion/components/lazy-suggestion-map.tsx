'use client';
import dynamic from 'next/dynamic';
import { MapLoading } from '@/features/shared/place/map-loading';

// Leaflet touches `window` on import and is heavy: it loads only on the client, when the map is first shown.
export const LazySuggestionMap = dynamic(() => import('./suggestion-map'), { ssr: false, loading: MapLoading });
