import { afterEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn(async (_url: string, _config?: unknown): Promise<{ data: unknown }> => ({ data: null }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: (url: string, config?: unknown) => get(url, config) } }));

const { fetchAdEnvironment, fetchAdValuation } = await import('./divar-api');

afterEach(() => get.mockClear());

describe("a signed-in viewer's own report of an ad (the entry pages' offer)", () => {
  it('asks for their own only, and "none" as a null, not a 404 (a console error on the page)', async () => {
    // Without own=1 the API answers the newest report the viewer may see: one published on the ad since hid theirs.
    expect(await fetchAdValuation('QmSale120')).toBeNull();
    expect(get).toHaveBeenCalledWith('/api/divar-price-suggestion-response/', { params: { post_token: 'QmSale120', own: '1', missing: 'null' }, silent: true });
    get.mockResolvedValueOnce({ data: { uuid: 'u1' } });
    expect(await fetchAdEnvironment('QmSale085')).toEqual({ uuid: 'u1' });
    expect(get).toHaveBeenLastCalledWith('/api/divar-environmental-evaluation-response/', { params: { post_token: 'QmSale085', own: '1', missing: 'null' }, silent: true });
  });
});
