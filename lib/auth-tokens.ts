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
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
