// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalOverlays } from '@/components/feedback/global-overlays';
import { blankFormHref } from '@/lib/blank-form';
import type { ValuationInputs, ValuationPlace } from '@/lib/contracts/valuation';
import { sameHomeLinksOfEnvironment, sameHomeLinksOfValuation } from '@/lib/same-home';
import { PRICE_FORM_KEY, PriceIndex } from './price-index';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/price', useSearchParams: () => new URLSearchParams() }));
vi.mock('@/features/shared/place/lazy-place-map', () => ({ LazyPlaceMap: () => null }));
const createValuation = vi.fn();
vi.mock('../api/valuation-api', () => ({ createValuation: (...a: unknown[]) => createValuation(...a) }));
const searchLocation = vi.fn();
vi.mock('@/features/shared/place/place-api', async (orig) => ({ ...(await orig<object>()), searchLocation: (...a: unknown[]) => searchLocation(...a) }));

const UUID = '7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c';
const PLACE = { latitude: 35.78, longitude: 51.37, name: 'سعادت آباد', district: 'منطقه ۲', neighbourhoodId: 'saadat-abad' };
/** The last valuation's draft: a rent of a 120 m² flat (what a tester found filled in on «قیمت‌گذاری ملکی دیگر»). */
const RENT_DRAFT = { kind: 'rent', place: PLACE, values: { area: '120', rooms: '3', build_year: '1398', floor: '4' } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStorage.setItem(PRICE_FORM_KEY, JSON.stringify(RENT_DRAFT));
  createValuation.mockResolvedValue({ uuid: UUID });
  searchLocation.mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/');
});

const renderPage = () =>
  render(
    <GlobalOverlays>
      <PriceIndex />
    </GlobalOverlays>,
  );
const checkedKind = () => within(screen.getByRole('radiogroup', { name: 'نوع ارزیابی' })).getAllByRole<HTMLInputElement>('radio').find((r) => r.checked)?.closest('label')?.textContent;
const field = (name: string) => (screen.getByTestId(`field-${name}`) as HTMLInputElement).value;
const area = () => field('area');

describe('PriceIndex draft', () => {
  it('comes back after a reload (the draft keeps input not yet sent)', async () => {
    renderPage();
    await waitFor(() => expect(area()).toBe('۱۲۰'));
    expect(checkedKind()).toBe('رهن و اجاره');
  });

  it('is dropped by «قیمت‌گذاری ملکی دیگر» (?new=1): a blank sale form, and the parameter leaves the address', async () => {
    window.history.replaceState(null, '', blankFormHref('/price', { state: 's1' }));
    renderPage();
    await waitFor(() => expect(window.location.search).toBe('?state=s1'));
    expect(area()).toBe('');
    expect(checkedKind()).toBe('خرید و فروش');
    expect(screen.queryByTestId('picked-place')).toBeNull();
    expect(sessionStorage.getItem(PRICE_FORM_KEY)).toBeNull();

    // What is typed next is kept again (a reload from here restores it).
    fireEvent.change(screen.getByTestId('field-area'), { target: { value: '85' } });
    expect(JSON.parse(sessionStorage.getItem(PRICE_FORM_KEY) ?? '{}')).toMatchObject({ kind: 'sale', values: { area: '85' } });
  });

  it('a link naming the deal type still sets it on the blank form', async () => {
    window.history.replaceState(null, '', blankFormHref('/price', { kind: 'rent' }));
    renderPage();
    await waitFor(() => expect(checkedKind()).toBe('رهن و اجاره'));
    expect(area()).toBe('');
  });

  it('once its submission is answered, is not written back, and a new visit of the form starts blank', async () => {
    const view = renderPage();
    await waitFor(() => expect(area()).toBe('۱۲۰'));
    // An anonymous visitor's free valuation runs at once (no dialog).
    await act(async () => fireEvent.click(screen.getByTestId('start-valuation')));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/rent-price-evaluation-result?uuid=${UUID}`));
    expect(createValuation).toHaveBeenCalledWith('rent', expect.objectContaining({ area: 120 }));
    const answered = sessionStorage.getItem(PRICE_FORM_KEY);
    // Nothing the page does afterwards writes it back as a draft in progress.
    fireEvent.change(screen.getByTestId('field-area'), { target: { value: '99' } });
    fireEvent.blur(screen.getByTestId('field-area'));
    expect(sessionStorage.getItem(PRICE_FORM_KEY)).toBe(answered);

    // The menu's link: a new history entry.
    view.unmount();
    window.history.pushState(null, '', '/price');
    renderPage();
    await act(async () => undefined);
    expect(area()).toBe('');
    expect(checkedKind()).toBe('خرید و فروش');
    // A reload of that visit too.
    cleanup();
    renderPage();
    await act(async () => undefined);
    expect(area()).toBe('');
  });

  describe('Back from its result (the history entry that sent it)', () => {
    const answer = async () => {
      const view = renderPage();
      await waitFor(() => expect(area()).toBe('۱۲۰'));
      await act(async () => fireEvent.click(screen.getByTestId('start-valuation')));
      await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
      // The result page replaces the form; Back mounts the form again on the same entry.
      view.unmount();
      createValuation.mockClear();
    };

    it('shows the flat as it was sent: the deal type, the place and every field; nothing is sent again', async () => {
      await answer();
      renderPage();
      await waitFor(() => expect(area()).toBe('۱۲۰'));
      expect(checkedKind()).toBe('رهن و اجاره');
      expect(screen.getByTestId('picked-place').textContent).toContain('سعادت آباد');
      expect([field('rooms'), field('build_year'), field('floor')]).toEqual(['۳', '۱۳۹۸', '۴']);
      await act(async () => undefined);
      expect(createValuation).not.toHaveBeenCalled();
      expect(push).toHaveBeenCalledTimes(1);
    });

    it('the tab the user chose wins over the deal type the address named, and the address\'s place is not picked again', async () => {
      searchLocation.mockResolvedValue([{ id: 'narmak', name: 'نارمک', district: 'منطقه ۸', latitude: 35.73, longitude: 51.5 }]);
      // Opened as a sale of نارمک by a link; the user chose rent and سعادت آباد (the draft) before sending.
      window.history.replaceState(null, '', '/price?kind=sale&neighbourhood=narmak&name=نارمک');
      const view = renderPage();
      await waitFor(() => expect(screen.getByTestId('picked-place').textContent).toContain('نارمک'));
      fireEvent.click(screen.getByTestId('kind-rent'));
      fireEvent.change(screen.getByTestId('field-area'), { target: { value: '75' } });
      await act(async () => fireEvent.click(screen.getByTestId('start-valuation')));
      await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
      expect(createValuation).toHaveBeenCalledWith('rent', expect.objectContaining({ area: 75, neighbourhood: 'narmak' }));
      view.unmount();

      searchLocation.mockClear();
      renderPage();
      await waitFor(() => expect(area()).toBe('۷۵'));
      await act(async () => undefined);
      expect(checkedKind()).toBe('رهن و اجاره');
      expect(screen.getByTestId('picked-place').textContent).toContain('نارمک');
      expect(searchLocation).not.toHaveBeenCalled();
    });

    it('a reload there keeps it; a mere look leaves the menu\'s next visit blank, an edit makes it a draft again', async () => {
      await answer();
      renderPage();
      await waitFor(() => expect(area()).toBe('۱۲۰'));
      cleanup();
      renderPage();
      await waitFor(() => expect(area()).toBe('۱۲۰'));
      cleanup();

      window.history.pushState(null, '', '/price');
      renderPage();
      await act(async () => undefined);
      expect(area()).toBe('');
      cleanup();

      window.history.back();
      await waitFor(() => expect(window.location.pathname).toBe('/'));
      renderPage();
      await waitFor(() => expect(area()).toBe('۱۲۰'));
      fireEvent.change(screen.getByTestId('field-area'), { target: { value: '130' } });
      expect(JSON.parse(sessionStorage.getItem(PRICE_FORM_KEY) ?? '{}')).toMatchObject({ kind: 'rent', values: { area: '130' } });
    });
  });

  it('stays when the submission fails (the user tries again without typing twice)', async () => {
    createValuation.mockRejectedValue(new Error('offline'));
    renderPage();
    await waitFor(() => expect(area()).toBe('۱۲۰'));
    await act(async () => fireEvent.click(screen.getByTestId('start-valuation')));
    await waitFor(() => expect(createValuation).toHaveBeenCalled());
    expect(push).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(PRICE_FORM_KEY) ?? '{}')).toMatchObject({ kind: 'rent', values: { area: '120' } });
  });
});

describe('PriceIndex filled by a result\'s link to the same home (lib/same-home.ts)', () => {
  const inputs: ValuationInputs = {
    latitude: 35.78,
    longitude: 51.37,
    neighbourhood: 'saadat-abad',
    area: 120,
    rooms: 3,
    build_year: 1398,
    floor: -1,
    total_floors: 6,
    elevator: false,
    parking: true,
    storage: true,
    postal_code: null,
  };
  const place: ValuationPlace = { city: 'تهران', district: 2, district_name: 'منطقه ۲', neighbourhood: { id: 'saadat-abad', name: 'سعادت آباد', slug: null }, latitude: 35.78, longitude: 51.37 };
  const follow = (link: { draftKey: string; draft: unknown }) => sessionStorage.setItem(link.draftKey, JSON.stringify(link.draft));
  const amenity = (name: string) => within(screen.getByTestId(`amenity-${name}`)).getByRole<HTMLInputElement>('checkbox').checked;

  it('a sale result\'s «برآورد اجارهٔ همین ملک»: rent, the place, every field and each amenity as the report had them', async () => {
    follow(sameHomeLinksOfValuation({ kind: 'sale', inputs, place })[0]);
    renderPage();
    await waitFor(() => expect(checkedKind()).toBe('رهن و اجاره'));
    expect([field('area'), field('rooms'), field('build_year'), field('floor'), field('total_floors'), field('postal_code')]).toEqual(['۱۲۰', '۳', '۱۳۹۸', '-۱', '۶', '']);
    expect([amenity('elevator'), amenity('parking'), amenity('storage')]).toEqual([false, true, true]);
    expect(screen.getByTestId('picked-place').textContent).toContain('سعادت آباد');
  });

  it('is sent as the report\'s place and property, on the usual paid flow (an anonymous visitor: the free use)', async () => {
    follow(sameHomeLinksOfValuation({ kind: 'sale', inputs, place })[0]);
    renderPage();
    await waitFor(() => expect(field('area')).toBe('۱۲۰'));
    await act(async () => fireEvent.click(screen.getByTestId('start-valuation')));
    await waitFor(() => expect(createValuation).toHaveBeenCalled());
    expect(createValuation).toHaveBeenCalledWith(
      'rent',
      expect.objectContaining({ latitude: 35.78, longitude: 51.37, neighbourhood: 'saadat-abad', area: 120, rooms: 3, build_year: 1398, floor: -1, elevator: false, parking: true, storage: true }),
    );
  });

  it('a neighbourhood result\'s «قیمت‌گذاری ملکی در همین محل»: the place alone, not the last draft\'s flat', async () => {
    const e = { place: { latitude: 35.73, longitude: 51.5, city: 'تهران', district: 8, district_name: 'منطقه ۸', neighbourhood: { id: 'narmak', name: 'نارمک' } } };
    follow(sameHomeLinksOfEnvironment(e)[0]);
    renderPage();
    await waitFor(() => expect(screen.getByTestId('picked-place').textContent).toContain('نارمک'));
    expect(checkedKind()).toBe('خرید و فروش');
    expect(field('area')).toBe('');
  });

  describe('opened from its own address (a new tab, a copied link: no draft of it in this tab)', () => {
    // A pin picked on the map in سعادت آباد, away from the neighbourhood's centre the search gives.
    const pinned: ValuationInputs = { ...inputs, latitude: 35.7812, longitude: 51.3705, neighbourhood: null };
    const pinnedPlace: ValuationPlace = { ...place, latitude: 35.7812, longitude: 51.3705 };
    const open = () => {
      searchLocation.mockResolvedValue([{ id: 'saadat-abad', name: 'سعادت آباد', district: 'منطقه ۲', latitude: 35.79, longitude: 51.38 }]);
      // The last valuation's draft (beforeEach) is there: the link wins over it.
      window.history.replaceState(null, '', sameHomeLinksOfValuation({ kind: 'sale', inputs: pinned, place: pinnedPlace })[0].href);
      renderPage();
    };
    const note = () => screen.queryByTestId('same-home-note');

    it('fills the whole flat at its pin, says so, and a reload keeps the user\'s edits', async () => {
      open();
      await waitFor(() => expect(field('floor')).toBe('-۱'));
      expect(checkedKind()).toBe('رهن و اجاره');
      expect([field('area'), field('rooms'), field('build_year'), field('total_floors'), field('postal_code')]).toEqual(['۱۲۰', '۳', '۱۳۹۸', '۶', '']);
      expect([amenity('elevator'), amenity('parking'), amenity('storage')]).toEqual([false, true, true]);
      await waitFor(() => expect(screen.getByTestId('picked-place').textContent).toContain('سعادت آباد'));
      expect(note()?.textContent).toContain('این فرم با مشخصات همان ملکِ گزارش قبلی پر شده است؛ پیش از ثبت بررسی کنید.');
      expect(screen.queryByTestId('card-floor-note')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      // The figures are in the draft now; the address keeps only the place and the deal type.
      expect(new URLSearchParams(window.location.search).has('area')).toBe(false);
      expect(JSON.parse(sessionStorage.getItem(PRICE_FORM_KEY) ?? '{}')).toMatchObject({ kind: 'rent', values: { area: '120', floor: '-1', storage: true } });

      // Sent at the pin, the neighbourhood left for the server to find from it (as the map click was).
      await act(async () => fireEvent.click(screen.getByTestId('start-valuation')));
      await waitFor(() => expect(createValuation).toHaveBeenCalled());
      const [kind, body] = createValuation.mock.calls[0] as [string, Record<string, unknown>];
      expect(kind).toBe('rent');
      expect(body).toMatchObject({ latitude: 35.7812, longitude: 51.3705, area: 120, rooms: 3, build_year: 1398, floor: -1, total_floors: 6, elevator: false, parking: true, storage: true });
      expect(body.neighbourhood).toBeUndefined();
    });

    it('«پاک کردن فرم» empties the flat and its place, keeps the deal type, and the link no longer refills it', async () => {
      open();
      await waitFor(() => expect(field('area')).toBe('۱۲۰'));
      await waitFor(() => expect(screen.getByTestId('picked-place')).toBeTruthy());
      fireEvent.click(screen.getByRole('button', { name: 'پاک کردن فرم' }));
      expect([field('area'), field('rooms'), field('floor'), field('total_floors')]).toEqual(['', '', '', '']);
      expect(amenity('storage')).toBe(false);
      expect(screen.queryByTestId('picked-place')).toBeNull();
      expect(checkedKind()).toBe('رهن و اجاره');
      expect(note()).toBeNull();
      expect(window.location.search).toBe('');
      expect(JSON.parse(sessionStorage.getItem(PRICE_FORM_KEY) ?? '{}')).toMatchObject({ kind: 'rent', place: null, values: { area: '' } });
    });

    it('«بستن» hides the note and keeps the flat', async () => {
      open();
      await waitFor(() => expect(note()).not.toBeNull());
      fireEvent.click(screen.getByRole('button', { name: 'بستن این پیام' }));
      expect(note()).toBeNull();
      expect(field('area')).toBe('۱۲۰');
    });

    it('a plain click\'s address says it too (its draft filled the form)', async () => {
      follow(sameHomeLinksOfValuation({ kind: 'sale', inputs, place })[0]);
      window.history.replaceState(null, '', sameHomeLinksOfValuation({ kind: 'sale', inputs, place })[0].path);
      renderPage();
      await waitFor(() => expect(note()).not.toBeNull());
      expect(field('area')).toBe('۱۲۰');
      await waitFor(() => expect(window.location.search).toBe(''));
    });

    it('a card\'s link or a plain visit says nothing of a report', async () => {
      window.history.replaceState(null, '', '/price?kind=sale&area=70&rooms=2');
      renderPage();
      await waitFor(() => expect(field('area')).toBe('۷۰'));
      expect(note()).toBeNull();
      expect(screen.getByTestId('card-floor-note')).toBeTruthy();
    });
  });
});

