'use client';
import Button from '@mui/material/Button';

export interface UpgradeOrPrintButtonProps {
  canUpgrade: boolean;
  onUpgrade: () => void;
  upgradeTestId: string;
  printTestId: string;
}

/** A result's main action: buy the complementary report while it can be bought, print it once it has been. */
export function UpgradeOrPrintButton({ canUpgrade, onUpgrade, upgradeTestId, printTestId }: UpgradeOrPrintButtonProps) {
  return canUpgrade ? (
    <Button variant="contained" onClick={onUpgrade} data-testid={upgradeTestId}>
      دریافت گزارش تکمیلی
    </Button>
  ) : (
    <Button variant="outlined" onClick={() => window.print()} data-testid={printTestId}>
      چاپ گزارش
    </Button>
  );
}
