// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorView } from './error-view';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorView', () => {
  it('explains the failure in Persian, focuses the explanation and retries on request', () => {
    const retry = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = Object.assign(new Error('boom'), { digest: '2718281828' });
    render(<ErrorView error={error} retry={retry} />);
    const heading = screen.getByRole('heading', { name: 'مشکلی در نمایش این صفحه پیش آمد' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('alert').textContent).toContain('کد پیگیری: 2718281828');
    expect(screen.getByRole('link', { name: 'بازگشت به صفحهٔ اصلی' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows no tracking code when the error has none (a client-side failure)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ErrorView error={new Error('x')} retry={() => {}} />);
    expect(screen.queryByText(/کد پیگیری/)).toBeNull();
  });
});
