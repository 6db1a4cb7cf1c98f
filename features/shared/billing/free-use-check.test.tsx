// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/auth-tokens';
import { SIGNED_OUT_FREE_USE_NOTE } from './free-use-check';
import { LeanPaidActions } from './lean-paid-actions';
import { usePaidSubmission } from './use-paid-submission';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
const openDialog = vi.fn();
vi.mock('@/components/dialogs/dialog-store', () => ({ openDialog: (...a: unknown[]) => openDialog(...a), useDialog: () => undefined }));
vi.mock('@/components/feedback/global-overlays', () => ({ useOverlays: () => ({ showAiOverlay: vi.fn(), hideAiOverlay: vi.fn() }) }));
vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

const create = vi.fn<(input: { area: number }, body: object) => Promise<{ uuid: string }>>();

/** The /price page's button and notes, around the paid flow with its free use (price-index.tsx). */
function PricePage({ partnerSignIn }: { partnerSignIn?: { label: string; href: string } }) {
  const paid = usePaidSubmission({
    partnerSignIn,
    name: 'free-use-check',
    overlay: 'priceEvaluation',
    category: () => 'price_evaluation',
    freeUse: { family: 'price_evaluation' },
    body: (input: { area: number }, service) => ({ service, area: input.area }),
    create: (input, body) => create(input, body),
    resultUrl: (_input, uuid) => `/price-result?uuid=${uuid}`,
    restore: () => null,
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        paid.submit({ area: 85 });
      }}
    >
      <LeanPaidActions
        paid={paid}
        freeUse
        label={paid.signedIn ? 'قیمت‌گذاری خرید و فروش' : 'قیمت‌گذاری رایگان'}
        testId="start-valuation"
        notes={{ free: 'یک قیمت‌گذاری پایه در ماه رایگان است.', spent: 'استفاده شده است.' }}
      />
    </form>
  );
}

/** Another tab of this browser signs out: its storage event reaches this one. */
function signOutInAnotherTab() {
  const old = localStorage.getItem('access');
  localStorage.removeItem('access');
  localStorage.removeItem('refresh');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'access', oldValue: old, newValue: null }));
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  create.mockResolvedValue({ uuid: '7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c' });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the anonymous free use after the session ended elsewhere', () => {
  it('says the free use, not the account, is about to be used, and spends it only when chosen', async () => {
    const user = userEvent.setup();
    render(<PricePage />);
    act(() => tokenStore.set({ access: 'a', refresh: 'r' }));
    expect(screen.getByTestId('start-valuation').textContent).toBe('قیمت‌گذاری خرید و فروش');
    signOutInAnotherTab();

    await user.click(screen.getByTestId('start-valuation'));
    // Nothing spent yet: the page says which is being used.
    expect(create).not.toHaveBeenCalled();
    const check = screen.getByTestId('free-use-check');
    expect(check.getAttribute('role')).toBe('alert');
    expect(check.textContent).toContain(SIGNED_OUT_FREE_USE_NOTE);
    expect(document.activeElement).toBe(screen.getByTestId('free-use-check-sign-in'));

    await user.click(screen.getByTestId('free-use-check-use-free'));
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][1]).toMatchObject({ service: 'price_evaluation_product_base' });
    expect(screen.queryByTestId('free-use-check')).toBeNull();
  });

  it('signing in again instead spends nothing free and opens the sign-in', async () => {
    const user = userEvent.setup();
    render(<PricePage />);
    act(() => tokenStore.set({ access: 'a', refresh: 'r' }));
    signOutInAnotherTab();
    await user.click(screen.getByTestId('start-valuation'));
    await user.click(screen.getByTestId('free-use-check-sign-in'));
    expect(openDialog).toHaveBeenCalledWith('auth', { authType: 'login' });
    expect(create).not.toHaveBeenCalled();
    expect(screen.queryByTestId('free-use-check')).toBeNull();
  });

  it("inside Divar's pages, the sign-in offers Divar's one-tap sign-in first", async () => {
    const user = userEvent.setup();
    const partnerSignIn = { label: 'ورود با حساب دیوار', href: '/api/divar/oauth/start/?flow=price-visitor&post_token=QmSale085' };
    render(<PricePage partnerSignIn={partnerSignIn} />);
    act(() => tokenStore.set({ access: 'a', refresh: 'r' }));
    signOutInAnotherTab();
    await user.click(screen.getByTestId('start-valuation'));
    await user.click(screen.getByTestId('free-use-check-sign-in'));
    expect(openDialog).toHaveBeenCalledWith('auth', { authType: 'login', partner: partnerSignIn });
  });

  it('a user who signed out here, or never signed in, uses it directly as before', async () => {
    const user = userEvent.setup();
    render(<PricePage />);
    act(() => tokenStore.set({ access: 'a', refresh: 'r' }));
    act(() => tokenStore.clear({ ownSignOut: true }));
    await user.click(screen.getByTestId('start-valuation'));
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('free-use-check')).toBeNull();
  });
});
