// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ResultMap from './result-map';

// Leaflet needs a layout engine: the map's parts render as plain elements, which is all the labels need.
vi.mock('react-leaflet', () => {
  const Pass = ({ children }: { children?: ReactNode }) => <div>{children}</div>;
  const LayersControl = Object.assign(Pass, { Overlay: Pass });
  return { MapContainer: Pass, CircleMarker: Pass, LayerGroup: Pass, LayersControl, Tooltip: ({ children }: { children?: ReactNode }) => <span data-testid="tooltip">{children}</span> };
});
vi.mock('@/features/shared/place/base-layer', () => ({ BaseLayer: () => null }));
vi.mock('@/features/shared/place/map-chrome', () => ({ MapChrome: () => null }));
afterEach(() => cleanup());

describe('ResultMap', () => {
  it("labels the evaluated point with its neighbourhood's name, which the marker covers on the base layer", () => {
    render(<ResultMap latitude={35.73} longitude={51.5} name="نارمک" nearby={[]} />);
    expect(screen.getAllByTestId('tooltip').map((t) => t.textContent)).toEqual(['محل ارزیابی: نارمک']);
  });
});
