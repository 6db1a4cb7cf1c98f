'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { formatJalaliLong } from '@/lib/fa/jalali';
import styles from './pwa-dialogs.module.css';

interface Props {
  open: boolean;
  cutoff: string;
  onAccept(): void;
  onDismiss(): void;
}

/** spec §4 discount notice: accepting goes to the subscription page. */
export function DiscountNoticeDialog({ open, cutoff, onAccept, onDismiss }: Props) {
  // The offer runs until the day before the cutoff.
  const lastDay = new Date(`${cutoff}T12:00:00+03:30`);
  lastDay.setDate(lastDay.getDate() - 1);
  return (
    <Dialog open={open} onClose={onDismiss} aria-labelledby="discount-title" maxWidth="xs" fullWidth data-testid="discount-dialog">
      <DialogTitle id="discount-title">تخفیف ویژهٔ خرید اشتراک</DialogTitle>
      <DialogContent>
        <p className={styles.lead}>
          اشتراک‌های ارزیاب تا پایان {formatJalaliLong(lastDay)} با تخفیف ویژه عرضه می‌شوند. با خرید اشتراک، اعتبار لازم
          برای قیمت‌گذاری ملک، ارزیابی محله و پیشنهاد محل خرید یا اجاره را یک‌جا تهیه کنید.
        </p>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDismiss}>بستن</Button>
        <Button variant="contained" onClick={onAccept} autoFocus>
          مشاهدهٔ اشتراک‌ها
        </Button>
      </DialogActions>
    </Dialog>
  );
}
