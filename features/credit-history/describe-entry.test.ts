import { describe, expect, it } from 'vitest';
import type { CreditHistoryEntry } from '@/lib/contracts/credit-history';
import { creditChange, entryTitle } from './describe-entry';

const entry = (e: Partial<CreditHistoryEntry>): CreditHistoryEntry => ({
  id: 'ledger:1',
  kind: 'spend',
  created_at: '2026-11-27T10:00:00.000Z',
  paid_delta: 0,
  free_delta: 0,
  service: null,
  origin: null,
  report: null,
  payment: null,
  ...e,
});
const SERVICE = { name: 'price_evaluation_product_base', title: 'ارزیابی قیمت خرید و فروش' };

describe('a credit-history row in words', () => {
  it('says how many credits came or went, and which were free, from the deltas alone', () => {
    expect(creditChange(entry({ kind: 'purchase', paid_delta: 25 }))).toBe('۲۵ اعتبار افزوده شد');
    expect(creditChange(entry({ paid_delta: -1, free_delta: -1 }))).toBe('۲ اعتبار کسر شد (۱ رایگان)');
    expect(creditChange(entry({ paid_delta: -3 }))).toBe('۳ اعتبار کسر شد');
    expect(creditChange(entry({ kind: 'refund', paid_delta: 1, free_delta: 1 }))).toBe('۲ اعتبار افزوده شد (۱ رایگان)');
    // A free upgrade (the base already cost what the extended report does) is still a row, charging nothing.
    expect(creditChange(entry({}))).toBe('بدون کسر اعتبار');
    expect(creditChange(entry({ kind: 'adjustment' }))).toBe('بدون تغییر اعتبار');
  });

  it('names a payment that added nothing by its status', () => {
    const pay = (status: 'pending' | 'failed' | 'cancelled') =>
      entry({ kind: 'payment', payment: { status, plan_name: 'topup_1', plan_label: 'افزایش ۱ اعتبار', credits: 1, amount: 50000, discount_percent: 0, ref_id: null, authority: 'A1' } });
    expect(creditChange(pay('pending'))).toBe('هنوز اعتباری افزوده نشده است');
    expect(creditChange(pay('failed'))).toBe('اعتباری افزوده نشد');
    expect(entryTitle(pay('cancelled'))).toBe('خرید اعتبار — طرح افزایش ۱ اعتبار');
  });

  it('titles a spend by its service, and says when it was an API batch', () => {
    expect(entryTitle(entry({ service: SERVICE, origin: 'report' }))).toBe('ارزیابی قیمت خرید و فروش');
    expect(entryTitle(entry({ service: SERVICE, origin: 'batch' }))).toBe('ارزیابی قیمت خرید و فروش — درخواست دسته‌ای (API)');
    expect(entryTitle(entry({ kind: 'refund', service: SERVICE, origin: 'batch' }))).toBe('بازگشت اعتبار ردیف‌های انجام‌نشدهٔ درخواست دسته‌ای (API)');
    expect(entryTitle(entry({ kind: 'adjustment' }))).toBe('تنظیم اعتبار از سوی پشتیبانی');
  });
});
