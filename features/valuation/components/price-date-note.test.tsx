// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ValuationPriceIndex } from '@/lib/contracts/valuation';
import { PriceDateNote, priceDateText, rentBacktestText } from './price-date-note';

afterEach(cleanup);

const sale: ValuationPriceIndex = {
  month: '1405-05', latest_month: '1405-05', reference_month: '1401-10', district: 2, source: 'kilid', factor: 3.842,
  label: 'بانک مرکزی (قیمت معاملات) تا آذر ۱۴۰۱، سپس کیلید (میانهٔ قیمت آگهی‌ها) تا مرداد ۱۴۰۵',
};

describe('PriceDateNote', () => {
  it('names the price date, the index and how far it moved the model\'s listings', () => {
    const text = priceDateText('sale', sale);
    expect(text).toContain('قیمت به تاریخ مرداد ۱۴۰۵ (آخرین ماه شاخص)');
    expect(text).toContain('شاخص قیمت منطقهٔ ۲ از دی ۱۴۰۱ (ماه آگهی‌های پایهٔ مدل) تا این ماه ×۳٫۸۴ شده است');
    expect(text).toContain('بانک مرکزی (قیمت معاملات) تا آذر ۱۴۰۱');
  });
  it('a historical price date says which month is the latest; the reference month says the listings are from it', () => {
    expect(priceDateText('sale', { ...sale, month: '1403-06', factor: 1.6 })).toContain('(آخرین ماه شاخص مرداد ۱۴۰۵ است)');
    expect(priceDateText('sale', { ...sale, month: '1401-10', factor: 1 })).toContain('آگهی‌های پایهٔ مدل از همین ماه‌اند');
  });
  it('rent says it moved with the sale index and how that method did on the 1403 listings', () => {
    render(
      <PriceDateNote
        kind="rent"
        index={{ ...sale, reference_month: '1400-04', rent_method: 'sale_index', rent_backtest: { median_bias: -0.019, mdape: 0.146, ppe10: 0.35, listings: 1164 } }}
        lastTested="1403-10"
      />,
    );
    expect(screen.getByTestId('price-index').textContent).toContain('اجاره هم‌پای قیمت فروش منطقه به این تاریخ آورده شده است');
    expect(screen.getByTestId('rent-method').textContent).toContain('روی ۱٬۱۶۴ آگهی اجارهٔ ۱۴۰۳ آزموده شد: اختلاف میانه با اجارهٔ درخواستی −۱٫۹٪ و خطای میانهٔ مطلق ۱۴٫۶٪');
    // The last tested month, as the sale note names it: the 1403 listings end at Dey, not with the year.
    expect(screen.getByTestId('rent-method').textContent).toMatch(/۱۴٫۶٪\. برای ماه‌های پس از دی ۱۴۰۳ داده‌ای برای آزمودن آن نیست\.$/);
  });
  it('rent without a published last tested month does not guess how far the check reached', () => {
    const index: ValuationPriceIndex = {
      ...sale,
      reference_month: '1400-04',
      rent_method: 'sale_index',
      rent_backtest: { median_bias: -0.019, mdape: 0.146, ppe10: 0.35, listings: 1164 },
    };
    expect(rentBacktestText(index, null)).toMatch(/خطای میانهٔ مطلق ۱۴٫۶٪\.$/);
    expect(rentBacktestText(index, null)).not.toContain('پس از');
  });
  it('rent no method held for: kept at its data\'s month, and the page says so', () => {
    render(
      <PriceDateNote
        kind="rent"
        index={{ ...sale, month: '1400-04', reference_month: '1400-04', factor: 1, rent_method: 'held', rent_backtest: { median_bias: -0.16, mdape: 0.2, ppe10: 0.3, listings: 1164 } }}
        lastTested="1403-10"
      />,
    );
    const text = screen.getByTestId('price-index').textContent;
    expect(text).toContain('قیمت به تاریخ تیر ۱۴۰۰ (آخرین ماه شاخص مرداد ۱۴۰۵ است)');
    expect(text).toContain('اجاره در ماه داده‌های اجاره (تیر ۱۴۰۰) نگه داشته شده است');
    expect(text).not.toContain('هم‌پای قیمت فروش');
    expect(screen.queryByTestId('rent-method')).toBeNull();
  });
});
