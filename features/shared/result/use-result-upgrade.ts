'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chosenBeforeGateway, type PendingService, usePaidReturnHere } from '@/features/shared/billing/use-paid-return';
import { openDialog } from '@/components/dialogs/dialog-store';
import { type AiOverlayType, useOverlays } from '@/components/feedback/global-overlays';
import type { AgentType, ServiceFamily, UpgradeQuote } from '@/lib/contracts/billing';
import { useSignedIn } from '@/lib/use-signed-in';

// The steps load when first needed (a signed-in viewer's arrival, a click on the upgrade): with them the API client.
const steps = () => import('./confirm-upgradable');

export interface ResultUpgrade<T> {
  /** Whether the page, rendered on the server without knowing its viewer, offers the upgrade. */
  canUpgrade: boolean;
  /** The result is still the base report (the upgrade is offered again after buying credit at the gateway). */
  base: boolean;
  /** The viewer's own view of the result, fetched quietly; stable (a new function fetches again). */
  fetchViewerView: () => Promise<T>;
  /** The server's price of the upgrade for this viewer (silent: the steps tell its error). */
  fetchQuote: () => Promise<UpgradeQuote>;
  category: ServiceFamily;
  /** Whose services the upgrade is bought with: the report's own agent type (spec §3; default product). */
  agentType?: AgentType;
  /** Added to the gateway's return address (the result's uuid, and what the page needs to come back). */
  extraQuery: Record<string, string>;
  overlay: AiOverlayType;
  /** Sends the upgrade for the chosen complementary service. */
  request: (serviceId: number) => Promise<unknown>;
  isUpgraded: (fresh: T) => boolean;
}

export interface ResultUpgradeState {
  upgrade: () => void;
  /** Whose view this is is known: false while a signed-in viewer's own is being fetched (offer nothing paid then). */
  viewerKnown: boolean;
  /** This viewer may buy the upgrade (their own view once known, else the page's). */
  canUpgrade: boolean;
  /** The extended report is this page's (bought here, or found upgraded), even before the page re-renders with it. */
  extended: boolean;
  /** The viewer is signed in (read as signed out until known). */
  signedIn: boolean;
}

/**
 * A result page's upgrade to its extended report, for the page's client island (the report itself is server markup):
 * the viewer's own view on arrival (nothing paid is offered until it is known), the right to upgrade asked afresh
 * before the service dialog, the AI overlay while it runs, a lost answer looked up, and the offer made again back
 * from the gateway with credit bought. Once upgraded the page is rendered again on the server (router.refresh)
 * and shows the extended report. The service dialog refreshes the user's credits itself, and prices the upgrade as the
 * server quotes it (the base report already paid for counted towards it).
 */
export function useResultUpgrade<T extends { can_upgrade: boolean }>(o: ResultUpgrade<T>): ResultUpgradeState {
  const router = useRouter();
  const signedIn = useSignedIn();
  const { showAiOverlay, hideAiOverlay } = useOverlays();
  const { fetchViewerView, fetchQuote, category, overlay, request, isUpgraded, base, agentType = 'product' } = o;
  const [view, setView] = useState<T | null>(null);
  const [upgraded, setUpgraded] = useState(false);
  const [checked, setChecked] = useState(false);
  // The return query as a value: the page builds it anew on every render.
  const extraQuery = JSON.stringify(o.extraQuery);

  const store = useCallback(
    (fresh: T) => {
      setView(fresh);
      // Upgraded meanwhile (another tab, a lost answer that went through): show the extended report.
      if (base && isUpgraded(fresh)) {
        setUpgraded(true);
        router.refresh();
      }
    },
    [base, isUpgraded, router],
  );

  // On arrival, and again whenever the viewer signs in on the page.
  useEffect(() => {
    if (!signedIn) return undefined;
    let live = true;
    void steps()
      .then((s) => s.refreshForViewer(store, fetchViewerView))
      .catch(() => undefined)
      .finally(() => {
        if (live) setChecked(true);
      });
    return () => {
      live = false;
      setChecked(false);
    };
  }, [signedIn, store, fetchViewerView]);

  // `chosen`: the service the user picked in the dialog before buying credit at the gateway, offered first again.
  const offer = useCallback((chosen?: string) => {
    void steps().then(async (s) => {
      // The right to upgrade and its price are asked together: the dialog shows what the upgrade will charge.
      const [allowed, quote] = await Promise.all([s.confirmUpgradable(store, fetchViewerView), s.quoteForViewer(fetchQuote)]);
      if (!allowed || quote === false) return;
      openDialog('service', {
        category,
        agentType,
        serviceKinds: ['complementary'],
        upgradeQuote: quote ?? undefined,
        preferredService: chosen,
        extraQuery: JSON.parse(extraQuery) as Record<string, string>,
        onPayWithCredit: async (service) => {
          showAiOverlay(overlay);
          try {
            await s.upgradeOrFindUpgraded(store, () => request(service.id), fetchViewerView, isUpgraded);
            setUpgraded(true);
            router.refresh();
          } finally {
            hideAiOverlay();
          }
        },
      });
    });
  }, [store, fetchViewerView, fetchQuote, category, agentType, extraQuery, overlay, request, isUpgraded, router, showAiOverlay, hideAiOverlay]);
  // The service chosen before a payment that did not go through: the next «ارتقا» offers it first again, once.
  const choiceBeforeUnpaid = useRef<string | undefined>(undefined);
  const upgrade = useCallback(() => {
    const chosen = choiceBeforeUnpaid.current;
    choiceBeforeUnpaid.current = undefined;
    offer(chosen);
  }, [offer]);
  const offerAgain = useCallback((pending: PendingService) => offer(chosenBeforeGateway(pending)), [offer]);
  const keepChoice = useCallback((pending: PendingService) => {
    choiceBeforeUnpaid.current = chosenBeforeGateway(pending);
  }, []);
  usePaidReturnHere(offerAgain, base && !upgraded, keepChoice);

  return {
    upgrade,
    viewerKnown: !signedIn || checked,
    canUpgrade: !upgraded && (view ? view.can_upgrade : o.canUpgrade),
    extended: !base || upgraded,
    signedIn,
  };
}
