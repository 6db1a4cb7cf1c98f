// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocationSearchResult } from '@/lib/contracts/environment';
import { MAP_MOVE_HINT, MAP_PICK_HINT } from '@/features/shared/place/map-pick-hint';
import type { PickedPlace } from '@/lib/contracts/place';
import { NeighbourhoodForm, type NeighbourhoodFormProps } from './neighbourhood-form';

// The form's own words and ways to the place; the paid submission, the map and the API are not what is tested here.
const submit = vi.fn();
vi.mock('@/features/shared/billing/use-paid-submission', () => ({ usePaidSubmission: () => ({ signedIn: true, freeSpent: false, submit }) }));
vi.mock('@/features/shared/billing/lean-paid-actions', () => ({ LeanPaidActions: ({ label }: { label: string }) => <button type="submit">{label}</button> }));
vi.mock('@/features/shared/place/lazy-place-map', () => ({ LazyPlaceMap: () => null }));
vi.mock('../api/divar-api', () => ({ fetchDivarAd: vi.fn(), createAdEnvironmentEvaluation: vi.fn() }));
const HITS: LocationSearchResult[] = [{ id: 'poonak', name: 'پونک', district: 'منطقه 5', latitude: 35.76, longitude: 51.33 } as LocationSearchResult];
vi.mock('@/features/shared/place/place-api', () => ({ searchLocation: () => Promise.resolve(HITS) }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const GISHA: PickedPlace = { latitude: 35.73, longitude: 51.37, name: 'گیشا (کوی نصر)', district: 'منطقه ۲' };
const form = (over: Partial<NeighbourhoodFormProps>) =>
  render(
    <NeighbourhoodForm
      postToken="QmNoPlace1"
      initialPlace={null}
      preview={null}
      readPin={false}
      agentType="divar_visitor"
      freeUse={false}
      resultHref="/services/environment-evaluation/result?uuid={uuid}"
      {...over}
    />,
  );

describe('NeighbourhoodForm: the place', () => {
  it('a partner link with no ad asks for the place without blaming an ad, and no «more precise» hint for a place not shown', () => {
    // QA: /services/environment-evaluation/referral/form?agent=product read «محل ملک در آگهی مشخص نیست» with no ad.
    form({ postToken: null, agentType: 'product' });
    expect(screen.getByTestId('nb-form-place').textContent).toBe('برای ارزیابی، محل ملک را با نام محله یا روی نقشه انتخاب کنید.');
    expect(screen.queryByText(/آگهی/)).toBeNull();
    expect(screen.queryByText(/محل دقیق‌تر/)).toBeNull();
    expect(screen.getByTestId('open-place-map').textContent).toBe('انتخاب محل ملک روی نقشه');
  });

  it('an ad with no location: the place is searched by name with the keyboard alone, then submitted', async () => {
    // QA: on the map (the only way in) the arrows panned it and no key picked a point.
    form({});
    expect(screen.getByTestId('nb-form-place').textContent).toBe('محل ملک در آگهی مشخص نیست؛ آن را با نام محله یا روی نقشه انتخاب کنید.');
    expect(screen.queryByText(/محل دقیق‌تر/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ارزیابی محله' }));
    expect(screen.getByRole('alert').textContent).toBe('محل ملک را با نام محله یا روی نقشه انتخاب کنید.');
    expect(submit).not.toHaveBeenCalled();

    const box = screen.getByRole('combobox', { name: 'جست‌وجوی محله' });
    fireEvent.change(box, { target: { value: 'پون' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1), { timeout: 3000 });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('nb-form-place').textContent).toBe('پونک، منطقه ۵');
    expect(screen.queryByRole('alert')).toBeNull();
    // No picture of a place picked by name (it is drawn on the server for the ad's place): no empty frame is left
    // around the map's button (QA shot fix-nb-search-3-picked).
    expect(screen.getByTestId('place-map').className).toBe('');
    expect(screen.queryByTestId('place-preview')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ارزیابی محله' }));
    expect(submit).toHaveBeenCalledWith({ place: expect.objectContaining({ name: 'پونک', latitude: 35.76, longitude: 51.33 }) });
  });

  it('a place the ad gives: its name and how to make it more precise; no search box', () => {
    form({ postToken: 'QmGisha95', initialPlace: GISHA });
    expect(screen.getByTestId('nb-form-place').textContent).toBe('گیشا (کوی نصر)، منطقه ۲');
    expect(screen.getByText('اگر محل دقیق‌تر را می‌دانید، نقشه را باز کنید و روی محل بزنید.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('an open map: the hint says both ways to pick on it (a tap, or the arrows and Enter), to move a place or to pick one', () => {
    form({ postToken: 'QmGisha95', initialPlace: GISHA });
    fireEvent.click(screen.getByTestId('open-place-map'));
    expect(screen.getByText(MAP_MOVE_HINT)).toBeTruthy();
    expect(MAP_MOVE_HINT).toContain('Enter');
    cleanup();
    // With no place yet the shut map's button said what to do; open, the map needs the words.
    form({});
    expect(screen.queryByText(MAP_PICK_HINT)).toBeNull();
    fireEvent.click(screen.getByTestId('open-place-map'));
    expect(screen.getByText(MAP_PICK_HINT)).toBeTruthy();
  });

  it('the place of the ad with its picture: the picture and the button share the frame of the map', () => {
    const preview = { origin: [GISHA.latitude, GISHA.longitude] as [number, number], districts: '', lines: [], stations: [], names: [] };
    form({ postToken: 'QmGisha95', initialPlace: GISHA, preview });
    expect(screen.getByTestId('place-preview')).toBeTruthy();
    expect(screen.getByTestId('place-map').className).not.toBe('');
  });
});
