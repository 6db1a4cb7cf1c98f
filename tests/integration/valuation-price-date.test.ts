process.env.ADMIN_API_TOKEN = 'it-admin-token-456';

import { describe, expect, it } from 'vitest';
import { GET as indexStatus, POST as importIndex } from '@/app/api/admin/market-index/route';
import { POST as createSale } from '@/app/api/houses/price-suggestion/route';
import { GET as getSale } from '@/app/api/houses/price-suggestion-response/[uuid]/route';
import { POST as createRent } from '@/app/api/houses/rental-evaluation/route';
import { GET as getRent } from '@/app/api/houses/rental-evaluation/[uuid]/route';
import { saleValuationResult } from '@/lib/contracts/request-api-results';
import type { RentValuationResult, SaleValuationResult } from '@/lib/contracts/valuation';
import type { ImportIndexMonthResponse, MarketIndexStatus } from '@/lib/contracts/market-index';
import { resetServerEnv } from '@/lib/env';
import { readSources } from '@/server/valuation/engine/market-index/sources';
import { call } from './http';
import { userWith } from './users';

resetServerEnv();
const ADMIN = { authorization: 'Token it-admin-token-456' };
const FLAT = { neighbourhood: 'سعادت آباد', area: 100, rooms: 2, build_year: 1395, floor: 3, elevator: true, parking: true, storage: true };

async function sale(token: string, body: Record<string, unknown>) {
  const res = await call<{ uuid: string } & Record<string, string[]>>(createSale, '/api/houses/price-suggestion/', {
    method: 'POST', token, body: { service: 'price_evaluation_product_base', ...FLAT, ...body },
  });
  if (res.status !== 200) return { status: res.status, body: res.body as Record<string, string[]>, result: null };
  const got = await call<SaleValuationResult>(getSale, `/api/houses/price-suggestion-response/${res.body.uuid}`, { params: { uuid: res.body.uuid } });
  return { status: 200, body: res.body, result: got.body };
}

const kilid = readSources().kilid.rows.filter((r) => r[1] === '1405-05');
const lastKilid = new Map(kilid.map((r) => [r[0], r[2]]));
const listings = new Map(kilid.map((r) => [r[0], r[3]]));
const month = (f: (d: number) => number) =>
  Array.from({ length: 22 }, (_, i) => ({ district: i + 1, price_per_m2: Math.round(f(i + 1) * (lastKilid.get(i + 1) as number)), listings: listings.get(i + 1) }));

describe('the price date and the index on every result', () => {
  it('prices at the index\'s latest month by default and says which index moved it there', async () => {
    const u = await userWith(5);
    const { result } = await sale(u.token, {});
    expect(result?.price_date).toBe('1405-05');
    expect(result?.price_index).toMatchObject({ month: '1405-05', latest_month: '1405-05', reference_month: '1401-10', district: 2, source: 'kilid' });
    expect(result?.price_index?.label).toContain('بانک مرکزی (قیمت معاملات) تا آذر ۱۴۰۱');
    expect(result?.price_index?.factor).toBeGreaterThan(2);
    expect(result?.district_trend.at(-1)).toMatchObject({ month: '1405-05', source: 'kilid' });
  });

  it('keeps historical dates with as_of, and refuses a month the index does not cover, charging nothing', async () => {
    const u = await userWith(5);
    const then = await sale(u.token, { as_of: '۱۴۰۳-۰۶' });
    const now = await sale(u.token, {});
    expect(then.result?.price_date).toBe('1403-06');
    expect(then.result?.price_index?.month).toBe('1403-06');
    expect(then.result!.estimate.total).toBeLessThan(now.result!.estimate.total);
    const future = await sale(u.token, { as_of: '1405-09' });
    expect(future.status).toBe(400);
    expect(future.body.as_of[0]).toBe('شاخص قیمت هنوز به آذر ۱۴۰۵ نرسیده است؛ آخرین ماه آن مرداد ۱۴۰۵ است (ماه‌های قابل انتخاب: مهر ۱۳۹۶ تا مرداد ۱۴۰۵)');
    expect((await sale(u.token, { as_of: '1390-01' })).body.as_of[0]).toContain('را پوشش نمی‌دهد');
    expect((await sale(u.token, { as_of: 'دیروز' })).body.as_of[0]).toContain('مثلاً ۱۴۰۵-۰۵');
    // A Gregorian month is in the right shape: it is told the month is Solar Hijri (QA: it got the format message).
    expect((await sale(u.token, { as_of: '2026-08' })).body.as_of).toEqual(['ماه را به تاریخ شمسی بنویسید، مانند ۱۴۰۵-۰۵']);
    expect((await sale(u.token, { as_of: '1403/6' })).result?.price_date).toBe('1403-06');
  });

  it('rent: the latest month too, brought there with the district sale index and its backtest', async () => {
    const u = await userWith(5);
    const res = await call<{ uuid: string }>(createRent, '/api/houses/rental-evaluation/', {
      method: 'POST', token: u.token, body: { service: 'rental_evaluation_product_base', ...FLAT },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = (await call<RentValuationResult>(getRent, `/api/houses/rental-evaluation/${res.body.uuid}`, { params: { uuid: res.body.uuid } })).body;
    expect(r.price_date).toBe('1405-05');
    expect(r.price_index).toMatchObject({ reference_month: '1400-04', rent_method: 'sale_index' });
    expect(Math.abs(r.price_index?.rent_backtest?.median_bias ?? 1)).toBeLessThan(0.1);
    // Rent's range widens for its 61 months from Tir 1400 by what the rent backtest needed (ml/rent_widening.py).
    expect(r.data_support?.time_widening).toMatchObject({ months: 61 });
    expect(r.data_support!.time_widening!.factor).toBeGreaterThan(1);
  });

  it('says how far the range was widened for the months since the listings, in the published contract\'s shape', async () => {
    const u = await userWith(5);
    const now = (await sale(u.token, {})).result!;
    // Dey 1401 → Mordad 1405
    expect(now.data_support?.time_widening).toMatchObject({ months: 43 });
    expect(now.data_support!.time_widening!.factor).toBeGreaterThan(1.3);
    expect(['high', 'medium', 'low']).toContain(now.data_support!.time_widening!.confidence_unwidened);
    expect(saleValuationResult.safeParse(now).error).toBeUndefined();
    const then = (await sale(u.token, { as_of: '1401-10' })).result!;
    expect(then.data_support?.time_widening).toBeUndefined();
  });

  it('values the issue\'s street names in their neighbourhood, and answers an unknown one with the closest places', async () => {
    const u = await userWith(5);
    for (const name of ['گلبرگ شرقی', 'نامجو', 'بلوار مرزداران', 'شهر ری - علائین']) {
      const res = await sale(u.token, { neighbourhood: name });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.result?.price_date).toBe('1405-05');
    }
    const res = await sale(u.token, { neighbourhood: 'دامپزشکی' });
    expect(res.status).toBe(400);
    expect(res.body.neighbourhood[0]).toMatch(/^محله وارد شده شناخته نشد؛ منظورتان «.+ \(منطقه (۹|۱۰)\)»، «.+ \(منطقه (۹|۱۰)\)» یا «.+ \(منطقه (۹|۱۰)\)» است؟$/u);
  });
});

describe('admin: the monthly index update', () => {
  it('needs the admin token', async () => {
    expect((await call(importIndex, '/api/admin/market-index/', { method: 'POST', body: {} })).status).toBe(401);
    expect((await call(indexStatus, '/api/admin/market-index/', { headers: { authorization: 'Token wrong-token-000000' } })).status).toBe(401);
  });

  it('refuses a gap or a jump (nothing changes), imports the next month, and valuations move to it at once', async () => {
    const gap = await call<Record<string, string[]>>(importIndex, '/api/admin/market-index/', {
      method: 'POST', headers: ADMIN, body: { month: '1405-07', rows: month(() => 1.02) },
    });
    expect(gap.status).toBe(400);
    expect(gap.body.non_field_errors[0]).toContain('اول شهریور ۱۴۰۵ را وارد کنید');
    const jump = await call<Record<string, string[]>>(importIndex, '/api/admin/market-index/', {
      method: 'POST', headers: ADMIN, body: { month: '1405-06', rows: month((d) => (d === 2 ? 1.45 : 1.02)) },
    });
    expect(jump.status).toBe(400);
    expect(jump.body.non_field_errors[0]).toContain('منطقه ۲ (+۴۵٪)');
    expect((await call<MarketIndexStatus>(indexStatus, '/api/admin/market-index/', { headers: ADMIN })).body.last).toBe('1405-05');

    const ok = await call<ImportIndexMonthResponse>(importIndex, '/api/admin/market-index/', {
      method: 'POST', headers: ADMIN, body: { month: '1405-06', rows: month(() => 1.03) },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ month: '1405-06', forced: false, left_out: [], index: { last: '1405-06' } });
    const status = (await call<MarketIndexStatus>(indexStatus, '/api/admin/market-index/', { headers: ADMIN })).body;
    expect(status.operator_months).toEqual([expect.objectContaining({ month: '1405-06', file: 'api', forced: false })]);
    expect(status.flags.some((f) => f.district === 1 && f.kind === 'glitch' && f.month === '1401-11')).toBe(true);

    const u = await userWith(5);
    const { result } = await sale(u.token, {});
    expect(result?.price_date).toBe('1405-06');
    expect(result?.price_index?.source).toBe('operator');
    expect(result?.price_index?.label).toContain('به‌روزرسانی ماهانه');
  });
});
