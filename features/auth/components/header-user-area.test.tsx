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
