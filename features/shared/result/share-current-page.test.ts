// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToastSink } from '@/lib/notify';
import { shareCurrentPage } from './share-current-page';

const toasts: Array<{ type: string; message: string }> = [];

function setNavigator(share?: (d: ShareData) => Promise<void>, writeText?: (t: string) => Promise<void>) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

describe('shareCurrentPage', () => {
  beforeEach(() => {
    toasts.length = 0;
    setToastSink((t) => toasts.push(t));
    document.execCommand = vi.fn(() => false);
    window.prompt = vi.fn(() => null);
  });
  afterEach(() => vi.restoreAllMocks());

  it('stays quiet when the user closes the share sheet', async () => {
    setNavigator(() => Promise.reject(new DOMException('closed', 'AbortError')));
    await shareCurrentPage('کپی شد');
    expect(toasts).toEqual([]);
    expect(window.prompt).not.toHaveBeenCalled();
  });

  it('copies when the share sheet is refused, and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setNavigator(() => Promise.reject(new DOMException('no', 'NotAllowedError')), writeText);
    await shareCurrentPage('کپی شد');
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(toasts).toEqual([expect.objectContaining({ type: 'success', message: 'کپی شد' })]);
  });

  it('falls back to a selection copy, then to showing the address, when the clipboard is refused', async () => {
    setNavigator(undefined, () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    document.execCommand = vi.fn(() => true);
    await shareCurrentPage('کپی شد');
    expect(toasts.map((t) => t.message)).toEqual(['کپی شد']);

    toasts.length = 0;
    setNavigator(undefined, undefined);
    document.execCommand = vi.fn(() => false);
    await shareCurrentPage('کپی شد');
    expect(toasts).toEqual([]);
    expect(window.prompt).toHaveBeenCalledWith('پیوند این نتیجه را کپی کنید:', window.location.href);
  });
});
