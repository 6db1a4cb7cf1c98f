/*
 * A signed-in user's own list (/reports, /credit-history) is drawn by the browser, after the page: the server cannot
 * read the tokens, so it cannot know how long the list is. Its loading rows then gave way to a list of another height,
 * and the footer in view moved (QA: 0.036 on /reports, up to 0.077 on /credit-history). The panel's frame
 * (KeptHeightFrame) therefore starts as tall as the list was the last time it was drawn at this width, which an inline
 * script reads before the first paint; never seen yet, it starts tall enough to keep the footer below a phone's fold,
 * so a longer list grows out of sight. Forgotten when the account changes here (a payment, a credit spent), which is
 * what adds rows, so the next visit does not start a row short. Rows added elsewhere (another device) still move the
 * footer once, on the next visit, and the height drawn then is kept.
 */

/** localStorage: the key of each list's height, its name after this. */
export const KEPT_HEIGHT_PREFIX = 'kept-height:';

/** What is kept for a list. */
export interface KeptHeight {
  /** The viewport's width it was drawn at: the rows wrap differently at another. */
  w: number;
  /** The list's height in CSS pixels. */
  h: number;
}

/** The inline script that follows the frame: its remembered height (--kept-height), before anything is painted. */
export const keptHeightScript = (key: string): string =>
  `try{var e=document.currentScript.previousElementSibling,k=JSON.parse(localStorage.getItem(${JSON.stringify(KEPT_HEIGHT_PREFIX + key)}));` +
  `if(k&&k.w===innerWidth&&k.h>0)e.style.setProperty('--kept-height',k.h+'px')}catch(x){}`;

/** The frame's data attribute, naming its list. */
export const KEPT_HEIGHT_ATTRIBUTE = 'data-kept-height';

/** The account changed here: every remembered list may have grown. */
export function forgetKeptHeights(): void {
  try {
    for (const name of Object.keys(localStorage)) if (name.startsWith(KEPT_HEIGHT_PREFIX)) localStorage.removeItem(name);
  } catch {
    // storage disabled: nothing was remembered
  }
}
