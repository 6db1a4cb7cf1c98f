// spec §3 local flags live in localStorage; private modes and disabled storage must never break a page.
export function readFlag(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeFlag(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the prompt may show again next time, which is harmless
  }
}
