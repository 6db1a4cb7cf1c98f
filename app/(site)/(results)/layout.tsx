import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/**
 * The result pages (a valuation, a neighbourhood evaluation, a suggestion) are reports someone paid for, reached
 * by their private link: a property's place, size and price, sometimes an anonymous visitor's free use. They are
 * kept out of search results on purpose (noindex, here for all of them); their links may still be followed. So
 * that crawlers can read that noindex, robots.txt does not disallow them, and the sitemap does not list them
 * (app/robots.ts, app/sitemap.ts).
 *
 * Plain server markup: unlike the interactive pages in (app), no MUI or React Query providers.
 */
export const metadata: Metadata = { robots: { index: false, follow: true } };

export default function ResultsLayout({ children }: { children: ReactNode }) {
  return children;
}
