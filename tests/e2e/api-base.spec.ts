import { expect, test } from '@playwright/test';

// The spec's API paths end with '/': they are served as-is, never redirected (GET and POST alike).
test.describe('API base', () => {
  test('GET /api/health/ answers directly with the database status', async ({ request }) => {
    const res = await request.get('/api/health/', { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  test('POST to a trailing-slash path is not redirected', async ({ request }) => {
    const res = await request.post('/api/health/', { maxRedirects: 0, data: {} });
    expect(res.status()).toBe(405); // reaches the handler module (GET only), no 308 to /api/health
    expect(res.headers()['location']).toBeUndefined();
  });

  test('the slash-less form is served too, without a redirect', async ({ request }) => {
    const res = await request.get('/api/health', { maxRedirects: 0 });
    expect(res.status()).toBe(200);
  });
});
