// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalOverlays } from '@/components/feedback/global-overlays';
import { MAP_PICK_HINT } from '@/features/shared/place/map-pick-hint';
import { tokenStore } from '@/lib/auth-tokens';
import { PLACE_REQUIRED } from '@/lib/contracts/place';
import { ENVIRONMENT_FORM_KEY, sameHomeLinksOfValuation } from '@/lib/same-home';
import { EnvironmentIndex } from './environment-index';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/neighborhood', useSearchParams: () => new URLSearchParams() }));
vi.mock('@/features/shared/place/lazy-place-map', () => ({ LazyPlaceMap: () => null }));
const createEnvironmentEvaluation = vi.fn();
vi.mock('../api/environment-api', () => ({ createEnvironmentEvaluation: (...a: unknown[]) => createEnvironmentEvaluation(...a) }));
const searchLocation = vi.fn();
vi.mock('@/features/shared/place/place-api', async (orig) => ({ ...(await orig<object>()), searchLocation: (...a: unknown[]) => searchLocation(...a) }));
const openDialog = vi.fn();
vi.mock('@/components/dialogs/dialog-store', async (orig) => ({ ...(await orig<object>()), openDialog: (...a: unknown[]) => openDialog(...a) }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('EnvironmentIndex (/neighborhood)', () => {
  it('tells a signed-out visitor up front that an account is needed, with sign-in and sign-up over this page', async () => {
    render(
      <GlobalOverlays>
        <EnvironmentIndex />
      </GlobalOverlays>,
    );
    const notice = screen.getByTestId('account-needed');
    expect(notice.textContent).toContain('ارزیابی محله به حساب کاربری نیاز دارد');
    // Before the form's first field: read before anything is filled.
    expect(notice.compareDocumentPosition(screen.getByTestId('place-search')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'ورود' }));
    expect(openDialog).toHaveBeenLastCalledWith('auth', { authType: 'login' });
    fireEvent.click(within(notice).getByRole('button', { name: 'ثبت نام' }));
    expect(openDialog).toHaveBeenLastCalledWith('auth', { authType: 'signup' });
  });

  it('under the open map, says both ways to pick on it: a tap, or the arrows and Enter', () => {
    render(
      <GlobalOverlays>
        <EnvironmentIndex />
      </GlobalOverlays>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'انتخاب محل روی نقشه' }));
    expect(screen.getByText(MAP_PICK_HINT)).toBeTruthy();
    expect(MAP_PICK_HINT).toContain('Enter');
  });

  it('shows no such notice to a signed-in user', () => {
    tokenStore.set({ access: 'a', refresh: 'r' });
    render(
      <GlobalOverlays>
        <EnvironmentIndex />
      </GlobalOverlays>,
    );
    expect(screen.getByTestId('place-search')).toBeTruthy();
    expect(screen.queryByTestId('account-needed')).toBeNull();
    tokenStore.clear();
  });

  it('without a place, «ارزیابی محله» still answers: the message /price gives, on the search box, which takes the focus', async () => {
    render(
      <GlobalOverlays>
        <EnvironmentIndex />
      </GlobalOverlays>,
    );
    const start = screen.getByTestId('start-environment-evaluation') as HTMLButtonElement;
    expect(start.disabled).toBe(false);
    await act(async () => fireEvent.click(start));
    await waitFor(() => expect(screen.getByText(PLACE_REQUIRED)).toBeTruthy());
    const search = screen.getByTestId('place-search');
    expect(search.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(openDialog).not.toHaveBeenCalled();
  });
});

describe('EnvironmentIndex filled by a valuation\'s «امتیاز محلهٔ همین ملک» (its draft)', () => {
  const inputs = { latitude: 35.8, longitude: 51.42, neighbourhood: null, area: 120, rooms: 2, build_year: 1398, floor: 2, total_floors: null, elevator: true, parking: true, storage: false, postal_code: null };
  const place = { city: 'تهران', district: 1, district_name: 'منطقه ۱', neighbourhood: { id: 'elahiyeh', name: 'الهیه', slug: null }, latitude: 35.8, longitude: 51.42 };
  const renderForm = () =>
    render(
      <GlobalOverlays>
        <EnvironmentIndex />
      </GlobalOverlays>,
    );

  it('opens with the valuation\'s pin, sent as it is; once answered, Back shows it again and the next visit starts blank', async () => {
    const link = sameHomeLinksOfValuation({ kind: 'sale', inputs, place })[1];
    sessionStorage.setItem(link.draftKey, JSON.stringify(link.draft));
    createEnvironmentEvaluation.mockResolvedValue({ uuid: 'u1' });
    // The service dialog opens as usual (no anonymous free use here); its «pay with credit» runs the request.
    const view = renderForm();
    await waitFor(() => expect(screen.getByTestId('picked-place').textContent).toContain('الهیه'));
    await act(async () => fireEvent.click(screen.getByTestId('start-environment-evaluation')));
    await waitFor(() => expect(openDialog).toHaveBeenCalledWith('service', expect.objectContaining({ category: 'environmental_evaluation' })));
    const ctx = openDialog.mock.calls[0][1] as { formValues: { input: unknown }; onPayWithCredit: (s: { id: number }) => Promise<void> };
    expect(ctx.formValues.input).toEqual({ place: { latitude: 35.8, longitude: 51.42, name: 'الهیه', district: 'منطقه ۱' } });
    await act(async () => ctx.onPayWithCredit({ id: 7 }));
    expect(createEnvironmentEvaluation).toHaveBeenCalledWith(expect.objectContaining({ service: 7, latitude: 35.8, longitude: 51.42 }));
    expect(createEnvironmentEvaluation.mock.calls[0][0]).not.toHaveProperty('neighbourhood');
    expect(push).toHaveBeenCalledWith('/services/environment-evaluation/result?uuid=u1');

    // Back from the result: the same history entry mounts the form again, at the pin sent; nothing is sent again.
    view.unmount();
    renderForm();
    await waitFor(() => expect(screen.getByTestId('picked-place').textContent).toContain('الهیه'));
    await act(async () => undefined);
    expect(createEnvironmentEvaluation).toHaveBeenCalledTimes(1);
    expect(openDialog).toHaveBeenCalledTimes(1);
    cleanup();

    // The menu's link (a new history entry): blank.
    window.history.pushState(null, '', '/neighborhood');
    renderForm();
    await act(async () => undefined);
    expect(screen.queryByTestId('picked-place')).toBeNull();
  });

  it('on Back, the place sent wins over the neighbourhood its address named (not searched again)', async () => {
    searchLocation.mockResolvedValue([{ id: 'elahiyeh', name: 'الهیه', district: 'منطقه ۱', latitude: 35.79, longitude: 51.43 }]);
    createEnvironmentEvaluation.mockResolvedValue({ uuid: 'u2' });
    window.history.replaceState(null, '', '/neighborhood?neighbourhood=elahiyeh&name=%D8%A7%D9%84%D9%87%DB%8C%D9%87');
    const view = renderForm();
    await waitFor(() => expect(screen.getByTestId('picked-place').textContent).toContain('الهیه'));
    await act(async () => fireEvent.click(screen.getByTestId('start-environment-evaluation')));
    await waitFor(() => expect(openDialog).toHaveBeenCalled());
    await act(async () => (openDialog.mock.calls[0][1] as { onPayWithCredit: (s: { id: number }) => Promise<void> }).onPayWithCredit({ id: 7 }));
    expect(push).toHaveBeenCalledWith('/services/environment-evaluation/result?uuid=u2');
    view.unmount();
    searchLocation.mockClear();

    renderForm();
    await waitFor(() => expect(screen.getByTestId('picked-place').textContent).toContain('الهیه'));
    await act(async () => undefined);
    expect(searchLocation).not.toHaveBeenCalled();
  });

  it('keeps a place picked through a reload (the gateway, the sign-in)', async () => {
    sessionStorage.setItem(ENVIRONMENT_FORM_KEY, JSON.stringify({ place: { latitude: 35.73, longitude: 51.5, name: 'نارمک', district: 'منطقه ۸', neighbourhoodId: 'narmak' } }));
    renderForm();
    await waitFor(() => expect(screen.getByTestId('picked-place').textContent).toContain('نارمک'));
  });

  it('a link naming a neighbourhood wins over the draft (a report without a pin names its neighbourhood)', async () => {
    sessionStorage.setItem(ENVIRONMENT_FORM_KEY, JSON.stringify({ place: { latitude: 35.73, longitude: 51.5, name: 'نارمک', district: 'منطقه ۸', neighbourhoodId: 'narmak' } }));
    searchLocation.mockResolvedValue([{ id: 'elahiyeh', name: 'الهیه', district: 'منطقه ۱', latitude: 35.79, longitude: 51.43 }]);
    window.history.replaceState(null, '', '/neighborhood?neighbourhood=elahiyeh&name=%D8%A7%D9%84%D9%87%DB%8C%D9%87');
    renderForm();
    await waitFor(() => expect(screen.getByTestId('picked-place').textContent).toContain('الهیه'));
    expect(searchLocation).toHaveBeenCalledWith('الهیه');
  });
});
