import NextLink from 'next/link';
import { openDialog } from '@/components/dialogs/dialog-store';
import s from './result.module.css';

export interface UpgradeOrPrintButtonProps {
  canUpgrade: boolean;
  /** The complementary report is shown (it is the printable one). */
  extended: boolean;
  /** Whose view this is is still being asked (a signed-in viewer's): nothing is offered or withdrawn meanwhile. */
  checking?: boolean;
  /** The viewer is signed in: a base report they may not upgrade was not made with their account. */
  signedIn: boolean;
  /** Where the viewer starts an evaluation of their own (the page's blank form). */
  startHref: string;
  /** The report was made without an account (an anonymous free use): nobody may upgrade it, whoever is viewing. */
  ownerless?: boolean;
  /** A Divar advertiser's report its ad's visitors are shown: not theirs, and not one to sign in for. */
  publishedOnAd?: boolean;
  onUpgrade: () => void;
  upgradeTestId: string;
  printTestId: string;
}

/**
 * A result's main action: buy the complementary report while this viewer can, print it once it has been. A base
 * report someone else owns offers neither (its printable version is the complementary report they cannot buy), and
 * says why in one line where the button would be: the upgrade was hidden without a word.
 */
export function UpgradeOrPrintButton({ canUpgrade, extended, checking, signedIn, startHref, ownerless = false, publishedOnAd = false, onUpgrade, upgradeTestId, printTestId }: UpgradeOrPrintButtonProps) {
  if (checking && !extended) return <button type="button" className={`${s.button} ${s.contained} ${s.buttonPlaceholder}`} disabled aria-hidden />;
  if (extended) {
    return (
      <button type="button" className={`${s.button} ${s.outlinedButton}`} onClick={() => window.print()} data-testid={printTestId}>
        چاپ گزارش
      </button>
    );
  }
  if (!canUpgrade) {
    // The view says only that this viewer may not upgrade: a signed-out viewer may be the owner, and a signed-in one
    // may be looking at a report made without an account (a neighbourhood evaluation's, which none may upgrade).
    const start = (
      <NextLink href={startHref} prefetch={false} className={s.inlineLink}>
        ارزیابی خود را بسازید
      </NextLink>
    );
    return (
      <p className={`${s.muted} ${s.small} ${s.actionsNote}`} data-testid="upgrade-unavailable">
        {publishedOnAd ? (
          <>این گزارش را آگهی‌دهنده روی آگهی منتشر کرده است؛ برای گزارش تکمیلی، {start}.</>
        ) : ownerless ? (
          <>گزارش تکمیلی برای گزارشی که بدون ثبت نام ساخته شده ممکن نیست؛ برای آن، پس از ورود {start}.</>
        ) : signedIn ? (
          <>این گزارش با حساب شما ساخته نشده است؛ برای گزارش تکمیلی، {start}.</>
        ) : (
          <>
            اگر این گزارش را با حساب خود گرفته‌اید، برای گزارش تکمیلی{' '}
            <button type="button" className={s.inlineLink} onClick={() => openDialog('auth', {})} data-opens-dialog="auth">
              وارد شوید
            </button>
            ؛ وگرنه {start}.
          </>
        )}
      </p>
    );
  }
  return (
    <button type="button" className={`${s.button} ${s.contained}`} onClick={onUpgrade} data-testid={upgradeTestId} data-opens-dialog="service">
      دریافت گزارش تکمیلی
    </button>
  );
}
