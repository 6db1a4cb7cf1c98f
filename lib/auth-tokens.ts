// spec §3 local flags `access` and `refresh`. Listeners let the UI drop the signed-in state the moment tokens go.
type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // private mode or disabled storage
  }
}

let watchingOtherTabs = false;

/**
 * Another tab of this browser signed in or out (the `storage` event fires only in the other tabs): tell this tab's
 * listeners too, so its header and balance follow at once instead of at its next failed request. A token rotated
 * by a refresh there changes nothing here.
 */
function watchOtherTabs(): void {
  if (watchingOtherTabs || typeof window === 'undefined') return;
  watchingOtherTabs = true;
  window.addEventListener('storage', (event) => {
    const cleared = event.key === null;
    const appearedOrWent = (event.key === 'access' || event.key === 'refresh') && (event.oldValue === null) !== (event.newValue === null);
    if (cleared || appearedOrWent) listeners.forEach((l) => l());
  });
}

export const tokenStore = {
  access: (): string | null => storage()?.getItem('access') ?? null,
  refresh: (): string | null => storage()?.getItem('refresh') ?? null,
  set(tokens: { access: string; refresh?: string }): void {
    const s = storage();
    if (!s) return;
    s.setItem('access', tokens.access);
    if (tokens.refresh) s.setItem('refresh', tokens.refresh);
    listeners.forEach((l) => l());
  },
  clear(): void {
    const s = storage();
    s?.removeItem('access');
    s?.removeItem('refresh');
    listeners.forEach((l) => l());
  },
  subscribe(listener: Listener): () => void {
    watchOtherTabs();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
