// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { guardBackToEntry, historyIndex, leftForConsent, resetConsentBack, resumeGuard, stepsBackToEntry } from './consent-back';

const NOW = 1_800_000_000_000;

/** Plays `n` new pages opened in the tab (each a new entry at the end of its history). */
function openPages(n: number) {
  for (let i = 0; i < n; i++) window.history.pushState(null, '');
}

const state = () => window.history.state as Record<string, unknown>;

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '');
});
afterEach(() => {
  resetConsentBack();
  vi.restoreAllMocks();
});

describe('the way back past Divar\'s consent screen', () => {
  it("counts the entries between the page that left for the consent and the return, whatever Divar's site showed", () => {
    openPages(2);
    const entry = historyIndex();
    expect(entry).toBe(window.history.length - 1);
    leftForConsent(NOW);
    // Divar's screen, then its code page, then the return to us.
    openPages(3);
    expect(stepsBackToEntry(NOW + 60_000)).toBe(3);
    // Told once: a later return of another attempt does not reuse it.
    expect(stepsBackToEntry(NOW + 60_000)).toBeNull();
  });

  it("keeps the entry page's own position after Back, Forward or a reload, when later entries remain", () => {
    const entry = historyIndex();
    // Left for Divar, came Back (the consent screen's entry stays after it), and left again.
    openPages(1);
    window.history.replaceState({ divarHistoryIndex: entry }, '');
    expect(historyIndex()).toBe(entry);
    leftForConsent(NOW);
    expect(JSON.parse(sessionStorage.getItem('divar:consent-left')!)).toEqual({ index: entry, at: NOW });
  });

  it('ignores a departure of another attempt (older than the consent lives) or an impossible distance', () => {
    historyIndex();
    leftForConsent(NOW);
    openPages(2);
    expect(stepsBackToEntry(NOW + 16 * 60_000)).toBeNull();
    leftForConsent(NOW);
    expect(stepsBackToEntry(NOW)).toBeNull(); // the same entry: no way back to go
    expect(stepsBackToEntry(NOW)).toBeNull(); // nothing remembered
  });

  it("adds the guard only on the user's first activation, and Back from it goes the counted entries back", () => {
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
    const before = window.history.length;
    guardBackToEntry(2);
    // Nothing added before the user does anything (browsers would skip such an entry on Back).
    expect(window.history.length).toBe(before);
    window.dispatchEvent(new MouseEvent('mousedown'));
    expect(window.history.length).toBe(before + 1);
    expect(state().divarConsentGuard).toBe(true);
    // Once only.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(window.history.length).toBe(before + 1);

    // Back: the returned-to entry's state, and a popstate.
    window.history.replaceState({ divarConsentBack: 2 }, '');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(go).toHaveBeenCalledWith(-2);
  });

  it('Forward from the guard to a later page of ours goes nowhere; a reloaded guard entry keeps the way back', () => {
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
    guardBackToEntry(2);
    window.dispatchEvent(new MouseEvent('mousedown'));
    window.history.replaceState({ other: 1 }, '');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(go).not.toHaveBeenCalled();
    resetConsentBack();

    window.history.replaceState({ divarConsentGuard: true, divarConsentBack: 3 }, '');
    resumeGuard();
    window.history.replaceState({ divarConsentBack: 3 }, '');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(go).toHaveBeenCalledWith(-3);
  });

  it('waits for an event that activates the page where the browser says which do', () => {
    const activation = { isActive: false };
    Object.defineProperty(navigator, 'userActivation', { configurable: true, value: activation });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'userActivation');
    });
    const before = window.history.length;
    guardBackToEntry(1);
    window.dispatchEvent(new TouchEvent('touchend'));
    expect(window.history.length).toBe(before);
    activation.isActive = true;
    window.dispatchEvent(new TouchEvent('touchend'));
    expect(window.history.length).toBe(before + 1);
  });
});
