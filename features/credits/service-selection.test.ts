import { describe, expect, it } from 'vitest';
import type { Plan, Service } from '@/lib/contracts/billing';
import { amountToBuy, chargeFor, creditFor, initialService, orderServices, servicesFor, showPurchaseSection, topUpFor } from './service-selection';

const svc = (id: number, kind: 'base' | 'complementary', credits: number, agent = 'product' as const): Service => ({
  id,
  name: `price_evaluation_${agent}_${kind}`,
  title: kind,
  service_kind: kind,
  category_name: 'price_evaluation',
  source_agent_type: agent,
  credits_required: credits,
  price: credits * 50000,
});
const base = svc(1, 'base', 1);
const comp = svc(2, 'complementary', 2);

describe('service selection (spec §4)', () => {
  it('sorts by credits_required descending', () => {
    expect(orderServices([base, comp], () => true).map((s) => s.id)).toEqual([2, 1]);
    expect(orderServices([base, comp], () => false).map((s) => s.id)).toEqual([2, 1]);
  });
  it('reverses when the highest cannot be used but the next can', () => {
    expect(orderServices([base, comp], (s) => s.id === 1).map((s) => s.id)).toEqual([1, 2]);
  });
  it('preselects from service-type, else the first', () => {
    const ordered = [comp, base];
    expect(initialService(ordered, 'base')).toBe(base);
    expect(initialService(ordered, 'nope')).toBe(comp);
    expect(initialService(ordered, null)).toBe(comp);
    expect(initialService([], null)).toBeNull();
    // The service the opener offered (a chat card's) comes first; an unknown name is ignored.
    expect(initialService(ordered, 'complementary', base.name)).toBe(base);
    expect(initialService(ordered, null, 'nope')).toBe(comp);
  });
  it('filters by category, agent, kinds and city', () => {
    const visitor = svc(3, 'base', 1, 'divar_visitor' as never);
    const all = [base, comp, visitor];
    expect(servicesFor(all, { category: 'price_evaluation' }).map((s) => s.id)).toEqual([1, 2]);
    expect(servicesFor(all, { category: 'price_evaluation', serviceKinds: ['base'] }).map((s) => s.id)).toEqual([1]);
    expect(servicesFor(all, { category: 'price_evaluation', agentType: 'divar_visitor' }).map((s) => s.id)).toEqual([3]);
    expect(servicesFor(all, { category: 'price_evaluation' }, new Set([2])).map((s) => s.id)).toEqual([2]);
    expect(servicesFor(all, { category: 'report' })).toEqual([]);
  });
});

describe('credit rules (spec §6, §9)', () => {
  it('shows the purchase section only when signed in, selected and below 5 active credits', () => {
    expect(showPurchaseSection(true, base, 4)).toBe(true);
    expect(showPurchaseSection(true, base, 5)).toBe(false);
    expect(showPurchaseSection(false, base, 0)).toBe(false);
    expect(showPurchaseSection(true, null, 0)).toBe(false);
  });
  it('amount to buy and top-up matching', () => {
    expect(amountToBuy(comp.credits_required, 0)).toBe(2);
    expect(amountToBuy(comp.credits_required, 5)).toBe(0);
    const plans = [
      { name: 'base', credits: 3, is_main: true },
      { name: 'topup_2', credits: 2, is_main: false },
    ] as Plan[];
    expect(topUpFor(plans, 2)?.name).toBe('topup_2');
    expect(topUpFor(plans, 3)).toBeNull(); // main plans are not top-ups
    expect(topUpFor(plans, 0)).toBeNull();
  });
  it('reads per-service credit, falling back to the totals', () => {
    const credits = {
      active_credits_count: 1,
      free_credits_count: 1,
      services_credits: [{ service_name: base.name, available_credits: 2, free_credits: 1, can_use_service: true }],
    };
    expect(creditFor(base, credits)).toEqual({ available: 2, free: 1, canUse: true, charge: 1, coveredByFree: true });
    expect(creditFor(svc(9, 'complementary', 3), credits)).toEqual({ available: 2, free: 1, canUse: false, charge: 3, coveredByFree: false });
    expect(creditFor(base, null)).toEqual({ available: 0, free: 0, canUse: false, charge: 1, coveredByFree: false });
  });
  it("an upgrade takes the server's quoted price, not the list price, and is checked against it", () => {
    const quote = { uuid: 'u', upgraded: false, base_credits_paid: 1, services: [{ id: comp.id, name: comp.name, credits_required: 2, upgrade_credits: 1 }] };
    expect(chargeFor(comp, quote)).toBe(1);
    expect(chargeFor(comp)).toBe(2);
    expect(chargeFor(base, quote)).toBe(base.credits_required); // not in the quote: its own price
    const oneLeft = {
      active_credits_count: 1,
      free_credits_count: 0,
      services_credits: [{ service_name: comp.name, available_credits: 1, free_credits: 0, can_use_service: false }],
    };
    expect(creditFor(comp, oneLeft).canUse).toBe(false);
    expect(creditFor(comp, oneLeft, quote).canUse).toBe(true);
    expect(creditFor(comp, oneLeft, quote).charge).toBe(1);
    expect(amountToBuy(chargeFor(comp, quote), 0)).toBe(1);
  });
});
