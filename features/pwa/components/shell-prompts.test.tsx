// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog } from '@/components/dialogs/dialog-store';
import { PWA_FLAG } from '../add-to-home-screen';
import { DISCOUNT_FLAG } from '../discount-notice';

// The first test pays for loading MUI's Dialog on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const push = vi.fn();
let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ push }) }));
// next/dynamic resolves lazily; the dialogs themselves are what we check, so load them eagerly here.
vi.mock('next/dynamic', async () => {
  const a2hs = await import('./add-to-home-screen-dialog');
  const discount = await import('./discount-notice-dialog');
  let n = 0;
  return { default: () => (n++ === 0 ? a2hs.AddToHomeScreenDialog : discount.DiscountNoticeDialog) };
});
// What the prompts wait for before they draw a dialog: its code (and MUI's), loaded through withProviders.
const dialogCode = vi.hoisted(() => ({ load: (): Promise<unknown> => Promise.resolve() }));
vi.mock('@/components/providers/with-providers', () => ({ withProviders: () => () => dialogCode.load() }));

const ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
}

async function renderPrompts() {
  const { ShellPrompts } = await import('./shell-prompts');
  return render(<ShellPrompts discountCutoff="2025-05-15" />);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z')); // after the discount cutoff
  localStorage.clear();
  sessionStorage.clear();
  pathname = '/';
  window.history.replaceState(null, '', '/');
  push.mockReset();
  dialogCode.load = () => Promise.resolve();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ShellPrompts: add to home screen (spec §4)', () => {
  it('opens after 5 s on a mobile browser, and confirming stores the flag as false', async () => {
    setUserAgent(ANDROID);
    await renderPrompts();
    await act(async () => vi.advanceTimersByTime(4900));
    expect(screen.queryByTestId('a2hs-dialog')).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('a2hs-dialog')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'متوجه شدم' }));
    expect(localStorage.getItem(PWA_FLAG)).toBe('false');
  });

  it('waits while another dialog is open (the login modal), then the delay again after it closes', async () => {
    setUserAgent(ANDROID);
    await renderPrompts();
    act(() => openDialog('auth', {}));
    await act(async () => vi.advanceTimersByTime(8000));
    expect(screen.queryByTestId('a2hs-dialog')).toBeNull();
    act(() => closeDialog('auth'));
    // Not the moment the sign-in closes; another dialog in the meantime restarts the wait.
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.queryByTestId('a2hs-dialog')).toBeNull();
    act(() => openDialog('paymentNotice'));
    await act(async () => vi.advanceTimersByTime(4000));
    act(() => closeDialog('paymentNotice'));
    await act(async () => vi.advanceTimersByTime(4900));
    expect(screen.queryByTestId('a2hs-dialog')).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('a2hs-dialog')).toBeTruthy();
    // The browser's English labels keep their order inside the Persian sentence.
    expect(screen.getByText(/Install \/ Add/).textContent).toContain('(\u2066Install / Add\u2069)');
  });

  it('waits while a field takes typing (the chat’s message box), then the delay again after the last key and the blur', async () => {
    setUserAgent(ANDROID);
    await renderPrompts();
    const field = document.createElement('textarea');
    document.body.append(field);
    try {
      field.focus();
      await act(async () => vi.advanceTimersByTime(9000));
      expect(screen.queryByTestId('a2hs-dialog')).toBeNull();
      // Typing and a pause in the field: still nothing, however long.
      fireEvent.keyDown(field, { key: ' ' });
      await act(async () => vi.advanceTimersByTime(9000));
      expect(screen.queryByTestId('a2hs-dialog')).toBeNull();
      expect(document.activeElement).toBe(field);
      // Out of the field: a whole delay of quiet first, restarted by a key.
      act(() => field.blur());
      await act(async () => vi.advanceTimersByTime(3000));
      fireEvent.keyDown(document.body, { key: 'a' });
      await act(async () => vi.advanceTimersByTime(4900));
      expect(screen.queryByTestId('a2hs-dialog')).toBeNull();
      await act(async () => vi.advanceTimersByTime(200));
      expect(screen.getByTestId('a2hs-dialog')).toBeTruthy();
    } finally {
      field.remove();
    }
  });

  it.each([
    ['a text input', '<input type="text">', true],
    ['a search input', '<input type="search">', true],
    ['a textarea', '<textarea></textarea>', true],
    ['a contenteditable', '<div contenteditable="true"><span tabindex="-1">x</span></div>', true],
    ['a checkbox', '<input type="checkbox">', false],
    ['a button', '<button>b</button>', false],
    ['a read-only input', '<input type="text" readonly>', false],
  ])('typing in %s holds the guide back: %s', async (_name, html, held) => {
    const { isTextEntry } = await import('../add-to-home-screen');
    const box = document.createElement('div');
    box.innerHTML = html;
    document.body.append(box);
    try {
      const target = box.querySelector('span') ?? box.firstElementChild;
      expect(isTextEntry(target)).toBe(held);
    } finally {
      box.remove();
    }
  });

  // QA: a phone that lost its connection after the page loaded (an article being read, or the service worker's own
  // offline page) could not fetch the guide's code, and the page turned into the error page five seconds later.
  it('is skipped when its code cannot be fetched (the connection dropped), the page and the flag left as they were', async () => {
    setUserAgent(ANDROID);
    dialogCode.load = () => Promise.reject(new Error('ChunkLoadError: Failed to load chunk'));
    await renderPrompts();
    await act(async () => vi.advanceTimersByTime(5100));
    expect(screen.queryByTestId('a2hs-dialog')).toBeNull();
    // Not tried again over and over in the same page view.
    dialogCode.load = () => Promise.resolve();
    await act(async () => vi.advanceTimersByTime(12_000));
    expect(screen.queryByTestId('a2hs-dialog')).toBeNull();
    expect(localStorage.getItem(PWA_FLAG)).toBeNull();
  });

  it('remind later closes it without setting the flag', async () => {
    setUserAgent(ANDROID);
    await renderPrompts();
    await act(async () => vi.advanceTimersByTime(5100));
    fireEvent.click(screen.getByRole('button', { name: 'بعداً یادآوری کن' }));
    expect(localStorage.getItem(PWA_FLAG)).toBeNull();
  });

  it('stays away on desktop, on excluded paths and once confirmed', async () => {
    setUserAgent(DESKTOP);
    const first = await renderPrompts();
    await act(async () => vi.advanceTimersByTime(6000));
    expect(screen.queryByTestId('a2hs-dialog')).toBeNull();
    first.unmount();

    setUserAgent(ANDROID);
    for (const excluded of ['/price', '/chat-bot/new']) {
      window.history.replaceState(null, '', excluded);
      pathname = excluded;
      const second = await renderPrompts();
      await act(async () => vi.advanceTimersByTime(6000));
      expect(screen.queryByTestId('a2hs-dialog')).toBeNull();
      second.unmount();
    }

    window.history.replaceState(null, '', '/');
    pathname = '/';
    localStorage.setItem(PWA_FLAG, 'false');
    await renderPrompts();
    await act(async () => vi.advanceTimersByTime(6000));
    expect(screen.queryByTestId('a2hs-dialog')).toBeNull();
  });
});

describe('ShellPrompts: add to home screen never in a Divar flow', () => {
  const RESULT = '/services/environment-evaluation/result';

  it('stays away from the referral result, whose Divar parameters are in the query only', async () => {
    setUserAgent(ANDROID);
    window.history.replaceState(null, '', `${RESULT}?uuid=0b8f6f54-3c3e-4b5e-9a39-6f2d7f0c9e11&divar-post-token=QmGisha95&divar-return-url=https%3A%2F%2Fdivar.ir%2Fv%2Fx`);
    pathname = RESULT;
    await renderPrompts();
    await act(async () => vi.advanceTimersByTime(12_000));
    expect(screen.queryByTestId('a2hs-dialog')).toBeNull();
  });

  it('stays away from every later page of a tab that has been in a Divar flow (its webview)', async () => {
    setUserAgent(ANDROID);
    window.history.replaceState(null, '', `${RESULT}?uuid=x&divar-post-token=QmGisha95`);
    pathname = RESULT;
    const first = await renderPrompts();
    first.unmount();
    window.history.replaceState(null, '', '/about');
    pathname = '/about';
    await renderPrompts();
    await act(async () => vi.advanceTimersByTime(12_000));
    expect(screen.queryByTestId('a2hs-dialog')).toBeNull();
  });

  it('a Divar layout marks the tab (DivarTabMark), so the site opened from it stays quiet too', async () => {
    setUserAgent(ANDROID);
    const { DivarTabMark } = await import('./divar-tab-mark');
    window.history.replaceState(null, '', '/divar/price/advertiser?post_token=QmSale120');
    const divar = render(<DivarTabMark />);
    divar.unmount();
    window.history.replaceState(null, '', '/');
    pathname = '/';
    await renderPrompts();
    await act(async () => vi.advanceTimersByTime(12_000));
    expect(screen.queryByTestId('a2hs-dialog')).toBeNull();
  });

  it('a mark only on a Divar page: an ordinary page of a fresh tab still offers the guide', async () => {
    setUserAgent(ANDROID);
    const { DivarTabMark } = await import('./divar-tab-mark');
    render(<DivarTabMark />).unmount(); // on '/': not a Divar page, no mark
    await renderPrompts();
    await act(async () => vi.advanceTimersByTime(5100));
    expect(screen.getByTestId('a2hs-dialog')).toBeTruthy();
  });
});

describe('ShellPrompts: discount notice (spec §4)', () => {
  it('is not shown after the cutoff', async () => {
    setUserAgent(DESKTOP);
    await renderPrompts();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.queryByTestId('discount-dialog')).toBeNull();
  });

  it('before the cutoff: shown once; accepting sets the flag and goes to /subscription', async () => {
    setUserAgent(DESKTOP);
    vi.setSystemTime(new Date('2025-05-01T10:00:00Z'));
    await renderPrompts();
    await act(async () => vi.advanceTimersByTime(10));
    expect(screen.getByTestId('discount-dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'مشاهدهٔ اشتراک‌ها' }));
    expect(localStorage.getItem(DISCOUNT_FLAG)).not.toBeNull();
    expect(push).toHaveBeenCalledWith('/subscription');
  });

  it('before the cutoff, but its code cannot be fetched: not shown, and still due next time', async () => {
    setUserAgent(DESKTOP);
    vi.setSystemTime(new Date('2025-05-01T10:00:00Z'));
    dialogCode.load = () => Promise.reject(new Error('ChunkLoadError: Failed to load chunk'));
    await renderPrompts();
    await act(async () => vi.advanceTimersByTime(10));
    expect(screen.queryByTestId('discount-dialog')).toBeNull();
    expect(localStorage.getItem(DISCOUNT_FLAG)).toBeNull();
  });

  it('before the cutoff: closing also sets the flag, without navigating', async () => {
    setUserAgent(DESKTOP);
    vi.setSystemTime(new Date('2025-05-01T10:00:00Z'));
    await renderPrompts();
    await act(async () => vi.advanceTimersByTime(10));
    fireEvent.click(screen.getByRole('button', { name: 'بستن' }));
    expect(localStorage.getItem(DISCOUNT_FLAG)).not.toBeNull();
    expect(push).not.toHaveBeenCalled();
  });
});
