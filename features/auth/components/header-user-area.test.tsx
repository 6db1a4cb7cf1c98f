// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog, useDialog } from '@/components/dialogs/dialog-store';
import { errorMessages } from '@/lib/errors/catalogue';

// The modal's code (and MUI's), as withProviders loads it: here a promise each test decides.
const modalCode = vi.hoisted(() => ({ load: (): Promise<unknown> => Promise.resolve() }));
vi.mock('@/components/providers/with-providers', () => ({ withProviders: () => () => modalCode.load() }));
// next/dynamic draws what the loader brought; a stand-in for the modal is enough to see whether it is drawn.
vi.mock('next/dynamic', () => ({ default: () => () => <div data-testid="auth-modal-stand-in" /> }));
const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));
// The header's own tests: a signed-in reader on an ordinary page (the modal's tests use neither).
vi.mock('@/lib/use-signed-in', () => ({ useHasTokens: () => true }));
vi.mock('next/navigation', () => ({ usePathname: () => '/price' }));

function AuthState() {
  return <span data-testid="auth-open">{useDialog('auth') ? 'open' : 'closed'}</span>;
}

async function renderHost() {
  const { AuthModalHost } = await import('./header-user-area');
  return render(
    <>
      <AuthModalHost />
      <AuthState />
    </>,
  );
}

beforeEach(() => {
  modalCode.load = () => Promise.resolve();
  notify.mockReset();
});
afterEach(() => {
  act(() => closeDialog('auth'));
  cleanup();
});

describe('AuthModalHost', () => {
  it('draws the modal once its code has arrived', async () => {
    await renderHost();
    expect(screen.queryByTestId('auth-modal-stand-in')).toBeNull();
    act(() => openDialog('auth', {}));
    expect(await screen.findByTestId('auth-modal-stand-in')).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  // QA: «ورود / ثبت نام» tapped with the connection gone (the service worker's offline page, say): the modal's code
  // could not load, and the error page replaced the whole page.
  it('without its code (no connection) says so, leaves the page as it was, and the next tap tries again', async () => {
    modalCode.load = () => Promise.reject(new Error('ChunkLoadError: Failed to load chunk'));
    await renderHost();
    act(() => openDialog('auth', {}));
    await waitFor(() => expect(screen.getByTestId('auth-open').textContent).toBe('closed'));
    expect(screen.queryByTestId('auth-modal-stand-in')).toBeNull();
    expect(notify).toHaveBeenCalledWith('error', errorMessages.networkError);

    modalCode.load = () => Promise.resolve();
    act(() => openDialog('auth', {}));
    expect(await screen.findByTestId('auth-modal-stand-in')).toBeTruthy();
    expect(screen.getByTestId('auth-open').textContent).toBe('open');
  });
});

describe('HeaderUserArea signed in', () => {
  // QA: on the referral result the header sat a grey block for ~0.7 s while the menu's code and the user came.
  it('while the menu loads, draws the credit chip and the avatar where they will stand, only the figure pending', async () => {
    modalCode.load = () => new Promise(() => undefined);
    const { HeaderUserArea } = await import('./header-user-area');
    render(<HeaderUserArea />);
    const pending = screen.getByRole('status', { name: 'در حال بارگذاری حساب کاربری' });
    const chip = screen.getByTestId('header-credits-pending');
    expect(pending.contains(chip)).toBe(true);
    expect(chip.textContent).toBe('اعتبار');
    expect(chip.querySelector('svg')).toBeTruthy();
    expect(chip.nextElementSibling?.getAttribute('aria-hidden')).toBe('true');
  });

  // QA: the signed-in menu's code loads lazily; with the connection gone before it came, the chunk threw in render and
  // the error page replaced the whole page.
  it('without the menu\'s code (no connection) says so and offers to try again in its place; a retry draws the menu', async () => {
    modalCode.load = () => Promise.reject(new Error('ChunkLoadError: Failed to load chunk'));
    const { HeaderUserArea } = await import('./header-user-area');
    render(<HeaderUserArea />);
    expect(screen.getByTestId('user-area-pending')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'حساب کاربری بارگذاری نشد؛ تلاش دوباره' });
    expect(retry.textContent).toBe('تلاش دوباره');
    expect(notify).toHaveBeenCalledWith('error', errorMessages.networkError);
    expect(screen.queryByTestId('auth-modal-stand-in')).toBeNull();

    modalCode.load = () => Promise.resolve();
    act(() => retry.click());
    // next/dynamic's stand-in here is the menu's.
    expect(await screen.findByTestId('auth-modal-stand-in')).toBeTruthy();
    expect(screen.queryByTestId('user-area-retry')).toBeNull();
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
