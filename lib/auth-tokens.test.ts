// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CHANGED_KEY, accountChanges, tokenStore } from './auth-tokens';
import { HAS_TOKENS_ATTRIBUTE, HAS_TOKENS_SCRIPT } from './sign-in-hint';

const otherTab = (init: StorageEventInit) => window.dispatchEvent(new StorageEvent('storage', init));

describe('tokenStore across tabs', () => {
  afterEach(() => localStorage.clear());

  it('tells this tab when another tab signs out or in, not when it merely rotates a token', () => {
    const listener = vi.fn();
    const stop = tokenStore.subscribe(listener);
    otherTab({ key: 'access', oldValue: 'a1', newValue: null }); // logout there
    expect(listener).toHaveBeenCalledTimes(1);
    // Said to come from another tab (the sign-in dialog closes for a sign-in there, not for this tab's own).
    expect(listener).toHaveBeenLastCalledWith({ otherTab: true });
    otherTab({ key: 'refresh', oldValue: null, newValue: 'r1' }); // sign-in there
    expect(listener).toHaveBeenCalledTimes(2);
    otherTab({ key: null }); // storage cleared there
    expect(listener).toHaveBeenCalledTimes(3);
    otherTab({ key: 'access', oldValue: 'a1', newValue: 'a2' }); // a refresh there
    otherTab({ key: 'theme', oldValue: null, newValue: 'dark' });
    expect(listener).toHaveBeenCalledTimes(3);
    tokenStore.set({ access: 'a3' }); // a sign-in here
    expect(listener).toHaveBeenLastCalledWith({ otherTab: false });
    stop();
    otherTab({ key: 'access', oldValue: 'a2', newValue: null });
    expect(listener).toHaveBeenCalledTimes(4);
  });
});

describe('accountChanges across tabs', () => {
  afterEach(() => localStorage.clear());

  it('a tab that announces writes a new value each time and leaves nothing behind', () => {
    const written: string[] = [];
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === ACCOUNT_CHANGED_KEY) written.push(value);
    });
    try {
      accountChanges.announce();
      accountChanges.announce();
    } finally {
      setItem.mockRestore();
    }
    expect(written).toHaveLength(2);
    expect(written[0]).not.toBe(written[1]);
    expect(localStorage.getItem(ACCOUNT_CHANGED_KEY)).toBeNull();
  });

  it('the other tabs hear it once (not its removal), and it is no sign-in or sign-out', () => {
    const changed = vi.fn();
    const signIn = vi.fn();
    const stopChanged = accountChanges.subscribe(changed);
    const stopSignIn = tokenStore.subscribe(signIn);
    otherTab({ key: ACCOUNT_CHANGED_KEY, oldValue: null, newValue: '1-0.5' });
    otherTab({ key: ACCOUNT_CHANGED_KEY, oldValue: '1-0.5', newValue: null });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(signIn).not.toHaveBeenCalled();
    stopChanged();
    stopSignIn();
    otherTab({ key: ACCOUNT_CHANGED_KEY, oldValue: null, newValue: '2-0.5' });
    expect(changed).toHaveBeenCalledTimes(1);
  });
});

describe('the sign-in hint cookie (lib/sign-in-hint.ts)', () => {
  const hint = () => document.cookie.split('; ').find((c) => c.startsWith('signed_in='));
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'signed_in=; Path=/; Max-Age=0';
  });

  it('is written with the tokens and removed with them, and never holds a token', () => {
    tokenStore.set({ access: 'a-secret', refresh: 'r-secret' });
    expect(hint()).toBe('signed_in=1');
    expect(document.cookie).not.toContain('secret');
    tokenStore.clear();
    expect(hint()).toBeUndefined();
  });

  it('a stale hint is put right from localStorage, the truth, on the first read of a page', async () => {
    vi.resetModules();
    document.cookie = 'signed_in=1; Path=/';
    const fresh = (await import('./auth-tokens')).tokenStore;
    fresh.subscribe(() => undefined)();
    expect(hint()).toBeUndefined();

    vi.resetModules();
    localStorage.setItem('refresh', 'r1'); // signed in before the hint existed
    (await import('./auth-tokens')).tokenStore.subscribe(() => undefined)();
    expect(hint()).toBe('signed_in=1');
  });
});

describe('the tokens-stored attribute on <html> (lib/sign-in-hint.ts)', () => {
  const marked = () => document.documentElement.hasAttribute(HAS_TOKENS_ATTRIBUTE);
  const reset = () => {
    localStorage.clear();
    document.documentElement.removeAttribute(HAS_TOKENS_ATTRIBUTE);
  };
  beforeEach(reset);
  afterEach(reset);

  it('is set before first paint by the inline script from localStorage, whatever the hint cookie says', () => {
    const run = () => new Function(HAS_TOKENS_SCRIPT)() as void;
    run();
    expect(marked()).toBe(false);
    localStorage.setItem('refresh', 'r1');
    run();
    expect(marked()).toBe(true);
  });

  it('follows the tokens: a sign-in, a sign-out, a stale page read, another tab', async () => {
    tokenStore.set({ access: 'a', refresh: 'r' });
    expect(marked()).toBe(true);
    tokenStore.clear();
    expect(marked()).toBe(false);

    vi.resetModules();
    document.documentElement.setAttribute(HAS_TOKENS_ATTRIBUTE, '');
    const fresh = (await import('./auth-tokens')).tokenStore;
    const stop = fresh.subscribe(() => undefined);
    expect(marked()).toBe(false);
    localStorage.setItem('access', 'a2');
    otherTab({ key: 'access', oldValue: null, newValue: 'a2' });
    expect(marked()).toBe(true);
    stop();
  });
});
