// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, notifyShown, withdraw } from '@/lib/notify';
import { ToastHost } from './toast-host';

// The toast view's chunk cannot be fetched (offline before it ever loaded): every import() of it rejects. The factory
// returns a rejecting thenable because Vitest loads the real module on the next import after a factory that throws.
vi.mock('./toast-view', () => ({
  then: (_resolve: unknown, reject: (e: Error) => void) => reject(new TypeError('Failed to fetch dynamically imported module')),
}));

let mobile = true;
vi.stubGlobal('matchMedia', (media: string) => ({ matches: mobile, media }));

afterEach(() => {
  cleanup();
  mobile = true;
});

// One import at a time: Vitest's mocker hands the real module to an import() made while another is still pending.
const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled();
  });

describe('ToastHost when the toast view cannot load', () => {
  it('shows a network error plainly, without duplicates, and lets it be closed', async () => {
    render(<ToastHost />);
    await settle();
    for (let i = 0; i < 2; i++) {
      notify('error', 'ارتباط با سرور برقرار نشد');
      await settle();
    }
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ارتباط با سرور برقرار نشد');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(alert.parentElement?.style.top).toBe('16px'); // spec §2: top on mobile
    fireEvent.click(screen.getByRole('button', { name: 'بستن' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes a notice by itself after five seconds', async () => {
    mobile = false;
    render(<ToastHost />);
    await settle();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      notify('info', 'پیام آزمایشی');
      await settle();
      expect(screen.getByRole('status').textContent).toContain('پیام آزمایشی');
      expect(screen.getByRole('status').parentElement?.style.bottom).toBe('16px'); // bottom on desktop
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a withdrawn notice away, shown plainly or still waiting for the view', async () => {
    render(<ToastHost />);
    await settle();
    notify('error', 'لطفاً ابتدا وارد شوید');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('لطفاً ابتدا وارد شوید');
    act(() => withdraw({ type: 'error', message: 'لطفاً ابتدا وارد شوید' }));
    expect(screen.queryByRole('alert')).toBeNull();
    // Raised and withdrawn before the view answered: never shown.
    notify('error', 'لطفاً ابتدا وارد شوید');
    withdraw({ type: 'error', message: 'لطفاً ابتدا وارد شوید' });
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a caller waiting on a notice once it is drawn plainly', async () => {
    render(<ToastHost />);
    await settle();
    let shown = false;
    const waiting = notifyShown('info', 'در حال انتقال به درگاه پرداخت...', undefined, 60_000).then(() => (shown = true));
    await settle();
    await act(() => waiting);
    expect(shown).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('در حال انتقال به درگاه پرداخت...');
  });
});

describe('notifyShown', () => {
  it('gives up waiting after its limit when nothing draws the notice', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let shown = false;
      // No host mounted: the sink is the last test's, unmounted; nothing will draw it.
      const waiting = notifyShown('info', 'بی‌صفحه', undefined, 1500).then(() => (shown = true));
      await vi.advanceTimersByTimeAsync(1499);
      expect(shown).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(shown).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
