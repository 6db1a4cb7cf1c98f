// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIslandCode } from './use-island-code';

afterEach(cleanup);

function Host({ load, wanted, onFailure }: { load: () => Promise<unknown>; wanted: boolean; onFailure: () => void }) {
  const code = useIslandCode(load, wanted, onFailure);
  return (
    <>
      <span data-testid="state">{code.arrived ? 'arrived' : code.failed ? 'failed' : 'waiting'}</span>
      <button type="button" onClick={code.retry}>
        retry
      </button>
    </>
  );
}
const state = () => screen.getByTestId('state').textContent;
const offline = () => Promise.reject(new Error('ChunkLoadError: Failed to load chunk'));

describe('useIslandCode', () => {
  it('fetches nothing until wanted, then says when the code has arrived', async () => {
    const load = vi.fn(() => Promise.resolve());
    const onFailure = vi.fn();
    const view = render(<Host load={load} wanted={false} onFailure={onFailure} />);
    expect(load).not.toHaveBeenCalled();
    view.rerender(<Host load={load} wanted onFailure={onFailure} />);
    await waitFor(() => expect(state()).toBe('arrived'));
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('a failure is reported once, shown while still wanted, and tried again on retry', async () => {
    let load = vi.fn<() => Promise<unknown>>(offline);
    const onFailure = vi.fn();
    const view = render(<Host load={load} wanted onFailure={onFailure} />);
    await waitFor(() => expect(state()).toBe('failed'));
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);

    load = vi.fn(() => Promise.resolve());
    view.rerender(<Host load={load} wanted onFailure={onFailure} />);
    // No retry of its own while failed: the caller offers it.
    expect(load).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'retry' }).click());
    await waitFor(() => expect(state()).toBe('arrived'));
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('wanted again after a failure (a dialog opened anew), it tries again', async () => {
    let load = vi.fn<() => Promise<unknown>>(offline);
    const onFailure = vi.fn();
    const view = render(<Host load={load} wanted onFailure={onFailure} />);
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    view.rerender(<Host load={load} wanted={false} onFailure={onFailure} />);
    expect(state()).toBe('waiting');
    load = vi.fn(() => Promise.resolve());
    view.rerender(<Host load={load} wanted onFailure={onFailure} />);
    await waitFor(() => expect(state()).toBe('arrived'));
  });
});
