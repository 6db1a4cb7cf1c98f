import { MAY_EXCEED_TEXT, type BudgetState } from './format-suggestion';
import styles from './suggestion.module.css';

/** One tone per budget state, for the card's rank, the map's marker and the legend's dot (the theme's colours). */
export const BUDGET_TONE: Record<BudgetState, string> = { within: styles.fits, may_exceed: styles.doubt, over: styles.misses };

/** The legend's words for each tone, in the order the legend lists them. */
export const BUDGET_TONE_LABEL: Record<BudgetState, string> = {
  within: 'در بودجهٔ شما',
  // The card's chip and the fits summary say it in the same words.
  may_exceed: MAY_EXCEED_TEXT,
  over: 'بیشتر از بودجهٔ شما',
};
