// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { copyrightText, SiteFooter } from './site-footer';

afterEach(cleanup);

describe('footer copyright year (spec §2)', () => {
  it('prints the current Jalali year in Persian digits', () => {
    // 2026-11-22 is 1 Azar 1405; 2026-03-21 is Nowruz 1405, the day before is still 1404.
    expect(copyrightText(new Date('2026-11-22T12:00:00Z'))).toContain('۱۴۰۵');
    expect(copyrightText(new Date('2026-03-21T12:00:00Z'))).toContain('۱۴۰۵');
    expect(copyrightText(new Date('2026-03-19T12:00:00Z'))).toContain('۱۴۰۴');
    expect(copyrightText(new Date('2026-11-22T12:00:00Z'))).not.toMatch(/[0-9]/);
  });

  it('renders the year, contact details and trust badges', () => {
    render(<SiteFooter now={new Date('2025-06-01T12:00:00Z')} />);
    expect(screen.getByTestId('copyright').textContent).toContain('۱۴۰۴');
    expect(screen.getByText('پرداخت امن از درگاه شاپرک')).toBeTruthy();
    const services = screen.getByRole('navigation', { name: 'خدمات' });
    expect(within(services).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('list', { name: 'شبکه‌های اجتماعی' })).toBeTruthy();
  });

  it('leaves out the articles column while the blog is empty, and shows at most three when given posts', () => {
    const { rerender } = render(<SiteFooter />);
    expect(screen.queryByTestId('footer-blog-posts')).toBeNull();
    const posts = [1, 2, 3, 4].map((n) => ({ title: `مطلب ${n}`, href: `/blog/post-${n}` }));
    rerender(<SiteFooter blogPosts={posts} />);
    const section = screen.getByTestId('footer-blog-posts');
    expect(within(section).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/blog/post-1',
      '/blog/post-2',
      '/blog/post-3',
    ]);
  });
});
