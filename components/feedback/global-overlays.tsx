'use client';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { usePathname } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

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
  confirm(options?: ConfirmOptions): Promise<boolean>;
}

const OverlayContext = createContext<OverlayApi | null>(null);

export function useOverlays(): OverlayApi {
  const api = useContext(OverlayContext);
  if (!api) throw new Error('useOverlays must be used inside <GlobalOverlays>');
  return api;
}

function AiOverlay({ type }: { type: AiOverlayType }) {
  const { title, lines } = aiOverlayMessages[type];
  const [line, setLine] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => setLine((l) => (l + 1) % lines.length), 1800);
    return () => window.clearInterval(id);
  }, [lines.length]);
  return (
    <Backdrop open sx={{ zIndex: (t) => t.zIndex.modal + 10, color: '#fff', flexDirection: 'column', gap: 2 }}>
      <Box role="status" aria-live="polite" sx={{ textAlign: 'center', px: 3 }} data-testid="ai-overlay">
        <CircularProgress color="inherit" size={56} />
        <Typography variant="h6" component="p" sx={{ mt: 3 }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.85 }}>{lines[line]}</Typography>
      </Box>
    </Backdrop>
  );
}

export function GlobalOverlays({ children }: { children: ReactNode }) {
  const [aiType, setAiType] = useState<AiOverlayType | null>(null);
  const [confirmState, setConfirmState] = useState<(ConfirmOptions & { resolve: (v: boolean) => void }) | null>(null);
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      setAiType(null);
    }
  }, [pathname]);

  const confirm = useCallback(
    (options: ConfirmOptions = {}) => new Promise<boolean>((resolve) => setConfirmState({ ...options, resolve })),
    [],
  );
  const api = useMemo<OverlayApi>(
    () => ({ showAiOverlay: (type = 'default') => setAiType(type), hideAiOverlay: () => setAiType(null), confirm }),
    [confirm],
  );
  const settle = (value: boolean) => {
    confirmState?.resolve(value);
    setConfirmState(null);
  };

  return (
    <OverlayContext.Provider value={api}>
      {children}
      {aiType && <AiOverlay type={aiType} />}
      <Dialog open={!!confirmState} onClose={() => settle(false)} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
        <DialogTitle id="confirm-title">{confirmState?.title ?? confirmDefaults.title}</DialogTitle>
        {confirmState?.message && (
          <DialogContent>
            <DialogContentText component="div">{confirmState.message}</DialogContentText>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => settle(false)}>{confirmState?.cancelLabel ?? confirmDefaults.cancelLabel}</Button>
          <Button variant="contained" onClick={() => settle(true)} autoFocus>
            {confirmState?.confirmLabel ?? confirmDefaults.confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </OverlayContext.Provider>
  );
}
