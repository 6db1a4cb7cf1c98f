'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Icon, type IconName } from '@/components/ui/icon';
import { toPersianDigits } from '@/lib/fa/digits';
import styles from './pwa-dialogs.module.css';

interface Props {
  open: boolean;
  ios: boolean;
  onRemindLater(): void;
  onConfirm(): void;
}

/** spec §2: three steps — the browser's menu button, 'Add to Home Screen', then 'Install'/'Add'. */
export function AddToHomeScreenDialog({ open, ios, onRemindLater, onConfirm }: Props) {
  // U+2066…U+2069 isolate the browser's English labels: unisolated, «Install / Add» showed as «Install Add /».
  const steps: { icon: IconName; text: string }[] = [
    ios
      ? { icon: 'iosShare', text: 'در نوار پایین مرورگر، دکمهٔ «اشتراک‌گذاری» را بزنید.' }
      : { icon: 'moreVert', text: 'دکمهٔ منوی مرورگر (سه نقطه، بالای صفحه) را بزنید.' },
    { icon: 'addToHomeScreen', text: 'گزینهٔ «افزودن به صفحهٔ اصلی» (\u2066Add to Home Screen\u2069) را انتخاب کنید.' },
    { icon: 'checkCircle', text: 'روی «نصب» یا «افزودن» (\u2066Install / Add\u2069) بزنید.' },
  ];
  return (
    <Dialog open={open} onClose={onRemindLater} aria-labelledby="a2hs-title" maxWidth="xs" fullWidth data-testid="a2hs-dialog">
      <DialogTitle id="a2hs-title">ارزیاب را به صفحهٔ اصلی گوشی اضافه کنید</DialogTitle>
      <DialogContent>
        <p className={styles.lead}>برای دسترسی سریع‌تر، ارزیاب را مثل یک برنامه روی گوشی خود نصب کنید:</p>
        <ol className={styles.steps}>
          {steps.map((step, i) => (
            <li key={step.text} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {toPersianDigits(i + 1)}
              </span>
              <Icon name={step.icon} className={styles.stepIcon} />
              <span>{step.text}</span>
            </li>
          ))}
        </ol>
      </DialogContent>
      <DialogActions>
        <Button onClick={onRemindLater}>بعداً یادآوری کن</Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          متوجه شدم
        </Button>
      </DialogActions>
    </Dialog>
  );
}
