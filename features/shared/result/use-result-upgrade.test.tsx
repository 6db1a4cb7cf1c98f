// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Service, ServiceDialogContext, UpgradeQuote } from '@/lib/contracts/billing';
import { PAYMENT_RETURN_EVENT } from '@/lib/contracts/billing-constants';
import { useResultUpgrade, type ResultUpgrade } from './use-result-upgrade';

const refresh = vi.fn();
const router = { refresh };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
const openDialog = vi.fn();
vi.mock('@/components/dialogs/dialog-store', () => ({ openDialog: (...a: unknown[]) => openDialog(...a) }));
const overlays = { showAiOverlay: vi.fn(), hideAiOverlay: vi.fn(), confirm: vi.fn() };
vi.mock('@/components/feedback/global-overlays', () => ({ useOverlays: () => overlays }));
const notify = vi.fn();
vi.mock('@/lib/notify', () => ({ notify: (...a: unknown[]) => notify(...a) }));

interface View {
  can_upgrade: boolean;
  tier: string;
}
const UUID = 'b5b0c7a4-2f0e-4c56-9f43-3f0a1d2b9e11';
const QUOTE: UpgradeQuote = {
  uuid: UUID,
  upgraded: false,
  base_credits_paid: 1,
  services: [{ id: 2, name: 'rental_evaluation_product_complementary', credits_required: 2, upgrade_credits: 1 }],
};

function setup(fetchQuote: () => Promise<UpgradeQuote>) {
  const request = vi.fn(async () => ({ uuid: UUID, tier: 'complementary' }));
  const options: ResultUpgrade<View> = {
    canUpgrade: true,
    base: true,
    fetchViewerView: async () => ({ can_upgrade: true, tier: 'base' }),
    fetchQuote,
    category: 'rental_evaluation',
    extraQuery: { uuid: UUID },
    overlay: 'priceEvaluation',
    request,
    isUpgraded: (v) => v.tier === 'complementary',
  };
  const { result } = renderHook(() => useResultUpgrade(options));
  return { result, request };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.clearAllMocks();
});

describe("a result's upgrade", () => {
  it("opens the service dialog with the server's price of the upgrade, then upgrades with the chosen service", async () => {
    localStorage.setItem('access', 'a');
    const fetchQuote = vi.fn(async () => QUOTE);
    const { result, request } = setup(fetchQuote);
    act(() => result.current.upgrade());
    await waitFor(() => expect(openDialog).toHaveBeenCalledTimes(1));
    const ctx = openDialog.mock.calls[0][1] as ServiceDialogContext;
    expect(openDialog.mock.calls[0][0]).toBe('service');
    expect(ctx).toMatchObject({ category: 'rental_evaluation', serviceKinds: ['complementary'], upgradeQuote: QUOTE });
    await act(() => ctx.onPayWithCredit({ id: 2 } as Service));
    expect(request).toHaveBeenCalledWith(2);
    expect(refresh).toHaveBeenCalled();
  });

  it('back from buying credit at the gateway, offers the upgrade again on the service the user had chosen', async () => {
    localStorage.setItem('access', 'a');
    const { result } = setup(vi.fn(async () => QUOTE));
    const pending = { path: window.location.pathname, preferredService: 'rental_evaluation_product_advanced' };
    act(() => void window.dispatchEvent(new CustomEvent(PAYMENT_RETURN_EVENT, { detail: { transaction: { status: 'paid' }, pending } })));
    await waitFor(() => expect(openDialog).toHaveBeenCalledTimes(1));
    expect((openDialog.mock.calls[0][1] as ServiceDialogContext).preferredService).toBe('rental_evaluation_product_advanced');
    // The page's own button offers the list as it comes.
    act(() => result.current.upgrade());
    await waitFor(() => expect(openDialog).toHaveBeenCalledTimes(2));
    expect((openDialog.mock.calls[1][1] as ServiceDialogContext).preferredService).toBeUndefined();
  });

  it('back from a payment that did not go through, the next «ارتقا» offers the service the user had chosen, once', async () => {
    localStorage.setItem('access', 'a');
    const { result } = setup(vi.fn(async () => QUOTE));
    const pending = { path: window.location.pathname, preferredService: 'rental_evaluation_product_advanced' };
    act(() => void window.dispatchEvent(new CustomEvent(PAYMENT_RETURN_EVENT, { detail: { transaction: { status: 'failed' }, pending } })));
    // Nothing opens by itself: the user paid nothing.
    expect(openDialog).not.toHaveBeenCalled();
    act(() => result.current.upgrade());
    await waitFor(() => expect(openDialog).toHaveBeenCalledTimes(1));
    expect((openDialog.mock.calls[0][1] as ServiceDialogContext).preferredService).toBe('rental_evaluation_product_advanced');
    act(() => result.current.upgrade());
    await waitFor(() => expect(openDialog).toHaveBeenCalledTimes(2));
    expect((openDialog.mock.calls[1][1] as ServiceDialogContext).preferredService).toBeUndefined();
  });

  it('opens no dialog on a price it could not get, and says why', async () => {
    localStorage.setItem('access', 'a');
    const down = new AxiosError('down', 'ERR_BAD_RESPONSE', { url: '/api/houses/rental-evaluation-complementary/', silent: true, headers: new AxiosHeaders() }, undefined, {
      status: 503,
      data: {},
      statusText: '',
      headers: {},
      config: { headers: new AxiosHeaders() },
    });
    const { result } = setup(() => Promise.reject(down));
    act(() => result.current.upgrade());
    await waitFor(() => expect(notify).toHaveBeenCalled());
    expect(openDialog).not.toHaveBeenCalled();
  });

  it('a visitor with no tokens gets the dialog (it asks to sign in) without a quote', async () => {
    const fetchQuote = vi.fn(async () => QUOTE);
    const { result } = setup(fetchQuote);
    act(() => result.current.upgrade());
    await waitFor(() => expect(openDialog).toHaveBeenCalledTimes(1));
    expect(fetchQuote).not.toHaveBeenCalled();
    expect((openDialog.mock.calls[0][1] as ServiceDialogContext).upgradeQuote).toBeUndefined();
  });
});
