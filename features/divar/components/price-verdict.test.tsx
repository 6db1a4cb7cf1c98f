// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RentValuationResult, SaleValuationResult } from '@/lib/contracts/valuation';
import { PriceVerdict } from './price-verdict';

// Only the fields the verdict reads.
const sale = {
  kind: 'sale',
  price_date: '1403-06',
  label: 'برآورد هوشمند، نه کارشناسی رسمی',
  estimate: { total: 11e9, low: 10e9, high: 12e9, confidence: 'medium' },
  data_support: null,
  price_index: null,
} as unknown as SaleValuationResult;
const rent = {
  kind: 'rent',
  price_date: '1403-06',
  label: 'برآورد هوشمند، نه کارشناسی رسمی',
  estimate: { full_deposit: 1e9, low: 0.8e9, high: 1.2e9, conversion_rate: 0.03, confidence: 'high' },
  data_support: null,
  price_index: null,
} as unknown as RentValuationResult;

afterEach(() => cleanup());

describe('PriceVerdict', () => {
  it.each([
    [9e9, 'cheap', 'ارزان', 'پایین‌تر از'],
    [11e9, 'fair', 'منصفانه', 'درون'],
    [13e9, 'expensive', 'گران', 'بالاتر از'],
  ])('an asking price of %d is %s', (total, verdict, label, where) => {
    render(<PriceVerdict result={sale} asking={{ total }} />);
    expect(screen.getByTestId('divar-verdict').getAttribute('data-verdict')).toBe(verdict);
    expect(screen.getByTestId('divar-verdict-label').textContent).toBe(label);
    expect(screen.getByTestId('divar-verdict-sentence').textContent).toContain(`${where} بازهٔ برآورد ما است`);
    // The row is one image for a screen reader, read as the sentence.
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(screen.getByTestId('divar-verdict-sentence').textContent);
  });

  it('compares a rent by its full-deposit equivalent', () => {
    render(<PriceVerdict result={rent} asking={{ deposit: 300e6, rent: 15e6 }} />);
    expect(screen.getByTestId('divar-verdict-sentence').textContent).toBe('معادل رهن کامل آگهی (۸۰۰ میلیون تومان) درون بازهٔ برآورد ما است.');
  });

  it('a negotiable price, or one Divar did not give just now, leaves the estimate alone', () => {
    render(<PriceVerdict result={sale} asking={null} />);
    expect(screen.getByTestId('divar-verdict').getAttribute('data-verdict')).toBe('none');
    // No comparison to promise in the heading either.
    expect(screen.getByRole('heading').textContent).toBe('برآورد قیمت این ملک');
    expect(screen.getByTestId('divar-verdict-sentence').textContent).toBe('قیمت این آگهی کامل ذکر نشده است؛ برآورد ما را ببینید.');
    cleanup();
    // The ad says «توافقی»: the page says so, not «توافقی یا ذکر نشده» (QA s10, QmNego140).
    render(<PriceVerdict result={sale} asking={null} negotiable />);
    expect(screen.getByTestId('divar-verdict-sentence').textContent).toBe('قیمت این آگهی توافقی است؛ برآورد ما را ببینید.');
    cleanup();
    render(<PriceVerdict result={sale} asking={{ total: 11e9 }} askingKnown={false} />);
    expect(screen.getByTestId('divar-verdict-sentence').textContent).toContain('از دیوار خوانده نشد');
    expect(screen.getByTestId('divar-estimate').textContent).toBe('۱۱ میلیارد تومان');
  });

  it("shows the estimate's confidence as /price-result does, and the reason when the price date lowered it", () => {
    render(<PriceVerdict result={sale} asking={{ total: 11e9 }} />);
    expect(screen.getByTestId('divar-confidence-chip').textContent).toBe('اطمینان متوسط');
    expect(screen.queryByTestId('divar-confidence-reason')).toBeNull();
    cleanup();
    // The QA's QmSale120: «اطمینان پایین» on the ad, because the index carried the listings' prices 43 months on.
    const carried = { ...sale, estimate: { ...sale.estimate, confidence: 'low' } } as unknown as SaleValuationResult;
    // As app/divar computes it (features/valuation's confidenceReasonText, the /price-result line).
    const reason = '«اطمینان پایین» به خاطر بازهٔ پهن‌تر این تاریخ است (بخش «بازهٔ قیمت»)؛ به قیمت دی ۱۴۰۱ این برآورد «اطمینان متوسط» داشت.';
    render(<PriceVerdict result={carried} asking={{ total: 11e9 }} confidenceReason={reason} />);
    expect(screen.getByTestId('divar-confidence-chip').textContent).toBe('اطمینان پایین');
    expect(screen.getByTestId('divar-confidence-reason').textContent).toBe(reason);
  });

  it('says why the estimate is low when the engine\'s own check contradicts it, in the ad widget\'s words (app/divar/price/engine-check-reason.test.ts) and with its figure', () => {
    const low = (support: object, over: object = {}) =>
      ({ ...sale, data_points: 300, estimate: { ...sale.estimate, confidence: 'low' }, data_support: { similar_area: 400, similar_build_year: 400, ...support }, ...over }) as unknown as SaleValuationResult;
    render(<PriceVerdict result={low({ smaller_flat: { area: 69, total: 16_900_000_000 } })} asking={{ total: 11e9 }} />);
    expect(screen.getByTestId('divar-confidence-chip').textContent).toBe('اطمینان پایین');
    expect(screen.getByTestId('divar-confidence-reason').textContent).toBe(
      'اطمینان پایین به خاطر برآورد بالاتر همین ملک با متراژ کمتر: مدل همین ملک را با متراژ ۶۹ متر حدود ۱۶٫۹ میلیارد تومان برآورد می‌کند.',
    );
    cleanup();
    render(<PriceVerdict result={low({ older_flat: { build_year: 1393, total: 16_600_000_000 } })} asking={{ total: 11e9 }} />);
    expect(screen.getByTestId('divar-confidence-reason').textContent).toBe(
      'اطمینان پایین به خاطر برآورد بالاتر همین ملک قدیمی‌تر: مدل همین ملک را با سال ساخت ۱۳۹۳ حدود ۱۶٫۶ میلیارد تومان برآورد می‌کند.',
    );
    cleanup();
    // A rent's figure is its full deposit.
    const rentLow = { ...rent, data_points: 300, estimate: { ...rent.estimate, confidence: 'low' }, data_support: { similar_area: 400, similar_build_year: 400, older_flat: { build_year: 1393, total: 2e9 } } } as unknown as RentValuationResult;
    render(<PriceVerdict result={rentLow} asking={null} />);
    expect(screen.getByTestId('divar-confidence-reason').textContent).toContain('سال ساخت ۱۳۹۳ معادل رهن کامل حدود ۲ میلیارد تومان برآورد می‌کند.');
    cleanup();
    // Another cause comes first (few similar listings): the check is not named as the reason.
    render(<PriceVerdict result={low({ similar_area: 3, smaller_flat: { area: 69, total: 16_900_000_000 } })} asking={{ total: 11e9 }} />);
    expect(screen.queryByTestId('divar-confidence-reason')).toBeNull();
    cleanup();
    // Not low: nothing to explain, whatever the support holds.
    render(<PriceVerdict result={low({ smaller_flat: { area: 69, total: 16_900_000_000 } }, { estimate: sale.estimate })} asking={{ total: 11e9 }} />);
    expect(screen.queryByTestId('divar-confidence-reason')).toBeNull();
  });

  it('keeps the «قیمت آگهی» marker inside the row at either end (its label shifted by its own position)', () => {
    // Far below the range: the indicator near the right edge (98 %), its label moved left by 98 % of its width.
    render(<PriceVerdict result={sale} asking={{ total: 1e9 }} />);
    const marker = screen.getByTestId('divar-verdict-indicator');
    expect(marker.style.left).toBe('98%');
    expect(marker.style.getPropertyValue('--p')).toBe('98%');
    expect(screen.getByRole('heading').textContent).toBe('قیمت این آگهی در مقایسه با بازار');
  });
});
