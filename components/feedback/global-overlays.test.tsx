// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GlobalOverlays, useOverlays, type AiOverlayType, type ConfirmOptions } from './global-overlays';

const nav = vi.hoisted(() => ({ pathname: '/price' }));
vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname, useServerInsertedHTML: () => undefined }));

// The overlays' views (MUI) load on first use; importing them cold takes over a second on a busy machine, longer than
// a findBy* waits. Warm the module once so every case measures the overlay, not the import.
beforeAll(async () => {
  await Promise.all([import('./overlay-views'), import('@/components/providers/app-providers')]);
}, 30_000);

afterEach(() => {
  cleanup();
  nav.pathname = '/price';
});

let api: ReturnType<typeof useOverlays>;
const keepApi = (overlays: ReturnType<typeof useOverlays>) => {
  api = overlays;
};
function Capture() {
  keepApi(useOverlays());
  return null;
}
const renderHost = () =>
  render(
    <GlobalOverlays>
      <Capture />
    </GlobalOverlays>,
  );

describe('AI loading overlay (spec §2)', () => {
  it.each<[AiOverlayType | undefined, string, string]>([
    [undefined, 'هوش مصنوعی در حال پردازش است…', 'لطفاً چند لحظه صبر کنید.'],
    ['default', 'هوش مصنوعی در حال پردازش است…', 'لطفاً چند لحظه صبر کنید.'],
    ['priceEvaluation', 'در حال قیمت‌گذاری ملک شما…', 'مقایسه با آگهی‌های مشابه محله'],
    ['environmentEvaluation', 'در حال ارزیابی محله…', 'بررسی دسترسی به مترو و خدمات'],
    ['find', 'در حال یافتن بهترین محله‌ها برای شما…', 'مقایسهٔ بودجه با قیمت محله‌ها'],
  ])('shows the message for type %s', async (type, title, firstLine) => {
    renderHost();
    act(() => api.showAiOverlay(type));
    const overlay = await screen.findByTestId('ai-overlay');
    expect(overlay.getAttribute('role')).toBe('status');
    expect(overlay.textContent).toContain(title);
    expect(overlay.textContent).toContain(firstLine);
    act(() => api.hideAiOverlay());
    await waitFor(() => expect(screen.queryByTestId('ai-overlay')).toBeNull());
  });

  it('closes on a route change', async () => {
    const view = renderHost();
    act(() => api.showAiOverlay('priceEvaluation'));
    await screen.findByTestId('ai-overlay');
    view.rerender(
      <GlobalOverlays>
        <Capture />
      </GlobalOverlays>,
    );
    expect(screen.getByTestId('ai-overlay')).toBeTruthy(); // same route: still open
    nav.pathname = '/price-result';
    view.rerender(
      <GlobalOverlays>
        <Capture />
      </GlobalOverlays>,
    );
    await waitFor(() => expect(screen.queryByTestId('ai-overlay')).toBeNull());
  });
});

describe('confirmation dialog (spec §2)', () => {
  async function ask(options?: ConfirmOptions) {
    renderHost();
    let answer!: Promise<boolean>;
    act(() => {
      answer = api.confirm(options);
    });
    return { answer, dialog: await screen.findByRole('dialog') };
  }

  it('has default title, confirm and cancel labels; confirming resolves true', async () => {
    const { answer, dialog } = await ask();
    expect(screen.getByRole('heading', { name: 'آیا مطمئن هستید؟' })).toBeTruthy();
    expect(dialog.textContent).toContain('انصراف');
    fireEvent.click(screen.getByRole('button', { name: 'تأیید' }));
    await expect(answer).resolves.toBe(true);
  });

  it('cancelling resolves false', async () => {
    const { answer } = await ask();
    fireEvent.click(screen.getByRole('button', { name: 'انصراف' }));
    await expect(answer).resolves.toBe(false);
  });

  it('takes a caller’s title, message and labels instead of the defaults', async () => {
    const { answer, dialog } = await ask({ title: 'حذف شود؟', message: 'این کار برگشت‌پذیر نیست.', confirmLabel: 'حذف', cancelLabel: 'نه' });
    expect(screen.getByRole('heading', { name: 'حذف شود؟' })).toBeTruthy();
    expect(dialog.textContent).toContain('این کار برگشت‌پذیر نیست.');
    expect(screen.queryByRole('button', { name: 'تأیید' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'نه' }));
    await expect(answer).resolves.toBe(false);
  });

  it('closed with Escape: confirm resolves false', async () => {
    const { answer, dialog } = await ask();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });

  it('a screen reader hears the message with the title (aria-describedby)', async () => {
    const { dialog } = await ask({ title: 'حذف شود؟', message: 'این کار برگشت‌پذیر نیست.' });
    const described = dialog.getAttribute('aria-describedby');
    expect(described && document.getElementById(described)?.textContent).toBe('این کار برگشت‌پذیر نیست.');
  });
});

describe('a question whose two buttons both act (ask)', () => {
  async function question() {
    renderHost();
    let answer!: Promise<boolean | null>;
    act(() => {
      answer = api.ask({ title: 'نتیجهٔ قبلی را ببینید؟', message: 'پیام', confirmLabel: 'دیدن نتیجهٔ قبلی', cancelLabel: 'قیمت‌گذاری دوباره' });
    });
    return { answer, dialog: await screen.findByRole('dialog') };
  }

  it('the confirm button, focused first, resolves true; the other false', async () => {
    const first = await question();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('دیدن نتیجهٔ قبلی'));
    fireEvent.click(screen.getByRole('button', { name: 'دیدن نتیجهٔ قبلی' }));
    await expect(first.answer).resolves.toBe(true);
    cleanup();
    const second = await question();
    fireEvent.click(screen.getByRole('button', { name: 'قیمت‌گذاری دوباره' }));
    await expect(second.answer).resolves.toBe(false);
  });

  it('closed without a choice (Escape) resolves null: neither button’s action', async () => {
    const { answer, dialog } = await question();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await expect(answer).resolves.toBeNull();
  });
});
