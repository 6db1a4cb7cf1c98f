// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { PathOptions } from 'leaflet';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '@/lib/contracts/suggestion';
import SuggestionMap from './suggestion-map';
import styles from './suggestion.module.css';

// Leaflet needs a layout engine: each marker renders as a plain element carrying its path options.
vi.mock('react-leaflet', () => {
  const Pass = ({ children }: { children?: ReactNode }) => <div>{children}</div>;
  const map = { latLngToContainerPoint: ([y, x]: [number, number]) => ({ x: x * 100, y: y * 100 }), getSize: () => ({ x: 400, y: 300 }) };
  return {
    MapContainer: Pass,
    Tooltip: Pass,
    CircleMarker: ({ pathOptions, children }: { pathOptions: PathOptions; children?: ReactNode }) => (
      <div data-testid="marker" data-path={JSON.stringify(pathOptions)}>
        {children}
      </div>
    ),
    useMap: () => map,
    useMapEvents: () => map,
  };
});
vi.mock('@/features/shared/place/base-layer', () => ({ BaseLayer: () => null }));
vi.mock('@/features/shared/place/map-chrome', () => ({ MapChrome: () => null }));
afterEach(() => cleanup());

const at = (id: string, fits: boolean, latitude: number): Suggestion => ({ neighbourhood: { id, name: id }, latitude, longitude: 51.4, fits }) as Suggestion;

describe('SuggestionMap', () => {
  it("colours its markers with the legend's classes (the theme's colours, dark mode too), none of its own", () => {
    render(<SuggestionMap suggestions={[at('a', true, 35.7), at('b', false, 35.8)]} />);
    const paths = screen.getAllByTestId('marker').map((m) => JSON.parse(m.dataset.path ?? '{}') as PathOptions);
    expect(paths.map((p) => p.className)).toEqual([`${styles.marker} ${styles.fits}`, `${styles.marker} ${styles.misses}`]);
    expect(paths.every((p) => p.color === undefined && p.fillColor === undefined)).toBe(true);
  });
});
