// spec §3 local flags `access` and `refresh`. Listeners let the UI drop the signed-in state the moment tokens go.
import { HAS_TOKENS_ATTRIBUTE, SIGNED_IN_HINT_COOKIE } from './sign-in-hint';

/**
 * `otherTab`: the change was made in another tab of this browser (its `storage` event), not by this one.
 * `ownSignOut`: the user signed out here (the user menu), so this tab's user knows; any other end of the session
 * (another tab, a refused or expired token) is news to them.
 */
type Listener = (change: { otherTab: boolean; ownSignOut?: boolean }) => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // private mode or disabled storage
  }
}

/** How long the hint outlives its last write (a sign-in or a token refresh rewrites it): about a refresh token's life. */
const HINT_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * The sign-in hint: a cookie that only says "tokens are stored in this browser" (never a token), so the server can
 * draw the signed-in or signed-out page and the page does not move when the browser says which (lib/sign-in-hint.ts).
 * localStorage stays the truth: a hint that disagrees with it is corrected on the next read here.
 */
function writeHint(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=${HINT_MAX_AGE_S}; SameSite=Lax${secure}`
    : `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** What the CSS of signed-in-only markup reads (lib/sign-in-hint.ts), kept to what localStorage now holds. */
function reflectTokens(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.toggleAttribute(HAS_TOKENS_ATTRIBUTE, Boolean(tokenStore.access() || tokenStore.refresh()));
}

const hintSet = () => document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`);

let hintChecked = false;

/** Once a page: a hint left from before (tokens cleared by hand, expired, or stored before the hint existed) is put right. */
function correctHint(): void {
  if (hintChecked || typeof document === 'undefined') return;
  hintChecked = true;
  const stored = Boolean(tokenStore.access() || tokenStore.refresh());
  if (stored !== hintSet()) writeHint(stored);
  reflectTokens();
}

let watchingOtherTabs = false;

/**
 * Written (and removed at once) by a tab whose signed-in user's balance changed: a payment verified, a credit spent.
 * The other tabs see it through the same `storage` event as a sign-in, and fetch the user again.
 */
export const ACCOUNT_CHANGED_KEY = 'account-changed';
const accountListeners = new Set<() => void>();

/**
 * Another tab of this browser signed in or out (the `storage` event fires only in the other tabs): tell this tab's
 * listeners too, so its header and balance follow at once instead of at its next failed request. A token rotated
 * by a refresh there changes nothing here. Its account changed there (accountChanges): tell those listeners.
 */
function watchOtherTabs(): void {
  if (watchingOtherTabs || typeof window === 'undefined') return;
  watchingOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.key === ACCOUNT_CHANGED_KEY) {
      if (event.newValue !== null) accountListeners.forEach((l) => l());
      return;
    }
    const cleared = event.key === null;
    const appearedOrWent = (event.key === 'access' || event.key === 'refresh') && (event.oldValue === null) !== (event.newValue === null);
    if (!cleared && !appearedOrWent) return;
    reflectTokens();
    listeners.forEach((l) => l({ otherTab: true }));
  });
}

/**
 * The account an access token was issued for (its JWT `sub`), read without verifying it: only to tell whether a
 * new sign-in replaced another account in this browser, never to trust anything. Null for anything else.
 */
export function accessTokenSubject(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

export const tokenStore = {
  access: (): string | null => storage()?.getItem('access') ?? null,
  refresh: (): string | null => storage()?.getItem('refresh') ?? null,
  set(tokens: { access: string; refresh?: string }): void {
    const s = storage();
    if (!s) return;
    s.setItem('access', tokens.access);
    if (tokens.refresh) s.setItem('refresh', tokens.refresh);
    writeHint(true);
    reflectTokens();
    listeners.forEach((l) => l({ otherTab: false }));
  },
  clear(options: { ownSignOut?: boolean } = {}): void {
    const s = storage();
    s?.removeItem('access');
    s?.removeItem('refresh');
    writeHint(false);
    reflectTokens();
    listeners.forEach((l) => l({ otherTab: false, ownSignOut: options.ownSignOut ?? false }));
  },
  /**
   * The server refused `access` (a 401) and no refresh token is stored to renew it: that session is over, so the dead
   * token goes, and every page reads signed out instead of signed in with nothing it can read (spec §8: 'please log
   * in first'). A token stored since (a sign-in meanwhile) stays. Says whether it cleared.
   */
  endRefused(access: string | null): boolean {
    if (!access || tokenStore.refresh() || tokenStore.access() !== access) return false;
    tokenStore.clear();
    return true;
  },
  subscribe(listener: Listener): () => void {
    correctHint();
    watchOtherTabs();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The signed-in user's balance (and so their reports) changed in one tab; every other tab's balance was fetched
 * before it and is not refetched on focus (spec §9), so a dialog there offered to buy what was already bought.
 */
export const accountChanges = {
  /** This tab changed it: the other tabs are told (never this one: the caller refreshes its own). */
  announce(): void {
    const s = storage();
    if (!s) return;
    try {
      // A new value each time (an equal one fires no event), removed at once so nothing stays behind.
      s.setItem(ACCOUNT_CHANGED_KEY, `${Date.now()}-${Math.random()}`);
      s.removeItem(ACCOUNT_CHANGED_KEY);
    } catch {
      // storage full or refused: the other tabs catch up at their next fetch
    }
  },
  /** Another tab changed it. */
  subscribe(listener: () => void): () => void {
    watchOtherTabs();
    accountListeners.add(listener);
    return () => accountListeners.delete(listener);
  },
};
