// spec §4 add-to-home-screen prompt: only on mobile user agents, while the local flag is unset, after a delay,
// and never inside partner (divar) flows or the valuation/suggestion forms where it would interrupt the user.
export const PWA_FLAG = 'show-pwa-notif';
/** spec §9: add-to-home-screen delay 5 s. */
export const A2HS_DELAY_MS = 5000;
/** Confirming stores this value (spec §4: 'confirming sets the flag to false'). */
export const PWA_FLAG_DISMISSED = 'false';

const EXCLUDED_PREFIXES = ['/price', '/location', '/neighborhood', '/rent', '/services/buy-rent-location-suggest'];

export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|webOS|BlackBerry/i.test(userAgent);
}

export function isExcludedPath(pathname: string): boolean {
  if (pathname.includes('divar')) return true;
  return EXCLUDED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

export function shouldOfferAddToHomeScreen(input: { userAgent: string; pathname: string; flag: string | null }): boolean {
  return input.flag === null && isMobileUserAgent(input.userAgent) && !isExcludedPath(input.pathname);
}

/** iOS Safari has no install prompt: its steps start from the Share button rather than the browser menu. */
export function isIos(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}
