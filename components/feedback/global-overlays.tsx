'use client';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIslandCode } from '@/components/providers/use-island-code';
import { withProviders } from '@/components/providers/with-providers';
import { NETWORK_ERROR_MESSAGE } from '@/lib/errors/network-message';
import { notify } from '@/lib/notify';

// The overlay markup (MUI Dialog, Backdrop) loads on first use; the site's pages prefetch it when a form is first
// touched (app/preload-dialogs.tsx: preloadOverlayViews), so the first overlay still appears at once.
const loadViews = withProviders(() => import('./overlay-views').then((m) => m.OverlayViews));
const OverlayViews = dynamic(loadViews, { ssr: false });
export const preloadOverlayViews = (): void => void loadViews().catch(() => undefined);

// spec §2: full-screen AI loading overlay with messages by type; closes on route change.
export type AiOverlayType = 'default' | 'priceEvaluation' | 'environmentEvaluation' | 'find';
export const aiOverlayMessages: Record<AiOverlayType, { title: string; lines: string[] }> = {
  default: { title: 'هوش مصنوعی در حال پردازش است…', lines: ['لطفاً چند لحظه صبر کنید.'] },
  priceEvaluation: {
    title: 'در حال قیمت‌گذاری ملک شما…',
    lines: ['مقایسه با آگهی‌های مشابه محله', 'محاسبهٔ بازهٔ قیمت و میزان اطمینان', 'آماده‌سازی گزارش'],
  },
  environmentEvaluation: {
    title: 'در حال ارزیابی محله…',
    lines: ['بررسی دسترسی به مترو و خدمات', 'سنجش فضای سبز و امکانات', 'محاسبهٔ امتیاز ۵۰ شاخص'],
  },
  find: {
    title: 'در حال یافتن بهترین محله‌ها برای شما…',
    lines: ['مقایسهٔ بودجه با قیمت محله‌ها', 'سنجش امکانات هر محله', 'رتبه‌بندی پیشنهادها'],
  },
};

// spec §2: confirmation dialog with defaults for title, confirm and cancel labels.
export interface ConfirmOptions {
  title?: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
}
export const confirmDefaults = { title: 'آیا مطمئن هستید؟', confirmLabel: 'تأیید', cancelLabel: 'انصراف' } as const;

interface OverlayApi {
  showAiOverlay(type?: AiOverlayType): void;
  hideAiOverlay(): void;
  /** true on the confirm button, false on the cancel button or when the dialog is closed without a choice. */
  confirm(options?: ConfirmOptions): Promise<boolean>;
  /**
   * The same dialog for a question whose two buttons both act (neither is «no»): null when it is closed without a
   * choice (Escape, the backdrop), so that does nothing instead of the cancel button's action.
   */
  ask(options?: ConfirmOptions): Promise<boolean | null>;
}

const OverlayContext = createContext<OverlayApi | null>(null);

export function useOverlays(): OverlayApi {
  const api = useContext(OverlayContext);
  if (!api) throw new Error('useOverlays must be used inside <GlobalOverlays>');
  return api;
}

export function GlobalOverlays({ children }: { children: ReactNode }) {
  const [aiType, setAiType] = useState<AiOverlayType | null>(null);
  const [everUsed, setEverUsed] = useState(false);
  const [confirmState, setConfirmState] = useState<(ConfirmOptions & { resolve: (v: boolean | null) => void }) | null>(null);
  const pathname = usePathname();
  const firstPath = useRef(pathname);
  // Mounted from the first use on, so the dialog can animate out when closed.
  const used = aiType !== null || confirmState !== null || everUsed;
  if (used && !everUsed) setEverUsed(true);

  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      setAiType(null);
    }
  }, [pathname]);

  const ask = useCallback(
    (options: ConfirmOptions = {}) => new Promise<boolean | null>((resolve) => setConfirmState({ ...options, resolve })),
    [],
  );
  const api = useMemo<OverlayApi>(
    () => ({
      showAiOverlay: (type = 'default') => setAiType(type),
      hideAiOverlay: () => setAiType(null),
      confirm: (options) => ask(options).then((value) => value === true),
      ask,
    }),
    [ask],
  );
  const settle = (value: boolean | null) => {
    confirmState?.resolve(value);
    setConfirmState(null);
  };

  // Drawn only once the views' code is here. Without it (the connection gone) nothing is covered: the overlay is
  // dropped with the network message, a question is closed without a choice (null: nothing happens), and the next
  // use tries again; the page stays instead of the error page taking it.
  const views = useIslandCode(loadViews, used, () => {
    confirmState?.resolve(null);
    setConfirmState(null);
    setAiType(null);
    setEverUsed(false);
    notify('error', NETWORK_ERROR_MESSAGE);
  });

  return (
    <OverlayContext.Provider value={api}>
      {children}
      {used && views.arrived && <OverlayViews aiType={aiType} confirmState={confirmState} onSettle={settle} />}
    </OverlayContext.Provider>
  );
}
