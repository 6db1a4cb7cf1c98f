// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationSearchResult } from '@/lib/contracts/environment';
import { MAP_MOVE_HINT, MAP_PICK_HINT } from '@/features/shared/place/map-pick-hint';
import type { PickedPlace } from '@/lib/contracts/place';
import type { PaidSubmissionOptions } from '@/features/shared/billing/use-paid-submission';
import { keepAnsweredDraft } from '@/components/form/use-form-draft';
import type { DivarAd } from '@/lib/contracts/divar';
import { fetchDivarAd } from '../api/divar-api';
import { NeighbourhoodForm, type NeighbourhoodFormProps } from './neighbourhood-form';

// The form's own words and ways to the place; the paid submission, the map and the API are not what is tested here,
// except in the cases of Back from the result, which run the real paid submission (`paid.real`).
const submit = vi.fn();
const paid = { real: false };
vi.mock('@/features/shared/billing/use-paid-submission', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/shared/billing/use-paid-submission')>();
  return {
    usePaidSubmission: <T, B extends object>(options: PaidSubmissionOptions<T, B>) =>
      paid.real ? actual.usePaidSubmission(options) : { signedIn: true, freeSpent: false, submit, busy: false, freeUseCheck: null },
  };
});
vi.mock('@/features/shared/billing/lean-paid-actions', () => ({ LeanPaidActions: ({ label }: { label: string }) => <button type="submit">{label}</button> }));
// The map's tap, as a button: it moves the point to Vanak.
const VANAK_POINT = { latitude: 35.7575, longitude: 51.4101 };
vi.mock('@/features/shared/place/lazy-place-map', () => ({
  LazyPlaceMap: ({ onPick }: { onPick: (p: { latitude: number; longitude: number }) => void }) => (
    <button type="button" data-testid="map-tap" onClick={() => onPick(VANAK_POINT)} />
  ),
}));
const createAdEnvironmentEvaluation = vi.fn();
vi.mock('../api/divar-api', () => ({ fetchDivarAd: vi.fn(), createAdEnvironmentEvaluation: (body: unknown) => createAdEnvironmentEvaluation(body) }));
const HITS: LocationSearchResult[] = [{ id: 'poonak', name: 'پونک', district: 'منطقه 5', latitude: 35.76, longitude: 51.33 } as LocationSearchResult];
vi.mock('@/features/shared/place/place-api', () => ({
  searchLocation: () => Promise.resolve(HITS),
  convertGeoLocation: () => Promise.resolve({ neighbourhood: 'ونک', district: 'منطقه ۳' }),
}));
const push = vi.fn();
const router = { push, replace: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
const overlays = { showAiOverlay: vi.fn(), hideAiOverlay: vi.fn(), ask: vi.fn<(o: unknown) => Promise<boolean | null>>() };
vi.mock('@/components/feedback/global-overlays', () => ({ useOverlays: () => overlays }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  // The form's draft and the history entry's mark: each case is a first visit.
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '');
  paid.real = false;
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

describe('NeighbourhoodForm: the owner’s pin and the place sent', () => {
  it('the pin places a new visit; on Back to the answered form the place sent stays and no pin is read over it', async () => {
    localStorage.setItem('access', 'token');
    vi.mocked(fetchDivarAd).mockResolvedValue({ latitude: 35.7312, longitude: 51.3755, location_type: 'exact', neighbourhood: null, district_name: 'منطقه ۲' } as unknown as DivarAd);
    const ad = () => form({ postToken: 'QmGisha95', initialPlace: GISHA, readPin: true });
    const first = ad();
    await waitFor(() => expect(screen.getByTestId('nb-form-place').textContent).toBe('محل آگهی روی نقشه، منطقه ۲ (از نقشهٔ آگهی)'));
    fireEvent.click(screen.getByTestId('open-place-map'));
    fireEvent.click(screen.getByTestId('map-tap'));
    await waitFor(() => expect(screen.getByTestId('nb-form-place').textContent).toBe('ونک، منطقه ۳'));
    // Answered (what the paid submission does with a draftForBack form), then Back to this entry.
    expect(keepAnsweredDraft('environment:divar-form:divar_visitor:QmGisha95')).not.toBeNull();
    first.unmount();
    ad();
    await waitFor(() => expect(screen.getByTestId('nb-form-place').textContent).toBe('ونک، منطقه ۳'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('nb-form-place').textContent).toBe('ونک، منطقه ۳');
    expect(fetchDivarAd).toHaveBeenCalledTimes(1);
  });
});

describe('NeighbourhoodForm: Back from the result (the real paid submission, an anonymous visitor’s free use)', () => {
  const UUID = '5b1e0c7a-9d4f-4c2e-8a6b-3f2d1e0c9b8a';
  const RESULT = `/services/environment-evaluation/result?uuid=${UUID}`;
  const adForm = () => form({ postToken: 'QmGisha95', initialPlace: GISHA, freeUse: true });
  const press = () => fireEvent.click(screen.getByRole('button', { name: /ارزیابی/ }));
  const placeShown = () => screen.getByTestId('nb-form-place').textContent;
  const sent = async () => {
    await waitFor(() => expect(push).toHaveBeenCalledWith(RESULT));
    push.mockClear();
  };
  beforeEach(() => {
    paid.real = true;
    createAdEnvironmentEvaluation.mockResolvedValue({ uuid: UUID });
  });

  it('shows the point moved to and sent, not the ad’s; any other visit reads the ad again', async () => {
    const first = adForm();
    fireEvent.click(screen.getByTestId('open-place-map'));
    fireEvent.click(screen.getByTestId('map-tap'));
    await waitFor(() => expect(placeShown()).toBe('ونک، منطقه ۳'));
    press();
    await sent();
    expect(createAdEnvironmentEvaluation).toHaveBeenCalledWith(expect.objectContaining({ ...VANAK_POINT, divar_post_token: 'QmGisha95' }));
    // The result page arrived (the form unmounted); Back mounts the form again on the same history entry.
    first.unmount();
    const back = adForm();
    await waitFor(() => expect(placeShown()).toBe('ونک، منطقه ۳'));
    back.unmount();
    // The ad's page opened again (another history entry): the ad's place, not the last one sent.
    window.history.replaceState(null, '');
    adForm();
    await new Promise((r) => setTimeout(r, 50));
    expect(placeShown()).toBe('گیشا (کوی نصر)، منطقه ۲');
  });

  it('pressed again with the same place (the ad’s own, unedited), it asks first; «دیدن نتیجهٔ قبلی» pays nothing', async () => {
    const first = adForm();
    press();
    await sent();
    first.unmount();
    adForm();
    await waitFor(() => expect(placeShown()).toBe('گیشا (کوی نصر)، منطقه ۲'));
    overlays.ask.mockResolvedValue(true);
    press();
    await waitFor(() => expect(push).toHaveBeenCalledWith(RESULT));
    expect(overlays.ask).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'نتیجهٔ قبلی را ببینید؟', message: expect.stringContaining('همین محل را همین حالا ارزیابی کرده‌اید.') as unknown }),
    );
    expect(createAdEnvironmentEvaluation).toHaveBeenCalledTimes(1);
  });

  it('moved after Back, the place is another input: sent without a question', async () => {
    const first = adForm();
    press();
    await sent();
    first.unmount();
    adForm();
    fireEvent.click(screen.getByTestId('open-place-map'));
    fireEvent.click(screen.getByTestId('map-tap'));
    await waitFor(() => expect(placeShown()).toBe('ونک، منطقه ۳'));
    press();
    await waitFor(() => expect(createAdEnvironmentEvaluation).toHaveBeenCalledTimes(2));
    expect(overlays.ask).not.toHaveBeenCalled();
  });
});
