// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_PICK_HINT } from '@/features/shared/place/map-pick-hint';
import { PlaceStepIsland } from './place-step';

// The map itself (Leaflet) is not what is tested here: the words around it are.
vi.mock('@/features/shared/place/lazy-place-map', () => ({ LazyPlaceMap: () => <div data-testid="the-map" /> }));
vi.mock('@/features/shared/place/place-api', () => ({ searchLocation: () => Promise.resolve([]), convertGeoLocation: vi.fn() }));

afterEach(cleanup);

describe('PlaceStepFields', () => {
  it('says, once the map is open, both ways to pick on it: a tap, or the arrows and Enter', () => {
    render(<PlaceStepIsland value={null} onChange={vi.fn()} />);
    expect(screen.getByText('نقشه را باز کنید و روی محل ملک بزنید تا محل دقیق آن انتخاب شود.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('show-map'));
    expect(screen.getByTestId('the-map')).toBeTruthy();
    expect(screen.getByText(MAP_PICK_HINT)).toBeTruthy();
    expect(MAP_PICK_HINT).toBe('روی محل ملک در نقشه بزنید، یا با کلیدهای جهت‌نما نقشه را جابه‌جا کنید و با Enter نقطهٔ وسط آن را انتخاب کنید.');
  });
});
