// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalOverlays } from '@/components/feedback/global-overlays';
import { visitorReport } from '@/features/shared/divar/visitor-reports';
import { AD_UNSTATED, PlainValuationForm, type PlainValuationFormProps } from './plain-valuation-form';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/divar/price/visitor-evaluation/form' }));
const createValuation = vi.fn();
vi.mock('../api/valuation-api', () => ({ createValuation: (...a: unknown[]) => createValuation(...a) }));

const UUID = '7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c';
const PLACE = { latitude: 35.78, longitude: 51.37, name: 'سعادت آباد', district: 'منطقه ۲', neighbourhoodId: 'saadat-abad' };
const props: PlainValuationFormProps = {
  kind: 'sale',
  prefill: { place: PLACE, area: '120', rooms: '3', build_year: '1398', floor: '4', elevator: true },
  agentType: 'divar_visitor',
  freeUse: true,
  extraBody: { divar_post_token: 'QmSale120' },
  resultHref: '/divar/price/visitor/uuid={uuid}?return_url=x',
  draftKey: 'test:divar-form',
  payLabel: 'قیمت‌گذاری آگهی',
};
const renderForm = (p: Partial<PlainValuationFormProps> = {}) =>
  render(
    <GlobalOverlays>
      <PlainValuationForm {...props} {...p} />
    </GlobalOverlays>,
  );

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  createValuation.mockResolvedValue({ uuid: UUID });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('PlainValuationForm (the Divar pages)', () => {
  it('shows what the ad says, in Persian digits, with labels a screen reader reads', () => {
    renderForm();
    expect((screen.getByLabelText(/متراژ/) as HTMLInputElement).value).toBe('۱۲۰');
    expect((screen.getByTestId('field-rooms') as HTMLInputElement).value).toBe('۳');
    expect((screen.getByTestId('field-total_floors') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('ad-form-place').textContent).toContain('سعادت آباد');
    expect((screen.getByTestId('amenity-elevator').querySelector('input') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('start-valuation').textContent).toBe('قیمت‌گذاری رایگان');
  });

  it('says under storage and the building\'s floors that they do not move the estimate, in the deal\'s words (QA s10 #3)', () => {
    renderForm();
    const sale = 'در برآورد فروش اثری ندارد؛ آگهی‌های دیوار، که مدل ملک را همانند آن‌ها قیمت می‌گذارد، این مشخصه را ندارند';
    expect(screen.getByTestId('storage-hint').textContent).toBe(`انباری: ${sale}`);
    const floors = screen.getByTestId('field-total_floors');
    expect(document.getElementById(floors.getAttribute('aria-describedby') ?? '')?.textContent).toBe(sale);
    cleanup();
    renderForm({ kind: 'rent' });
    expect(screen.getByTestId('storage-hint').textContent).toBe('انباری: در برآورد اجاره اثری ندارد؛ داده‌های اجاره این مشخصه را ندارند');
    // Rooms and floor move some rent estimates (the nearest similar listing matches on them): no such line.
    const rooms = screen.getByTestId('field-rooms');
    expect(document.getElementById(rooms.getAttribute('aria-describedby') ?? '')?.textContent).toBe('');
  });

  it('refuses a missing field in Persian (the contract loads on first use) and sends nothing', async () => {
    renderForm({ prefill: { ...props.prefill, build_year: '' } });
    await act(async () => fireEvent.click(screen.getByTestId('start-valuation')));
    await waitFor(() => expect(screen.getByText('این فیلد الزامی است')).toBeTruthy());
    expect(screen.getByTestId('field-build_year').getAttribute('aria-invalid')).toBe('true');
    expect(createValuation).not.toHaveBeenCalled();
  });

  it("sends the ad's token with the partner's service and opens the result page it was given", async () => {
    renderForm();
    await act(async () => fireEvent.click(screen.getByTestId('start-valuation')));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/divar/price/visitor/uuid=${UUID}?return_url=x`));
    const [kind, body] = createValuation.mock.calls[0] as [string, Record<string, unknown>];
    expect(kind).toBe('sale');
    expect(body).toMatchObject({ service: 'price_evaluation_divar_visitor_base', divar_post_token: 'QmSale120', area: 120, rooms: 3, neighbourhood: 'saadat-abad' });
  });

  it('Back from the result shows the flat as corrected and sent, not the ad again; nothing is sent again', async () => {
    const view = renderForm();
    fireEvent.change(screen.getByTestId('field-area'), { target: { value: '95' } });
    await act(async () => fireEvent.click(screen.getByTestId('start-valuation')));
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(createValuation).toHaveBeenCalledWith('sale', expect.objectContaining({ area: 95 }));
    // The result page replaces the form; Back mounts the form again on the same history entry.
    view.unmount();
    createValuation.mockClear();
    renderForm();
    await waitFor(() => expect((screen.getByTestId('field-area') as HTMLInputElement).value).toBe('۹۵'));
    await act(async () => undefined);
    expect(createValuation).not.toHaveBeenCalled();
    cleanup();
    // A new visit (another history entry) reads the ad again.
    window.history.pushState(null, '', '/divar/price/visitor-evaluation/form');
    renderForm();
    await act(async () => undefined);
    expect((screen.getByTestId('field-area') as HTMLInputElement).value).toBe('۱۲۰');
  });

  it("remembers an anonymous visitor's result of the ad in this browser (the entry page offers it again)", async () => {
    renderForm();
    await act(async () => fireEvent.click(screen.getByTestId('start-valuation')));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(visitorReport('price', 'QmSale120')).toBe(UUID);
    expect(visitorReport('price', 'QmOther')).toBeNull();
  });

  it('marks what the ad left out instead of reading it as «ندارد», with the ad\'s own year words', async () => {
    renderForm({
      prefill: { ...props.prefill, build_year: '', elevator: false },
      adReading: { unstated: ['build_year', 'elevator', 'parking', 'storage'], yearText: 'قبل از ۱۳۷۰' },
    });
    expect(screen.getByTestId('ad-form-reading').textContent).toContain('مواردی را که «در آگهی ذکر نشده» خودتان تعیین کنید');
    const year = screen.getByTestId('field-build_year');
    const yearHelper = () => document.getElementById(year.getAttribute('aria-describedby')!)!.textContent;
    expect(yearHelper()).toBe('در آگهی: «قبل از ۱۳۷۰» — سال ساخت را تعیین کنید');
    // Storage is not asked for: no valuation reads it, and its own hint says so.
    expect(screen.getByTestId('amenities-unstated').textContent).toBe(`آسانسور و پارکینگ: ${AD_UNSTATED}`);
    expect(screen.getByTestId('storage-hint')).toBeTruthy();
    // Deciding one takes it off the list; filling the year takes its note away.
    await act(async () => fireEvent.click(screen.getByTestId('amenity-elevator').querySelector('input')!));
    expect(screen.getByTestId('amenities-unstated').textContent).toBe(`پارکینگ: ${AD_UNSTATED}`);
    await act(async () => fireEvent.change(year, { target: { value: '۱۳۶۵' } }));
    expect(yearHelper()).not.toContain('در آگهی');
  });

  it('says the ad was read only when it was: nothing left out, or nothing stated at all', () => {
    renderForm({ adReading: { unstated: [], yearText: null } });
    expect(screen.getByTestId('ad-form-reading').textContent).toBe('مشخصات از آگهی خوانده شده است؛ هر کدام را که لازم است اصلاح یا کامل کنید.');
    expect(screen.queryByTestId('amenities-unstated')).toBeNull();
    cleanup();
    renderForm({ adReading: { unstated: ['area', 'rooms', 'build_year', 'floor', 'elevator', 'parking', 'storage'], yearText: null } });
    expect(screen.getByTestId('ad-form-reading').textContent).toBe('آگهی مشخصات ملک را ذکر نکرده است؛ لطفاً آن‌ها را وارد کنید.');
  });

  it('asks for the place when the ad names none', async () => {
    renderForm({ prefill: { ...props.prefill, place: null } });
    expect(screen.getByTestId('ad-form-change-place').textContent).toBe('انتخاب محل');
    await act(async () => fireEvent.click(screen.getByTestId('start-valuation')));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('محل ملک را روی نقشه انتخاب کنید یا نام محله را جست‌وجو کنید'));
    expect(createValuation).not.toHaveBeenCalled();
  });
});
