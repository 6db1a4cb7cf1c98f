// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ResultMap, { layerLabel } from './result-map';

// Leaflet needs a layout engine: the map's parts render as plain elements, which is all the labels need.
vi.mock('react-leaflet', () => {
  const Pass = ({ children }: { children?: ReactNode }) => <div>{children}</div>;
  const Overlay = ({ name, children }: { name: string; children?: ReactNode }) => <div data-testid="overlay" data-name={name}>{children}</div>;
  const LayersControl = Object.assign(Pass, { Overlay });
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

  it('puts the colour of its dots before each layer name in the layers control (the map key)', () => {
    const place = (kind: string, kind_name: string) => ({ kind, kind_name, name: `${kind_name} الف`, latitude: 35.73, longitude: 51.5, distance_m: 300 });
    render(<ResultMap latitude={35.73} longitude={51.5} name="نارمک" nearby={[place('park', 'پارک'), place('metro', 'ایستگاه مترو')]} />);
    const names = screen.getAllByTestId('overlay').map((o) => o.getAttribute('data-name') ?? '');
    expect(names).toHaveLength(2);
    const label = document.createElement('span');
    label.innerHTML = names[0];
    expect(label.textContent).toBe('پارک');
    const swatch = label.querySelector<HTMLElement>('[data-swatch="park"]');
    expect(swatch?.getAttribute('aria-hidden')).toBe('true');
    expect(swatch?.style.borderColor).toBe('rgb(46, 125, 50)'); // #2e7d32, the park dots' colour
    expect(names[1]).toContain('data-swatch="metro"');
    expect(names[1]).toContain('#d32f2f');
  });

  it('escapes a layer name it writes as HTML', () => {
    expect(layerLabel('x', '<b>&</b>')).toContain('&#60;b&#62;&#38;&#60;/b&#62;');
  });
});
