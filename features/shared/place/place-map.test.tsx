// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PICK_LABEL } from './map-pick-hint';
import PlaceMap from './place-map';

// The base layer fetches its data; what is tested here is the map's own ways to pick.
vi.mock('@/features/shared/place/base-layer', () => ({ BaseLayer: () => null }));

afterEach(cleanup);

describe('PlaceMap', () => {
  it('picks its centre by Enter or Space on the focused map, and its name says so', () => {
    const onPick = vi.fn();
    render(<PlaceMap value={{ latitude: 35.7327, longitude: 51.3787 }} onPick={onPick} />);
    const map = screen.getByRole('region', { name: PICK_LABEL });
    expect(PICK_LABEL).toContain('Enter');
    expect(map.querySelector('.place-map-centre')).not.toBeNull();
    fireEvent.keyDown(map, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledTimes(1);
    const [point] = onPick.mock.calls[0] as [{ latitude: number; longitude: number }];
    expect(point.latitude).toBeCloseTo(35.7327, 4);
    expect(point.longitude).toBeCloseTo(51.3787, 4);
    fireEvent.keyDown(map, { key: ' ' });
    expect(onPick).toHaveBeenCalledTimes(2);
    // Keys meant for the map's own buttons stay theirs.
    fireEvent.keyDown(screen.getByTitle('بزرگ‌نمایی'), { key: 'Enter' });
    expect(onPick).toHaveBeenCalledTimes(2);
  });

  it('a map that only shows a point picks nothing and has no centre mark', () => {
    render(<PlaceMap value={{ latitude: 35.7327, longitude: 51.3787 }} />);
    const map = screen.getByRole('region', { name: 'نقشهٔ محل ملک' });
    expect(map.querySelector('.place-map-centre')).toBeNull();
  });
});
