'use client';
import { useCallback } from 'react';
import { ResultActions } from '@/features/shared/result/result-actions';
import type { AgentType } from '@/lib/contracts/billing';
import type { EnvironmentEvaluationResult } from '@/lib/contracts/environment';

// The API client loads with the first call (a signed-in viewer's own view, or the upgrade), not with the page.
const api = () => import('../api/environment-api');
const isExtended = (fresh: EnvironmentEvaluationResult) => fresh.tier === 'extended';

/** The neighbourhood result's upgrade-or-print and share buttons (client island), as the sale and rent results have. */
export function EnvironmentActions({
  uuid,
  base,
  canUpgrade,
  agentType,
  startHref = '/neighborhood',
  ownerless,
  publishedOnAd,
}: {
  uuid: string;
  base: boolean;
  canUpgrade: boolean;
  agentType: AgentType;
  /** Where a viewer who may not upgrade starts their own evaluation (a partner's page keeps its own form). */
  startHref?: string;
  ownerless?: boolean;
  publishedOnAd?: boolean;
}) {
  // The viewer's own view of the result, asked on arrival and again before the upgrade (quietly: the page shows one).
  const fetchViewerView = useCallback(() => api().then((m) => m.fetchEnvironmentEvaluation(uuid, { silent: true })), [uuid]);
  const request = useCallback((service: number) => api().then((m) => m.upgradeEnvironmentEvaluation({ uuid, service })), [uuid]);
  const fetchQuote = useCallback(() => api().then((m) => m.fetchEnvironmentUpgradeQuote(uuid)), [uuid]);
  return (
    <ResultActions
      canUpgrade={canUpgrade}
      base={base}
      fetchViewerView={fetchViewerView}
      fetchQuote={fetchQuote}
      request={request}
      isUpgraded={isExtended}
      category="environmental_evaluation"
      // The evaluation's own agent type: a Divar-made one is upgraded with the Divar services (the server refuses others).
      agentType={agentType}
      extraQuery={{ uuid }}
      startHref={startHref}
      ownerless={ownerless}
      publishedOnAd={publishedOnAd}
      overlay="environmentEvaluation"
      upgradeTestId="upgrade-environment"
      printTestId="print-environment"
      share="اشتراک‌گذاری نتیجه"
    />
  );
}
