// @vitest-environment jsdom
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog } from '@/components/dialogs/dialog-store';
import { ToastHost } from '@/components/feedback/toast-host';
import { apiClient } from '@/lib/api-client';
import { accountChanges, tokenStore } from '@/lib/auth-tokens';
import type { Plan, Service, ServiceDialogContext, UpgradeQuote } from '@/lib/contracts/billing';
import { PAYMENT_START_URL, PENDING_SERVICE_KEY, VPN_NOTICE_SHOWN_KEY } from '@/lib/contracts/billing-constants';
import { errorMessages } from '@/lib/errors/catalogue';
import { createQueryClient } from '@/lib/query-client';
import { userKeys } from '@/features/shared/user/user-keys';
import { BASE_CREDITED_NOTE, OFFLINE_NOTICE, ServiceDialog } from './service-dialog';

vi.mock('next/link', () => ({ default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }));

const svc = (id: number, kind: 'base' | 'complementary', credits: number): Service => ({
  id,
  name: `price_evaluation_product_${kind}`,
  title: kind === 'base' ? 'ارزیابی قیمت' : 'ارزیابی قیمت (گزارش تکمیلی)',
  service_kind: kind,
  category_name: 'price_evaluation',
  source_agent_type: 'product',
  credits_required: credits,
  price: credits * 50000,
});
const services = [svc(1, 'base', 1), svc(2, 'complementary', 2), { ...svc(3, 'base', 1), name: 'report_product_base', category_name: 'report' as const }];
const plans = [
  { id: 1, name: 'base', label: 'پایه', credits: 3, description: '', price: 150000, discounted_price: 150000, discount_percent: 0, is_main: true },
  { id: 2, name: 'standard', label: 'استاندارد', credits: 10, description: '', price: 500000, discounted_price: 450000, discount_percent: 10, is_main: true },
  { id: 6, name: 'topup_2', label: 'x', credits: 2, description: '', price: 100000, discounted_price: 100000, discount_percent: 0, is_main: false },
] as Plan[];

let credits: { active: number; free: number } = { active: 0, free: 0 };
const creditsBody = () => ({
  active_credits_count: credits.active,
  free_credits_count: credits.free,
  services_credits: services.map((s) => ({
    service_name: s.name,
    available_credits: credits.active + credits.free,
    free_credits: credits.free,
    can_use_service: credits.active + credits.free >= s.credits_required,
  })),
});

const originalAdapter = apiClient.defaults.adapter;
let paymentBodies: { callback_url: string }[] = [];
beforeEach(() => {
  paymentBodies = [];
  localStorage.clear();
  window.history.replaceState(null, '', '/price');
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    if (url.includes(PAYMENT_START_URL)) {
      paymentBodies.push(JSON.parse(String(config.data)) as { callback_url: string });
      return { data: { link: 'https://gateway.test/pay/A2' }, status: 200, statusText: '', headers: {}, config };
    }
    const data = url.includes('/subscription/service/') ? services : url.includes('/subscription/plan/') ? plans : url.includes('/users/credits/') ? creditsBody() : null;
    return { data, status: 200, statusText: '', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
});
afterEach(() => {
  act(() => closeDialog('service'));
  cleanup();
  apiClient.defaults.adapter = originalAdapter;
});

/** The last rendered dialog's query client (a tab's). */
let client = createQueryClient();
function renderDialog(onPayWithCredit = vi.fn(async () => undefined), extra: Partial<ServiceDialogContext> = {}) {
  client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <ServiceDialog />
    </QueryClientProvider>,
  );
  act(() => openDialog('service', { category: 'price_evaluation', onPayWithCredit, ...extra }));
  return onPayWithCredit;
}

const optionKinds = () => screen.getAllByTestId(/^service-option-/).map((el) => el.dataset.testid);
const checkedKind = () =>
  screen.getAllByRole('radio').find((r) => (r as HTMLInputElement).checked)?.closest('[data-testid^="service-option-"]')?.getAttribute('data-testid');

describe('ServiceDialog (spec §2, §4, §6)', () => {
  it('offline: says so instead of loading forever, and shows the services once the connection is back', async () => {
    act(() => onlineManager.setOnline(false));
    try {
      renderDialog();
      expect((await screen.findByTestId('service-dialog-offline')).textContent).toBe(OFFLINE_NOTICE);
      act(() => onlineManager.setOnline(true));
      await waitFor(() => expect(optionKinds()).toEqual(['service-option-complementary', 'service-option-base']));
      expect(screen.queryByTestId('service-dialog-offline')).toBeNull();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
  });

  it('anonymous: services by credits descending, a login prompt, no purchase section', async () => {
    renderDialog();
    await waitFor(() => expect(optionKinds()).toEqual(['service-option-complementary', 'service-option-base']));
    expect(screen.getByText('برای استفاده از سرویس ابتدا وارد حساب کاربری خود شوید.')).toBeTruthy();
    expect(screen.queryByTestId('purchase-section')).toBeNull();
    expect(screen.queryByTestId('pay-with-credit')).toBeNull();
  });

  // QA: the close button sat inside the title, so a screen reader named the dialog «انتخاب سرویس بستن».
  it('is named by its title alone, the close button beside it', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'انتخاب سرویس' });
    // jsdom's names leave a nested button's out (Chromium's do not): the title is checked to hold none.
    const title = within(dialog).getByRole('heading', { name: 'انتخاب سرویس' });
    expect(within(title).queryByRole('button')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'بستن' })).toBeTruthy();
  });

  it('says the list is loading while it is (a slow network), then shows it', async () => {
    renderDialog();
    expect(screen.getByRole('status', { name: 'در حال بارگذاری فهرست سرویس‌ها' })).toBeTruthy();
    await waitFor(() => expect(optionKinds()).toEqual(['service-option-complementary', 'service-option-base']));
    expect(screen.queryByRole('status', { name: 'در حال بارگذاری فهرست سرویس‌ها' })).toBeNull();
  });

  it('signed in with one free credit: reversed order, base selected, free evaluation, pays and closes', async () => {
    localStorage.setItem('access', 'a');
    localStorage.setItem('refresh', 'r');
    credits = { active: 0, free: 1 };
    const pay = renderDialog();
    await waitFor(() => expect(optionKinds()).toEqual(['service-option-base', 'service-option-complementary']));
    expect(screen.getByTestId('service-dialog-balance').textContent).toContain('۱');
    // One radio group for the keyboard: the options share a name.
    expect(new Set(screen.getAllByRole('radio').map((r) => r.getAttribute('name')))).toEqual(new Set(['service-choice']));
    const button = await screen.findByTestId('pay-with-credit');
    // It names the service bought (the deal type chosen on the form) and its cost.
    expect(button.textContent).toBe('ارزیابی قیمت — رایگان');
    // The chips say how many (free) credits each option takes.
    expect(screen.getByTestId('service-credits-base').textContent).toBe('۱ اعتبار رایگان');
    expect(screen.getByTestId('service-credits-complementary').textContent).toMatch(/^[۲-۹] اعتبار$/);
    expect(screen.getByTestId('purchase-section')).toBeTruthy(); // active credits 0 < 5
    // Under the dialog's title (h2), not an h6 that skips levels (axe heading-order).
    expect(screen.getByRole('heading', { level: 2, name: 'انتخاب سرویس' })).toBeTruthy();
    expect(within(screen.getByTestId('purchase-section')).getByRole('heading', { level: 3, name: 'خرید اعتبار' })).toBeTruthy();
    // Clicks within one task (before React re-renders the button as busy) pay once.
    act(() => {
      button.click();
      button.click();
      button.click();
    });
    await waitFor(() => expect(pay).toHaveBeenCalledWith(services[0]));
    expect(pay).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('service-dialog')).toBeNull());
  });

  it('paid credits: deduct credit and continue; no purchase section from 5 active credits', async () => {
    localStorage.setItem('access', 'a');
    credits = { active: 5, free: 0 };
    renderDialog();
    const button = await screen.findByTestId('pay-with-credit');
    expect(button.textContent).toBe('ارزیابی قیمت (گزارش تکمیلی) — ۲ اعتبار');
    expect(screen.queryByTestId('purchase-section')).toBeNull();
  });

  it("the top-up link says it leaves Divar's pages when opened from them", async () => {
    localStorage.setItem('access', 'a');
    credits = { active: 5, free: 0 };
    renderDialog(undefined, { agentType: 'divar_visitor' });
    const link = await screen.findByTestId('service-dialog-top-up');
    expect(link.textContent).toBe('+ افزایش اعتبار در سایت ارزیاب');
    expect(link.getAttribute('href')).toBe('/subscription');
    cleanup();
    renderDialog();
    expect((await screen.findByTestId('service-dialog-top-up')).textContent).toBe('+ افزایش اعتبار');
  });

  it('service-type preselects; short of credit: amount to buy and the matching top-up pack', async () => {
    window.history.replaceState(null, '', '/price?service-type=complementary');
    localStorage.setItem('access', 'a');
    credits = { active: 0, free: 0 };
    renderDialog();
    const section = await screen.findByTestId('purchase-section');
    const complementary = screen.getByTestId('service-option-complementary');
    expect((within(complementary).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('pay-with-credit')).toBeNull();
    await waitFor(() => expect(within(section).getByTestId('buy-plan-topup_2').textContent).toContain('خرید ۲ اعتبار'));
    expect(section.textContent).toContain('۵۰٬۰۰۰ تومان'); // credit price = price / credits_required
    // A discounted plan shows its badge and the list price struck through, as on /subscription.
    const standard = within(section).getByTestId('plan-row-standard');
    expect(within(standard).getByTestId('discount-badge').textContent).toBe('۱۰٪ تخفیف');
    expect(within(standard).getByLabelText('قیمت پیش از تخفیف').textContent).toBe('۵۰۰٬۰۰۰ تومان');
    expect(within(section).getByTestId('plan-row-base').querySelector('[data-testid="discount-badge"]')).toBeNull();
  });

  it('opens on the service a chat card offered («۱ اعتبار»), not the dearer first of the list', async () => {
    localStorage.setItem('access', 'a');
    credits = { active: 0, free: 0 };
    renderDialog(undefined, { preferredService: 'price_evaluation_product_base' });
    await screen.findByTestId('purchase-section');
    expect(optionKinds()).toEqual(['service-option-complementary', 'service-option-base']);
    expect(checkedKind()).toBe('service-option-base');
  });

  it('buying a pack shows «در حال انتقال به درگاه پرداخت...» before it leaves for the gateway (spec §8), back to this page as it was', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} }));
    // What the page shows at the moment it leaves.
    const assign = vi.fn(() => document.body.textContent);
    vi.stubGlobal('location', { ...window.location, pathname: '/price', origin: 'http://localhost', assign });
    sessionStorage.setItem(VPN_NOTICE_SHOWN_KEY, '1');
    localStorage.setItem('access', 'a');
    credits = { active: 0, free: 0 };
    try {
      renderDialog();
      render(<ToastHost />);
      const section = await screen.findByTestId('purchase-section');
      const buy = await within(section).findByTestId('buy-plan-topup_2');
      act(() => buy.click());
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://gateway.test/pay/A2'), { timeout: 4000 });
      expect(assign.mock.results[0].value).toContain(errorMessages.redirectingToGateway);
      // The gateway returns to this page as it was: the service picked before paying (here the extended report, the
      // first with no credit) is not written into the address, where service-type would preselect it for the next
      // valuation too (spec §4 reads service-type on every first load).
      expect(paymentBodies.map((b) => new URL(b.callback_url).searchParams.has('service-type'))).toEqual([false]);
    } finally {
      // Unmounted while matchMedia is still stubbed: the toast view reads it again on every dialog change.
      cleanup();
      vi.unstubAllGlobals();
      sessionStorage.clear();
    }
  });

  it('buying credit keeps the service the user chose for the return, not the opener’s offer nor the list’s first', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/price', origin: 'http://localhost', assign });
    sessionStorage.setItem(VPN_NOTICE_SHOWN_KEY, '1');
    localStorage.setItem('access', 'a');
    credits = { active: 0, free: 0 };
    try {
      // The opener offered the extended report; the list's first with no credit is the extended report too.
      renderDialog(undefined, { preferredService: 'price_evaluation_product_complementary', formValues: { input: { area: 90 } } });
      await screen.findByTestId('purchase-section');
      expect(checkedKind()).toBe('service-option-complementary');
      act(() => screen.getByTestId('service-option-base').click());
      expect(checkedKind()).toBe('service-option-base');
      act(() => within(screen.getByTestId('purchase-section')).getByTestId('buy-plan-base').click());
      await waitFor(() => expect(assign).toHaveBeenCalled(), { timeout: 4000 });
      const saved = JSON.parse(sessionStorage.getItem(PENDING_SERVICE_KEY) ?? 'null') as Record<string, unknown>;
      expect(saved).toMatchObject({ path: '/price', formValues: { input: { area: 90 } }, preferredService: 'price_evaluation_product_base' });
    } finally {
      // Unmounted while matchMedia is still stubbed: the toast view reads it again on every dialog change.
      cleanup();
      vi.unstubAllGlobals();
      sessionStorage.clear();
    }
  });

  it('a submission that got no answer (its last credit spent, then a reload) can still be sent again for its report', async () => {
    localStorage.setItem('access', 'a');
    credits = { active: 0, free: 0 };
    const pay = renderDialog(undefined, { unansweredService: 1 });
    const button = await screen.findByTestId('pay-with-credit');
    // Its service is chosen, not the first of the list, and the button says it fetches the result.
    expect((within(screen.getByTestId('service-option-base')).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    expect(button.textContent).toBe('دریافت نتیجه');
    expect(screen.getByTestId('unanswered-note').textContent).toContain('نتیجه بدون کسر دوباره باز می‌شود');
    // The other service is not offered without credit.
    act(() => within(screen.getByTestId('service-option-complementary')).getByRole('radio').click());
    expect(screen.queryByTestId('pay-with-credit')).toBeNull();
    act(() => within(screen.getByTestId('service-option-base')).getByRole('radio').click());
    act(() => screen.getByTestId('pay-with-credit').click());
    await waitFor(() => expect(pay).toHaveBeenCalledWith(services[0]));
  });

  it('each opening picks afresh (spec §4): an upgrade\'s extended report or an earlier click does not carry over', async () => {
    // One credit: the extended report (2) cannot be used and the base can, so a new valuation starts on the base.
    localStorage.setItem('access', 'a');
    credits = { active: 1, free: 0 };
    const upgrade: UpgradeQuote = {
      uuid: 'b5b0c7a4-2f0e-4c56-9f43-3f0a1d2b9e11',
      upgraded: false,
      base_credits_paid: 1,
      services: [{ id: 2, name: services[1].name, credits_required: 2, upgrade_credits: 1 }],
    };
    // A report upgraded on its result page: the dialog offers (and the user pays for) the extended report alone.
    const pay = renderDialog(undefined, { serviceKinds: ['complementary'], upgradeQuote: upgrade });
    const upgradeButton = await screen.findByTestId('pay-with-credit');
    expect(checkedKind()).toBe('service-option-complementary');
    act(() => upgradeButton.click());
    await waitFor(() => expect(pay).toHaveBeenCalledWith(services[1]));
    await waitFor(() => expect(screen.queryByTestId('service-dialog')).toBeNull());

    // The next valuation (the same dialog host, as on the site): the spec's order and first service, not the upgrade's.
    const next = vi.fn(async () => undefined);
    act(() => openDialog('service', { category: 'price_evaluation', onPayWithCredit: next }));
    await waitFor(() => expect(optionKinds()).toEqual(['service-option-base', 'service-option-complementary']));
    await waitFor(() => expect(checkedKind()).toBe('service-option-base'));
    expect(screen.getByTestId('pay-with-credit').textContent).toBe('ارزیابی قیمت — ۱ اعتبار');

    // The extended report clicked, then the dialog closed: the next opening starts from the base again.
    act(() => within(screen.getByTestId('service-option-complementary')).getByRole('radio').click());
    expect(checkedKind()).toBe('service-option-complementary');
    act(() => closeDialog('service'));
    act(() => openDialog('service', { category: 'price_evaluation', onPayWithCredit: next }));
    await waitFor(() => expect(checkedKind()).toBe('service-option-base'));
    expect(next).not.toHaveBeenCalled();
  });

  it('a later balance does not move the choice made on first load (spec §4): the base report stays chosen', async () => {
    localStorage.setItem('access', 'a');
    credits = { active: 1, free: 0 };
    renderDialog();
    await waitFor(() => expect(checkedKind()).toBe('service-option-base'));
    // The credit spent meanwhile in another tab; the balance is fetched again (a refused payment does so): the list is
    // reordered by spec §4, but the user's service and its 1-credit purchase stay.
    credits = { active: 0, free: 0 };
    await act(() => client.invalidateQueries({ queryKey: userKeys.all }));
    await waitFor(() => expect(optionKinds()).toEqual(['service-option-complementary', 'service-option-base']));
    expect(checkedKind()).toBe('service-option-base');
    expect(screen.getByRole('alert').textContent).toContain('این سرویس ۱ اعتبار نیاز دارد');
    const section = screen.getByTestId('purchase-section');
    expect(section.textContent).toContain('برای استفاده از این سرویس به ۱ اعتبار دیگر نیاز دارید');
  });

  it('a click on the option already selected is a choice: it stays when signing in brings the balance', async () => {
    credits = { active: 1, free: 0 };
    renderDialog();
    await waitFor(() => expect(checkedKind()).toBe('service-option-complementary'));
    act(() => within(screen.getByTestId('service-option-complementary')).getByRole('radio').click());
    // Signed in (here, from the dialog's prompt) with one credit: spec §4 alone would now start on the base report.
    act(() => tokenStore.set({ access: 'a', refresh: 'r' }));
    await waitFor(() => expect(screen.getByTestId('service-dialog-balance').textContent).toContain('۱'));
    await waitFor(() => expect(screen.queryByTestId('purchase-section')).not.toBeNull());
    expect(checkedKind()).toBe('service-option-complementary');
  });

  it('each opening reads a fresh balance (one bought in another tab counts) and refreshes the header chip with it', async () => {
    localStorage.setItem('access', 'a');
    credits = { active: 1, free: 0 };
    renderDialog();
    await waitFor(() => expect(checkedKind()).toBe('service-option-base'));
    act(() => closeDialog('service'));
    // 3 credits bought in another tab; this tab's cached balance (1) is still fresh by the 20 s rule.
    credits = { active: 4, free: 0 };
    client.setQueryData(userKeys.info(), { full_name: 'x', mobile_number: '09120000001', email: null, active_credits_count: 1, free_credit_count: 0, services_credit_separately: {} });
    act(() => openDialog('service', { category: 'price_evaluation', onPayWithCredit: vi.fn(async () => undefined) }));
    await waitFor(() => expect(screen.getByTestId('service-dialog-balance').textContent).toContain('۴'));
    // The pick is the fresh balance's: the extended report first, and payable, not «insufficient» with a purchase.
    expect(checkedKind()).toBe('service-option-complementary');
    expect(screen.getByTestId('pay-with-credit').textContent).toBe('ارزیابی قیمت (گزارش تکمیلی) — ۲ اعتبار');
    expect(client.getQueryState(userKeys.info())?.isInvalidated).toBe(true);
  });

  it('a payment by credit tells the other tabs to fetch the balance again, even when refused', async () => {
    const announce = vi.spyOn(accountChanges, 'announce');
    try {
      localStorage.setItem('access', 'a');
      credits = { active: 1, free: 0 };
      const pay = renderDialog(vi.fn(async () => Promise.reject(new Error('403'))));
      const button = await screen.findByTestId('pay-with-credit');
      act(() => button.click());
      await waitFor(() => expect(pay).toHaveBeenCalled());
      await waitFor(() => expect(announce).toHaveBeenCalledTimes(1));
    } finally {
      announce.mockRestore();
    }
  });

  describe('an upgrade of a report already paid for at the base tier', () => {
    // The server's quote (GET on the upgrade's path): the complementary service (2) less the base report's 1.
    const quote = (upgradeCredits: number, basePaid: number): UpgradeQuote => ({
      uuid: 'b5b0c7a4-2f0e-4c56-9f43-3f0a1d2b9e11',
      upgraded: false,
      base_credits_paid: basePaid,
      services: [{ id: 2, name: services[1].name, credits_required: 2, upgrade_credits: upgradeCredits }],
    });
    const openUpgrade = (q: UpgradeQuote, pay = vi.fn(async () => undefined)) =>
      renderDialog(pay, { serviceKinds: ['complementary'], upgradeQuote: q });

    it("says the upgrade costs the difference, «۱ اعتبار (اعتبار گزارش پایه از آن کم شده است)», and one credit is enough", async () => {
      expect(BASE_CREDITED_NOTE).toBe('اعتبار گزارش پایه از آن کم شده است');
      localStorage.setItem('access', 'a');
      credits = { active: 1, free: 0 };
      const pay = openUpgrade(quote(1, 1));
      const button = await screen.findByTestId('pay-with-credit');
      expect(optionKinds()).toEqual(['service-option-complementary']);
      expect(screen.getByTestId('service-credits-complementary').textContent).toBe('۱ اعتبار (اعتبار گزارش پایه از آن کم شده است)');
      // The list price (2) would not be covered by the one credit; the upgrade's price is, and the button says it.
      expect(button.textContent).toBe('ارزیابی قیمت (گزارش تکمیلی) — ۱ اعتبار');
      act(() => button.click());
      await waitFor(() => expect(pay).toHaveBeenCalledWith(services[1]));
    });

    it('short of credit: the difference is what it needs and what is offered to buy', async () => {
      localStorage.setItem('access', 'a');
      credits = { active: 0, free: 0 };
      openUpgrade(quote(1, 1));
      const section = await screen.findByTestId('purchase-section');
      expect(screen.queryByTestId('pay-with-credit')).toBeNull();
      expect(screen.getByRole('alert').textContent).toContain('این سرویس ۱ اعتبار نیاز دارد');
      expect(section.textContent).toContain('برای استفاده از این سرویس به ۱ اعتبار دیگر نیاز دارید');
    });

    it('a free credit covering the difference says so; a difference of 0 is free', async () => {
      localStorage.setItem('access', 'a');
      credits = { active: 0, free: 1 };
      openUpgrade(quote(1, 1));
      expect((await screen.findByTestId('pay-with-credit')).textContent).toBe('ارزیابی قیمت (گزارش تکمیلی) — رایگان');
      expect(screen.getByTestId('service-credits-complementary').textContent).toBe('۱ اعتبار رایگان (اعتبار گزارش پایه از آن کم شده است)');
      act(() => closeDialog('service'));
      cleanup();

      credits = { active: 0, free: 0 };
      openUpgrade(quote(0, 2));
      expect((await screen.findByTestId('pay-with-credit')).textContent).toBe('ارزیابی قیمت (گزارش تکمیلی) — رایگان');
      expect(screen.getByTestId('service-credits-complementary').textContent).toBe('رایگان (اعتبار گزارش پایه از آن کم شده است)');
    });

    it('a base report that cost nothing (a free use) is quoted at the full price, with no note', async () => {
      localStorage.setItem('access', 'a');
      credits = { active: 5, free: 0 };
      openUpgrade(quote(2, 0));
      await screen.findByTestId('pay-with-credit');
      expect(screen.getByTestId('service-credits-complementary').textContent).toBe('۲ اعتبار');
    });
  });
});
