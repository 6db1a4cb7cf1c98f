// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refocusWhenLost } from './refocus-when-lost';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = '<button id="buy">خرید</button><div role="dialog"><button id="ok">متوجه شدم</button></div><a id="other" href="#x">x</a>';
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { buy: byId('buy'), ok: byId('ok'), other: byId('other'), dialog: document.querySelector('[role="dialog"]')! };
}

describe('refocusWhenLost', () => {
  it('gives focus back when the closing dialog still holds it at the first try and leaves the page later', () => {
    vi.useFakeTimers();
    const { buy, ok, dialog } = page();
    ok.focus();
    refocusWhenLost(() => buy);
    // A slow commit: the dialog's button is still there and focused when the first try runs…
    vi.advanceTimersByTime(0);
    expect(document.activeElement).toBe(buy);
    dialog.remove();
    expect(document.activeElement).toBe(buy);
  });

  it('waits for a target that cannot take focus yet', () => {
    vi.useFakeTimers();
    const { buy } = page();
    (buy as HTMLButtonElement).disabled = true;
    refocusWhenLost(() => buy);
    vi.advanceTimersByTime(250);
    expect(document.activeElement).toBe(document.body);
    (buy as HTMLButtonElement).disabled = false;
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(buy);
  });

  it('never takes focus from a control the user reached meanwhile', () => {
    vi.useFakeTimers();
    const { buy, other } = page();
    other.focus();
    refocusWhenLost(() => buy);
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(other);
  });
});
