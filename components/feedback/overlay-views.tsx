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
import { useEffect, useState } from 'react';
import { aiOverlayMessages, confirmDefaults, type AiOverlayType, type ConfirmOptions } from './global-overlays';

// The overlays' markup, loaded on first use (global-overlays.tsx) so a page view that never shows them does not
// download MUI's Dialog and Backdrop.

const AI_OVERLAY_BACKGROUND = 'rgba(12, 18, 30, 0.92)';

function AiOverlay({ type }: { type: AiOverlayType }) {
  const { title, lines } = aiOverlayMessages[type];
  const [line, setLine] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => setLine((l) => (l + 1) % lines.length), 1800);
    return () => window.clearInterval(id);
  }, [lines.length]);
  return (
    // Nearly opaque: it can open over a dialog still on screen (the service choice stays until its request settles),
    // and MUI's half-transparent backdrop left this white text on the light dialog.
    <Backdrop open sx={{ zIndex: (t) => t.zIndex.modal + 10, color: '#fff', bgcolor: AI_OVERLAY_BACKGROUND, flexDirection: 'column', gap: 2 }}>
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

export function OverlayViews({
  aiType,
  confirmState,
  onSettle,
}: {
  aiType: AiOverlayType | null;
  confirmState: ConfirmOptions | null;
  /** null: closed without a choice (Escape, the backdrop). */
  onSettle(value: boolean | null): void;
}) {
  return (
    <>
      {aiType && <AiOverlay type={aiType} />}
      <Dialog
        open={!!confirmState}
        onClose={() => onSettle(null)}
        aria-labelledby="confirm-title"
        // A screen reader reads the message with the title when the dialog takes the focus, not only the buttons.
        aria-describedby={confirmState?.message ? 'confirm-message' : undefined}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="confirm-title">{confirmState?.title ?? confirmDefaults.title}</DialogTitle>
        {confirmState?.message && (
          <DialogContent>
            <DialogContentText id="confirm-message" component="div">
              {confirmState.message}
            </DialogContentText>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => onSettle(false)}>{confirmState?.cancelLabel ?? confirmDefaults.cancelLabel}</Button>
          <Button variant="contained" onClick={() => onSettle(true)} autoFocus>
            {confirmState?.confirmLabel ?? confirmDefaults.confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
