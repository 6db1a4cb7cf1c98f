// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog, useDialog } from '@/components/dialogs/dialog-store';
import type { ServiceDialogContext } from '@/lib/contracts/billing';
import { errorMessages } from '@/lib/errors/catalogue';

// The dialogs' code (and MUI's), as withProviders loads it: here a promise each test decides.
const code = vi.hoisted(() => ({ load: (): Promise<unknown> => Promise.resolve() }));
vi.mock('@/components/providers/with-providers', () => ({ withProviders: () => () => code.load() }));
// next/dynamic draws what the loader brought; a stand-in is enough to see whether a dialog is drawn.
vi.mock('next/dynamic', () => ({ default: () => () => <div data-testid="dialog-stand-in" /> }));
vi.mock('next/navigation', () => ({ usePathname: () => '/price' }));
const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));
const gateway = vi.hoisted(() => ({ load: (): Promise<unknown> => Promise.resolve() }));
vi.mock('./gateway-return', async () => {
  await gateway.load();
  return { GatewayReturn: () => null };
});

function Open() {
  return (
    <span data-testid="open">
      {[useDialog('service') && 'service', useDialog('paymentNotice') && 'paymentNotice'].filter(Boolean).join(',') || 'none'}
    </span>
  );
}

async function renderHost() {
  const { BillingHost } = await import('./billing-host');
  return render(
    <>
      <BillingHost />
      <Open />
    </>,
  );
}

const context = { category: 'price_evaluation' } as unknown as ServiceDialogContext;

beforeEach(() => {
  code.load = () => Promise.resolve();
  notify.mockReset();
});
afterEach(() => {
  act(() => {
    closeDialog('service');
    closeDialog('paymentNotice');
  });
  cleanup();
});

describe('BillingHost', () => {
  it('draws the service dialog once its code has arrived', async () => {
    await renderHost();
    expect(screen.queryByTestId('dialog-stand-in')).toBeNull();
    act(() => openDialog('service', context));
    expect(await screen.findByTestId('dialog-stand-in')).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  // QA: a dialog whose chunk could not load (offline) threw in render and the error page replaced the page.
  it.each([
    ['service', () => openDialog('service', context)],
    ['paymentNotice', () => openDialog('paymentNotice', {})],
  ] as const)('%s without its code (no connection): closed with the network message, the page kept, the next opening tries again', async (name, open) => {
    code.load = () => Promise.reject(new Error('ChunkLoadError: Failed to load chunk'));
    await renderHost();
    act(open);
    await waitFor(() => expect(screen.getByTestId('open').textContent).toBe('none'));
    expect(screen.queryByTestId('dialog-stand-in')).toBeNull();
    expect(notify).toHaveBeenCalledWith('error', errorMessages.networkError);

    code.load = () => Promise.resolve();
    act(open);
    expect(await screen.findByTestId('dialog-stand-in')).toBeTruthy();
    expect(screen.getByTestId('open').textContent).toBe(name);
  });

  // QA: the gateway-return handler is loaded the same lazy way; its chunk failing threw in render (the error page).
  it('back from the gateway without the return handler\'s code: the network message, the page kept', async () => {
    gateway.load = () => Promise.reject(new Error('ChunkLoadError: Failed to load chunk'));
    window.history.replaceState(null, '', '/price?Authority=A0000000000000000000000000000123456&Status=OK');
    try {
      await renderHost();
      await waitFor(() => expect(notify).toHaveBeenCalledWith('error', errorMessages.networkError));
      expect(screen.getByTestId('open').textContent).toBe('none');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
