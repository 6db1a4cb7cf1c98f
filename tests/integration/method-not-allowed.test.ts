import { describe, expect, it } from 'vitest';
import { DELETE as creditsDelete, OPTIONS as creditsOptions, PUT as creditsPut } from '@/app/api/users/credits/route';
import { GET as logoutGet } from '@/app/api/users/logout/route';
import { POST as userInfoPost } from '@/app/api/users/user-info/route';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
// Every API route module, so a new one without its 405 answers fails here.
const routes = import.meta.glob<Record<string, unknown>>('/app/api/**/route.ts', { eager: true });

describe('methods a path does not serve', () => {
  it('answer 405 in the API style: a Persian detail and the Allow header', async () => {
    const res = await creditsPut(new Request('http://localhost/api/users/credits/', { method: 'PUT' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await res.json()).toEqual({ detail: 'متد «PUT» برای این نشانی مجاز نیست.' });
    expect((await creditsDelete(new Request('http://localhost/api/users/credits/', { method: 'DELETE' }))).status).toBe(405);
    // OPTIONS names only what the path serves.
    const options = await creditsOptions(new Request('http://localhost/api/users/credits/', { method: 'OPTIONS' }));
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const get = await logoutGet(new Request('http://localhost/api/users/logout/'));
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await get.json()).toEqual({ detail: 'متد «GET» برای این نشانی مجاز نیست.' });
    expect((await userInfoPost(new Request('http://localhost/api/users/user-info/', { method: 'POST' }))).headers.get('allow')).toBe(
      'GET, PATCH, HEAD, OPTIONS',
    );
  });

  it('are answered by every route module for every method', () => {
    expect(Object.keys(routes).length).toBeGreaterThan(30);
    for (const [file, mod] of Object.entries(routes)) {
      for (const method of METHODS) expect(typeof mod[method], `${file} ${method}`).toBe('function');
    }
  });
});
