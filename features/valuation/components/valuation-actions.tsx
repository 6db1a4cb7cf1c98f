'use client';
import { useCallback } from 'react';
import { ResultActions } from '@/features/shared/result/result-actions';
import type { AgentType, ServiceFamily } from '@/lib/contracts/billing';
import type { ValuationKind, ValuationResult } from '@/lib/contracts/valuation';

// The API client loads with the first call (a signed-in viewer's own view, or the upgrade), not with the page.
const api = () => import('../api/valuation-api');
const isComplementary = (fresh: ValuationResult) => fresh.tier === 'complementary';

/** The valuation result's upgrade, print and share buttons (client island). */
export function ValuationActions({
  kind,
  uuid,
  base,
  canUpgrade,
  category,
  agentType,
  state,
  startHref,
}: {
  kind: ValuationKind;
  uuid: string;
  base: boolean;
  canUpgrade: boolean;
  category: ServiceFamily;
  /** Whose services the upgrade is bought with (the result's agent_type). */
  agentType: AgentType;
  /** spec §2 `state` query parameter, carried through the gateway's return. */
  state?: string;
  /** The blank valuation form (the page's «قیمت‌گذاری ملکی دیگر»). */
  startHref: string;
}) {
  // The viewer's own view of the result, asked on arrival and again before the upgrade (quietly: the page shows one).
  const fetchViewerView = useCallback(() => api().then((m) => m.fetchValuation(kind, uuid, { silent: true })), [kind, uuid]);
  const request = useCallback((service: number) => api().then((m) => m.upgradeValuation(kind, { uuid, service })), [kind, uuid]);
  const fetchQuote = useCallback(() => api().then((m) => m.fetchValuationUpgradeQuote(kind, uuid)), [kind, uuid]);
  return (
    <ResultActions
      canUpgrade={canUpgrade}
      base={base}
      fetchViewerView={fetchViewerView}
      fetchQuote={fetchQuote}
      request={request}
      isUpgraded={isComplementary}
      category={category}
      agentType={agentType}
      extraQuery={{ uuid, ...(state ? { state } : {}) }}
      startHref={startHref}
      overlay="priceEvaluation"
      upgradeTestId="upgrade-valuation"
      printTestId="print-valuation"
      share="اشتراک‌گذاری نتیجه"
    />
  );
}
