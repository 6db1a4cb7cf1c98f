import { describe, expect, it } from 'vitest';
import { evaluateEnvironment, type ComputedEnvironment } from './evaluate-environment';
import { legacyMarketDates, storedWording } from './stored-wording';

// Nazi-abad (the trust report's place): every market criterion has data there.
const fresh = () => evaluateEnvironment(35.6572, 51.4053);
const AT = new Date('2026-11-27T12:00:00Z');
const ERA2_CBI = 'مهر ۱۳۹۶ تا مرداد ۱۴۰۵ (تعداد معاملات تا آذر ۱۴۰۱)';

// What a result stored before the method wording was fixed (2026-11-26 – 27) held for the market criteria.
const OLD: Record<string, { method: string; description?: string }> = {
  transactions_12m: { method: 'جمع تعداد معاملات ثبت‌شدهٔ منطقه در ۱۲ ماه گذشته (بانک مرکزی)؛ صدک منطقه در میان ۲۲ منطقهٔ تهران (بیشتر بهتر)' },
  district_price_m2: {
    method: 'میانگین قیمت هر متر مربع معاملات منطقه در آخرین ماه آمار بانک مرکزی (شاخص هموارشده)؛ صدک منطقه در میان ۲۲ منطقهٔ تهران (بیشتر بهتر)',
    description: 'سطح قیمت منطقه طبق معاملات ثبت‌شده؛ قیمت بالاتر نشانهٔ تقاضای بیشتر است.',
  },
  local_price_m2: { method: 'میانهٔ قیمت هر متر مربع آگهی‌های فروش محله‌های تا شعاع ۱ کیلومتر (به دی ۱۴۰۱ برده شده)، وزن‌دار با تعداد آگهی؛ صدک در میان مراکز محله‌های تهران (بیشتر بهتر)' },
  price_growth_1y: { method: 'تغییر شاخص قیمت منطقه در ۱۲ ماه منتهی به آخرین ماه آمار بانک مرکزی؛ صدک منطقه در میان ۲۲ منطقهٔ تهران (بیشتر بهتر)', description: 'رشد قیمت هر متر مربع منطقه در ۱۲ ماه گذشته.' },
};

// The sale listings' source as stored until 2026-11-29: the index seemed to end in the listings' months.
const OLD_SALE = { name: 'آگهی‌های فروش آپارتمان تهران (دیوار و سایت‌های آگهی)؛ قیمت‌ها با شاخص منطقه به آخرین ماه آن', date: 'آذر ۱۴۰۱ تا دی ۱۴۰۳' };
const OLD_SALE_LINE = `${OLD_SALE.name} (${OLD_SALE.date})`;
const SALE_CRITERIA = ['local_price_m2', 'listing_supply', 'building_age_median', 'elevator_share'];

/** `r` as a row stored then: old words, the fixed cbi date, no market_dates, and a score unlike today's. */
function oldRow(r: ComputedEnvironment): ComputedEnvironment {
  const { market_dates: _dates, ...rest } = r;
  return {
    ...rest,
    criteria: r.criteria.map((c) =>
      OLD[c.id]
        ? { ...c, ...OLD[c.id], score: c.id === 'transactions_12m' ? 7 : c.score, ...(SALE_CRITERIA.includes(c.id) ? { source: OLD_SALE_LINE } : {}) }
        : SALE_CRITERIA.includes(c.id)
          ? { ...c, source: OLD_SALE_LINE }
          : c,
    ),
    sources: r.sources.map((s) =>
      s.id === 'cbi'
        ? { ...s, name: 'شاخص قیمت مسکن مناطق تهران: معاملات بانک مرکزی، سپس قیمت آگهی‌های کیلید؛ تعداد معاملات از بانک مرکزی', date: ERA2_CBI }
        : s.id === 'sale'
          ? { ...s, ...OLD_SALE }
          : s,
    ),
  };
}

describe('a stored environment result in the current words, its figures as stored', () => {
  it('words a row stored before the fix as a result made now words it, its values and scores kept', () => {
    const now = fresh();
    const shown = storedWording(oldRow(now), AT, () => []);
    const id = (list: ComputedEnvironment['criteria'], c: string) => list.find((x) => x.id === c)!;
    for (const c of Object.keys(OLD)) {
      expect(id(shown.criteria, c).method).toBe(id(now.criteria, c).method);
      expect(id(shown.criteria, c).description).toBe(id(now.criteria, c).description);
      expect(id(shown.criteria, c).value).toBe(id(now.criteria, c).value);
    }
    expect(id(shown.criteria, 'transactions_12m').method).toContain('دی ۱۴۰۰ تا آذر ۱۴۰۱');
    expect(id(shown.criteria, 'local_price_m2').method).toContain('به مرداد ۱۴۰۵ برده شده');
    // the score a user paid for, not today's
    expect(id(shown.criteria, 'transactions_12m').score).toBe(7);
    expect(shown.sources).toEqual(now.sources);
    expect(JSON.stringify(shown)).not.toMatch(/۱۲ ماه گذشته|به دی ۱۴۰۱ برده شده|آخرین ماه آمار بانک مرکزی/);
  });

  it('a row with its months stored is worded with them, not today\'s', () => {
    const now = fresh();
    const later = { ...now.market_dates!, indexMonth: '1405-06', operatorFirst: '1405-06' };
    const shown = storedWording({ ...now, market_dates: later }, AT, () => []);
    expect(shown.criteria.find((c) => c.id === 'local_price_m2')!.method).toContain('به شهریور ۱۴۰۵ برده شده');
  });

  it('keeps the stored words of an older catalogue version (scored by other rules) and of unknown months', () => {
    const old = oldRow(fresh());
    // (but for the sale listings' source line, the same data in every version: see below)
    const older = storedWording({ ...old, criteria_version: '2026.11-1' }, AT, () => []);
    const notSale = <T extends { id: string; source?: string }>(list: T[]) => list.filter((x) => x.id !== 'sale' && x.source !== OLD_SALE_LINE && !SALE_CRITERIA.includes(x.id));
    expect(notSale(older.criteria)).toEqual(notSale(old.criteria));
    expect(notSale(older.sources)).toEqual(notSale(old.sources));
    expect(older.criteria.find((c) => c.id === 'transactions_12m')!.method).toBe(OLD.transactions_12m.method);
    // No months to be had: the date-free words are today's, the dated ones stay as stored.
    const unknown = { ...old, sources: old.sources.map((s) => (s.id === 'cbi' ? { ...s, date: 'مهر ۱۳۹۶ تا آذر ۱۴۰۱' } : s)) };
    const shown = storedWording(unknown, AT, () => []);
    expect(shown.criteria.find((c) => c.id === 'transactions_12m')!.method).toBe(OLD.transactions_12m.method);
    expect(shown.criteria.find((c) => c.id === 'price_growth_1y')!.description).toBe(fresh().criteria.find((c) => c.id === 'price_growth_1y')!.description);
    expect(shown.sources.find((s) => s.id === 'cbi')!.date).toBe('مهر ۱۳۹۶ تا آذر ۱۴۰۱');
  });
});

describe('a dated market figure', () => {
  it('says its months beside its value, as the base report shows no method line', () => {
    const now = fresh();
    const shown = storedWording(now, AT, () => []);
    const detail = (id: string) => shown.criteria.find((c) => c.id === id)!.detail;
    expect(now.criteria.find((c) => c.id === 'district_price_m2')!.detail).toBe('منطقه ۱۶');
    expect(detail('district_price_m2')).toBe('منطقه ۱۶، مرداد ۱۴۰۵');
    expect(detail('price_growth_1y')).toBe('منطقه ۱۶، از مرداد ۱۴۰۴ تا مرداد ۱۴۰۵');
    expect(detail('price_growth_5y')).toBe('منطقه ۱۶، از مرداد ۱۴۰۰ تا مرداد ۱۴۰۵');
    expect(detail('transactions_12m')).toBe('منطقه ۱۶، دی ۱۴۰۰ تا آذر ۱۴۰۱');
    // Not a dated figure: as stored.
    expect(detail('metro_distance')).toBe(now.criteria.find((c) => c.id === 'metro_distance')!.detail);
  });

  it('stays as stored when the result\'s months are not known', () => {
    const old = oldRow(fresh());
    const unknown = { ...old, sources: old.sources.map((s) => (s.id === 'cbi' ? { ...s, date: 'مهر ۱۳۹۶ تا آذر ۱۴۰۱' } : s)) };
    const shown = storedWording(unknown, AT, () => []);
    expect(shown.criteria.find((c) => c.id === 'district_price_m2')!.detail).toBe('منطقه ۱۶');
  });
});

describe('the sale listings\' source line', () => {
  it('names the listings\' months and the month their prices are brought to, apart', () => {
    const sale = fresh().sources.find((s) => s.id === 'sale')!;
    expect(sale.name).toBe('آگهی‌های فروش آپارتمان تهران (دیوار و سایت‌های آگهی)');
    expect(sale.date).toBe('آگهی‌های آذر ۱۴۰۱ تا دی ۱۴۰۳؛ قیمت‌ها با شاخص قیمت منطقه به مرداد ۱۴۰۵ برده شده');
    expect(fresh().criteria.find((c) => c.id === 'elevator_share')!.source).toBe(`${sale.name} (${sale.date})`);
  });

  it('rewords a stored result\'s old line, of this catalogue version or an older one', () => {
    const now = fresh();
    const sale = now.sources.find((s) => s.id === 'sale')!;
    for (const version of [now.criteria_version, '2026.11-2']) {
      const shown = storedWording({ ...oldRow(now), criteria_version: version }, AT, () => []);
      expect(shown.sources.find((s) => s.id === 'sale')).toEqual(sale);
      for (const id of SALE_CRITERIA) expect(shown.criteria.find((c) => c.id === id)!.source, `${version} ${id}`).toBe(`${sale.name} (${sale.date})`);
      expect(JSON.stringify(shown)).not.toContain('به آخرین ماه آن');
    }
  });
});

describe('legacyMarketDates', () => {
  it('reads back the months a result made now states in its sources line', () => {
    const now = fresh();
    expect(legacyMarketDates(now.sources.find((s) => s.id === 'cbi')!.date, AT, [])).toEqual(now.market_dates);
  });

  it('the fixed line of 2026-11-26 – 27, extended by the months imported before the result', () => {
    expect(legacyMarketDates(ERA2_CBI, AT, [])).toEqual({
      districtMonth: '1405-05',
      cbiMonth: '1401-09',
      indexFirst: '1396-07',
      indexMonth: '1405-05',
      operatorFirst: null,
    });
    const imported = [{ month: '1405-06', imported_at: '2026-11-27T08:00:00Z' }];
    expect(legacyMarketDates(ERA2_CBI, AT, imported)).toMatchObject({ districtMonth: '1405-05', indexMonth: '1405-06', operatorFirst: '1405-06' });
    // imported after the result was made: not in its figures
    expect(legacyMarketDates(ERA2_CBI, AT, [{ month: '1405-06', imported_at: '2026-11-27T18:00:00Z' }])).toMatchObject({ indexMonth: '1405-05', operatorFirst: null });
    // a line that already names the imported month: the district figures stay at the month before it
    const withImported = 'مهر ۱۳۹۶ تا شهریور ۱۴۰۵: بانک مرکزی (قیمت معاملات) تا آذر ۱۴۰۱، سپس کیلید (میانهٔ قیمت آگهی‌ها، به‌روزرسانی ماهانه) تا شهریور ۱۴۰۵ (تعداد معاملات تا آذر ۱۴۰۱)';
    expect(legacyMarketDates(withImported, AT, imported)).toMatchObject({ districtMonth: '1405-05', indexMonth: '1405-06', operatorFirst: '1405-06' });
    expect(legacyMarketDates('مهر ۱۳۹۶ تا آذر ۱۴۰۱', AT, [])).toBeNull();
  });
});
