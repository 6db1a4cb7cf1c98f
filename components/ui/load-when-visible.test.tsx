// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadWhenVisible } from './load-when-visible';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const island = () =>
  render(
    <LoadWhenVisible label="نمایش جزئیات" summary="خلاصه" height={100} testId="placeholder">
      <p>report</p>
    </LoadWhenVisible>,
  );

describe('LoadWhenVisible', () => {
  it('shows the island at once when asked with the button', () => {
    island();
    expect(screen.queryByText('report')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'نمایش جزئیات' }));
    expect(screen.getByText('report')).toBeTruthy();
  });

  it('loads nothing until the user moves on, then when its place comes near the screen', () => {
    let callback: IntersectionObserverCallback = () => undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          callback = cb;
        }
        observe = observe;
        disconnect = vi.fn();
      },
    );
    island();
    expect(observe).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(observe).toHaveBeenCalledWith(screen.getByTestId('placeholder'));
    expect(screen.queryByText('report')).toBeNull();
    act(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('report')).toBeTruthy();
  });
});
