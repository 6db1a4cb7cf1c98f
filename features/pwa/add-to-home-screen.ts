import { DIVAR_FLOW_RETURN_PAGE, DIVAR_PAGES, isDivarHost } from '@/lib/contracts/divar';

// spec §4 add-to-home-screen prompt: only on mobile user agents, while the local flag is unset, after a delay,
// and never inside partner (divar) flows, the valuation/suggestion forms or the chat, where it would interrupt the
// user; nor while the user is typing anywhere (isTextEntry).
export const PWA_FLAG = 'show-pwa-notif';
/** spec §9: add-to-home-screen delay 5 s. */
export const A2HS_DELAY_MS = 5000;
/** Confirming stores this value (spec §4: 'confirming sets the flag to false'). */
export const PWA_FLAG_DISMISSED = 'false';
/**
 * sessionStorage key: this tab has shown a page of a Divar flow. Divar opens its partners in a webview tab of its own,
 * so every later page of that tab (a result opened from the flow, a link followed from it) is still inside Divar.
 */
export const DIVAR_TAB_MARK = 'divar-tab';

// The chat is typed in from its first moment (QA: on a phone the guide opened over a message being typed, took the
// focus and the typed characters were lost).
// The payment result is read once, right after the gateway (or a check from the credit history): QA saw the guide
// cover it five seconds in, before the user had read whether the credits were added.
const EXCLUDED_PREFIXES = [
  '/price',
  '/location',
  '/neighborhood',
  '/rent',
  '/services/buy-rent-location-suggest',
  '/chat-bot',
  '/verify-subscription-payment',
];
/** The referral flow's pages (spec §2 …/referral/intro, /precheck, /form, and its /callback): people sent by Divar. */
const REFERRAL_PAGES = new Set<string>([DIVAR_PAGES.referralIntro, DIVAR_PAGES.referralPrecheck, DIVAR_PAGES.referralForm, DIVAR_FLOW_RETURN_PAGE.referral]);
/** Divar's own query parameters: `post_token`/`return_url` on its deep links, `divar-*` on the referral result. */
const DIVAR_PARAMS = new Set(['post_token', 'return_url']);

export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|webOS|BlackBerry/i.test(userAgent);
}

/** A path that names divar (/divar/*, /sandbox-divar/*): spec §4's first exclusion, and a Divar flow's page. */
const namesDivar = (pathname: string) => pathname.toLowerCase().includes('divar');

/** spec §4's list: paths containing divar, and the forms a prompt would interrupt. */
export function isExcludedPath(pathname: string): boolean {
  return namesDivar(pathname) || EXCLUDED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

function hasDivarParams(search: string): boolean {
  for (const key of new URLSearchParams(search).keys()) {
    if (DIVAR_PARAMS.has(key) || key.toLowerCase().includes('divar')) return true;
  }
  return false;
}

function fromDivar(referrer: string): boolean {
  try {
    return isDivarHost(new URL(referrer).hostname);
  } catch {
    return false; // no referrer, or not an address
  }
}

export interface PageContext {
  pathname: string;
  /** `location.search`, with or without its «?». */
  search: string;
  /** `document.referrer` ('' when none). */
  referrer: string;
  /** This tab has already shown a page of a Divar flow (DIVAR_TAB_MARK). */
  divarTab: boolean;
}

/**
 * A page of a Divar flow, or one inside Divar's webview: its path names divar (/divar/*, /sandbox-divar/*), it is a
 * referral page, its address carries Divar's parameters (the referral result's `divar-post-token`/`divar-return-url`
 * are in the query only), Divar sent the browser here, or this tab has been in a Divar flow already.
 */
export function isDivarContext(page: PageContext): boolean {
  return (
    namesDivar(page.pathname) ||
    REFERRAL_PAGES.has(page.pathname) ||
    hasDivarParams(page.search) ||
    fromDivar(page.referrer) ||
    page.divarTab
  );
}

/** The one rule (spec §4, and nowhere in a Divar flow): whether this page may offer the add-to-home-screen guide. */
export function shouldOfferAddToHomeScreen(input: PageContext & { userAgent: string; flag: string | null }): boolean {
  return input.flag === null && isMobileUserAgent(input.userAgent) && !isExcludedPath(input.pathname) && !isDivarContext(input);
}

/** Input types that take no typing: focusing one of them opens no keyboard. */
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/**
 * The focused element takes typing (a text input, a textarea, contenteditable): a dialog opening now would take the
 * focus from under the user's keyboard and swallow what they type, so the guide waits for it to lose the focus.
 */
export function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (element instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(element.type) && !element.readOnly && !element.disabled;
  // isContentEditable is the browser's answer; the attribute (which jsdom does not compute) says the same here.
  return element.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/** iOS Safari has no install prompt: its steps start from the Share button rather than the browser menu. */
export function isIos(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}
