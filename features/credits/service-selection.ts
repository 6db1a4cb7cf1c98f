import type { AgentType, Service, ServiceDialogContext, ServiceKind } from '@/lib/contracts/billing';
import type { CreditsResponse } from '@/lib/contracts/auth';
import type { Plan, UpgradeQuote } from '@/lib/contracts/billing';

// spec §4 service selection and §6/§9 credit rules, as pure functions (unit-tested beside this file).

export interface ServiceCreditState {
  available: number;
  free: number;
  canUse: boolean;
  /** What choosing it takes off the balance (chargeFor). */
  charge: number;
  /** The user's free credits for it cover the charge (always so when it takes nothing). */
  coveredByFree: boolean;
}

/**
 * What choosing a service takes off the balance: its credits_required, or, for an upgrade of a report already paid
 * for at the base tier, the server's price in its quote (the base report's credits counted towards it).
 */
export function chargeFor(service: Service, quote?: UpgradeQuote | null): number {
  return quote?.services.find((q) => q.id === service.id)?.upgrade_credits ?? service.credits_required;
}

/**
 * The user's credit for one service against what it takes (chargeFor: the quote's price for an upgrade, else its
 * credits_required): the one answer the service dialog orders, labels and charges by. An unknown service falls back
 * to the overall balance.
 */
export function creditFor(service: Service, credits: CreditsResponse | null | undefined, quote?: UpgradeQuote | null): ServiceCreditState {
  const charge = chargeFor(service, quote);
  const state = (available: number, free: number, canUse: boolean): ServiceCreditState => ({ available, free, canUse, charge, coveredByFree: free >= charge });
  if (!credits) return state(0, 0, false);
  const entry = credits.services_credits.find((s) => s.service_name === service.name);
  if (entry) {
    // The server's can_use_service is about the list price; an upgrade's own price is checked here.
    const canUse = charge === service.credits_required ? entry.can_use_service : entry.available_credits >= charge;
    return state(entry.available_credits, entry.free_credits, canUse);
  }
  const available = credits.active_credits_count + credits.free_credits_count;
  return state(available, credits.free_credits_count, available >= charge);
}

/** The services the dialog offers for a context (category, agent type, kinds, and the city's services when known). */
export function servicesFor(
  all: Service[],
  ctx: Pick<ServiceDialogContext, 'category' | 'agentType' | 'serviceKinds'>,
  cityServiceIds?: Set<number> | null,
): Service[] {
  const agent: AgentType = ctx.agentType ?? 'product';
  const kinds: ServiceKind[] | undefined = ctx.serviceKinds?.length ? ctx.serviceKinds : undefined;
  return all.filter(
    (s) =>
      s.category_name === ctx.category &&
      s.source_agent_type === agent &&
      (!kinds || kinds.includes(s.service_kind)) &&
      (!cityServiceIds || cityServiceIds.has(s.id)),
  );
}

/**
 * spec §4: sorted by credits_required descending; if the highest-priced cannot be used but the next can, the
 * order is reversed (so the usable, cheaper service comes first).
 */
export function orderServices(list: Service[], canUse: (s: Service) => boolean): Service[] {
  const sorted = [...list].sort((a, b) => b.credits_required - a.credits_required || a.id - b.id);
  if (sorted.length >= 2 && !canUse(sorted[0]) && canUse(sorted[1])) sorted.reverse();
  return sorted;
}

/**
 * spec §4: on first load the service-type query parameter picks the matching kind, otherwise the first service. A
 * service the opener already offered by name (ServiceDialogContext.preferredService) comes before both.
 */
export function initialService(ordered: Service[], serviceType: string | null, preferred?: string): Service | null {
  const offered = preferred ? ordered.find((s) => s.name === preferred) : undefined;
  if (offered) return offered;
  if (serviceType) {
    const match = ordered.find((s) => s.service_kind === serviceType || s.name === serviceType);
    if (match) return match;
  }
  return ordered[0] ?? null;
}

/** spec §6: the purchase section shows only when signed in, a service is selected and active credits are below 5. */
export const PURCHASE_SECTION_BELOW = 5;
export function showPurchaseSection(signedIn: boolean, service: Service | null, activeCredits: number): boolean {
  return signedIn && service !== null && activeCredits < PURCHASE_SECTION_BELOW;
}

/** spec §9: amount to buy = credits_required (what the choice takes: chargeFor) − available credits (never negative). */
export function amountToBuy(required: number, available: number): number {
  return Math.max(0, required - available);
}

/** spec §3: non-main plans are single-credit top-up packs matched by credit count. */
export function topUpFor(plans: Plan[], credits: number): Plan | null {
  if (credits <= 0) return null;
  return plans.find((p) => !p.is_main && p.credits === credits) ?? null;
}
