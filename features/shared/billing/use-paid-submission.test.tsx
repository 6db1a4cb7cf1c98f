// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_RETURN_EVENT } from '@/lib/contracts/billing-constants';
import type { ServiceDialogContext } from '@/lib/contracts/billing';
import { reportApiError } from '@/lib/api-client';
import { tokenStore } from '@/lib/auth-tokens';
import { errorMessages } from '@/lib/errors/catalogue';
import { usePaidSubmission, type PaidSubmissionOptions } from './use-paid-submission';

const push = vi.fn();
const replace = vi.fn();
// One router for the page's life, as Next's is.
const router = { push, replace };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
const openDialog = vi.fn();
// Only whether the sign-up is open matters to the hook: the test opens and closes it as the modal would.
const authDialog = {
  open: false,
  props: {},
  listeners: new Set<() => void>(),
  set(open: boolean) {
    this.open = open;
    this.listeners.forEach((l) => l());
  },
};
vi.mock('@/components/dialogs/dialog-store', () => ({
  openDialog: (...a: unknown[]) => {
    openDialog(...a);
    if (a[0] === 'auth') authDialog.set(true);
  },
  useDialog: (name: string) =>
    useSyncExternalStore(
      (l) => {
        authDialog.listeners.add(l);
        return () => authDialog.listeners.delete(l);
      },
      () => (name === 'auth' && authDialog.open ? authDialog.props : undefined),
    ),
}));
const overlays = { showAiOverlay: vi.fn(), hideAiOverlay: vi.fn(), confirm: vi.fn<(o: unknown) => Promise<boolean>>(), ask: vi.fn<(o: unknown) => Promise<boolean | null>>() };
vi.mock('@/components/feedback/global-overlays', () => ({ useOverlays: () => overlays }));
const notify = vi.fn();
const withdraw = vi.fn();
vi.mock('@/lib/notify', () => ({ notify: (...a: unknown[]) => notify(...a), withdraw: (...a: unknown[]) => withdraw(...a) }));
const fetchUserCredits = vi.fn();
vi.mock('./user-credits', () => ({ fetchUserCredits: () => fetchUserCredits() }));

interface Input {
  kind: 'sale' | 'rent';
  area: number;
}
type Body = { service: number | string; area: number };

const create = vi.fn<(input: Input, body: Body & { request_id: string }) => Promise<{ uuid: string }>>();
const onRestore = vi.fn();
const UUID = '7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c';

const options: PaidSubmissionOptions<Input, Body> = {
  name: 'test',
  overlay: 'priceEvaluation',
  category: (input) => (input.kind === 'sale' ? 'price_evaluation' : 'rental_evaluation'),
  // Like the suggestion page: the free use covers one kind only.
  freeUse: { family: 'price_evaluation', covers: (input) => input.kind === 'sale' },
  body: (input, service) => ({ service, area: input.area }),
  create: (input, body) => create(input, body),
  resultUrl: (input, uuid) => `${input.kind === 'sale' ? '/price-result' : '/rent-price-evaluation-result'}?uuid=${uuid}`,
  restore: (saved) => (saved && typeof saved === 'object' && 'kind' in saved && 'area' in saved ? (saved as Input) : null),
  onRestore,
};

const refusal = (status: number, data: unknown = { detail: 'x' }) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, { status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } });
// A dropped connection: the request went out, no answer came back.
const lostAnswer = () => new AxiosError('Network Error', 'ERR_NETWORK', undefined, {});

const setup = () => renderHook(() => usePaidSubmission(options)).result;
const signIn = () => localStorage.setItem('access', 'token');
const dialogContext = (call = 0) => openDialog.mock.calls[call][1] as ServiceDialogContext;
const sale: Input = { kind: 'sale', area: 85 };

beforeEach(() => {
  authDialog.open = false;
  localStorage.clear();
  sessionStorage.clear();
  create.mockResolvedValue({ uuid: UUID });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('usePaidSubmission: an anonymous visitor', () => {
  it('runs the monthly free use directly under the overlay and opens the result; the button stops promising it', async () => {
    const result = setup();
    expect(result.current.signedIn).toBe(false);
    expect(result.current.freeSpent).toBe(false);
    act(() => result.current.submit(sale));
    expect(result.current.busy).toBe(true);
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith(`/price-result?uuid=${UUID}`));
    const [, body] = create.mock.calls[0];
    expect(body).toMatchObject({ service: 'price_evaluation_product_base', area: 85 });
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(overlays.showAiOverlay).toHaveBeenCalledWith('priceEvaluation');
    expect(openDialog).not.toHaveBeenCalled();
    // Two state updates, which a loaded machine may render apart: wait for both.
    await vi.waitFor(() => {
      expect(result.current.freeSpent).toBe(true);
      expect(result.current.busy).toBe(false);
    });
  });

  it('on 426 (this month’s free use is gone) marks it spent and opens the sign-up, staying on the page', async () => {
    create.mockRejectedValueOnce(refusal(426));
    const result = setup();
    act(() => result.current.submit(sale));
    await vi.waitFor(() => expect(openDialog).toHaveBeenCalledWith('auth', { authType: 'signup' }));
    expect(overlays.hideAiOverlay).toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    // Two state updates, which a loaded machine may render apart: wait for both.
    await vi.waitFor(() => {
      expect(result.current.freeSpent).toBe(true);
      expect(result.current.busy).toBe(false);
    });
  });

  it("on 426 inside Divar's pages, the sign-up offers the partner's one-tap sign-in first", async () => {
    create.mockRejectedValueOnce(refusal(426));
    const partnerSignIn = { label: 'ورود با حساب دیوار', href: '/api/divar/oauth/start/?flow=price-visitor&post_token=QmSale085' };
    const { result } = renderHook(() => usePaidSubmission({ ...options, partnerSignIn }));
    act(() => result.current.submit(sale));
    await vi.waitFor(() => expect(openDialog).toHaveBeenCalledWith('auth', { authType: 'signup', partner: partnerSignIn }));
  });

  it('after the sign-up a 426 asked for, goes on to the service choice with the same input', async () => {
    create.mockRejectedValueOnce(refusal(426));
    const result = setup();
    act(() => result.current.submit(sale));
    await vi.waitFor(() => expect(openDialog).toHaveBeenCalledWith('auth', { authType: 'signup' }));
    // Signed in at the code step; the modal stays open for the profile step, so nothing opens beneath it yet.
    act(() => tokenStore.set({ access: 'token', refresh: 'refresh' }));
    expect(openDialog).toHaveBeenCalledTimes(1);
    act(() => authDialog.set(false));
    expect(openDialog).toHaveBeenCalledTimes(2);
    expect(openDialog).toHaveBeenLastCalledWith('service', expect.objectContaining({ category: 'price_evaluation', formValues: { input: sale } }));
    // The free use is not tried again: the input is paid from the new account's credit.
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('a sign-up closed without signing in opens nothing, then or at a later sign-in', async () => {
    create.mockRejectedValueOnce(refusal(426));
    const result = setup();
    act(() => result.current.submit(sale));
    await vi.waitFor(() => expect(openDialog).toHaveBeenCalledWith('auth', { authType: 'signup' }));
    act(() => authDialog.set(false));
    act(() => tokenStore.set({ access: 'token', refresh: 'refresh' }));
    expect(openDialog).toHaveBeenCalledTimes(1);
  });

  it('keeps the free use for another refusal (the API client has said why)', async () => {
    create.mockRejectedValueOnce(refusal(400, { area: ['x'] }));
    const result = setup();
    act(() => result.current.submit(sale));
    await vi.waitFor(() => expect(result.current.busy).toBe(false));
    expect(openDialog).not.toHaveBeenCalled();
    expect(result.current.freeSpent).toBe(false);
  });

  it('says the connection failed when the request could not even be sent (its code did not load offline)', async () => {
    // What a dynamic import() rejects with when the chunk cannot be fetched.
    create.mockRejectedValueOnce(new TypeError('Failed to load chunk /_next/static/chunks/valuation-api.js'));
    const result = setup();
    act(() => result.current.submit(sale));
    await vi.waitFor(() => expect(result.current.busy).toBe(false));
    expect(overlays.hideAiOverlay).toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('error', errorMessages.networkError, 'submission-not-sent');
    expect(result.current.freeSpent).toBe(false);
    expect(push).not.toHaveBeenCalled();
  });

  it('adds nothing to a failed request (the API client has toasted it)', async () => {
    create.mockRejectedValueOnce(lostAnswer());
    const result = setup();
    act(() => result.current.submit(sale));
    await vi.waitFor(() => expect(result.current.busy).toBe(false));
    expect(notify).not.toHaveBeenCalled();
  });

  it('goes to the service dialog (which asks to sign in) for what the free use does not cover', () => {
    const result = setup();
    act(() => result.current.submit({ kind: 'rent', area: 60 }));
    expect(openDialog).toHaveBeenCalledWith('service', expect.objectContaining({ category: 'rental_evaluation', agentType: 'product' }));
    expect(create).not.toHaveBeenCalled();
  });
});

describe('usePaidSubmission: a signed-in user', () => {
  beforeEach(signIn);

  it('with credit: chooses a service in the dialog and pays with credit; the answer opens the result', async () => {
    const result = setup();
    expect(result.current.signedIn).toBe(true);
    act(() => result.current.submit({ kind: 'rent', area: 60 }));
    const ctx = dialogContext();
    expect(openDialog.mock.calls[0][0]).toBe('service');
    expect(ctx).toMatchObject({ category: 'rental_evaluation', agentType: 'product', serviceKinds: ['base', 'complementary'] });
    await act(() => ctx.onPayWithCredit({ id: 13 } as never));
    expect(create.mock.calls[0][1]).toMatchObject({ service: 13, area: 60 });
    expect(push).toHaveBeenCalledWith(`/rent-price-evaluation-result?uuid=${UUID}`);
    expect(overlays.showAiOverlay).toHaveBeenCalledWith('priceEvaluation');
    expect(overlays.hideAiOverlay).not.toHaveBeenCalled();
  });

  it('never spends the anonymous free use', () => {
    const result = setup();
    act(() => result.current.submit(sale));
    expect(openDialog).toHaveBeenCalledWith('service', expect.anything());
    expect(create).not.toHaveBeenCalled();
  });

  it('without enough credit: the dialog keeps the input for the gateway; a refused payment leaves the dialog open', async () => {
    const result = setup();
    act(() => result.current.submit(sale));
    const ctx = dialogContext();
    // What the dialog saves before the gateway (sessionStorage) and hands back on return.
    expect(JSON.parse(JSON.stringify(ctx.formValues))).toEqual({ input: sale });
    create.mockRejectedValueOnce(refusal(403, { detail: 'اعتبار شما برای استفاده از این سرویس کافی نیست.' }));
    await expect(act(() => ctx.onPayWithCredit({ id: 1 } as never))).rejects.toBeInstanceOf(AxiosError);
    expect(overlays.hideAiOverlay).toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    // A refusal is an answer: the next attempt is a new submission.
    await act(() => ctx.onPayWithCredit({ id: 1 } as never));
    expect(create.mock.calls[1][1].request_id).not.toBe(create.mock.calls[0][1].request_id);
  });

  it('back from a paid gateway return on this page: restores the input and opens the service choice again', () => {
    setup();
    const dispatch = (detail: unknown) => act(() => void window.dispatchEvent(new CustomEvent(PAYMENT_RETURN_EVENT, { detail })));
    const path = window.location.pathname;
    dispatch({ transaction: { status: 'failed' }, pending: { path, formValues: { input: sale } } });
    dispatch({ transaction: { status: 'paid' }, pending: { path: '/elsewhere', formValues: { input: sale } } });
    dispatch({ transaction: { status: 'paid' }, pending: { path, formValues: { input: 'not an input' } } });
    expect(openDialog).not.toHaveBeenCalled();
    expect(onRestore).not.toHaveBeenCalled();
    dispatch({ transaction: { status: 'paid' }, pending: { path, formValues: { input: sale } } });
    expect(onRestore).toHaveBeenCalledWith(sale);
    expect(openDialog).toHaveBeenCalledWith('service', expect.objectContaining({ category: 'price_evaluation', formValues: { input: sale } }));
  });

  it('back from the gateway, the dialog chooses the service the user had chosen before buying, over the page’s offer', () => {
    renderHook(() => usePaidSubmission({ ...options, preferredService: () => 'price_evaluation_product_complementary' }));
    const path = window.location.pathname;
    act(() => void window.dispatchEvent(new CustomEvent(PAYMENT_RETURN_EVENT, {
      detail: { transaction: { status: 'paid' }, pending: { path, formValues: { input: sale }, preferredService: 'price_evaluation_product_base' } },
    })));
    expect(dialogContext(0).preferredService).toBe('price_evaluation_product_base');
    // Saved by an older page (no choice in it) or not a name: the page's own offer, as before.
    act(() => void window.dispatchEvent(new CustomEvent(PAYMENT_RETURN_EVENT, {
      detail: { transaction: { status: 'paid' }, pending: { path, formValues: { input: sale }, preferredService: 7 } },
    })));
    expect(dialogContext(1).preferredService).toBe('price_evaluation_product_complementary');
  });

  it('back from a payment that did not go through, the next submit offers the service the user had chosen, once', () => {
    const { result } = renderHook(() => usePaidSubmission({ ...options, preferredService: () => 'price_evaluation_product_complementary' }));
    const path = window.location.pathname;
    const unpaid = (status: string, p: string) =>
      act(() => void window.dispatchEvent(new CustomEvent(PAYMENT_RETURN_EVENT, {
        detail: { transaction: { status }, pending: { path: p, formValues: { input: sale }, preferredService: 'price_evaluation_product_base' } },
      })));
    unpaid('failed', '/elsewhere');
    act(() => result.current.submit(sale));
    expect(dialogContext(0).preferredService).toBe('price_evaluation_product_complementary');
    unpaid('failed', path);
    // Nothing opens by itself: the user paid nothing.
    expect(openDialog).toHaveBeenCalledTimes(1);
    act(() => result.current.submit(sale));
    expect(dialogContext(1).preferredService).toBe('price_evaluation_product_base');
    act(() => result.current.submit(sale));
    expect(dialogContext(2).preferredService).toBe('price_evaluation_product_complementary');
  });

  it('after a lost answer, paying again sends the same request id (the server answers with the result already paid for)', async () => {
    const result = setup();
    act(() => result.current.submit(sale));
    const ctx = dialogContext();
    create.mockRejectedValueOnce(lostAnswer());
    await expect(act(() => ctx.onPayWithCredit({ id: 1 } as never))).rejects.toBeInstanceOf(AxiosError);
    expect(overlays.hideAiOverlay).toHaveBeenCalledTimes(1);
    await act(() => ctx.onPayWithCredit({ id: 1 } as never));
    const [first, second] = create.mock.calls.map(([, body]) => body.request_id);
    expect(second).toBe(first);
    expect(push).toHaveBeenCalledWith(`/price-result?uuid=${UUID}`);
    // Answered: the next submission is a new one, even with the same values.
    act(() => result.current.submit(sale));
    await act(() => dialogContext(1).onPayWithCredit({ id: 1 } as never));
    expect(create.mock.calls[2][1].request_id).not.toBe(first);
  });

  it('names the unanswered service to the next dialog for the same input, after a reload too, so it can be paid again', async () => {
    signIn();
    const result = setup();
    act(() => result.current.submit(sale));
    expect(dialogContext(0).unansweredService).toBeUndefined();
    create.mockRejectedValueOnce(lostAnswer());
    await expect(act(() => dialogContext(0).onPayWithCredit({ id: 2 } as never))).rejects.toBeInstanceOf(AxiosError);
    // The page is reloaded while nothing answered: a new hook reads the submission kept in sessionStorage.
    cleanup();
    const reloaded = setup();
    act(() => reloaded.current.submit(sale));
    expect(dialogContext(1).unansweredService).toBe(2);
    // Another input is another submission.
    act(() => reloaded.current.submit({ kind: 'sale', area: 120 }));
    expect(dialogContext(2).unansweredService).toBeUndefined();
    // Paid again and answered: nothing is unanswered any more.
    act(() => reloaded.current.submit(sale));
    await act(() => dialogContext(3).onPayWithCredit({ id: 2 } as never));
    expect(create.mock.calls[1][1].request_id).toBe(create.mock.calls[0][1].request_id);
    act(() => reloaded.current.submit(sale));
    expect(dialogContext(4).unansweredService).toBeUndefined();
  });

  it('offers the services of another agent type when the page says so (a Divar advertiser)', () => {
    const result = renderHook(() => usePaidSubmission({ ...options, agentType: 'divar_advertiser', serviceKinds: ['base'], extraQuery: { ad: 'x' } })).result;
    act(() => result.current.submit(sale));
    expect(dialogContext()).toMatchObject({ agentType: 'divar_advertiser', serviceKinds: ['base'], extraQuery: { ad: 'x' } });
  });

  it('an anonymous free use is that agent type’s base service', async () => {
    localStorage.clear();
    const result = renderHook(() => usePaidSubmission({ ...options, agentType: 'divar_visitor' })).result;
    act(() => result.current.submit(sale));
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].service).toBe('price_evaluation_divar_visitor_base');
  });

  it('a reload after the answer but before its result page arrived opens that result, not a blank form to pay again', async () => {
    // QA: on a Divar form, reloaded while the overlay waited for the result page, the credit was spent and the form
    // came back blank; pressing it again offered to buy credit.
    const navigation = vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'reload' } as PerformanceNavigationTiming]);
    const first = setup();
    act(() => first.current.submit(sale));
    await act(() => dialogContext(0).onPayWithCredit({ id: 2 } as never));
    expect(push).toHaveBeenCalledWith(`/price-result?uuid=${UUID}`);
    // The page unloads before the result page arrives: no unmount, and a new page's hook finds the answer.
    setup();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith(`/price-result?uuid=${UUID}`);
    expect(create).toHaveBeenCalledTimes(1);
    navigation.mockRestore();
  });

  it('the kept answer goes once the result arrived: Back to the form, or a reload of it later, stays on the form', async () => {
    const navigation = vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'reload' } as PerformanceNavigationTiming]);
    const first = renderHook(() => usePaidSubmission(options));
    act(() => first.result.current.submit(sale));
    await act(() => dialogContext(0).onPayWithCredit({ id: 2 } as never));
    // The result page arrived: the form's page was left in the app.
    first.unmount();
    setup();
    expect(replace).not.toHaveBeenCalled();
    navigation.mockRestore();
  });

  it('a kept answer found on a load that is not a reload (Back after a full-page result) opens nothing, and is dropped', async () => {
    const navigation = vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'back_forward' } as PerformanceNavigationTiming]);
    const first = setup();
    act(() => first.current.submit(sale));
    await act(() => dialogContext(0).onPayWithCredit({ id: 2 } as never));
    setup();
    expect(replace).not.toHaveBeenCalled();
    navigation.mockReturnValue([{ type: 'reload' } as PerformanceNavigationTiming]);
    cleanup();
    setup();
    expect(replace).not.toHaveBeenCalled();
    navigation.mockRestore();
  });

  it('a changed input or service is a new submission', async () => {
    const result = setup();
    act(() => result.current.submit(sale));
    create.mockRejectedValue(lostAnswer());
    const ctx = dialogContext();
    await expect(act(() => ctx.onPayWithCredit({ id: 1 } as never))).rejects.toBeDefined();
    await expect(act(() => ctx.onPayWithCredit({ id: 2 } as never))).rejects.toBeDefined();
    act(() => result.current.submit({ kind: 'sale', area: 90 }));
    await expect(act(() => dialogContext(1).onPayWithCredit({ id: 2 } as never))).rejects.toBeDefined();
    const ids = create.mock.calls.map(([, body]) => body.request_id);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('usePaidSubmission: asking on the page before paying with credit (the chat)', () => {
  beforeEach(signIn);
  const ask = vi.fn<(input: Input) => Promise<boolean>>();
  const confirming = () =>
    renderHook(() =>
      usePaidSubmission({ ...options, confirmCredit: { service: (i) => `${options.category(i)}_product_base`, ask } }),
    ).result;
  const balance = (canUse: boolean) => ({
    active_credits_count: canUse ? 3 : 0,
    free_credits_count: 0,
    services_credits: [{ service_name: 'price_evaluation_product_base', available_credits: canUse ? 3 : 0, free_credits: 0, can_use_service: canUse }],
  });

  it('charges nothing when the answer is no', async () => {
    fetchUserCredits.mockResolvedValue(balance(true));
    ask.mockResolvedValue(false);
    const result = confirming();
    act(() => result.current.submit(sale));
    expect(result.current.busy).toBe(true);
    await vi.waitFor(() => expect(result.current.busy).toBe(false));
    expect(ask).toHaveBeenCalledWith(sale);
    expect(create).not.toHaveBeenCalled();
    expect(openDialog).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('pays with the named service on yes and opens the result', async () => {
    fetchUserCredits.mockResolvedValue(balance(true));
    ask.mockResolvedValue(true);
    const result = confirming();
    act(() => result.current.submit(sale));
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith(`/price-result?uuid=${UUID}`));
    expect(create.mock.calls[0][1]).toMatchObject({ service: 'price_evaluation_product_base', area: 85 });
    expect(openDialog).not.toHaveBeenCalled();
  });

  it('back from buying credit for another service than the page’s, opens the dialog on that one instead of asking', async () => {
    fetchUserCredits.mockResolvedValue(balance(true));
    ask.mockResolvedValue(true);
    confirming();
    const path = window.location.pathname;
    const back = (preferredService: string) =>
      act(() => void window.dispatchEvent(new CustomEvent(PAYMENT_RETURN_EVENT, {
        detail: { transaction: { status: 'paid' }, pending: { path, formValues: { input: sale }, preferredService } },
      })));
    back('price_evaluation_product_complementary');
    expect(dialogContext(0).preferredService).toBe('price_evaluation_product_complementary');
    expect(ask).not.toHaveBeenCalled();
    // The page's own service chosen: the page asks about it as before.
    back('price_evaluation_product_base');
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith(`/price-result?uuid=${UUID}`));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(openDialog).toHaveBeenCalledTimes(1);
  });

  it('opens the service dialog, asking nothing, without enough credit or when the balance cannot be read', async () => {
    fetchUserCredits.mockResolvedValueOnce(balance(false)).mockRejectedValueOnce(lostAnswer());
    const result = confirming();
    act(() => result.current.submit(sale));
    await vi.waitFor(() => expect(openDialog).toHaveBeenCalledTimes(1));
    act(() => result.current.submit(sale));
    await vi.waitFor(() => expect(openDialog).toHaveBeenCalledTimes(2));
    expect(dialogContext(1)).toMatchObject({ category: 'price_evaluation' });
    expect(ask).not.toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
  });
});

describe('usePaidSubmission: the same input sent again from Back to the form as it was sent', () => {
  const DRAFT = 'test-form';
  const REPEAT = { done: 'همین ملک را همین حالا قیمت‌گذاری کرده‌اید.', again: 'قیمت‌گذاری دوباره' };
  const backOptions: PaidSubmissionOptions<Input, Body> = { ...options, draftKey: DRAFT, draftForBack: true, repeatQuestion: REPEAT };
  const backSetup = (o = backOptions) => renderHook(() => usePaidSubmission(o)).result;
  const RESULT = `/price-result?uuid=${UUID}`;

  // A fresh history entry for each case (the mark keepAnsweredDraft leaves lives in history.state).
  beforeEach(() => window.history.replaceState(null, ''));

  /** Sends `input` from the form (its draft stored, as useFormDraft keeps it), gets the answer, and comes Back. */
  async function answeredThenBack(input: Input, o = backOptions) {
    sessionStorage.setItem(DRAFT, JSON.stringify(input));
    const first = backSetup(o);
    act(() => first.current.submit(input));
    if (localStorage.getItem('access')) await act(() => dialogContext(0).onPayWithCredit({ id: 2 } as never));
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith(input.kind === 'sale' ? RESULT : `/rent-price-evaluation-result?uuid=${UUID}`));
    await vi.waitFor(() => expect(first.current.busy).toBe(false));
    // The result page arrived (the form unmounted); Back mounts the form again on the same history entry.
    cleanup();
    vi.clearAllMocks();
    return backSetup(o);
  }

  describe('signed in', () => {
    beforeEach(signIn);

    it('asks first; «دیدن نتیجهٔ قبلی» opens the result already paid for and sends nothing', async () => {
      const back = await answeredThenBack(sale);
      overlays.ask.mockResolvedValueOnce(true);
      act(() => back.current.submit({ ...sale }));
      await vi.waitFor(() => expect(push).toHaveBeenCalledWith(RESULT));
      expect(overlays.ask).toHaveBeenCalledTimes(1);
      expect(overlays.ask).toHaveBeenCalledWith({
        title: 'نتیجهٔ قبلی را ببینید؟',
        message: 'همین ملک را همین حالا قیمت‌گذاری کرده‌اید. دیدن نتیجهٔ قبلی هزینه‌ای ندارد؛ قیمت‌گذاری دوباره یک بار دیگر هزینه دارد.',
        confirmLabel: 'دیدن نتیجهٔ قبلی',
        cancelLabel: 'قیمت‌گذاری دوباره',
      });
      expect(create).not.toHaveBeenCalled();
      expect(openDialog).not.toHaveBeenCalled();
      expect(overlays.showAiOverlay).not.toHaveBeenCalled();
    });

    it('«قیمت‌گذاری دوباره» pays as before (the service dialog), and the new answer is the one asked about next', async () => {
      const back = await answeredThenBack(sale);
      overlays.ask.mockResolvedValueOnce(false);
      act(() => back.current.submit(sale));
      await vi.waitFor(() => expect(openDialog).toHaveBeenCalledWith('service', expect.objectContaining({ category: 'price_evaluation', formValues: { input: sale } })));
      const second = '0b7d7c1e-6a8f-4d0e-9a57-2f3b8c9d1e42';
      create.mockResolvedValueOnce({ uuid: second });
      await act(() => dialogContext(0).onPayWithCredit({ id: 2 } as never));
      expect(create).toHaveBeenCalledTimes(1);
      expect(push).toHaveBeenCalledWith(`/price-result?uuid=${second}`);
      cleanup();
      const again = backSetup();
      overlays.ask.mockResolvedValueOnce(true);
      act(() => again.current.submit(sale));
      await vi.waitFor(() => expect(push).toHaveBeenLastCalledWith(`/price-result?uuid=${second}`));
      expect(create).toHaveBeenCalledTimes(1);
    });

    it('closed without a choice (Escape), does nothing; one question at a time', async () => {
      const back = await answeredThenBack(sale);
      let close!: (v: null) => void;
      overlays.ask.mockReturnValueOnce(new Promise((resolve) => (close = resolve)));
      act(() => back.current.submit(sale));
      act(() => back.current.submit(sale));
      expect(overlays.ask).toHaveBeenCalledTimes(1);
      await act(async () => close(null));
      expect(push).not.toHaveBeenCalled();
      expect(openDialog).not.toHaveBeenCalled();
      expect(create).not.toHaveBeenCalled();
      // Asked again on the next press.
      overlays.ask.mockResolvedValueOnce(null);
      act(() => back.current.submit(sale));
      expect(overlays.ask).toHaveBeenCalledTimes(2);
    });

    it('any change of what the server would get sends as before, without a question', async () => {
      const back = await answeredThenBack(sale);
      act(() => back.current.submit({ kind: 'sale', area: 90 }));
      // The same figures for the other deal type: another service family, another report.
      act(() => back.current.submit({ kind: 'rent', area: 85 }));
      expect(overlays.ask).not.toHaveBeenCalled();
      expect(openDialog).toHaveBeenCalledTimes(2);
      expect(dialogContext(1)).toMatchObject({ category: 'rental_evaluation' });
    });

    it('compares the request body, not the form: an input that sends the same body is the same', async () => {
      // The form may hold what the body leaves out (here a note the server never gets).
      const withNote = { ...backOptions, body: (input: Input, service: number | string) => ({ service, area: input.area }) };
      const back = await answeredThenBack({ ...sale, note: 'first' } as Input, withNote);
      overlays.ask.mockResolvedValueOnce(true);
      act(() => back.current.submit({ ...sale, note: 'second' } as Input));
      await vi.waitFor(() => expect(push).toHaveBeenCalledWith(RESULT));
      expect(create).not.toHaveBeenCalled();
    });

    it('another visit of the form (another history entry: the menu, a link) asks nothing', async () => {
      await answeredThenBack(sale);
      cleanup();
      window.history.replaceState(null, '');
      const fresh = backSetup();
      act(() => fresh.current.submit(sale));
      expect(overlays.ask).not.toHaveBeenCalled();
      expect(openDialog).toHaveBeenCalledWith('service', expect.anything());
    });

    it('a form without draftForBack never asks', async () => {
      const plain = { ...backOptions, draftForBack: false };
      const back = await answeredThenBack(sale, plain);
      act(() => back.current.submit(sale));
      expect(overlays.ask).not.toHaveBeenCalled();
      expect(openDialog).toHaveBeenCalledWith('service', expect.anything());
    });
  });

  describe('anonymous (the month’s free use)', () => {
    it('asks first; «دیدن نتیجهٔ قبلی» opens the result without trying the free use again', async () => {
      const back = await answeredThenBack(sale);
      overlays.ask.mockResolvedValueOnce(true);
      act(() => back.current.submit(sale));
      await vi.waitFor(() => expect(push).toHaveBeenCalledWith(RESULT));
      expect(create).not.toHaveBeenCalled();
      // The month's free use went on that result: doing it again needs an account, and the question says so.
      expect(overlays.ask).toHaveBeenCalledWith(
        expect.objectContaining({
          message: 'همین ملک را همین حالا قیمت‌گذاری کرده‌اید. دیدن نتیجهٔ قبلی هزینه‌ای ندارد؛ قیمت‌گذاری دوباره به ورود به حساب کاربری نیاز دارد و یک بار دیگر هزینه دارد.',
        }),
      );
    });

    it('«قیمت‌گذاری دوباره» sends it; the sign-up its 426 opens goes on to the service choice without asking again', async () => {
      const back = await answeredThenBack(sale);
      overlays.ask.mockResolvedValueOnce(false);
      create.mockRejectedValueOnce(refusal(426));
      act(() => back.current.submit(sale));
      await vi.waitFor(() => expect(openDialog).toHaveBeenCalledWith('auth', { authType: 'signup' }));
      expect(create).toHaveBeenCalledTimes(1);
      act(() => tokenStore.set({ access: 'token', refresh: 'refresh' }));
      act(() => authDialog.set(false));
      expect(openDialog).toHaveBeenLastCalledWith('service', expect.objectContaining({ formValues: { input: sale } }));
      expect(overlays.ask).toHaveBeenCalledTimes(1);
    });
  });
});

describe("usePaidSubmission: a partner's consent the API says is missing (the Divar advertiser's forms)", () => {
  beforeEach(signIn);
  const CONSENT = '/api/divar/oauth/start/?flow=price-advertiser&post_token=QmSale120';
  // Reported the way the API client's interceptor reports every failed request, so its toast can be taken back.
  const consentRefusal = () => {
    const error = refusal(403, { detail: 'اجازهٔ دیوار برای این کار منقضی شده یا داده نشده است؛ لطفاً دوباره از دیوار اجازه دهید.', code: 'divar_consent_required' });
    reportApiError(error);
    return error;
  };
  const assign = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks to give the consent in Divar, and goes there on yes', async () => {
    overlays.confirm.mockResolvedValue(true);
    const result = renderHook(() => usePaidSubmission({ ...options, partnerConsent: { href: CONSENT } })).result;
    act(() => result.current.submit(sale));
    create.mockRejectedValueOnce(consentRefusal());
    await expect(act(() => dialogContext().onPayWithCredit({ id: 1 } as never))).rejects.toBeInstanceOf(AxiosError);
    expect(overlays.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'اجازهٔ دیوار لازم است', confirmLabel: 'اجازه در دیوار' }));
    // Said once, by the dialog: the API client's toast of the refusal is taken back.
    expect(withdraw).toHaveBeenCalledWith({ type: 'error', message: 'اجازهٔ دیوار برای این کار منقضی شده یا داده نشده است؛ لطفاً دوباره از دیوار اجازه دهید.' });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(CONSENT));
    expect(push).not.toHaveBeenCalled();
  });

  it('stays on the form on no; other refusals and pages without the option ask nothing', async () => {
    overlays.confirm.mockResolvedValue(false);
    const result = renderHook(() => usePaidSubmission({ ...options, partnerConsent: { href: CONSENT } })).result;
    act(() => result.current.submit(sale));
    create.mockRejectedValueOnce(consentRefusal());
    await expect(act(() => dialogContext().onPayWithCredit({ id: 1 } as never))).rejects.toBeInstanceOf(AxiosError);
    await vi.waitFor(() => expect(overlays.confirm).toHaveBeenCalledTimes(1));
    expect(assign).not.toHaveBeenCalled();
    withdraw.mockClear();

    create.mockRejectedValueOnce(refusal(403, { detail: 'اعتبار شما برای استفاده از این سرویس کافی نیست.' }));
    await expect(act(() => dialogContext().onPayWithCredit({ id: 1 } as never))).rejects.toBeInstanceOf(AxiosError);
    const plain = setup();
    act(() => plain.current.submit(sale));
    create.mockRejectedValueOnce(consentRefusal());
    await expect(act(() => dialogContext(1).onPayWithCredit({ id: 1 } as never))).rejects.toBeInstanceOf(AxiosError);
    expect(overlays.confirm).toHaveBeenCalledTimes(1);
    // Without the dialog the toast is the only word of it, and stays.
    expect(withdraw).not.toHaveBeenCalled();
  });
});
