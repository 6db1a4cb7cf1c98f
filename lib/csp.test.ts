import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, tileOrigin } from './csp';

const base = { nonce: 'abc123', mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', production: false };
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `) || d === name);

describe('contentSecurityPolicy', () => {
  it('allows scripts only with the nonce (no unsafe-inline) and lets styles be inline', () => {
    const csp = contentSecurityPolicy({ ...base, pathname: '/' });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'img-src')).toContain('https://tile.openstreetmap.org');
  });

  it("lets Divar frame /divar/** only, and nothing frames the rest", () => {
    expect(directive(contentSecurityPolicy({ ...base, pathname: '/price' }), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(contentSecurityPolicy({ ...base, pathname: '/divarx' }), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    for (const pathname of ['/divar/price/advertiser', '/divar/neighborhood/visitor-evaluation/form', '/divar/any/future/page']) {
      expect(directive(contentSecurityPolicy({ ...base, pathname }), 'frame-ancestors')).toBe(
        "frame-ancestors 'self' https://divar.ir https://*.divar.ir",
      );
    }
  });

  it('upgrades insecure requests in production only; eval only for next dev', () => {
    expect(directive(contentSecurityPolicy({ ...base, pathname: '/' }), 'upgrade-insecure-requests')).toBeUndefined();
    expect(directive(contentSecurityPolicy({ ...base, pathname: '/', production: true }), 'upgrade-insecure-requests')).toBeDefined();
    expect(directive(contentSecurityPolicy({ ...base, pathname: '/', development: true }), 'script-src')).toContain("'unsafe-eval'");
  });

  it('reads the tile host from the URL template', () => {
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });
});
