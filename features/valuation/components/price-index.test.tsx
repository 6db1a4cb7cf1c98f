// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalOverlays } from '@/components/feedback/global-overlays';
import { markFreeUseSpent } from '@/features/shared/billing/anonymous-free-use';
import { PRICE_FORM_KEY, PriceIndex } from './price-index';
import { POSITIVE_ONLY } from '@/lib/fa/use-number-entry';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/price', useSearchParams: () => new URLSearchParams() }));
// Leaflet needs a real layout engine; the deal-type choice does not need the map.
vi.mock('@/features/shared/place/lazy-place-map', () => ({ LazyPlaceMap: () => null }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => cleanup());

function renderPage() {
  return render(
    <GlobalOverlays>
      <PriceIndex />
    </GlobalOverlays>,
  );
}

const savedKind = () => (JSON.parse(sessionStorage.getItem(PRICE_FORM_KEY) ?? '{}') as { kind?: string }).kind;

describe('PriceIndex account notice', () => {
  it('says up front, to a signed-out visitor whose free use this month went, that the next one needs an account', () => {
    renderPage();
    // The free use is still there: the button's own note says so; nothing at the top.
    expect(screen.queryByTestId('account-needed')).toBeNull();
    act(() => markFreeUseSpent('price_evaluation'));
    const notice = screen.getByTestId('account-needed');
    expect(notice.textContent).toContain('قیمت‌گذاری دوباره به حساب کاربری نیاز دارد');
    expect(within(notice).getByRole('button', { name: 'ورود' })).toBeTruthy();
    expect(notice.compareDocumentPosition(screen.getByRole('radiogroup', { name: 'نوع ارزیابی' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('PriceIndex deal type', () => {
  it('is a radio group of native radios (the browser gives one Tab stop and the arrow keys); a choice is saved', () => {
    renderPage();
    const group = screen.getByRole('radiogroup', { name: 'نوع ارزیابی' });
    const radios = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['خرید و فروش', 'رهن و اجاره']);
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);

    fireEvent.click(radios[1]);
    expect(radios.map((r) => r.checked)).toEqual([false, true]);
    expect(savedKind()).toBe('rent');

    // Choosing the chosen option again keeps it (a deal type is always set).
    fireEvent.click(radios[0]);
    fireEvent.click(radios[0]);
    expect(radios[0].checked).toBe(true);
    expect(savedKind()).toBe('sale');
  });
});

describe('PriceIndex linked deal type', () => {
  it('starts on «رهن و اجاره» when the link says kind=rent (the blog links there)', async () => {
    window.history.replaceState(null, '', '/price?kind=rent');
    try {
      renderPage();
      const group = screen.getByRole('radiogroup', { name: 'نوع ارزیابی' });
      await waitFor(() => expect((within(group).getByRole<HTMLInputElement>('radio', { name: 'رهن و اجاره' })).checked).toBe(true));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('PriceIndex linked property', () => {
  const fields = async () => ({
    area: ((await screen.findByTestId('field-area')) as HTMLInputElement).value,
    rooms: (screen.getByTestId('field-rooms') as HTMLInputElement).value,
    build_year: (screen.getByTestId('field-build_year') as HTMLInputElement).value,
    elevator: within(screen.getByTestId('amenity-elevator')).getByRole<HTMLInputElement>('checkbox').checked,
    parking: within(screen.getByTestId('amenity-parking')).getByRole<HTMLInputElement>('checkbox').checked,
  });

  it('fills the home a suggestion card priced (area, rooms, assumed build year, lift, parking), over an earlier draft', async () => {
    sessionStorage.setItem(PRICE_FORM_KEY, JSON.stringify({ kind: 'sale', place: null, values: { area: '120', build_year: '1380' } }));
    window.history.replaceState(null, '', '/price?neighbourhood=molavi&name=x&kind=sale&area=70&rooms=2&build_year=1398&elevator=true&parking=true');
    try {
      renderPage();
      await waitFor(async () => expect(await fields()).toEqual({ area: '۷۰', rooms: '۲', build_year: '۱۳۹۸', elevator: true, parking: true }));
      // The card priced the flat with its floor unknown; the sale form asks for one (QA: 28.3 on the card, 28.74 here).
      expect(screen.getByTestId('card-floor-note').textContent).toBe(
        'قیمت کارت پیشنهاد برای طبقه نامشخص برآورد شده بود؛ با طبقه‌ای که این‌جا وارد می‌کنید، برآورد ممکن است کمی با آن فرق کند.',
      );
      // Rent cards are priced with the floor unknown too, and the rent model reads the floor through the listings most
      // like the flat (اندیشه: 1.015 bn with no floor, 1.031 bn with one): the note stays with a switch to rent.
      fireEvent.click(within(screen.getByRole('radiogroup', { name: 'نوع ارزیابی' })).getByRole('radio', { name: 'رهن و اجاره' }));
      expect(screen.getByTestId('card-floor-note')).not.toBeNull();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('leaves out a linked field the form\'s contract refuses, without an error', async () => {
    window.history.replaceState(null, '', '/price?area=5&rooms=2&build_year=abc&elevator=maybe');
    try {
      renderPage();
      await waitFor(async () => expect((await fields()).rooms).toBe('۲'));
      expect(await fields()).toEqual({ area: '', rooms: '۲', build_year: '', elevator: false, parking: false });
      expect(screen.queryByRole('alert')).toBeNull();
      cleanup();
      window.history.replaceState(null, '', '/price?kind=sale');
      renderPage();
      await screen.findByTestId('field-area');
      expect(screen.queryByTestId('card-floor-note')).toBeNull();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('PriceIndex number fields', () => {
  it('keep the caret after a digit typed inside the number (the field shows Persian digits)', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const area = (await screen.findByTestId('field-area')) as HTMLInputElement;
    await user.type(area, '85');
    expect(area.value).toBe('۸۵');
    await user.type(area, '1', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(area.value).toBe('۸۱۵');
    expect(area.selectionStart).toBe(2);
  });

  it('keep the caret after a typed decimal point or minus, so 85.5, 85/5 and a basement floor come out as typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const area = (await screen.findByTestId('field-area')) as HTMLInputElement;
    // A phone's keypad for the area has a decimal key.
    expect(area.inputMode).toBe('decimal');
    await user.type(area, '85.5');
    expect(area.value).toBe('۸۵٫۵');
    await user.clear(area);
    await user.type(area, '85/5');
    expect(area.value).toBe('۸۵٫۵');
    const floor = screen.getByTestId('field-floor') as HTMLInputElement;
    await user.clear(floor);
    await user.type(floor, '-1');
    expect(floor.value).toBe('-۱');
  });

  it('refuse text that is not one number, keeping the value and saying so, name a minus where none fits, and read a minus typed after the digit', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const area = (await screen.findByTestId('field-area')) as HTMLInputElement;
    await user.type(area, '85');
    fireEvent.change(area, { target: { value: '۱۰۰ متر، ۲ خوابه' } });
    expect(area.value).toBe('۸۵');
    expect(screen.getByText('فقط یک عدد با رقم بنویسید؛ متن و چند عدد پذیرفته نمی‌شود.')).toBeTruthy();
    // A minus is part of one number: kept as typed (not dropped to 50) and named, as the area takes no negative.
    fireEvent.change(area, { target: { value: '-50' } });
    expect(area.value).toBe('-۵۰');
    expect(screen.getByText(POSITIVE_ONLY)).toBeTruthy();
    fireEvent.change(area, { target: { value: '85' } });
    await user.type(area, '5');
    expect(area.value).toBe('۸۵۵');
    expect(screen.queryByText('فقط یک عدد با رقم بنویسید؛ متن و چند عدد پذیرفته نمی‌شود.')).toBeNull();
    expect(screen.queryByText(POSITIVE_ONLY)).toBeNull();
    const floor = screen.getByTestId('field-floor') as HTMLInputElement;
    fireEvent.change(floor, { target: { value: '۱-' } });
    expect(floor.value).toBe('-۱');
    expect(screen.getByText('همکف: ۰؛ زیرزمین: منفی ۱')).toBeTruthy();
  });
});
