// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { DivIcon, TooltipOptions } from 'leaflet';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '@/lib/contracts/suggestion';
import SuggestionMap, { rankIcon } from './suggestion-map';
import styles from './suggestion.module.css';

// Leaflet needs a layout engine to place layers: each marker renders as a plain element holding the element its
// (real) icon builds, and its name's tooltip with the options Leaflet would place it by.
vi.mock('react-leaflet', () => {
  const Pass = ({ children }: { children?: ReactNode }) => <div>{children}</div>;
  const map = { latLngToContainerPoint: ([y, x]: [number, number]) => ({ x: x * 100, y: y * 100 }), getSize: () => ({ x: 400, y: 300 }) };
  return {
    MapContainer: Pass,
    Tooltip: ({ children, direction, offset }: TooltipOptions & { children?: ReactNode }) => (
      <div data-testid="name" data-direction={direction} data-offset={JSON.stringify(offset)}>
        {children}
      </div>
    ),
    Marker: ({ icon, children }: { icon: DivIcon; children?: ReactNode }) => (
      <div data-testid="marker" ref={(el) => void el?.prepend(icon.createIcon())}>
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

const at = (id: string, fits: boolean, latitude: number, longitude = 2, may_exceed_budget = false): Suggestion =>
  ({ neighbourhood: { id, name: id }, latitude, longitude, fits, may_exceed_budget }) as Suggestion;

describe('SuggestionMap', () => {
  it('writes each rank inside its own marker, coloured by the legend’s classes', () => {
    render(<SuggestionMap suggestions={[at('الف', true, 1), at('ب', false, 2), at('پ', true, 3, 2, true)]} />);
    const icons = screen.getAllByTestId('marker').map((m) => m.querySelector<HTMLElement>('.leaflet-marker-icon')!);
    expect(icons.map((i) => i.textContent)).toEqual(['۱', '۲', '۳']);
    // The theme's colours (dark mode too), none of its own.
    expect(icons[0].classList.contains(styles.pin) && icons[0].classList.contains(styles.fits)).toBe(true);
    expect(icons[1].classList.contains(styles.pin) && icons[1].classList.contains(styles.misses)).toBe(true);
    // A fit that may exceed the budget is not drawn as a plain fit.
    expect(icons[2].classList.contains(styles.pin) && icons[2].classList.contains(styles.doubt)).toBe(true);
    expect(icons.every((i) => !i.style.background && !i.style.color)).toBe(true);
  });

  it('puts each name right next to its own marker, never moved away from it', () => {
    // Far apart in a 400×300 map: every name has a free side.
    render(<SuggestionMap suggestions={[at('الف', true, 1, 1), at('ب', true, 2, 3)]} />);
    const names = screen.getAllByTestId('name');
    expect(names.map((n) => n.textContent)).toEqual(['۱. الف', '۲. ب']);
    names.forEach((n, i) => {
      // Inside its own marker's element, 8px off it (Leaflet's 6px arrow margin makes the rest of the 14px gap).
      expect(screen.getAllByTestId('marker')[i].contains(n)).toBe(true);
      const [dx, dy] = JSON.parse(n.dataset.offset ?? '[]') as [number, number];
      expect(Math.abs(dx) + Math.abs(dy)).toBe(8);
    });
  });
});

describe('rankIcon', () => {
  it('is centred on the marker’s point, and so is its name’s tooltip', () => {
    const icon = rankIcon('۷', 'within');
    const size = icon.options.iconSize as [number, number];
    expect(icon.options.iconAnchor).toEqual([size[0] / 2, size[1] / 2]);
    expect(icon.options.tooltipAnchor).toEqual([0, 0]);
    // What Leaflet builds: a box of that size pulled back by half of it from the point (Leaflet sets these inline,
    // so no right-to-left rewriting of the stylesheets can flip them).
    const el = icon.createIcon();
    expect(el.textContent).toBe('۷');
    expect([el.style.width, el.style.height]).toEqual([`${size[0]}px`, `${size[1]}px`]);
    expect([el.style.marginLeft, el.style.marginTop]).toEqual([`${-size[0] / 2}px`, `${-size[1] / 2}px`]);
  });
});
