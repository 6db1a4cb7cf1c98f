// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog } from '@/components/dialogs/dialog-store';
import { notify, notifyShown, withdraw } from '@/lib/notify';
import { TIMER_LABEL, ToastView } from './toast-view';

vi.stubGlobal('matchMedia', (media: string) => ({ matches: true, media, addEventListener() {}, removeEventListener() {} }));
afterEach(cleanup);

describe('ToastView', () => {
  it('names the notification region, the close button and the timer bar in Persian', async () => {
    render(<ToastView />);
    act(() => notify('error', 'درخواست شما نامعتبر است'));
    expect(await screen.findByText('درخواست شما نامعتبر است')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'اعلان‌ها (میان‌بر Alt+T)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'بستن اعلان' })).toBeTruthy();
    // The library's own name for the bar is the English "notification timer".
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe(TIMER_LABEL));
    expect(TIMER_LABEL).toBe('زمان باقی‌ماندهٔ اعلان');
  });

  it('takes a withdrawn notice off the screen and leaves the others', async () => {
    render(<ToastView />);
    act(() => {
      notify('error', 'برای ادامه ثبت نام کنید');
      notify('info', 'اعلان دیگر');
    });
    expect(await screen.findByText('برای ادامه ثبت نام کنید')).toBeTruthy();
    act(() => withdraw({ type: 'error', message: 'برای ادامه ثبت نام کنید' }));
    // Leaving: jsdom never ends the exit animation, so the node stays, marked out.
    const toastOf = (text: string) => screen.getByText(text).closest('.Toastify__toast');
    await waitFor(() => expect(toastOf('برای ادامه ثبت نام کنید')?.getAttribute('data-in')).toBe('false'));
    expect(toastOf('اعلان دیگر')?.getAttribute('data-in')).toBe('true');
  });

  it("on a phone, a dialog opening closes the sign-in's notices (they covered its title), not a payment's or an error", async () => {
    render(<ToastView />);
    act(() => {
      notify('info', 'از حساب قبلی خارج شدید؛ اکنون با ۰۹۱۲…۰۱۰۱ وارد شده‌اید.', 'auth-success');
      notify('error', 'اتصال برقرار نشد');
      // The gateway's return: the service dialog reopens right after this notice.
      notify('success', 'پرداخت با موفقیت انجام شد.', 'payment-A0001');
    });
    expect(await screen.findByText('اتصال برقرار نشد')).toBeTruthy();
    const toastOf = (text: string) => screen.getByText(text).closest('.Toastify__toast');
    expect(toastOf('از حساب قبلی خارج شدید؛ اکنون با ۰۹۱۲…۰۱۰۱ وارد شده‌اید.')?.getAttribute('data-in')).toBe('true');
    act(() => openDialog('paymentNotice'));
    await waitFor(() => expect(toastOf('از حساب قبلی خارج شدید؛ اکنون با ۰۹۱۲…۰۱۰۱ وارد شده‌اید.')?.getAttribute('data-in')).toBe('false'));
    expect(toastOf('اتصال برقرار نشد')?.getAttribute('data-in')).toBe('true');
    expect(toastOf('پرداخت با موفقیت انجام شد.')?.getAttribute('data-in')).toBe('true');
    act(() => closeDialog('paymentNotice'));
  });

  it('tells a caller waiting on a notice (notifyShown) once it is on screen, and again for one already shown', async () => {
    render(<ToastView />);
    let shown = false;
    const waiting = notifyShown('info', 'در حال انتقال به درگاه پرداخت...', 'redirecting', 60_000).then(() => (shown = true));
    expect(shown).toBe(false);
    await act(() => waiting);
    expect(screen.getByText('در حال انتقال به درگاه پرداخت...')).toBeTruthy();
    await act(() => notifyShown('info', 'در حال انتقال به درگاه پرداخت...', 'redirecting', 60_000));
  });
});
