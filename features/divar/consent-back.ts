/**
 * Back from the page Divar's consent returned to goes to the page the user left for Divar's consent (the entry
 * page), not to Divar's consent screen, whose state is spent (QA: Back from the advertiser's form showed it again).
 *
 * Divar's screen is another site's history entry, so nothing can take it out; what a page can do is go further back
 * itself. So: every Divar page notes its position in the tab's history in its entry's state (Back, Forward and a
 * reload keep it); leaving for Divar's consent remembers that position (sessionStorage: the tab's, across Divar's
 * site); the return, a fresh entry at the end of the history, works out how many entries lie between (Divar's site
 * may show several pages). On the user's first touch or key on the page it returns to, one more entry of that page is
 * added (the guard); Back from it is a popstate on this page, which then goes that many entries further back.
 *
 * The guard waits for the user's first activation because browsers skip on Back, and Chromium marks for skipping, an
 * entry a page added before the user did anything. So a user who presses Back before touching the page still gets
 * Divar's screen, as before; a reload of the page before that touch forgets the way back too.
 */

/** The entry's position in the tab's history, in its state. */
const INDEX_KEY = 'divarHistoryIndex';
/** In the returned-to page's entry: how many entries back the entry page is. */
const BACK_KEY = 'divarConsentBack';
/** Marks the guard entry. */
const GUARD_KEY = 'divarConsentGuard';
/** sessionStorage: the entry page's position, as the user left for Divar's consent. */
const LEFT_KEY = 'divar:consent-left';
/** Divar's consent state lives ten minutes: a remembered departure older than that belongs to another attempt. */
const FRESH_MS = 15 * 60_000;
/** More entries than any consent screen shows: a position that far off is not the entry page's. */
const MAX_STEPS = 20;

type HistoryState = Record<string, unknown>;

function entryState(): HistoryState {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as HistoryState) : {};
}

/**
 * This entry's position in the tab's history: noted on the page's first load, when it is the newest entry (a new
 * navigation drops the entries after it), and read back from the entry's state after Back, Forward or a reload, when
 * it may not be. Next's router keeps a page's own keys in its state beside its internals (see use-form-draft.ts).
 */
export function historyIndex(): number {
  const state = entryState();
  if (typeof state[INDEX_KEY] === 'number') return state[INDEX_KEY];
  const index = window.history.length - 1;
  window.history.replaceState({ ...state, [INDEX_KEY]: index }, '');
  return index;
}

/** The user leaves this page for Divar's consent: its position is remembered for the page the consent returns to. */
export function leftForConsent(now = Date.now()): void {
  try {
    sessionStorage.setItem(LEFT_KEY, JSON.stringify({ index: historyIndex(), at: now }));
  } catch {
    // storage unavailable: Back shows Divar's screen, as before
  }
}

/** How many entries back the page that left for the consent is, from this return (the newest entry); null if unknown. */
export function stepsBackToEntry(now = Date.now()): number | null {
  let left: unknown;
  try {
    left = JSON.parse(sessionStorage.getItem(LEFT_KEY) ?? 'null');
    sessionStorage.removeItem(LEFT_KEY);
  } catch {
    return null;
  }
  if (!left || typeof left !== 'object' || !('index' in left) || !('at' in left)) return null;
  const { index, at } = left;
  if (typeof index !== 'number' || typeof at !== 'number' || now - at > FRESH_MS || now < at) return null;
  const steps = window.history.length - 1 - index;
  return steps >= 1 && steps <= MAX_STEPS ? steps : null;
}

let popListening = false;
/** Whether the entry shown last was the guard: a popstate from it onto its page is the user's Back. */
let atGuard = false;
let removeActivationListeners: (() => void) | null = null;

function onPopState(): void {
  const state = entryState();
  const back = state[BACK_KEY];
  const wasAtGuard = atGuard;
  atGuard = state[GUARD_KEY] === true;
  // Back from the guard onto the returned-to entry (Forward from the guard lands on a later page, without the key).
  if (wasAtGuard && !atGuard && typeof back === 'number') window.history.go(-back);
}

function listenForBack(): void {
  if (popListening) return;
  popListening = true;
  window.addEventListener('popstate', onPopState);
}

const ACTIVATION_EVENTS = ['keydown', 'mousedown', 'pointerup', 'touchend'] as const;

/**
 * The consent returned to this page (`steps` entries after the page that left for it): the guard is added on the
 * user's first activation of the page, and Back from it goes on to that page.
 */
export function guardBackToEntry(steps: number): void {
  removeActivationListeners?.();
  const add = () => {
    // Not every such event activates (a touch that scrolls): wait for one that does, where the browser says.
    if (navigator.userActivation && !navigator.userActivation.isActive) return;
    removeActivationListeners?.();
    const state = entryState();
    if (state[GUARD_KEY] === true) return;
    const index = historyIndex();
    window.history.replaceState({ ...entryState(), [BACK_KEY]: steps }, '');
    window.history.pushState({ ...entryState(), [GUARD_KEY]: true, [INDEX_KEY]: index + 1 }, '');
    atGuard = true;
    listenForBack();
  };
  for (const type of ACTIVATION_EVENTS) window.addEventListener(type, add, { capture: true });
  removeActivationListeners = () => {
    for (const type of ACTIVATION_EVENTS) window.removeEventListener(type, add, { capture: true });
    removeActivationListeners = null;
  };
}

/** A page loaded (or reloaded) on its guard entry: Back from it goes on to the entry page. */
export function resumeGuard(): void {
  if (entryState()[GUARD_KEY] !== true) return;
  atGuard = true;
  listenForBack();
}

/** Forgets this module's page state (tests). */
export function resetConsentBack(): void {
  removeActivationListeners?.();
  if (popListening) window.removeEventListener('popstate', onPopState);
  popListening = false;
  atGuard = false;
}
