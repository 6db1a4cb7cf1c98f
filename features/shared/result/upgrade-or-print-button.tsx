import s from './result.module.css';

export interface UpgradeOrPrintButtonProps {
  canUpgrade: boolean;
  /** The complementary report is shown (it is the printable one). */
  extended: boolean;
  /** Whose view this is is still being asked (a signed-in viewer's): nothing is offered or withdrawn meanwhile. */
  checking?: boolean;
  onUpgrade: () => void;
  upgradeTestId: string;
  printTestId: string;
}

/**
 * A result's main action: buy the complementary report while this viewer can, print it once it has been. A base
 * report someone else owns offers neither (its printable version is the complementary report they cannot buy).
 */
export function UpgradeOrPrintButton({ canUpgrade, extended, checking, onUpgrade, upgradeTestId, printTestId }: UpgradeOrPrintButtonProps) {
  if (checking && !extended) return <button type="button" className={`${s.button} ${s.contained} ${s.buttonPlaceholder}`} disabled aria-hidden />;
  if (extended) {
    return (
      <button type="button" className={`${s.button} ${s.outlinedButton}`} onClick={() => window.print()} data-testid={printTestId}>
        چاپ گزارش
      </button>
    );
  }
  if (!canUpgrade) return null;
  return (
    <button type="button" className={`${s.button} ${s.contained}`} onClick={onUpgrade} data-testid={upgradeTestId} data-opens-dialog="service">
      دریافت گزارش تکمیلی
    </button>
  );
}
