import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resetServerEnv } from '@/lib/env';
import { resultMetadata } from '@/features/valuation/components/valuation-page';
import { metadata as resultsLayoutMetadata } from './(site)/(results)/layout';
import { metadata as creditHistoryMetadata } from './(site)/credit-history/page';
import { metadata as reportsMetadata } from './(site)/reports/page';
import robots, { RESULT_PATHS } from './robots';
import sitemap, { PUBLIC_PATHS } from './sitemap';

const pageFile = (p: string) => {
  const dirs = p === '/' ? [] : p.slice(1).split('/');
  return ['(site)', '(site)/(app)', '(site)/(results)'].some((group) => existsSync(path.join(__dirname, group, ...dirs, 'page.tsx')));
};

describe('robots and sitemap', () => {
  afterEach(() => {
    delete process.env.PUBLIC_BASE_URL;
    resetServerEnv();
  });

  it('lists only pages that exist, on the configured public address', () => {
    process.env.PUBLIC_BASE_URL = 'https://arzyab.example/';
    resetServerEnv();
    const urls = sitemap().map((e) => e.url);
    expect(urls[0]).toBe('https://arzyab.example/');
    expect(urls).toContain('https://arzyab.example/price');
    for (const { path: p } of PUBLIC_PATHS) expect(pageFile(p), p).toBe(true);
    expect(urls).toContain('https://arzyab.example/blog/how-arzyab-estimates-prices');
  });

  it('keeps crawlers out of the API, partner pages and payment returns, and points them at the sitemap', () => {
    process.env.PUBLIC_BASE_URL = 'https://arzyab.example';
    resetServerEnv();
    const r = robots();
    const rules = Array.isArray(r.rules) ? r.rules[0] : r.rules;
    expect(rules.disallow).toEqual(expect.arrayContaining(['/api/', '/divar/', '/sandbox-gateway/', '/verify-subscription-payment']));
    expect(r.sitemap).toBe('https://arzyab.example/sitemap.xml');
  });

  it('keeps result pages out of search results by their noindex, which crawlers may read (not disallowed, not listed)', () => {
    process.env.PUBLIC_BASE_URL = 'https://arzyab.example';
    resetServerEnv();
    const r = robots();
    const rules = Array.isArray(r.rules) ? r.rules[0] : r.rules;
    const disallowed = ([] as string[]).concat(rules.disallow ?? []);
    const urls = sitemap().map((e) => new URL(e.url).pathname);
    for (const p of RESULT_PATHS) {
      expect(disallowed.some((d) => p.startsWith(d)), p).toBe(false);
      expect(urls, p).not.toContain(p);
    }
    // One decision for every result page (their layout); no page overrides it.
    expect(resultsLayoutMetadata.robots).toEqual({ index: false, follow: true });
    expect(resultMetadata('sale', null).robots).toBeUndefined();
  });

  it("keeps a user's own list of reports (/reports) out of search results and out of the sitemap", () => {
    process.env.PUBLIC_BASE_URL = 'https://arzyab.example';
    resetServerEnv();
    expect(pageFile('/reports')).toBe(true);
    expect(sitemap().map((e) => new URL(e.url).pathname)).not.toContain('/reports');
    expect(reportsMetadata.robots).toEqual({ index: false, follow: false });
  });

  it("keeps a user's credit history (/credit-history) out of search results and out of the sitemap", () => {
    process.env.PUBLIC_BASE_URL = 'https://arzyab.example';
    resetServerEnv();
    expect(pageFile('/credit-history')).toBe(true);
    expect(sitemap().map((e) => new URL(e.url).pathname)).not.toContain('/credit-history');
    expect(creditHistoryMetadata.robots).toEqual({ index: false, follow: false });
  });
});
