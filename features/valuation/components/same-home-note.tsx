import lean from '@/components/ui/lean.module.css';
import styles from './plain-valuation-form.module.css';

export const SAME_HOME_NOTE = 'این فرم با مشخصات همان ملکِ گزارش قبلی پر شده است؛ پیش از ثبت بررسی کنید.';

/**
 * Said atop /price when a result's link to the same home filled it (lib/same-home.ts): the user did not type these
 * figures, so they check them, or clear the form for another flat; the note can be dismissed.
 */
export function SameHomeNote({ onClear, onDismiss }: { onClear: () => void; onDismiss: () => void }) {
  return (
    <div className={`${lean.notice} ${lean.info} ${lean.noticeRow}`} data-testid="same-home-note">
      <p>{SAME_HOME_NOTE}</p>
      <div className={styles.noteActions}>
        <button type="button" className={lean.outlined} onClick={onClear} data-testid="same-home-clear">
          پاک کردن فرم
        </button>
        <button type="button" className={lean.plain} onClick={onDismiss} aria-label="بستن این پیام" data-testid="same-home-dismiss">
          بستن
        </button>
      </div>
    </div>
  );
}
