'use client';
import { useEffect } from 'react';
import type { AiOverlayType } from '@/components/feedback/global-overlays';
import type { AgentType, ServiceFamily, UpgradeQuote } from '@/lib/contracts/billing';
import { ShareButton } from './share-button';
import { setUpgradeOffered } from './upgrade-offer';
import { UpgradeOrPrintButton } from './upgrade-or-print-button';
import { useResultUpgrade } from './use-result-upgrade';

export interface ResultActionsProps<T> {
  canUpgrade: boolean;
  base: boolean;
  fetchViewerView: () => Promise<T>;
  /** The server's price of the upgrade for this viewer (the base report they paid for counted towards it). */
  fetchQuote: () => Promise<UpgradeQuote>;
  request: (serviceId: number) => Promise<unknown>;
  isUpgraded: (fresh: T) => boolean;
  category: ServiceFamily;
  /** Whose services the upgrade is bought with: the report's own agent type (spec §3; default product). */
  agentType?: AgentType;
  extraQuery: Record<string, string>;
  overlay: AiOverlayType;
  upgradeTestId: string;
  printTestId: string;
  /** The page's blank form: where a viewer who may not upgrade this report starts their own. */
  startHref: string;
  /** Made without an account: nobody may upgrade it (the note does not ask the viewer to sign in for it). */
  ownerless?: boolean;
  /** A Divar advertiser's report its ad's visitors are shown (the note neither asks them to sign in for it). */
  publishedOnAd?: boolean;
  /** The share button's label; none when the page has no share button here. */
  share?: string;
}

/** A result page's upgrade-or-print and share buttons: the client island of the page's header card. */
export function ResultActions<T extends { can_upgrade: boolean }>(p: ResultActionsProps<T>) {
  const u = useResultUpgrade({
    canUpgrade: p.canUpgrade,
    base: p.base,
    fetchViewerView: p.fetchViewerView,
    fetchQuote: p.fetchQuote,
    request: p.request,
    isUpgraded: p.isUpgraded,
    category: p.category,
    agentType: p.agentType,
    extraQuery: p.extraQuery,
    overlay: p.overlay,
  });
  const offered = u.viewerKnown && u.canUpgrade;
  useEffect(() => {
    setUpgradeOffered(offered);
    return () => setUpgradeOffered(null);
  }, [offered]);
  return (
    <>
      <UpgradeOrPrintButton
        canUpgrade={u.canUpgrade}
        extended={u.extended}
        checking={!u.viewerKnown}
        signedIn={u.signedIn}
        startHref={p.startHref}
        ownerless={p.ownerless}
        publishedOnAd={p.publishedOnAd}
        onUpgrade={u.upgrade}
        upgradeTestId={p.upgradeTestId}
        printTestId={p.printTestId}
      />
      {p.share && <ShareButton copiedMessage="پیوند نتیجه کپی شد.">{p.share}</ShareButton>}
    </>
  );
}
