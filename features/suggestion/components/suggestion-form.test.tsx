// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalOverlays } from '@/components/feedback/global-overlays';
import { markFreeUseSpent } from '@/features/shared/billing/anonymous-free-use';
import { apiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { blankFormHref } from '@/lib/blank-form';
import { SuggestionForm } from './suggestion-form';
import { SUGGESTION_FORM_KEY } from './suggestion-form-values';
import { NO_EXPONENT, NOT_ONE_NUMBER, POSITIVE_ONLY } from '@/lib/fa/use-number-entry';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/services/buy-rent-location-suggest' }));
const openDialog = vi.fn();
vi.mock('@/components/dialogs/dialog-store', async (orig) => ({ ...(await orig<object>()), openDialog: (...a: unknown[]) => openDialog(...a) }));

const posted: Array<{ url: string; body: Record<string, unknown> }> = [];
const originalAdapter = apiClient.defaults.adapter;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  posted.length = 0;
  push.mockReset();
  openDialog.mockReset();
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    posted.push({ url: config.url ?? '', body: JSON.parse(String(config.data ?? '{}')) as Record<string, unknown> });
    return { data: { uuid: '7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c' }, status: 200, statusText: '', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
});
afterEach(() => {
  cleanup();
  apiClient.defaults.adapter = originalAdapter;
});

function renderForm() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <GlobalOverlays>
        <SuggestionForm />
      </GlobalOverlays>
    </QueryClientProvider>,
  );
}

describe('SuggestionForm', () => {
  it('tells a signed-out visitor up front when the chosen kind needs an account: rent, or a buy whose free use went', () => {
    renderForm();
    // Buy, free use left: nothing to say yet.
    expect(screen.queryByTestId('account-needed')).toBeNull();
    fireEvent.click(screen.getByTestId('suggestion-kind-rent'));
    const notice = screen.getByTestId('account-needed');
    expect(notice.textContent).toContain('پیشنهاد محل اجاره به حساب کاربری نیاز دارد');
    fireEvent.click(within(notice).getByRole('button', { name: 'ثبت نام' }));
    expect(openDialog).toHaveBeenLastCalledWith('auth', { authType: 'signup' });
    act(() => markFreeUseSpent('buy_suggestion'));
    fireEvent.click(screen.getByTestId('suggestion-kind-buy'));
    expect(screen.getByTestId('account-needed').textContent).toContain('پیشنهاد رایگان محل خرید این ماه را استفاده کرده‌اید');
  });

  it('says «آموزش» scores universities only, in the group\'s accessible name (QA: a family set it to «خیلی مهم» for schools)', () => {
    renderForm();
    const group = screen.getByRole('radiogroup', { name: /^آموزش/ });
    expect(group.getAttribute('aria-labelledby')).toBe('weight-education');
    const name = document.getElementById('weight-education')!.textContent;
    expect(name).toBe('آموزش فقط دانشگاه‌ها و مراکز آموزش عالی نزدیک محله؛ فهرست مدرسه‌ها و مهدکودک‌ها در منابع ما نیست.');
    expect(screen.getByRole('radiogroup', { name: /دانشگاه/ })).toBe(group);
  });

  it('shows Persian errors from the shared contract and sends nothing', async () => {
    renderForm();
    fireEvent.click(screen.getByTestId('start-suggestion'));
    expect(await screen.findByText('این فیلد الزامی است')).toBeTruthy();
    expect(screen.getByText('متراژ یا تعداد اتاق خانهٔ مورد نظر را وارد کنید')).toBeTruthy();
    expect(posted).toHaveLength(0);
    // The first field named, far above the button on a phone, takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('budget-input')));
  });

  it('previews money in Persian units and runs an anonymous visitor’s free buy suggestion', async () => {
    renderForm();
    fireEvent.change(screen.getByTestId('budget-input'), { target: { value: '۸٬۵۰۰٬۰۰۰٬۰۰۰' } });
    expect(screen.getByText('≈ ۸٫۵ میلیارد تومان')).toBeTruthy();
    fireEvent.change(screen.getByTestId('rooms-input'), { target: { value: '۲' } });
    fireEvent.click(screen.getByTestId('start-suggestion'));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/services/buy-location-result?uuid=7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c'));
    expect(posted[0].url).toBe('/api/houses/location-suggestion/');
    expect(posted[0].body).toMatchObject({ service: 'buy_suggestion_product_base', budget: '8500000000', rooms: '2' });
    expect(openDialog).not.toHaveBeenCalled();
    // This month's free use is gone: the button no longer promises one.
    await waitFor(() => expect(screen.getByTestId('start-suggestion').textContent).toBe('ثبت نام و پیشنهاد محل خرید'));
    localStorage.clear();
  });

  it('numeric fields show Persian digits (money grouped by threes), keep a decimal point for the contract to judge and refuse text that is not one number', async () => {
    renderForm();
    const budget = screen.getByTestId('budget-input') as HTMLInputElement;
    fireEvent.change(budget, { target: { value: '5000000' } });
    expect(budget.value).toBe('۵٬۰۰۰٬۰۰۰');
    // A digit typed into the grouped number: the shown separators are not part of the number.
    fireEvent.change(budget, { target: { value: '۵٬۰۰۰٬۰۰۰۱' } });
    expect(budget.value).toBe('۵۰٬۰۰۰٬۰۰۱');
    fireEvent.change(budget, { target: { value: '8,000,000,000' } });
    expect(budget.value).toBe('۸٬۰۰۰٬۰۰۰٬۰۰۰');
    // Pasted text that is not one number leaves the value as it was and says so, instead of gluing its digits.
    fireEvent.change(budget, { target: { value: 'abc-5000000000' } });
    expect(budget.value).toBe('۸٬۰۰۰٬۰۰۰٬۰۰۰');
    expect(screen.getByText(NOT_ONE_NUMBER)).toBeTruthy();
    fireEvent.change(budget, { target: { value: '1234.5' } });
    expect(budget.value).toBe('۱٬۲۳۴٫۵');
    expect(screen.queryByText(NOT_ONE_NUMBER)).toBeNull();
    const area = screen.getByTestId('area-input') as HTMLInputElement;
    fireEvent.change(area, { target: { value: '۱۰۰ متر، ۲ خوابه' } });
    expect(area.value).toBe('');
    fireEvent.change(area, { target: { value: '-50xyz' } });
    expect(area.value).toBe('');
    expect(screen.getByText(NOT_ONE_NUMBER)).toBeTruthy();
    fireEvent.change(area, { target: { value: '۸۵' } });
    expect(area.value).toBe('۸۵');
    fireEvent.click(screen.getByTestId('start-suggestion'));
    expect(await screen.findByText('بودجهٔ خرید باید عدد صحیح به تومان باشد')).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it('keeps a minus or an «e» as typed and says only a plain positive number is taken, and sends nothing (QA: «-80» became 80)', async () => {
    renderForm();
    const area = screen.getByTestId('area-input') as HTMLInputElement;
    // Typed key by key: the minus stays, and so does the message, through the digits that follow.
    for (const typed of ['-', '-8', '-80']) fireEvent.change(area, { target: { value: typed } });
    expect(area.value).toBe('-۸۰');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(POSITIVE_ONLY)).toBeTruthy();
    const budget = screen.getByTestId('budget-input') as HTMLInputElement;
    for (const typed of ['5', '5e', '5e9']) fireEvent.change(budget, { target: { value: typed } });
    expect(budget.value).toBe('۵e۹');
    expect(screen.getByText(NO_EXPONENT)).toBeTruthy();
    fireEvent.click(screen.getByTestId('start-suggestion'));
    await waitFor(() => expect(document.activeElement).toBe(budget));
    expect(screen.getByText(POSITIVE_ONLY)).toBeTruthy();
    expect(screen.getByText(NO_EXPONENT)).toBeTruthy();
    expect(posted).toHaveLength(0);
    // Persian digits and grouping still read as before once the fault is gone.
    fireEvent.change(budget, { target: { value: '۵٬۰۰۰٬۰۰۰٬۰۰۰' } });
    expect(budget.value).toBe('۵٬۰۰۰٬۰۰۰٬۰۰۰');
    expect(screen.queryByText(NO_EXPONENT)).toBeNull();
  });

  it('sends nothing for «-0» in a field whose minimum is 0: the field says the minus must go, and the contract agrees', async () => {
    renderForm();
    fireEvent.change(screen.getByTestId('budget-input'), { target: { value: '۸٬۵۰۰٬۰۰۰٬۰۰۰' } });
    const rooms = screen.getByTestId('rooms-input') as HTMLInputElement;
    // «۰» then a minus, as typed right to left: read as «-0».
    fireEvent.change(rooms, { target: { value: '۰' } });
    fireEvent.change(rooms, { target: { value: '۰-' } });
    expect(rooms.value).toBe('-۰');
    expect(screen.getByText(POSITIVE_ONLY)).toBeTruthy();
    fireEvent.click(screen.getByTestId('start-suggestion'));
    await waitFor(() => expect(document.activeElement).toBe(rooms));
    expect(rooms.getAttribute('aria-invalid')).toBe('true');
    expect(posted).toHaveLength(0);
    expect(push).not.toHaveBeenCalled();
  });

  it('rent goes through the service dialog (which asks an anonymous visitor to sign in)', async () => {
    renderForm();
    fireEvent.click(screen.getByTestId('suggestion-kind-rent'));
    fireEvent.change(screen.getByTestId('deposit-input'), { target: { value: '500000000' } });
    fireEvent.change(screen.getByTestId('rent-input'), { target: { value: '15000000' } });
    fireEvent.change(screen.getByTestId('area-input'), { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('start-suggestion'));
    await waitFor(() => expect(openDialog).toHaveBeenCalledTimes(1));
    const [name, ctx] = openDialog.mock.calls[0] as [string, { category: string; onPayWithCredit: (s: { id: number }) => Promise<void> }];
    expect(name).toBe('service');
    expect(ctx.category).toBe('rent_suggestion');
    await ctx.onPayWithCredit({ id: 13 });
    expect(posted[0]).toMatchObject({ url: '/api/houses/rent-suggestion/', body: { service: 13, deposit_budget: '500000000', rent_budget: '15000000', area: '60' } });
    expect(push).toHaveBeenCalledWith('/services/rent-location-result?uuid=7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c');
  });

  it('a deposit of «۵» and a rent of «۱۲» get the millions offered; a tap takes them, and untaken they are sent as typed', async () => {
    renderForm();
    fireEvent.click(screen.getByTestId('suggestion-kind-rent'));
    fireEvent.change(screen.getByTestId('deposit-input'), { target: { value: '۵' } });
    fireEvent.change(screen.getByTestId('rent-input'), { target: { value: '۱۲' } });
    fireEvent.change(screen.getByTestId('area-input'), { target: { value: '60' } });
    expect(screen.getAllByTestId('money-slip').map((h) => h.textContent)).toEqual(['منظورتان ۵ میلیون تومان است؟ بله', 'منظورتان ۱۲ میلیون تومان است؟ بله']);
    fireEvent.click(screen.getByRole('button', { name: 'بله، ۱۲ میلیون تومان' }));
    expect(screen.getByTestId<HTMLInputElement>('rent-input').value).toBe('۱۲٬۰۰۰٬۰۰۰');
    expect(screen.getAllByTestId('money-slip')).toHaveLength(1); // the deposit's, not taken
    fireEvent.click(screen.getByTestId('start-suggestion'));
    await waitFor(() => expect(openDialog).toHaveBeenCalledTimes(1));
    const [, ctx] = openDialog.mock.calls[0] as [string, { onPayWithCredit: (s: { id: number }) => Promise<void> }];
    await ctx.onPayWithCredit({ id: 13 });
    expect(posted[0]).toMatchObject({ url: '/api/houses/rent-suggestion/', body: { deposit_budget: '5', rent_budget: '12000000' } });
  });

  it('a buy budget of «۵» gets five billion offered beside the contract’s floor', async () => {
    renderForm();
    fireEvent.change(screen.getByTestId('budget-input'), { target: { value: '5' } });
    expect(screen.getByTestId('money-slip').textContent).toBe('منظورتان ۵ میلیارد تومان است؟ بله');
    fireEvent.change(screen.getByTestId('area-input'), { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('start-suggestion'));
    await waitFor(() => expect(screen.getByTestId('budget-input').getAttribute('aria-invalid')).toBe('true'));
    const budget = screen.getByTestId('budget-input');
    expect(document.getElementById(budget.getAttribute('aria-describedby')!)!.textContent).toBe('بودجهٔ خرید دست‌کم ۱۰۰٬۰۰۰٬۰۰۰ تومان است. منظورتان ۵ میلیارد تومان است؟ بله');
    fireEvent.click(screen.getByRole('button', { name: 'بله، ۵ میلیارد تومان' }));
    await waitFor(() => expect(budget.getAttribute('aria-invalid')).toBe('false'));
    expect((budget as HTMLInputElement).value).toBe('۵٬۰۰۰٬۰۰۰٬۰۰۰');
  });

  it('buy or rent is a group of native radios (one Tab stop, arrow keys from the browser); rent swaps the budget fields', () => {
    renderForm();
    const group = screen.getByRole('radiogroup', { name: 'خرید یا اجاره' });
    const radios = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['می‌خواهم بخرم', 'می‌خواهم اجاره کنم']);
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    // One group: the browser keeps one Tab stop on the checked radio and moves the choice with the arrow keys.
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    fireEvent.click(screen.getByTestId('suggestion-kind-rent'));
    expect(radios.map((r) => r.checked)).toEqual([false, true]);
    // The rent fields replace the buy budget.
    expect(screen.getByTestId('deposit-input')).toBeTruthy();
    expect(screen.queryByTestId('budget-input')).toBeNull();
  });

  it('each importance is its own radio group; the choice is what gets sent', async () => {
    renderForm();
    const group = screen.getByRole('radiogroup', { name: 'حمل‌ونقل' });
    const radios = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['مهم نیست', 'کمی', 'مهم', 'خیلی مهم']);
    // Default: transport is «مهم».
    expect(radios.map((r) => r.checked)).toEqual([false, false, true, false]);
    const health = within(screen.getByRole('radiogroup', { name: 'سلامت و درمان' })).getAllByRole<HTMLInputElement>('radio');
    expect(health[0].name).not.toBe(radios[0].name);
    fireEvent.click(screen.getByTestId('weight-transport-0'));
    expect(radios.map((r) => r.checked)).toEqual([true, false, false, false]);
    fireEvent.change(screen.getByTestId('budget-input'), { target: { value: '8500000000' } });
    fireEvent.change(screen.getByTestId('rooms-input'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('start-suggestion'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect((posted[0].body.weights as Record<string, number>).transport).toBe(0);
  });

  it('sends the age limit, the must-haves and the districts chosen in the pickers', async () => {
    renderForm();
    fireEvent.change(screen.getByTestId('budget-input'), { target: { value: '8500000000' } });
    fireEvent.change(screen.getByTestId('area-input'), { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText('حداکثر سن بنا'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('parking-check'));
    const only = screen.getByRole('combobox', { name: 'فقط در این منطقه‌ها' });
    fireEvent.focus(only);
    fireEvent.change(only, { target: { value: '۵' } });
    fireEvent.click(screen.getByRole('option', { name: 'منطقهٔ ۵' }));
    fireEvent.change(only, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('option', { name: 'منطقهٔ ۲' }));
    fireEvent.click(screen.getByTestId('start-suggestion'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].body).toMatchObject({ max_age: '10', parking: true, include_districts: [2, 5] });
    expect(posted[0].body).not.toHaveProperty('elevator');
  });

  it('keeps its draft until the submission is answered; then a new visit starts blank', async () => {
    const view = renderForm();
    fireEvent.change(screen.getByTestId('budget-input'), { target: { value: '8000000000' } });
    fireEvent.change(screen.getByTestId('rooms-input'), { target: { value: '2' } });
    expect(JSON.parse(sessionStorage.getItem(SUGGESTION_FORM_KEY) ?? '{}')).toMatchObject({ kind: 'buy', budget: '8000000000', rooms: '2' });
    fireEvent.click(screen.getByTestId('start-suggestion'));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/services/buy-location-result?uuid=7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c'));
    view.unmount();
    localStorage.clear();
    // The menu's link: a new history entry.
    window.history.pushState(null, '', '/services/buy-rent-location-suggest');
    try {
      renderForm();
      await act(async () => undefined);
      expect((screen.getByTestId('budget-input') as HTMLInputElement).value).toBe('');
      expect((screen.getByTestId('rooms-input') as HTMLInputElement).value).toBe('');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('Back from a rent result shows the search as sent (rent, its budgets, the home, the districts, what matters); nothing is sent again', async () => {
    const view = renderForm();
    fireEvent.click(screen.getByTestId('suggestion-kind-rent'));
    fireEvent.change(screen.getByTestId('deposit-input'), { target: { value: '500000000' } });
    fireEvent.change(screen.getByTestId('rent-input'), { target: { value: '15000000' } });
    fireEvent.change(screen.getByTestId('area-input'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('حداکثر سن بنا'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('elevator-check'));
    fireEvent.click(screen.getByTestId('weight-transport-0'));
    const only = screen.getByRole('combobox', { name: 'فقط در این منطقه‌ها' });
    fireEvent.focus(only);
    fireEvent.change(only, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('option', { name: 'منطقهٔ ۵' }));
    fireEvent.click(screen.getByTestId('start-suggestion'));
    await waitFor(() => expect(openDialog).toHaveBeenCalledTimes(1));
    await (openDialog.mock.calls[0][1] as { onPayWithCredit: (s: { id: number }) => Promise<void> }).onPayWithCredit({ id: 13 });
    expect(push).toHaveBeenCalledWith('/services/rent-location-result?uuid=7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c');
    view.unmount();

    // Back: the same history entry mounts the form again.
    renderForm();
    await waitFor(() => expect(screen.getByTestId('suggestion-kind-rent').querySelector('input')?.checked).toBe(true));
    expect((screen.getByTestId('deposit-input') as HTMLInputElement).value).toBe('۵۰۰٬۰۰۰٬۰۰۰');
    expect((screen.getByTestId('rent-input') as HTMLInputElement).value).toBe('۱۵٬۰۰۰٬۰۰۰');
    expect((screen.getByTestId('area-input') as HTMLInputElement).value).toBe('۶۰');
    expect((screen.getByLabelText('حداکثر سن بنا') as HTMLSelectElement).value).toBe('10');
    expect((screen.getByTestId('elevator-check') as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByRole('radiogroup', { name: 'حمل‌ونقل' })).getAllByRole<HTMLInputElement>('radio').map((r) => r.checked)).toEqual([true, false, false, false]);
    expect(screen.getByRole('button', { name: 'حذف منطقهٔ ۵' })).toBeTruthy();
    await act(async () => undefined);
    expect(posted).toHaveLength(1);
    expect(openDialog).toHaveBeenCalledTimes(1);
  });

  it('opens blank from «جست‌وجوی تازه» (?new=1), on buy, though a rent draft is saved', async () => {
    sessionStorage.setItem(SUGGESTION_FORM_KEY, JSON.stringify({ kind: 'rent', deposit_budget: '500000000', rent_budget: '20000000', rooms: '2' }));
    window.history.replaceState(null, '', blankFormHref('/services/buy-rent-location-suggest'));
    try {
      renderForm();
      await waitFor(() => expect(window.location.search).toBe(''));
      expect(screen.getByTestId('suggestion-kind-buy').querySelector('input')?.checked).toBe(true);
      expect((screen.getByTestId('rooms-input') as HTMLInputElement).value).toBe('');
      expect(sessionStorage.getItem(SUGGESTION_FORM_KEY)).toBeNull();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
