// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/auth-tokens';
import type { UpgradeQuote } from '@/lib/contracts/billing';
import { ResultActions, type ResultActionsProps } from './result-actions';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
const openDialog = vi.fn();
vi.mock('@/components/dialogs/dialog-store', () => ({ openDialog: (...a: unknown[]) => openDialog(...a) }));
vi.mock('@/components/feedback/global-overlays', () => ({ useOverlays: () => ({ showAiOverlay: vi.fn(), hideAiOverlay: vi.fn() }) }));

interface View {
  can_upgrade: boolean;
  tier: string;
}

function renderActions(over: Partial<ResultActionsProps<View>> & { ownView?: View }) {
  const { ownView = { can_upgrade: false, tier: 'base' }, ...props } = over;
  return render(
    <ResultActions<View>
      canUpgrade={false}
      base
      fetchViewerView={async () => ownView}
      fetchQuote={async () => ({}) as UpgradeQuote}
      request={async () => undefined}
      isUpgraded={(v) => v.tier === 'complementary'}
      category="price_evaluation"
      extraQuery={{ uuid: 'u' }}
      overlay="priceEvaluation"
      upgradeTestId="upgrade-valuation"
      printTestId="print-valuation"
      startHref="/price"
      {...props}
    />,
  );
}

afterEach(() => {
  cleanup();
  tokenStore.clear();
  localStorage.clear();
  vi.clearAllMocks();
});

// Someone else's result hid «دریافت گزارش تکمیلی» without a word.
describe('a base result this viewer may not upgrade', () => {
  it("says so to a signed-in viewer, once their own view says so, with a link to start their own", async () => {
    tokenStore.set({ access: 'a', refresh: 'r' });
    renderActions({});
    const note = await screen.findByTestId('upgrade-unavailable');
    expect(note.textContent).toBe('این گزارش با حساب شما ساخته نشده است؛ برای گزارش تکمیلی، ارزیابی خود را بسازید.');
    expect(screen.getByRole('link', { name: 'ارزیابی خود را بسازید' }).getAttribute('href')).toBe('/price');
    expect(screen.queryByTestId('upgrade-valuation')).toBeNull();
  });

  it('asks a signed-out viewer to sign in if it is theirs, else to start their own', () => {
    renderActions({});
    const note = screen.getByTestId('upgrade-unavailable');
    expect(note.textContent).toBe('اگر این گزارش را با حساب خود گرفته‌اید، برای گزارش تکمیلی وارد شوید؛ وگرنه ارزیابی خود را بسازید.');
    fireEvent.click(screen.getByRole('button', { name: 'وارد شوید' }));
    expect(openDialog).toHaveBeenCalledWith('auth', {});
    expect(screen.getByRole('link', { name: 'ارزیابی خود را بسازید' }).getAttribute('href')).toBe('/price');
  });

  it('a report made without an account: nobody is asked to sign in for it, signed in or not', async () => {
    renderActions({ ownerless: true, startHref: '/divar/neighborhood/visitor-evaluation/form?post_token=QmSale085&noLoginRequired=true' });
    const expected = 'گزارش تکمیلی برای گزارشی که بدون ثبت نام ساخته شده ممکن نیست؛ برای آن، پس از ورود ارزیابی خود را بسازید.';
    expect(screen.getByTestId('upgrade-unavailable').textContent).toBe(expected);
    expect(screen.queryByRole('button', { name: 'وارد شوید' })).toBeNull();
    expect(screen.getByRole('link', { name: 'ارزیابی خود را بسازید' }).getAttribute('href')).toBe('/divar/neighborhood/visitor-evaluation/form?post_token=QmSale085&noLoginRequired=true');
    cleanup();
    tokenStore.set({ access: 'a', refresh: 'r' });
    renderActions({ ownerless: true });
    expect((await screen.findByTestId('upgrade-unavailable')).textContent).toBe(expected);
  });

  it('is not shown to the owner (the upgrade is offered) nor on an extended report (printed), nor while asking', async () => {
    tokenStore.set({ access: 'a', refresh: 'r' });
    const { unmount } = renderActions({ ownView: { can_upgrade: true, tier: 'base' } });
    // Whose view this is is still being asked: a placeholder, no note yet.
    expect(screen.queryByTestId('upgrade-unavailable')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('upgrade-valuation')).toBeTruthy());
    expect(screen.queryByTestId('upgrade-unavailable')).toBeNull();
    unmount();
    renderActions({ base: false });
    expect(screen.getByTestId('print-valuation')).toBeTruthy();
    expect(screen.queryByTestId('upgrade-unavailable')).toBeNull();
  });
});
