import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/contact/route';
import { getSqlRunner } from '@/server/db/client';
import { call } from './http';

const valid = {
  full_name: 'مریم احمدی',
  mobile_number: '۰۹۱۲۳۴۵۶۷۸۹',
  email: '',
  company: 'مشاور املاک نمونه',
  message: 'برای سامانهٔ دفتر املاک به API قیمت‌گذاری نیاز داریم.',
};

describe('POST /api/contact/', () => {
  it('stores the message with a normalised mobile number and answers 201', async () => {
    const res = await call<{ id: string; detail: string }>(POST, '/api/contact/', { method: 'POST', body: valid, ip: '198.51.100.1' });
    expect(res.status).toBe(201);
    expect(res.body.detail).toContain('پیام شما دریافت شد');
    const runner = await getSqlRunner();
    const rows = await runner.query('SELECT full_name, mobile_number, email, company, ip, user_id FROM contact_messages WHERE id = $1', [res.body.id]);
    expect(rows).toEqual([
      { full_name: 'مریم احمدی', mobile_number: '09123456789', email: null, company: 'مشاور املاک نمونه', ip: '198.51.100.1', user_id: null },
    ]);
  });

  it('rejects bad input field by field, in Persian, and stores nothing', async () => {
    const runner = await getSqlRunner();
    const before = Number((await runner.query('SELECT count(*)::int AS n FROM contact_messages'))[0].n);
    const res = await call<Record<string, string[]>>(POST, '/api/contact/', {
      method: 'POST',
      body: { full_name: '', mobile_number: '12345', email: 'not-an-email', message: 'کوتاه' },
      ip: '198.51.100.2',
    });
    expect(res.status).toBe(400);
    expect(res.body.full_name).toEqual(['این فیلد الزامی است']);
    expect(res.body.mobile_number).toEqual(['شماره تلفن وارد شده معتبر نمی باشد.']);
    expect(res.body.email).toEqual([' ایمیل وارد شده معتبر نمی باشد.']);
    expect(res.body.message?.[0]).toContain('حداقل');
    const after = Number((await runner.query('SELECT count(*)::int AS n FROM contact_messages'))[0].n);
    expect(after).toBe(before);
  });

  it('limits each IP to five messages an hour', async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < 5; i++) {
      expect((await call(POST, '/api/contact/', { method: 'POST', body: valid, ip })).status).toBe(201);
    }
    const limited = await call<{ detail: string }>(POST, '/api/contact/', { method: 'POST', body: valid, ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // Another address is unaffected.
    expect((await call(POST, '/api/contact/', { method: 'POST', body: valid, ip: '198.51.100.4' })).status).toBe(201);
  });
});
