import { formatMoneyExact, formatToman, shownMoney } from '@/lib/fa/money';
import { moneySlip, type PlausibleToman } from '@/lib/money-slip';
import type { NumberFieldAside } from './plain-number-field';
import styles from './money-slip-hint.module.css';

/** Said when no unit brings the amount into what Tehran's listings show. */
export const MONEY_SLIP_TOO_SMALL = 'این مبلغ برای تهران بسیار کم است';

/**
 * A money field's `aside` (PlainNumberField): under an amount of toman surely typed in millions or billions
 * (`moneySlip`), the amount most likely meant and a button that writes it. It only suggests: the form still sends
 * what was typed.
 */
export function moneySlipHint(range: PlausibleToman): NumberFieldAside {
  return function MoneySlipHint(text, set) {
    const slip = moneySlip(text.trim() === '' ? NaN : Number(text), range);
    if (!slip) return null;
    if (slip.meant === null) {
      return (
        <span className={styles.hint} data-testid="money-slip">
          {MONEY_SLIP_TOO_SMALL}
        </span>
      );
    }
    const meant = slip.meant;
    // In words when they say it exactly (۱۲ میلیون), else the whole figure: the button writes exactly what it offers.
    const words = shownMoney(meant, 3) === meant ? formatMoneyExact(meant) : formatToman(meant);
    return (
      <span className={styles.hint} data-testid="money-slip">
        منظورتان {words} است؟{' '}
        <button type="button" className={styles.fix} onClick={() => set(String(meant))} aria-label={`بله، ${words}`} data-testid="money-slip-fix">
          بله
        </button>
      </span>
    );
  };
}
