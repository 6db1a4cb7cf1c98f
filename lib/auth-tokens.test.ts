// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from './auth-tokens';

const otherTab = (init: StorageEventInit) => window.dispatchEvent(new StorageEvent('storage', init));

describe('tokenStore across tabs', () => {
  afterEach(() => localStorage.clear());

  it('tells this tab when another tab signs out or in, not when it merely rotates a token', () => {
    const listener = vi.fn();
    const stop = tokenStore.subscribe(listener);
    otherTab({ key: 'access', oldValue: 'a1', newValue: null }); // logout there
    expect(listener).toHaveBeenCalledTimes(1);
    otherTab({ key: 'refresh', oldValue: null, newValue: 'r1' }); // sign-in there
    expect(listener).toHaveBeenCalledTimes(2);
    otherTab({ key: null }); // storage cleared there
    expect(listener).toHaveBeenCalledTimes(3);
    otherTab({ key: 'access', oldValue: 'a1', newValue: 'a2' }); // a refresh there
    otherTab({ key: 'theme', oldValue: null, newValue: 'dark' });
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    otherTab({ key: 'access', oldValue: 'a2', newValue: null });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
