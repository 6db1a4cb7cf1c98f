// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MobileNav } from './mobile-nav';

vi.mock('next/navigation', () => ({ usePathname: () => '/credit-history' }));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('MobileNav, the collapsed menu', () => {
  it("ends with a signed-in user's own pages: «گزارش‌های من», then «تاریخچهٔ اعتبار» (current here)", () => {
    localStorage.setItem('access', 'a');
    render(<MobileNav />);
    const reports = screen.getByTestId('mobile-nav-reports');
    const history = screen.getByTestId('mobile-nav-credit-history');
    expect(history.textContent).toBe('تاریخچهٔ اعتبار');
    expect(history.getAttribute('href')).toBe('/credit-history');
    expect(history.getAttribute('aria-current')).toBe('page');
    expect(reports.getAttribute('aria-current')).toBeNull();
    expect(reports.closest('li')?.nextElementSibling?.contains(history)).toBe(true);
  });

  it('has neither for a visitor', () => {
    render(<MobileNav />);
    expect(screen.queryByTestId('mobile-nav-reports')).toBeNull();
    expect(screen.queryByTestId('mobile-nav-credit-history')).toBeNull();
  });
});
