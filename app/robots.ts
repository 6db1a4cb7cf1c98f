import type { MetadataRoute } from 'next';
import { RESULT_PAGES } from '@/lib/contracts/result-pages';
import { serverEnv } from '@/lib/env';

// Read per request: the public address is a run-time setting (PUBLIC_BASE_URL), not a build-time one.
export const dynamic = 'force-dynamic';

/**
 * The result pages: private reports, kept out of search results by their own noindex (app/(site)/(results)/layout.tsx).
 * They are deliberately not disallowed here: a crawler that may not fetch a page never reads its noindex, and a
 * shared link could then still be listed by its address alone.
 */
export const RESULT_PATHS: readonly string[] = Object.values(RESULT_PAGES);

/**
 * Crawlers get the public pages; the API, the partner (Divar) pages, payment returns, the sandbox gateway and the
 * local Divar are nobody's search result.
 */
export default function robots(): MetadataRoute.Robots {
  const base = serverEnv().PUBLIC_BASE_URL.replace(/\/$/, '');
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/divar/', '/sandbox-gateway/', '/sandbox-divar/', '/verify-subscription-payment', '/chat-bot/'],
    },
    sitemap: `${base}/sitemap.xml`,
  };
}
