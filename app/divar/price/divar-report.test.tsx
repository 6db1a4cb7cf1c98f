// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModelAccuracy, ValuationPriceIndex, ValuationResult } from '@/lib/contracts/valuation';
import { DivarReport } from './divar-report';

// The sections are /price-result's, tested there; here only what the Divar page adds around them.
vi.mock('@/features/valuation/components/valuation-report', () => ({ ValuationReportSections: () => <div data-testid="sections" /> }));

afterEach(cleanup);

const index: ValuationPriceIndex = {
  month: '1405-05', latest_month: '1405-05', reference_month: '1400-04', district: 2, source: 'kilid', factor: 6.2,
  label: 'بانک مرکزی (قیمت معاملات) تا آذر ۱۴۰۱، سپس کیلید (میانهٔ قیمت آگهی‌ها) تا مرداد ۱۴۰۵',
  rent_method: 'sale_index', rent_backtest: { median_bias: -0.027, mdape: 0.147, ppe10: 0.35, listings: 1162 },
};
const rent = { kind: 'rent', price_date: '1405-05', price_index: index } as unknown as ValuationResult;
const accuracy = { backtest_last_month: '1403-10' } as unknown as ModelAccuracy;

describe('DivarReport', () => {
  it('names the index behind the price date and how rent was brought to it, as /price-result does (issue 30)', () => {
    // QA: the Divar result said «به قیمت مرداد ۱۴۰۵» and nothing of the index or the rent method.
    render(<DivarReport result={rent} accuracy={accuracy} />);
    const note = screen.getByTestId('price-index').textContent ?? '';
    expect(note).toContain('قیمت به تاریخ مرداد ۱۴۰۵ (آخرین ماه شاخص)');
    expect(note).toContain('شاخص: بانک مرکزی (قیمت معاملات) تا آذر ۱۴۰۱، سپس کیلید (میانهٔ قیمت آگهی‌ها) تا مرداد ۱۴۰۵.');
    expect(note).toContain('اجاره هم‌پای قیمت فروش منطقه به این تاریخ آورده شده است');
    expect(screen.getByTestId('rent-method').textContent).toContain('برای ماه‌های پس از دی ۱۴۰۳ داده‌ای برای آزمودن آن نیست');
    expect(screen.getByTestId('sections')).toBeTruthy();
  });

  it('says nothing of an index a report stored before it lacks', () => {
    render(<DivarReport result={{ ...rent, price_index: null } as unknown as ValuationResult} accuracy={null} />);
    expect(screen.queryByTestId('price-index')).toBeNull();
  });
});
