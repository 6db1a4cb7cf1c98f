'use client';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

interface TermsDialogProps {
  open: boolean;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  onClose: () => void;
}

// spec §1: what the terms state about accounts and use.
const TERMS = [
  'هر شخص تنها می‌تواند یک حساب کاربری داشته باشد و هر شمارهٔ همراه فقط به یک حساب تعلق دارد.',
  'برای ثبت نام، شمارهٔ همراه و کد تأیید پیامک‌شده لازم است؛ سپس نام و نام خانوادگی و در صورت تمایل ایمیل خود را وارد می‌کنید.',
  'استفادهٔ بیش از یک بار در ماه از پیش‌بینی قیمت و پیشنهاد محل خرید نیازمند ثبت نام است.',
  'خدمات با کسر اعتبار از حساب شما ارائه می‌شوند؛ اعتبار رایگان و اعتبار خریداری‌شده در سربرگ سایت نمایش داده می‌شود.',
  'نتایج ارزیابی بر پایهٔ داده‌های بازار و مدل‌های هوش مصنوعی برآورد می‌شوند و جایگزین کارشناسی رسمی نیستند.',
];

/** spec §2 terms dialog: checking the acceptance checkbox inside it closes it. */
export function TermsDialog({ open, accepted, onAcceptedChange, onClose }: TermsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="terms-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="terms-dialog-title" sx={{ pr: 6 }}>
        قوانین و مقررات
      </DialogTitle>
      {/* Beside the title, not in it: inside, its name joined the dialog's («قوانین و مقررات بستن»). */}
      <IconButton aria-label="بستن" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Typography component="ol" variant="body2" sx={{ pl: 2.5, m: 0, lineHeight: 2 }}>
          {TERMS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </Typography>
        <FormControlLabel
          sx={{ mt: 2 }}
          control={
            <Checkbox
              checked={accepted}
              onChange={(e) => {
                onAcceptedChange(e.target.checked);
                if (e.target.checked) onClose();
              }}
            />
          }
          label="قوانین و مقررات را خوانده‌ام و می‌پذیرم"
        />
      </DialogContent>
    </Dialog>
  );
}
