'use client';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePaidReturnHere } from '@/features/shared/billing/use-paid-return';
import { openDialog } from '@/components/dialogs/dialog-store';
import { type AiOverlayType, useOverlays } from '@/components/feedback/global-overlays';
import type { ServiceFamily } from '@/lib/contracts/billing';
import { confirmUpgradable, upgradeOrFindUpgraded, useRefreshForViewer } from './confirm-upgradable';

export interface ResultUpgrade<T> {
  /** The result's query. */
  queryKey: QueryKey;
  /** The viewer's own view of the result, fetched quietly; stable (a new function fetches again). */
  fetchViewerView: () => Promise<T>;
  category: ServiceFamily;
  /** Added to the gateway's return address (the result's uuid, and what the page needs to come back). */
  extraQuery: Record<string, string>;
  overlay: AiOverlayType;
  /** Sends the upgrade for the chosen complementary service. */
  request: (serviceId: number) => Promise<unknown>;
  isUpgraded: (fresh: T) => boolean;
  /** The result is still the base report (the upgrade is offered again after buying credit at the gateway). */
  base: boolean;
}

/**
 * A result page's upgrade to its extended report: the viewer's own view on arrival (nothing paid is offered until it
 * is known), the right to upgrade asked afresh before the service dialog, the AI overlay while it runs, a lost
 * answer looked up, and the offer made again back from the gateway with credit bought. The service dialog refreshes
 * the user's credits itself.
 */
export function useResultUpgrade<T extends { can_upgrade: boolean }>(o: ResultUpgrade<T>): { upgrade: () => void; viewerKnown: boolean } {
  const queryClient = useQueryClient();
  const { showAiOverlay, hideAiOverlay } = useOverlays();
  const { queryKey, fetchViewerView, category, overlay, request, isUpgraded } = o;
  const viewerKnown = useRefreshForViewer(queryKey, fetchViewerView);
  // Keys and the return query as values: the page builds them anew on every render.
  const key = JSON.stringify(queryKey);
  const extraQuery = JSON.stringify(o.extraQuery);
  const upgrade = useCallback(() => {
    const resultKey = JSON.parse(key) as QueryKey;
    void confirmUpgradable(queryClient, resultKey, fetchViewerView).then((ok) => {
      if (!ok) return;
      openDialog('service', {
        category,
        agentType: 'product',
        serviceKinds: ['complementary'],
        extraQuery: JSON.parse(extraQuery) as Record<string, string>,
        onPayWithCredit: async (service) => {
          showAiOverlay(overlay);
          try {
            await upgradeOrFindUpgraded(queryClient, resultKey, () => request(service.id), fetchViewerView, isUpgraded);
            await queryClient.invalidateQueries({ queryKey: resultKey });
          } finally {
            hideAiOverlay();
          }
        },
      });
    });
  }, [key, extraQuery, queryClient, fetchViewerView, category, overlay, request, isUpgraded, showAiOverlay, hideAiOverlay]);
  usePaidReturnHere(upgrade, o.base);
  return { upgrade, viewerKnown };
}
