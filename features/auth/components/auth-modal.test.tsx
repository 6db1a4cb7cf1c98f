// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog } from '@/components/dialogs/dialog-store';
import { apiClient } from '@/lib/api-client';
import { errorMessages, NO_ACCOUNT, OTP_PENDING } from '@/lib/errors/catalogue';
import { setToastSink, type Notice } from '@/lib/notify';
import { createQueryClient } from '@/lib/query-client';
import { forgetCode } from '../pending-code';
import { AuthModal } from './auth-modal';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

type Reply = { status: number; data: unknown; headers?: Record<string, string> };
let handler: (config: InternalAxiosRequestConfig) => Reply;
const requests: { method: string; url: string; data: unknown }[] = [];
const originalAdapter = apiClient.defaults.adapter;
let captchaCount = 0;

beforeEach(() => {
  forgetCode();
  localStorage.clear();
  requests.length = 0;
  captchaCount = 0;
  const adapter: AxiosAdapter = async (config) => {
    requests.push({ method: config.method ?? 'get', url: config.url ?? '', data: config.data ? JSON.parse(config.data as string) : undefined });
    const reply = config.url === '/api/captcha/'
      ? { status: 200, data: { captcha_key: `key-${++captchaCount}`, captcha_image: `data:image/svg+xml;base64,${captchaCount}` } }
      : handler(config);
    const response = { data: reply.data, status: reply.status, statusText: '', headers: reply.headers ?? {}, config };
    if (reply.status >= 400) throw new AxiosError('failed', String(reply.status), config, null, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
});
afterEach(() => {
  cleanup(); // no auto-cleanup: vitest runs without globals
  act(() => closeDialog('auth'));
  apiClient.defaults.adapter = originalAdapter;
  setToastSink(() => undefined);
});

/** The toasts shown from now on. */
function collectToasts(): Notice[] {
  const shown: Notice[] = [];
  setToastSink((n) => shown.push(n));
  return shown;
}

const userInfo = (full_name: string | null) => ({
  full_name,
  mobile_number: '09121234567',
  email: null,
  active_credits_count: 0,
  free_credit_count: 0,
  services_credit_separately: {},
});

function renderModal(props: { authType?: 'login' | 'signup'; partner?: { label: string; href: string } } = {}) {
  const client = createQueryClient();
  act(() => openDialog('auth', props));
  render(
    <QueryClientProvider client={client}>
      <AuthModal />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog');
}

async function fillNumberStep(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, mobile: string) {
  await waitFor(() => expect(within(dialog).getByTestId('captcha-image')).toBeTruthy());
  await user.type(within(dialog).getByTestId('mobile-input'), mobile);
  await user.type(within(dialog).getByTestId('captcha-input'), 'ab12');
  await waitFor(() => expect((within(dialog).getByTestId('send-otp') as HTMLButtonElement).disabled).toBe(false));
}

/** With a number typed: the captcha, «send», and the code step's field once it shows. */
async function sendCode(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement): Promise<HTMLInputElement> {
  await user.type(within(dialog).getByTestId('captcha-input'), 'ab12');
  await waitFor(() => expect((within(dialog).getByTestId('send-otp') as HTMLButtonElement).disabled).toBe(false));
  await user.click(within(dialog).getByTestId('send-otp'));
  return (await within(dialog).findByTestId('otp-input')) as HTMLInputElement;
}

/** The server sends the code and accepts it. */
const loginAccepted = (config: InternalAxiosRequestConfig): Reply =>
  config.url === '/api/users/login-otp/'
    ? { status: 201, data: { mobile_number: '09121234567' } }
    : config.url === '/api/users/login-verify/'
      ? { status: 200, data: { access: 'a.b.c', refresh: 'r.s.t' } }
      : { status: 200, data: {} };

describe('AuthModal', { timeout: 20_000 }, () => {
  it('keeps continue disabled until valid, converts Persian digits and moves to the code step', async () => {
    handler = () => ({ status: 201, data: { mobile_number: '09121234567' } });
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal({ authType: 'signup' });
    const send = within(dialog).getByTestId('send-otp') as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await fillNumberStep(user, dialog, '۰۹۱۲۱۲۳۴۵۶۷');
    expect((within(dialog).getByTestId('mobile-input') as HTMLInputElement).value).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    await waitFor(() => expect(send.disabled).toBe(false));
    await user.click(send);
    await waitFor(() => expect(within(dialog).getByTestId('otp-input')).toBeTruthy());
    const otpRequest = requests.find((r) => r.url === '/api/users/signup-otp/');
    expect(otpRequest?.data).toEqual({ mobile_number: '09121234567', captcha_key: 'key-1', captcha_answer: 'ab12' });
    expect(within(dialog).getByTestId('otp-counter').textContent).toBe('۰ / ۵');
    expect(within(dialog).getByTestId('otp-countdown').textContent).toMatch(/ارسال مجدد کد پس از ۰[۱۲]:[۰-۵][۰-۹]/);
    // 'edit number' goes back with the number kept.
    await user.click(within(dialog).getByTestId('edit-number'));
    await waitFor(() => expect((within(dialog).getByTestId('mobile-input') as HTMLInputElement).value).toBe('۰۹۱۲۱۲۳۴۵۶۷'));
  });

  it("offers a partner's one-tap sign-in first when asked (Divar's pages), then the number as usual", async () => {
    const dialog = renderModal({ authType: 'signup', partner: { label: 'ورود با حساب دیوار', href: '/api/divar/oauth/start/?flow=price-visitor' } });
    const partner = within(dialog).getByTestId('auth-partner-sign-in');
    expect(partner.textContent).toBe('ورود با حساب دیوار');
    expect(partner.getAttribute('href')).toBe('/api/divar/oauth/start/?flow=price-visitor');
    // First in the dialog: before the mobile number field.
    expect(partner.compareDocumentPosition(within(dialog).getByTestId('mobile-input')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();
    act(() => closeDialog('auth'));
    expect(within(renderModal({ authType: 'signup' })).queryByTestId('auth-partner')).toBeNull();
  });

  it('takes a number pasted with the country code and spaces whole, as 09…', async () => {
    handler = () => ({ status: 201, data: { mobile_number: '09121234567' } });
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal();
    await waitFor(() => expect(within(dialog).getByTestId('captcha-image')).toBeTruthy());
    const input = within(dialog).getByTestId('mobile-input') as HTMLInputElement;
    // A maxLength would have the browser cut the paste to «+98 912 123» before the field sees it.
    expect(input.maxLength).toBe(-1);
    await user.click(input);
    await user.paste('+98 912 123 4567');
    expect(input.value).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    await sendCode(user, dialog);
    expect(requests.find((r) => r.url === '/api/users/login-otp/')?.data).toMatchObject({ mobile_number: '09121234567' });
  });

  it('shows the number in Persian digits as typed (Latin typing included), keeps the caret, and sends Latin digits', async () => {
    handler = () => ({ status: 201, data: { mobile_number: '09121234567' } });
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal();
    await waitFor(() => expect(within(dialog).getByTestId('captcha-image')).toBeTruthy());
    const input = within(dialog).getByTestId('mobile-input') as HTMLInputElement;
    expect(input.placeholder).toBe('۰۹۱۲۳۴۵۶۷۸۹');
    await user.type(input, '0912');
    expect(input.value).toBe('۰۹۱۲');
    // Anything but a digit is dropped without moving the caret.
    await user.type(input, 'x', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input.value).toBe('۰۹۱۲');
    expect(input.selectionStart).toBe(2);
    await user.type(input, '4567');
    // A digit typed inside the number stays where it was typed, and the caret right after it.
    await user.type(input, '123', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input.value).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    expect(input.selectionStart).toBe(7);
    const otp = await sendCode(user, dialog);
    expect(requests.find((r) => r.url === '/api/users/login-otp/')?.data).toMatchObject({ mobile_number: '09121234567' });
    // The code field shows Persian digits too.
    await user.type(otp, '123');
    expect(otp.value).toBe('۱۲۳');
    expect(within(dialog).getByTestId('otp-counter').textContent).toBe('۳ / ۵');
  });

  it('says the mobile number is required once it is emptied or skipped, not before', async () => {
    handler = () => ({ status: 200, data: {} });
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal();
    await waitFor(() => expect(within(dialog).getByTestId('captcha-image')).toBeTruthy());
    expect(within(dialog).queryByText('این فیلد الزامی است')).toBeNull();
    await user.type(within(dialog).getByTestId('mobile-input'), '0912');
    await user.clear(within(dialog).getByTestId('mobile-input'));
    await waitFor(() => expect(within(dialog).getByText('این فیلد الزامی است')).toBeTruthy());
  });

  it('refreshes the captcha silently when the code request fails', async () => {
    handler = () => ({ status: 400, data: { captcha_answer: ['کد امنیتی اشتباه است یا منقضی شده است.'] } });
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal();
    await fillNumberStep(user, dialog, '09121234567');
    await user.click(within(dialog).getByTestId('send-otp'));
    await waitFor(() => expect(captchaCount).toBe(2));
    await waitFor(() =>
      expect(within(dialog).getByTestId('captcha-image').getAttribute('src')).toBe('data:image/svg+xml;base64,2'),
    );
    expect((within(dialog).getByTestId('captcha-input') as HTMLInputElement).value).toBe('');
    // spec §8: no message; the emptied field is not called an error either.
    expect(within(dialog).queryByText('این فیلد الزامی است')).toBeNull();
    expect(within(dialog).getByTestId('captcha-input').getAttribute('aria-invalid')).toBe('false');
    expect(within(dialog).queryByTestId('otp-input')).toBeNull();
  });

  it('offers the sign-up with the same number when the number has no account, without a toast', async () => {
    const message = 'حساب کاربری با این شماره یافت نشد؛ لطفاً ثبت نام کنید.';
    handler = (config) =>
      config.url === '/api/users/login-otp/'
        ? { status: 400, data: { mobile_number: [message], code: NO_ACCOUNT } }
        : { status: 201, data: { mobile_number: '09121234567' } };
    const toasts = collectToasts();
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal();
    await fillNumberStep(user, dialog, '09121234567');
    await user.click(within(dialog).getByTestId('send-otp'));
    const notice = await within(dialog).findByTestId('no-account');
    expect(notice.textContent).toContain(message);
    expect(toasts).toEqual([]);
    await user.click(within(notice).getByRole('button', { name: 'ثبت‌نام با همین شماره' }));
    expect(within(dialog).getByRole('heading', { name: 'ثبت نام' })).toBeTruthy();
    expect(within(dialog).queryByTestId('no-account')).toBeNull();
    // The number stays, and the terms with it; only the spent captcha answer is asked again.
    expect((within(dialog).getByTestId('mobile-input') as HTMLInputElement).value).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    expect((within(dialog).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    await user.type(within(dialog).getByTestId('captcha-input'), 'cd34');
    await user.click(within(dialog).getByTestId('send-otp'));
    await within(dialog).findByTestId('otp-input');
    expect(requests.find((r) => r.url === '/api/users/signup-otp/')?.data).toEqual({
      mobile_number: '09121234567',
      captcha_key: 'key-2',
      captcha_answer: 'cd34',
    });
  });

  // QA: the close button sat inside the title, so a screen reader named the dialog «ورود به حساب کاربری بستن».
  it('is named by its title alone, the close button beside it, and so is the terms dialog', async () => {
    const user = userEvent.setup({ delay: null });
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'ورود به حساب کاربری' });
    // jsdom's names leave a nested button's out (Chromium's do not): the titles are checked to hold none.
    expect(within(within(dialog).getByRole('heading', { name: 'ورود به حساب کاربری' })).queryByRole('button')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'بستن' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'قوانین و مقررات' }));
    const terms = await screen.findByRole('dialog', { name: 'قوانین و مقررات' });
    expect(within(within(terms).getByRole('heading', { name: 'قوانین و مقررات' })).queryByRole('button')).toBeNull();
    expect(within(terms).getByRole('button', { name: 'بستن' })).toBeTruthy();
  });

  it('needs the terms accepted; checking the box in the terms dialog closes it', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal();
    await fillNumberStep(user, dialog, '09121234567');
    const send = within(dialog).getByTestId('send-otp') as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    expect(within(dialog).queryByTestId('terms-error')).toBeNull();
    await user.click(within(dialog).getByRole('checkbox'));
    await waitFor(() => expect(send.disabled).toBe(true));
    // The disabled button says why.
    expect(within(dialog).getByTestId('terms-error').textContent).toBe('پذیرش قوانین و مقررات الزامی است');
    await user.click(within(dialog).getByRole('button', { name: 'قوانین و مقررات' }));
    const terms = await screen.findByRole('dialog', { name: 'قوانین و مقررات' });
    await user.click(within(terms).getByRole('checkbox'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'قوانین و مقررات' })).toBeNull());
    await waitFor(() => expect(send.disabled).toBe(false));
    expect(within(dialog).queryByTestId('terms-error')).toBeNull();
  });

  it('says the captcha is required once the user leaves it empty', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal();
    await waitFor(() => expect(within(dialog).getByTestId('captcha-image')).toBeTruthy());
    await user.type(within(dialog).getByTestId('mobile-input'), '09121234567');
    expect(within(dialog).queryByText('این فیلد الزامی است')).toBeNull();
    await user.click(within(dialog).getByTestId('captcha-input'));
    await user.tab();
    await waitFor(() => expect(within(dialog).getByText('این فیلد الزامی است')).toBeTruthy());
  });

  it('sends a typed code once, even when Enter follows it', async () => {
    handler = loginAccepted;
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal();
    await fillNumberStep(user, dialog, '09121234567');
    await user.click(within(dialog).getByTestId('send-otp'));
    const otp = await within(dialog).findByTestId('otp-input');
    await user.type(otp, '12345'); // the full code submits itself
    await waitFor(() => expect(requests.some((r) => r.url === '/api/users/login-verify/')).toBe(true));
    // The code was accepted and the dialog is fading out; an Enter in the still-focused field must not resend it.
    await new Promise((r) => setTimeout(r, 20));
    await user.keyboard('{Enter}');
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.filter((r) => r.url === '/api/users/login-verify/')).toHaveLength(1);
  });

  it('takes the toasts that asked to sign in (426, 401) off the screen once the code is accepted', async () => {
    handler = loginAccepted;
    const withdrawn: string[] = [];
    setToastSink(() => undefined, (key) => withdrawn.push(key));
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal();
    await fillNumberStep(user, dialog, '09121234567');
    await user.click(within(dialog).getByTestId('send-otp'));
    expect(withdrawn).toEqual([]);
    await user.type(await within(dialog).findByTestId('otp-input'), '12345');
    await waitFor(() => expect(withdrawn).toEqual([`error:${errorMessages.loginFirst}`, `error:${errorMessages.registerToContinue}`]));
    setToastSink(() => undefined);
  });

  // QA: a wrong code's toast stayed on screen beside «ثبت نام شما با موفقیت انجام شد.» once the right one was typed.
  it('takes a wrong code\'s toast off the screen once the right code is accepted', async () => {
    let right = false;
    handler = (config) =>
      config.url === '/api/users/signup-otp/'
        ? { status: 201, data: { mobile_number: '09121234567' } }
        : config.url === '/api/users/signup-verify/' && !right
          ? { status: 400, data: [{ otp_code: ['کد وارد شده صحیح نیست.'] }] }
          : config.url === '/api/users/signup-verify/'
            ? { status: 200, data: { access: 'a.b.c', refresh: 'r.s.t' } }
            : { status: 200, data: {} };
    const withdrawn: string[] = [];
    setToastSink(() => undefined, (key) => withdrawn.push(key));
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal({ authType: 'signup' });
    await fillNumberStep(user, dialog, '09121234567');
    await user.click(within(dialog).getByTestId('send-otp'));
    const otp = (await within(dialog).findByTestId('otp-input')) as HTMLInputElement;
    await user.type(otp, '11111');
    await waitFor(() => expect(otp.value).toBe(''));
    expect(withdrawn).not.toContain('error:کد وارد شده صحیح نیست.');
    right = true;
    await user.type(otp, '22222');
    await waitFor(() => expect(withdrawn).toContain('error:کد وارد شده صحیح نیست.'));
    setToastSink(() => undefined);
  });

  it('closed at the code step: reopening offers the code already texted, «وارد کردن کد» on one line under it', async () => {
    handler = (config) => (config.url === '/api/users/login-otp/' ? { status: 201, data: { mobile_number: '09121234567' } } : { status: 200, data: {} });
    const user = userEvent.setup({ delay: null });
    let dialog = renderModal();
    await fillNumberStep(user, dialog, '09121234567');
    await user.click(within(dialog).getByTestId('send-otp'));
    await within(dialog).findByTestId('otp-input');
    cleanup();
    act(() => closeDialog('auth'));

    dialog = renderModal(); // spec §2: a new opening starts at the number step
    expect((within(dialog).getByTestId('mobile-input') as HTMLInputElement).value).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    expect(within(dialog).getByTestId('pending-code').textContent).toContain('کد تأیید به این شماره پیامک شده');
    const enterCode = within(dialog).getByTestId('enter-pending-code');
    // In the alert's action slot the sentence beside it left the button its 64px minimum in the 392px modal: the
    // label broke over two lines at every screen width (measured in Chromium at 1280–1920 and 360–390 px).
    expect(enterCode.closest('.MuiAlert-action')).toBeNull();
    expect(enterCode.closest('.MuiAlert-message')).toBe(within(dialog).getByTestId('pending-code').querySelector('.MuiAlert-message'));
    expect(getComputedStyle(enterCode).whiteSpace).toBe('nowrap');
    await user.click(enterCode);
    expect(await within(dialog).findByTestId('otp-input')).toBeTruthy();
    expect(requests.filter((r) => r.url === '/api/users/login-otp/')).toHaveLength(1);
  });

  it('returns to the number step when the server reports too many failed codes', async () => {
    handler = (config) =>
      config.url === '/api/users/login-otp/'
        ? { status: 201, data: { mobile_number: '09121234567' } }
        : { status: 400, data: [{ too_many_failed_otp: 'بیش از حد' }, { otp_code: ['بیش از حد'] }] };
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal();
    await fillNumberStep(user, dialog, '09121234567');
    await user.click(within(dialog).getByTestId('send-otp'));
    const otp = await within(dialog).findByTestId('otp-input');
    await user.type(otp, '۱۲۳۴۵');
    await waitFor(() => expect(within(dialog).queryByTestId('mobile-input')).toBeTruthy());
    const verify = requests.find((r) => r.url === '/api/users/login-verify/');
    expect(verify?.data).toEqual({ mobile_number: '09121234567', otp_code: '12345' });
  });

  it('a code still valid for the number (429): offers to enter it, with its time left, and no «too many requests» toast', async () => {
    const wait = { detail: 'کد تأیید برای این شماره ارسال شده است؛ لطفاً ۱۰۵ ثانیهٔ دیگر دوباره تلاش کنید.', code: OTP_PENDING };
    handler = (config) =>
      config.url === '/api/users/login-otp/' ? { status: 429, data: wait, headers: { 'retry-after': '105' } } : { status: 200, data: {} };
    const toasts = collectToasts();
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal();
    // Texted from another tab, or before a reload: this tab knows nothing of it until the server says.
    await fillNumberStep(user, dialog, '09121234567');
    expect(within(dialog).queryByTestId('pending-code')).toBeNull();
    await user.click(within(dialog).getByTestId('send-otp'));
    const notice = await within(dialog).findByTestId('pending-code');
    expect(notice.textContent).toMatch(/کد تأیید به این شماره پیامک شده و تا ۰۱:(۴[۰-۵]|۳[۰-۹]) دیگر معتبر است\./);
    expect(toasts).toEqual([]);
    await waitFor(() => expect(captchaCount).toBe(2)); // spec §8: the captcha is refreshed all the same
    await user.click(within(dialog).getByTestId('enter-pending-code'));
    expect(await within(dialog).findByTestId('otp-input')).toBeTruthy();
  });

  const sendEnabled = (dialog: HTMLElement) => waitFor(() => expect((within(dialog).getByTestId('send-otp') as HTMLButtonElement).disabled).toBe(false));

  it('asking again for a code this tab already holds shows the one notice, not a second toast over it', async () => {
    let asked = 0;
    handler = (config) =>
      config.url === '/api/users/login-otp/'
        ? ++asked === 1
          ? { status: 201, data: { mobile_number: '09121234567' } }
          : { status: 429, data: { detail: 'صبر کنید', code: OTP_PENDING }, headers: { 'retry-after': '100' } }
        : { status: 200, data: {} };
    const user = userEvent.setup({ delay: null });
    let dialog = renderModal();
    await fillNumberStep(user, dialog, '09121234567');
    await sendEnabled(dialog);
    await user.click(within(dialog).getByTestId('send-otp'));
    await within(dialog).findByTestId('otp-input');
    cleanup();
    act(() => closeDialog('auth'));

    const toasts = collectToasts();
    dialog = renderModal();
    expect(within(dialog).getByTestId('pending-code')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByTestId('captcha-image')).toBeTruthy());
    await user.type(within(dialog).getByTestId('captcha-input'), 'ab12');
    // The form's validity settles after typing (react-hook-form): under a loaded CI the click came before it.
    await sendEnabled(dialog);
    await user.click(within(dialog).getByTestId('send-otp'));
    await waitFor(() => expect(asked).toBe(2));
    await waitFor(() => expect((within(dialog).getByTestId('captcha-input') as HTMLInputElement).value).toBe(''));
    expect(within(dialog).getAllByTestId('pending-code')).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('any other 429 of the code request keeps the catalogue\'s toast', async () => {
    handler = () => ({ status: 429, data: { detail: 'بیش از حد' }, headers: { 'retry-after': '900' } });
    const toasts = collectToasts();
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal();
    await fillNumberStep(user, dialog, '09121234567');
    await user.click(within(dialog).getByTestId('send-otp'));
    await waitFor(() => expect(toasts.map((t) => t.message)).toEqual([errorMessages.tooManyRequests]));
    expect(within(dialog).queryByTestId('pending-code')).toBeNull();
  });

  it.each([
    ['typed with +98', '+989121234567', 'type'],
    ['typed with 98', '989121234567', 'type'],
    ['typed with 0098', '00989121234567', 'type'],
    ['typed in Persian digits with +98', '+۹۸۹۱۲۱۲۳۴۵۶۷', 'type'],
    ['pasted with +98', '+989121234567', 'paste'],
  ] as const)('takes a number %s as 09…, without an error', async (_, written, how) => {
    handler = loginAccepted;
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal();
    await waitFor(() => expect(within(dialog).getByTestId('captcha-image')).toBeTruthy());
    const input = within(dialog).getByTestId('mobile-input') as HTMLInputElement;
    if (how === 'type') await user.type(input, written);
    else {
      await user.click(input);
      await user.paste(written);
    }
    expect(input.value).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(within(dialog).queryByText('شماره تلفن وارد شده معتبر نمی باشد.')).toBeNull();
    await sendCode(user, dialog);
    expect(requests.find((r) => r.url === '/api/users/login-otp/')?.data).toMatchObject({ mobile_number: '09121234567' });
  });

  it('keeps the + of a number typed with the country code until it is whole', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal();
    const input = within(dialog).getByTestId('mobile-input') as HTMLInputElement;
    // The phone keypad, which has the +.
    expect(input.inputMode).toBe('tel');
    await user.type(input, '+98912');
    expect(input.value).toBe('+۹۸۹۱۲');
    expect(input.selectionStart).toBe(6);
  });

  it('after a wrong code the emptied field disables the button again, as before the first code', async () => {
    handler = (config) =>
      config.url === '/api/users/signup-otp/'
        ? { status: 201, data: { mobile_number: '09121234567' } }
        : { status: 400, data: [{ otp_code: ['کد وارد شده صحیح نیست.'] }] };
    const user = userEvent.setup({ delay: null });
    const dialog = renderModal({ authType: 'signup' });
    await fillNumberStep(user, dialog, '09121234567');
    await user.click(within(dialog).getByTestId('send-otp'));
    const otp = (await within(dialog).findByTestId('otp-input')) as HTMLInputElement;
    const button = within(dialog).getByTestId('verify-otp') as HTMLButtonElement;
    expect(button.textContent).toBe('تأیید و ثبت نام');
    expect(button.disabled).toBe(true);
    await user.type(otp, '12345');
    await waitFor(() => expect(otp.value).toBe(''));
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(within(dialog).getByTestId('otp-counter').textContent).toBe('۰ / ۵');
    // Not an error of the empty field: the toast said what was wrong.
    expect(otp.getAttribute('aria-invalid')).toBe('false');
    await user.type(otp, '۵۴۳');
    expect(button.disabled).toBe(true);
    await user.type(otp, '۲۱'); // a full code submits itself again
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/users/signup-verify/')).toHaveLength(2));
    expect(requests.at(-1)?.data).toEqual({ mobile_number: '09121234567', otp_code: '54321' });
  });

  it('a sign-in to an account that never gave its name opens the profile step again; one with a name closes', async () => {
    let fullName: string | null = null;
    handler = (config) =>
      config.url === '/api/users/user-info/' ? { status: 200, data: userInfo(fullName) } : loginAccepted(config);
    const user = userEvent.setup({ delay: null });
    let dialog = renderModal();
    await fillNumberStep(user, dialog, '09121234567');
    await user.click(within(dialog).getByTestId('send-otp'));
    await user.type(await within(dialog).findByTestId('otp-input'), '12345');
    expect(await within(dialog).findByTestId('full-name-input')).toBeTruthy();
    expect(within(dialog).getByRole('heading').textContent).toBe('تکمیل اطلاعات');
    expect(within(dialog).getByText(/ثبت نام شما هنوز کامل نشده است/)).toBeTruthy();
    // It can be closed (nothing is blocked); the next sign-in asks again.
    await user.click(within(dialog).getByRole('button', { name: 'بستن' }));
    await waitFor(() => expect(screen.queryByTestId('full-name-input')).toBeNull());
    cleanup();
    act(() => closeDialog('auth'));
    localStorage.clear();

    fullName = 'مریم احمدی';
    forgetCode();
    dialog = renderModal();
    await fillNumberStep(user, dialog, '09121234567');
    await user.click(within(dialog).getByTestId('send-otp'));
    await user.type(await within(dialog).findByTestId('otp-input'), '12345');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('full-name-input')).toBeNull();
  });

  it('closes when a sign-in arrives from another tab, with the prompts to sign in; a sign-out there leaves it open', async () => {
    handler = () => ({ status: 200, data: {} });
    const withdrawn: string[] = [];
    setToastSink(() => undefined, (key) => withdrawn.push(key));
    const otherTab = (key: string, oldValue: string | null, newValue: string | null) => {
      if (newValue === null) localStorage.removeItem(key);
      else localStorage.setItem(key, newValue);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
    };
    // /reports opened it by itself for a visitor.
    renderModal();
    act(() => otherTab('access', 'old', null));
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => otherTab('access', null, 'a2'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(withdrawn).toEqual([`error:${errorMessages.loginFirst}`, `error:${errorMessages.registerToContinue}`]);
    setToastSink(() => undefined);
  });
});
