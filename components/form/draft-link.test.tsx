// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DraftLink } from './draft-link';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.clearAllMocks();
});

const link = () =>
  render(
    <DraftLink href="/price?kind=rent&neighbourhood=narmak&name=x" path="/price" draftKey="k" draft={{ kind: 'rent', values: { area: '70' } }} testId="l">
      برآورد اجارهٔ همین ملک
    </DraftLink>,
  );

describe('DraftLink', () => {
  it('a plain click stores the draft, then opens the form\'s page', () => {
    link();
    const a = screen.getByTestId('l');
    expect(a.getAttribute('href')).toBe('/price?kind=rent&neighbourhood=narmak&name=x');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    a.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('k') ?? 'null')).toEqual({ kind: 'rent', values: { area: '70' } });
    expect(push).toHaveBeenCalledWith('/price');
  });

  it('a click for a new tab follows the link\'s own address and stores nothing here', () => {
    link();
    fireEvent.click(screen.getByTestId('l'), { ctrlKey: true });
    expect(sessionStorage.getItem('k')).toBeNull();
    expect(push).not.toHaveBeenCalled();
  });

  it('without storage (private mode), the link\'s own address is followed instead of an empty form', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      link();
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      screen.getByTestId('l').dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
      expect(push).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
  });
});
