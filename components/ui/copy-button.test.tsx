// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

const clipboardOf = (writeText: ((text: string) => Promise<void>) | undefined) =>
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
const execCommandOf = (result: boolean | Error) => {
  const fn = vi.fn(() => {
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: fn, configurable: true });
  return fn;
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CopyButton', () => {
  it('copies its text through the Clipboard API, says so, then shows its label again', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    clipboardOf(writeText);
    render(<CopyButton text="curl -X POST 'https://x/api/v1/'" label="کپی دستور" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'کپی دستور' })));
    expect(writeText).toHaveBeenCalledWith("curl -X POST 'https://x/api/v1/'");
    expect(screen.getByRole('button').textContent).toBe('کپی شد');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button').textContent).toBe('کپی دستور');
  });

  it('copies with the older command where there is no Clipboard API (plain http), leaving no textarea behind', async () => {
    clipboardOf(undefined);
    const exec = execCommandOf(true);
    render(<CopyButton text="arz_ABCDEFGH_secret" label="کپی کلید" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'کپی کلید' })));
    expect(exec).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button').textContent).toBe('کپی شد');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says it could not copy when both ways are refused, instead of pretending', async () => {
    clipboardOf(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    execCommandOf(new Error('not supported'));
    render(<CopyButton text="x" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'کپی' })));
    expect(screen.getByRole('button').textContent).toBe('کپی نشد؛ دستی انتخاب کنید');
  });
});
