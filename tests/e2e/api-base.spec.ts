import { expect, test } from '@playwright/test';
import { CAPTCHA_ANSWER } from './env';
import { uniqueMobile } from './helpers/auth';

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
    // Answered in the API's style: a Persian detail and the methods the path serves.
    expect(res.headers()['allow']).toBe('GET, HEAD, OPTIONS');
    expect(await res.json()).toEqual({ detail: 'متد «POST» برای این نشانی مجاز نیست.' });
    const options = await request.fetch('/api/health/', { method: 'OPTIONS', maxRedirects: 0 });
    expect(options.status()).toBe(204);
    expect(options.headers()['allow']).toBe('GET, HEAD, OPTIONS');
  });

  test('a real POST route at its trailing-slash path answers itself, not with a redirect', async ({ request }) => {
    const captcha = await request.get('/api/captcha/', { maxRedirects: 0 });
    expect(captcha.status()).toBe(200);
    const { captcha_key } = (await captcha.json()) as { captcha_key: string };
    const mobile = uniqueMobile();
    const res = await request.post('/api/users/signup-otp/', {
      maxRedirects: 0,
      data: { mobile_number: mobile, captcha_key, captcha_answer: CAPTCHA_ANSWER },
    });
    expect(res.status(), await res.text()).toBe(201); // the handler's own answer: a code was sent
    expect(res.headers()['location']).toBeUndefined();
    expect(await res.json()).toEqual({ mobile_number: mobile });

    // And its validation answer, equally direct.
    const invalid = await request.post('/api/users/signup-otp/', { maxRedirects: 0, data: {} });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toMatchObject({ mobile_number: ['این فیلد الزامی است'] });
  });

  test('the slash-less form is served too, without a redirect', async ({ request }) => {
    const res = await request.get('/api/health', { maxRedirects: 0 });
    expect(res.status()).toBe(200);
  });
});
