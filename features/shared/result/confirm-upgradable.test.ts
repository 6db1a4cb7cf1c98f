// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '@/lib/errors/catalogue';
import { AxiosError, type AxiosResponse } from 'axios';
import { confirmUpgradable, quoteForViewer, refreshForViewer, upgradeOrFindUpgraded } from './confirm-upgradable';

const notify = vi.fn();
vi.mock('@/lib/notify', () => ({ notify: (...a: unknown[]) => notify(...a) }));

afterEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('confirmUpgradable', () => {
  it('asks afresh for a signed-in viewer: a non-owner is told so, the page stops offering it, no dialog', async () => {
    localStorage.setItem('access', 'a');
    const store = vi.fn();
    const ok = await confirmUpgradable(store, async () => ({ can_upgrade: false, tier: 'base' }));
    expect(ok).toBe(false);
    expect(notify).toHaveBeenCalledWith('error', errorMessages.upgradeOwnerOnly, 'upgrade-owner-only');
    expect(store).toHaveBeenCalledWith({ can_upgrade: false, tier: 'base' });
    expect(await confirmUpgradable(store, async () => ({ can_upgrade: true }))).toBe(true);
  });

  it('goes on without asking for a visitor with no tokens, or when the check itself fails', async () => {
    const fetchFresh = vi.fn(async () => ({ can_upgrade: false }));
    expect(await confirmUpgradable(vi.fn(), fetchFresh)).toBe(true);
    expect(fetchFresh).not.toHaveBeenCalled();
    localStorage.setItem('refresh', 'r');
    expect(await confirmUpgradable(vi.fn(), async () => Promise.reject(new Error('offline')))).toBe(true);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('refreshForViewer', () => {
  it("fetches a signed-in viewer's own view of the result, quietly; a visitor with no tokens keeps the page's", async () => {
    const store = vi.fn();
    const fetchFresh = vi.fn(async () => ({ can_upgrade: false }));
    await refreshForViewer(store, fetchFresh);
    expect(fetchFresh).not.toHaveBeenCalled();
    localStorage.setItem('access', 'a');
    await refreshForViewer(store, fetchFresh);
    expect(store).toHaveBeenCalledWith({ can_upgrade: false });
    await refreshForViewer(store, async () => Promise.reject(new Error('offline')));
    expect(store).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('upgradeOrFindUpgraded', () => {
  const lost = new AxiosError('Network Error', 'ERR_NETWORK');
  const upgraded = (r: { tier: string }) => r.tier === 'complementary';

  it('an upgrade whose answer was lost but went through shows the upgraded report and counts as done', async () => {
    const store = vi.fn();
    await upgradeOrFindUpgraded(store, () => Promise.reject(lost), async () => ({ tier: 'complementary' }), upgraded);
    expect(store).toHaveBeenCalledWith({ tier: 'complementary' });
  });

  it('still fails when the report is not upgraded, and on a refusal without asking again', async () => {
    const store = vi.fn();
    await expect(upgradeOrFindUpgraded(store, () => Promise.reject(lost), async () => ({ tier: 'base' }), upgraded)).rejects.toBe(lost);
    const refused = new AxiosError('403', 'ERR_BAD_REQUEST', undefined, undefined, { status: 403 } as AxiosResponse);
    const fetchFresh = vi.fn(async () => ({ tier: 'complementary' }));
    await expect(upgradeOrFindUpgraded(store, () => Promise.reject(refused), fetchFresh, upgraded)).rejects.toBe(refused);
    expect(fetchFresh).not.toHaveBeenCalled();
    expect(store).not.toHaveBeenCalled();
  });
});

describe('quoteForViewer', () => {
  const quote = { uuid: 'u', upgraded: false, base_credits_paid: 1, services: [{ id: 2, name: 'c', credits_required: 2, upgrade_credits: 1 }] };

  it("asks the server what the upgrade costs a signed-in viewer; a visitor with no tokens gets the list's price", async () => {
    const fetchQuote = vi.fn(async () => quote);
    expect(await quoteForViewer(fetchQuote)).toBeNull();
    expect(fetchQuote).not.toHaveBeenCalled();
    localStorage.setItem('access', 'a');
    expect(await quoteForViewer(fetchQuote)).toEqual(quote);
  });

  it('no price, no dialog: a failure is told (a stranger in the words confirmUpgradable uses, shown once)', async () => {
    localStorage.setItem('access', 'a');
    const refused = new AxiosError('403', 'ERR_BAD_REQUEST', { url: '/api/houses/price-suggestion-complementary/', silent: true } as never, undefined, {
      status: 403,
      data: {},
    } as AxiosResponse);
    expect(await quoteForViewer(() => Promise.reject(refused))).toBe(false);
    expect(notify).toHaveBeenCalledWith('error', errorMessages.upgradeOwnerOnly, 'upgrade-owner-only');
    notify.mockClear();
    const lost = new AxiosError('Network Error', 'ERR_NETWORK', { url: '/api/houses/price-suggestion-complementary/', silent: true } as never);
    expect(await quoteForViewer(() => Promise.reject(lost))).toBe(false);
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
