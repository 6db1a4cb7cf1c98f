import { describe, expect, it } from 'vitest';

import { loadModel, type LoadedModel } from './artifacts';
import { marketIndex } from './market-index/store';
import { formatMonth } from './months';
import { indexSeriesBetween, priceDates, priceIndexInfo } from './price-index';

type Backtest = NonNullable<LoadedModel['data']['rent_backtest']>;

function rentWith(backtest: Backtest | undefined): LoadedModel {
  const m = loadModel('rent');
  return { ...m, data: { ...m.data, rent_backtest: backtest } };
}

const check = (median_bias: number): Backtest => ({ median_bias, mdape: 0.15, ppe10: 0.35, listings: 1164 });

describe('rent brought forward only by a method that held (issue 30)', () => {
  it('within ±10 % median bias: rent moves with the sale index to the index\'s latest month', () => {
    const m = rentWith(check(-0.019));
    expect(priceDates(m).last).toBe(marketIndex().last);
    expect(priceIndexInfo(m, 5, marketIndex().last)).toMatchObject({ rent_method: 'sale_index', rent_backtest: check(-0.019) });
  });

  it('beyond it, or with no backtest in the artifact: rent stays at its data\'s month and says so', () => {
    for (const m of [rentWith(check(0.16)), rentWith(check(-0.12)), rentWith(undefined)]) {
      expect(priceDates(m)).toEqual({ first: m.refMonth, last: m.refMonth });
      const info = priceIndexInfo(m, 5, m.refMonth);
      expect(info).toMatchObject({ rent_method: 'held', month: formatMonth(m.refMonth), factor: 1 });
    }
  });

  it('sale never carries a rent method', () => {
    const m = loadModel('sale');
    expect(priceDates(m).last).toBe(marketIndex().last);
    expect(priceIndexInfo(m, 5, m.refMonth).rent_method).toBeUndefined();
  });
});

describe('the index series between two months, one wording everywhere', () => {
  const months = { cbiLast: '1401-09', operatorFirst: null };
  it('names the Central Bank alone, Kilid alone, or both with their hand-over month', () => {
    expect(indexSeriesBetween('1400-01', '1401-09', months)).toBe('بانک مرکزی (قیمت معاملات)');
    // A change from the Central Bank's last month on follows Kilid's months only.
    expect(indexSeriesBetween('1401-09', '1405-05', months)).toBe('کیلید (میانهٔ قیمت آگهی‌ها)');
    expect(indexSeriesBetween('1396-07', '1405-05', months)).toBe('بانک مرکزی (قیمت معاملات) تا آذر ۱۴۰۱، سپس کیلید (میانهٔ قیمت آگهی‌ها) تا مرداد ۱۴۰۵');
  });

  it('says «monthly update» only when the span reaches an operator-imported month', () => {
    const imported = { cbiLast: '1401-09', operatorFirst: '1405-06' };
    expect(indexSeriesBetween('1404-06', '1405-05', imported)).toBe('کیلید (میانهٔ قیمت آگهی‌ها)');
    expect(indexSeriesBetween('1404-06', '1405-06', imported)).toBe('کیلید (میانهٔ قیمت آگهی‌ها، به‌روزرسانی ماهانه)');
  });
});
