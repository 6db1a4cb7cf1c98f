'use client';
import { useCallback } from 'react';
import { ResultActions } from '@/features/shared/result/result-actions';
import type { EnvironmentEvaluationResult } from '@/lib/contracts/environment';

// The API client loads with the first call (a signed-in viewer's own view, or the upgrade), not with the page.
const api = () => import('../api/environment-api');
const isExtended = (fresh: EnvironmentEvaluationResult) => fresh.tier === 'extended';

/** The neighbourhood result's upgrade and print button (client island). */
export function EnvironmentActions({ uuid, base, canUpgrade }: { uuid: string; base: boolean; canUpgrade: boolean }) {
  // The viewer's own view of the result, asked on arrival and again before the upgrade (quietly: the page shows one).
  const fetchViewerView = useCallback(() => api().then((m) => m.fetchEnvironmentEvaluation(uuid, { silent: true })), [uuid]);
  const request = useCallback((service: number) => api().then((m) => m.upgradeEnvironmentEvaluation({ uuid, service })), [uuid]);
  return (
    <ResultActions
      canUpgrade={canUpgrade}
      base={base}
      fetchViewerView={fetchViewerView}
      request={request}
      isUpgraded={isExtended}
      category="environmental_evaluation"
      extraQuery={{ uuid }}
      overlay="environmentEvaluation"
      upgradeTestId="upgrade-environment"
      printTestId="print-environment"
    />
  );
}
