import type { MetadataRoute } from 'next';
import { serverEnv } from '@/lib/env';

// Read per request: the public address is a run-time setting (PUBLIC_BASE_URL), not a build-time one.
export const dynamic = 'force-dynamic';

/**
 * Crawlers get the public pages; the API, the partner (Divar) pages, payment returns and the sandbox gateway are
 * nobody's search result. Result pages say noindex themselves (they are reached by private links).
 */
export default function robots(): MetadataRoute.Robots {
  const base = serverEnv().PUBLIC_BASE_URL.replace(/\/$/, '');
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/divar/', '/sandbox-gateway/', '/verify-subscription-payment', '/chat-bot/'],
    },
    sitemap: `${base}/sitemap.xml`,
  };
}
