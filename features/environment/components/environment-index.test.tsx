// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalOverlays } from '@/components/feedback/global-overlays';
import { PLACE_REQUIRED } from '@/lib/contracts/place';
import { EnvironmentIndex } from './environment-index';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/neighborhood', useSearchParams: () => new URLSearchParams() }));
vi.mock('@/features/shared/place/lazy-place-map', () => ({ LazyPlaceMap: () => null }));
const openDialog = vi.fn();
vi.mock('@/components/dialogs/dialog-store', async (orig) => ({ ...(await orig<object>()), openDialog: (...a: unknown[]) => openDialog(...a) }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('EnvironmentIndex (/neighborhood)', () => {
  it('without a place, «ارزیابی محله» still answers: the message /price gives, on the search box, which takes the focus', async () => {
    render(
      <GlobalOverlays>
        <EnvironmentIndex />
      </GlobalOverlays>,
    );
    const start = screen.getByTestId('start-environment-evaluation') as HTMLButtonElement;
    expect(start.disabled).toBe(false);
    await act(async () => fireEvent.click(start));
    await waitFor(() => expect(screen.getByText(PLACE_REQUIRED)).toBeTruthy());
    const search = screen.getByTestId('place-search');
    expect(search.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(openDialog).not.toHaveBeenCalled();
  });
});
