// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocationSearchResult } from '@/lib/contracts/environment';
import { locationSearchQuery } from '@/lib/contracts/place';
import { PLACE_SEARCH_MAX_LENGTH, PLACE_SEARCH_TOO_LONG } from '@/lib/contracts/place-constants';
import { NO_PLACE_NAMED, PlaceSearchField, SEARCH_FAILED } from './place-search-field';
import { PICK_FROM_LIST } from './use-place-search-text';
import { SEARCH_REFUSED } from './use-location-search';

const HITS: LocationSearchResult[] = [
  { id: 'n1', name: 'نارمک', district: 'منطقه 8', latitude: 35.74, longitude: 51.5 } as LocationSearchResult,
  { id: 'n2', name: 'نارمک جنوبی', district: 'منطقه 8', latitude: 35.73, longitude: 51.5 } as LocationSearchResult,
];
// What the server offers for a street's name: the places that list it, each saying which street.
const STREET_HITS: LocationSearchResult[] = [
  { id: 'aramaneh', name: 'ارامنه', district: 'منطقه 7', latitude: 35.71, longitude: 51.44, via: 'میدان نامجو' },
  { id: 'tehran-gorgan', name: 'گرگان', district: 'منطقه 7', latitude: 35.72, longitude: 51.45, via: 'خیابان نامجو' },
];
let offline = false;
// What the API client rejects with when the server answers 400 (an axios error: its response's status and body).
const refusedWith = (data: unknown) => Object.assign(new Error('Request failed with status code 400'), { isAxiosError: true, response: { status: 400, data } });
// The server's word for a town outside Tehran, beside the close Tehran names it still offers.
const PARDIS_OUTSIDE = '«پردیس» خارج از محدوده خدمات ماست؛ ارزیابی فعلاً فقط برای شهر تهران انجام می‌شود';
const PARDISAN: LocationSearchResult = { id: 'pardisan', name: 'پردیسان', district: 'منطقه ۲', latitude: 35.76, longitude: 51.37 };
const searchLocation = vi.fn((q: string, onOutside?: (message: string) => void): Promise<LocationSearchResult[]> =>
  q === 'پردیس'
    ? (onOutside?.(PARDIS_OUTSIDE), Promise.resolve([PARDISAN]))
    : q === 'ونک' || offline
    ? Promise.reject(new Error('Network Error'))
    : q === 'رد شده'
      ? Promise.reject(refusedWith([{ q: [PLACE_SEARCH_TOO_LONG] }]))
      : q === 'رد بی‌پیام'
        ? Promise.reject(refusedWith({}))
        : Promise.resolve(q === 'نامجو' ? STREET_HITS : q === 'ناکجاآباد' ? [] : HITS),
);
vi.mock('./place-api', () => ({ searchLocation: (q: string, _signal?: AbortSignal, onOutside?: (message: string) => void) => searchLocation(q, onOutside) }));

afterEach(cleanup);

function Harness({ onPick }: { onPick: (hit: LocationSearchResult | null) => void }) {
  const [text, setText] = useState('');
  return (
    <form onSubmit={(e) => (e.preventDefault(), onPick(null))}>
      <PlaceSearchField inputValue={text} onInputChange={setText} onPick={onPick} label="نام محله" placeholder="مثلاً نارمک" />
    </form>
  );
}

describe('PlaceSearchField', () => {
  it("refused for no place with a name typed, says what to do about that name, not only that no place was picked", async () => {
    const REQUIRED = 'محل ملک را روی نقشه انتخاب کنید یا نام محله را جست‌وجو کنید';
    function Refused() {
      const [text, setText] = useState('');
      return <PlaceSearchField inputValue={text} onInputChange={setText} onPick={vi.fn()} label="نام محله" placeholder="" error helperText={REQUIRED} hint={text ? PICK_FROM_LIST : undefined} />;
    }
    render(<Refused />);
    const box = screen.getByRole('combobox');
    const helper = () => document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(helper()).toBe(REQUIRED);
    fireEvent.change(box, { target: { value: 'ناکجاآباد' } });
    await waitFor(() => expect(helper()).toBe(NO_PLACE_NAMED), { timeout: 3000 });
    // A name with places offered: pick one of them.
    fireEvent.change(box, { target: { value: 'نارم' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2), { timeout: 3000 });
    expect(helper()).toBe(PICK_FROM_LIST);
  });

  it('is a combobox whose list the arrow keys walk and Enter picks from, without submitting the form', async () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'نام محله' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box, { target: { value: 'نار' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2), { timeout: 3000 });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')[0].textContent).toBe('نارمک منطقه ۸');
    // Tab leaves the box for the next control: a list that scrolls is a Tab stop in Chromium, and its focus closed it.
    expect(screen.getByRole('listbox').parentElement?.getAttribute('tabindex')).toBe('-1'); // the box that scrolls

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1];
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    // ↓ past the last option comes back to the first.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0].id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith(HITS[1]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape, picks on a click, and says what is missing before two letters are typed', async () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'ن' } });
    expect(screen.getByText('دست‌کم دو حرف از نام محله را بنویسید')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'نار' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2), { timeout: 3000 });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getAllByRole('option')[0]);
    expect(onPick).toHaveBeenCalledWith(HITS[0]);
  });

  it('labels a place offered for a street with that street, and picks the place itself', async () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'نامجو' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2), { timeout: 3000 });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['ارامنه — میدان نامجو منطقه ۷', 'گرگان — خیابان نامجو منطقه ۷']);
    expect(screen.queryByText('محله‌ای با این نام پیدا نشد')).toBeNull();
    fireEvent.click(screen.getAllByRole('option')[1]);
    expect(onPick).toHaveBeenCalledWith(STREET_HITS[1]);
  });

  it('says the search failed, not that no place has the name, when it got no answer (offline)', async () => {
    render(<Harness onPick={vi.fn()} />);
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'ونک' } });
    await waitFor(() => expect(screen.getByText(SEARCH_FAILED)).toBeTruthy(), { timeout: 3000 });
    expect(screen.queryByText('محله‌ای با این نام پیدا نشد')).toBeNull();
    // Another query that is answered shows its places.
    fireEvent.change(box, { target: { value: 'نارم' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2), { timeout: 3000 });
    expect(screen.queryByText(SEARCH_FAILED)).toBeNull();
  });

  it("keeps a paste past the API's limit, says so at the field with the API's words, and sends nothing", async () => {
    searchLocation.mockClear();
    render(<Harness onPick={vi.fn()} />);
    const box = screen.getByRole('combobox') as HTMLInputElement;
    // No maxLength: a browser would cut the paste to it without a word.
    expect(box.hasAttribute('maxlength')).toBe(false);
    const long = 'نارمک '.repeat(20);
    expect(long.trim().length).toBeGreaterThan(PLACE_SEARCH_MAX_LENGTH);
    fireEvent.change(box, { target: { value: long } });
    expect(box.value).toBe(long);
    const helper = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe(PLACE_SEARCH_TOO_LONG);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // Past the debounce, still nothing asked of the server.
    await new Promise((r) => setTimeout(r, 400));
    expect(searchLocation).not.toHaveBeenCalled();
    // The same words as the route's refusal, at the same boundary.
    expect(locationSearchQuery.safeParse({ q: 'ا'.repeat(PLACE_SEARCH_MAX_LENGTH) }).success).toBe(true);
    expect(locationSearchQuery.safeParse({ q: 'ا'.repeat(PLACE_SEARCH_MAX_LENGTH + 1) }).error?.issues[0].message).toBe(PLACE_SEARCH_TOO_LONG);
    // Cut to the limit, it searches again and the word goes.
    fireEvent.change(box, { target: { value: 'نارمک' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2), { timeout: 3000 });
    expect(helper?.textContent).toBe('');
    expect(box.getAttribute('aria-invalid')).toBe('false');
  });

  it("says why the server refused a query (a 400), not that the connection failed", async () => {
    render(<Harness onPick={vi.fn()} />);
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'رد شده' } });
    await waitFor(() => expect(screen.getByText(PLACE_SEARCH_TOO_LONG)).toBeTruthy(), { timeout: 3000 });
    expect(screen.queryByText(SEARCH_FAILED)).toBeNull();
    // A 400 with no message of its own still reads as a refusal.
    fireEvent.change(box, { target: { value: 'رد بی‌پیام' } });
    await waitFor(() => expect(screen.getByText(SEARCH_REFUSED)).toBeTruthy(), { timeout: 3000 });
    expect(screen.queryByText(SEARCH_FAILED)).toBeNull();
  });

  it('says a town outside Tehran is outside the service area, under the close Tehran names still offered', async () => {
    // QA: «پردیس» offered «پردیسان (منطقه ۲)» and never said the town is outside the service area.
    render(<Harness onPick={vi.fn()} />);
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'پردیس' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1), { timeout: 3000 });
    expect(screen.getByRole('option').textContent).toBe('پردیسان منطقه ۲');
    expect(screen.getByRole('listbox').parentElement?.textContent).toContain(PARDIS_OUTSIDE);
    // Under the box too, where it stays once the list is shut.
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(PARDIS_OUTSIDE);
    // A Tehran name has no such word.
    fireEvent.change(box, { target: { value: 'نارمک' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2), { timeout: 3000 });
    expect(screen.queryByText(PARDIS_OUTSIDE)).toBeNull();
  });

  it('searches the same letters again when the connection comes back', async () => {
    offline = true;
    try {
      render(<Harness onPick={vi.fn()} />);
      const box = screen.getByRole('combobox');
      fireEvent.change(box, { target: { value: 'نارمک ش' } });
      await waitFor(() => expect(screen.getByText(SEARCH_FAILED)).toBeTruthy(), { timeout: 3000 });
      offline = false;
      fireEvent(window, new Event('online'));
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2), { timeout: 3000 });
    } finally {
      offline = false;
    }
  });
});
