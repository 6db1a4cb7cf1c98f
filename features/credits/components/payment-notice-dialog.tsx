'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { closeDialog, dialogOpener, useDialog } from '@/components/dialogs/dialog-store';
import { refocusWhenLost } from '@/lib/refocus-when-lost';

/** spec §2 payment notice: turn off the VPN before paying, with an 'understood' button. */
export function PaymentNoticeDialog() {
  const props = useDialog('paymentNotice');
  const understood = () => {
    closeDialog('paymentNotice');
    props?.onUnderstood?.();
  };
  return (
    <Dialog
      open={Boolean(props)}
      onClose={() => closeDialog('paymentNotice')}
      aria-labelledby="payment-notice-title"
      slotProps={{
        // The «خرید» that opened it is still disabled (the purchase waits) when the dialog gives focus back.
        transition: { onExited: () => refocusWhenLost(() => dialogOpener('paymentNotice')) },
        paper: { sx: { maxWidth: 420, m: 2 }, 'data-testid': 'payment-notice' } as object,
      }}
    >
      <DialogTitle id="payment-notice-title">پیش از پرداخت</DialogTitle>
      <DialogContent>
        <DialogContentText>
          به نظر می‌رسد از فیلترشکن (VPN) استفاده می‌کنید. درگاه‌های پرداخت بانکی فقط از داخل ایران در دسترس‌اند؛ لطفاً پیش
          از پرداخت فیلترشکن خود را خاموش کنید و سپس دوباره روی دکمهٔ خرید بزنید.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={understood} autoFocus data-testid="payment-notice-ok">
          متوجه شدم
        </Button>
      </DialogActions>
    </Dialog>
  );
}
