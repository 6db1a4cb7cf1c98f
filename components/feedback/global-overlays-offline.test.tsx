// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '@/lib/errors/catalogue';
import { GlobalOverlays, useOverlays } from './global-overlays';

// The views' code (and MUI's), as withProviders loads it: here a promise each test decides.
const code = vi.hoisted(() => ({ load: (): Promise<unknown> => Promise.resolve() }));
vi.mock('@/components/providers/with-providers', () => ({ withProviders: () => () => code.load() }));
vi.mock('next/dynamic', () => ({ default: () => () => <div data-testid="views-stand-in" /> }));
vi.mock('next/navigation', () => ({ usePathname: () => '/price' }));
const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

let api: ReturnType<typeof useOverlays>;
const keepApi = (overlays: ReturnType<typeof useOverlays>) => {
  api = overlays;
};
function Capture() {
  keepApi(useOverlays());
  return <p>صفحه</p>;
}

beforeEach(() => {
  code.load = () => Promise.reject(new Error('ChunkLoadError: Failed to load chunk'));
  notify.mockReset();
});
afterEach(cleanup);

// QA: the AI overlay's views (and the confirmation dialog's) load on first use; a chunk that could not load (offline)
// threw in render and the error page replaced the page.
describe('GlobalOverlays without the views\' code (no connection)', () => {
  it('the AI overlay: the page stays, the network message is shown, and the next use tries again', async () => {
    render(
      <GlobalOverlays>
        <Capture />
      </GlobalOverlays>,
    );
    act(() => api.showAiOverlay('priceEvaluation'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', errorMessages.networkError));
    expect(screen.getByText('صفحه')).toBeTruthy();
    expect(screen.queryByTestId('views-stand-in')).toBeNull();

    code.load = () => Promise.resolve();
    act(() => api.showAiOverlay('priceEvaluation'));
    expect(await screen.findByTestId('views-stand-in')).toBeTruthy();
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('a question is closed without a choice: ask() gives null (nothing happens), confirm() false', async () => {
    render(
      <GlobalOverlays>
        <Capture />
      </GlobalOverlays>,
    );
    let asked: Promise<boolean | null> = Promise.resolve(true);
    act(() => {
      asked = api.ask({ title: 'دوباره؟' });
    });
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(await asked).toBeNull();
    let confirmed: Promise<boolean> = Promise.resolve(true);
    act(() => {
      confirmed = api.confirm();
    });
    expect(await confirmed).toBe(false);
    expect(notify).toHaveBeenCalledWith('error', errorMessages.networkError);
    expect(screen.getByText('صفحه')).toBeTruthy();
  });
});
