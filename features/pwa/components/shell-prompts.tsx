'use client';
import dynamic from 'next/dynamic';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useAnyDialogOpen } from '@/components/dialogs/dialog-store';
import { withProviders } from '@/components/providers/with-providers';
import { A2HS_DELAY_MS, isIos, isTextEntry, PWA_FLAG, PWA_FLAG_DISMISSED, shouldOfferAddToHomeScreen } from '../add-to-home-screen';
import { DISCOUNT_FLAG, DISCOUNT_FLAG_SEEN, DISCOUNT_TARGET, shouldShowDiscountNotice } from '../discount-notice';
import { currentPage, markDivarTab } from '../divar-tab';
import { readFlag, writeFlag } from '../local-flags';

// The dialogs (and MUI's Dialog) load only when one is about to open: they cost nothing on a normal page view.
const loadAddToHomeScreenDialog = withProviders(() => import('./add-to-home-screen-dialog').then((m) => m.AddToHomeScreenDialog));
const loadDiscountNoticeDialog = withProviders(() => import('./discount-notice-dialog').then((m) => m.DiscountNoticeDialog));
const AddToHomeScreenDialog = dynamic(loadAddToHomeScreenDialog, { ssr: false });
const DiscountNoticeDialog = dynamic(loadDiscountNoticeDialog, { ssr: false });

/**
 * A prompt is drawn only once its code has arrived. Drawn before, a chunk that cannot load throws in render and the
 * error page replaces the whole page (QA: on a phone that lost its connection, an article being read, and the
 * service worker's own offline page, turned into «مشکلی در نمایش این صفحه پیش آمد» five seconds later). A prompt is
 * a nicety: without its code it is skipped for this page view, its flag left as it was.
 */
function whenLoaded(load: () => Promise<unknown>, show: () => void, skip: () => void) {
  load().then(show, skip);
}

/**
 * `discountCutoff` comes from the server (lib/env), which keeps the env parser out of the browser bundle.
 * The shell's one-off prompts (spec §4): the discount notice first, then — after the delay — the mobile
 * add-to-home-screen guide, never in a Divar flow (shouldOfferAddToHomeScreen); checked again when the delay ends.
 */
export function ShellPrompts({ discountCutoff }: { discountCutoff: string }) {
  const pathname = usePathname();
  const router = useRouter();
  const [discount, setDiscount] = useState<'pending' | 'open' | 'done'>('pending');
  // 'due': the delay has passed but another dialog (e.g. the login modal) is open; the guide waits for it to close.
  // 'loading': its code is on the way (whenLoaded).
  const [a2hs, setA2hs] = useState<'idle' | 'due' | 'loading' | 'open' | 'done'>('idle');
  const otherDialogOpen = useAnyDialogOpen();
  const [ios, setIos] = useState(false);

  useEffect(() => {
    // Reading localStorage and the clock must wait for the client; the state change is the point.
    const due = shouldShowDiscountNotice({ now: new Date(), flag: readFlag(DISCOUNT_FLAG), cutoff: discountCutoff });
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!due) setDiscount('done');
    else whenLoaded(loadDiscountNoticeDialog, () => setDiscount('open'), () => setDiscount('done'));
  }, [discountCutoff]);

  // Every page of a Divar flow marks the tab, so a page later opened in it (Divar's webview) stays quiet too.
  useEffect(markDivarTab, [pathname]);

  useEffect(() => {
    if (discount !== 'done' || a2hs !== 'idle') return;
    const offer = () => shouldOfferAddToHomeScreen({ ...currentPage(), userAgent: navigator.userAgent, flag: readFlag(PWA_FLAG) });
    if (!offer()) return;
    const timer = window.setTimeout(() => {
      // Re-checked at fire time: the user may have moved to an excluded page meanwhile.
      if (offer()) {
        setIos(isIos(navigator.userAgent));
        setA2hs('due');
      }
    }, A2HS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [discount, a2hs, pathname]);

  // Never over a dialog the user is working in (typing a mobile number in the login modal, say), and not the moment
  // it closes either: a guide popping up as the sign-in ends takes the focus the user was about to use. After a dialog
  // it waits the same delay again, restarted whenever another one opens.
  // Nor while a field on the page takes typing (QA: on a phone the guide opened over the chat's message box, took the
  // focus and the characters typed were lost): it waits for the field to lose the focus, then the delay again,
  // restarted by every key or input meanwhile (typing outside a field, moving from one field to the next).
  const waitedBehindDialog = useRef(false);
  useEffect(() => {
    if (a2hs !== 'due') return;
    const open = () => {
      setA2hs('loading');
      whenLoaded(loadAddToHomeScreenDialog, () => setA2hs('open'), () => setA2hs('done'));
    };
    if (otherDialogOpen) {
      waitedBehindDialog.current = true;
      return;
    }
    const typing = () => isTextEntry(document.activeElement);
    if (!waitedBehindDialog.current && !typing()) {
      open();
      return;
    }
    let timer: number | undefined;
    const rearm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        // Still in a field: the next focusout arms the delay again.
        if (!typing()) open();
      }, A2HS_DELAY_MS);
    };
    if (!typing()) rearm();
    const events = ['focusout', 'keydown', 'input'] as const;
    for (const name of events) document.addEventListener(name, rearm, true);
    return () => {
      window.clearTimeout(timer);
      for (const name of events) document.removeEventListener(name, rearm, true);
    };
  }, [a2hs, otherDialogOpen]);

  const closeDiscount = (accepted: boolean) => {
    writeFlag(DISCOUNT_FLAG, DISCOUNT_FLAG_SEEN);
    setDiscount('done');
    if (accepted) router.push(DISCOUNT_TARGET);
  };

  return (
    <>
      {discount === 'open' && (
        <DiscountNoticeDialog
          open
          cutoff={discountCutoff}
          onAccept={() => closeDiscount(true)}
          onDismiss={() => closeDiscount(false)}
        />
      )}
      {a2hs === 'open' && (
        <AddToHomeScreenDialog
          open
          ios={ios}
          onRemindLater={() => setA2hs('done')}
          onConfirm={() => {
            writeFlag(PWA_FLAG, PWA_FLAG_DISMISSED);
            setA2hs('done');
          }}
        />
      )}
    </>
  );
}
