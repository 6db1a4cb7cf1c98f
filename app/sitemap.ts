import type { MetadataRoute } from 'next';
import { serverEnv } from '@/lib/env';
import { blogPostLinks } from '@/server/blog/posts';

export const dynamic = 'force-dynamic';

/** The pages a visitor can land on from a search: services first, then the informational pages. */
export const PUBLIC_PATHS: ReadonlyArray<{ path: string; priority: number; changeFrequency: 'weekly' | 'monthly' }> = [
  { path: '/', priority: 1, changeFrequency: 'weekly' },
  { path: '/price', priority: 0.9, changeFrequency: 'monthly' },
  { path: '/neighborhood', priority: 0.9, changeFrequency: 'monthly' },
  { path: '/services/buy-rent-location-suggest', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/services/environment-evaluation', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/subscription', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/services/request-api', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/services/request-api/docs', priority: 0.4, changeFrequency: 'monthly' },
  { path: '/real-estates', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/collaboration', priority: 0.4, changeFrequency: 'monthly' },
  { path: '/faq', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/blog', priority: 0.4, changeFrequency: 'weekly' },
  { path: '/about', priority: 0.3, changeFrequency: 'monthly' },
  { path: '/privacy-policy', priority: 0.2, changeFrequency: 'monthly' },
];

export default function sitemap(): MetadataRoute.Sitemap {
  const base = serverEnv().PUBLIC_BASE_URL.replace(/\/$/, '');
  const pages: MetadataRoute.Sitemap = PUBLIC_PATHS.map(({ path, priority, changeFrequency }) => ({
    url: path === '/' ? `${base}/` : `${base}${path}`,
    changeFrequency,
    priority,
  }));
  const posts: MetadataRoute.Sitemap = blogPostLinks().map((p) => ({ url: `${base}${p.href}`, changeFrequency: 'monthly', priority: 0.4 }));
  return [...pages, ...posts];
}
