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
    // A report stored without its support figures, its range narrow: nothing proves a cause, none is invented.
    expect(screen.queryByTestId('divar-confidence-reason')).toBeNull();
    cleanup();
    // The QA's QmSale120: «اطمینان پایین» on the ad, because the index carried the listings' prices 43 months on.
    const carried = {
      ...sale,
      data_points: 300,
      estimate: { ...sale.estimate, confidence: 'low' },
      data_support: { similar_area: 400, similar_build_year: 400, similar_area_in_neighbourhood: 50, time_widening: { factor: 1.6, months: 43, confidence_unwidened: 'medium' } },
      price_index: { reference_month: '1401-10' },
    } as unknown as SaleValuationResult;
    render(<PriceVerdict result={carried} asking={{ total: 11e9 }} />);
    expect(screen.getByTestId('divar-confidence-chip').textContent).toBe('اطمینان پایین');
    expect(screen.getByTestId('divar-confidence-reason').textContent).toBe(
      '«اطمینان پایین» به خاطر بازهٔ پهن‌تر این تاریخ است (بخش «بازهٔ قیمت»)؛ به قیمت دی ۱۴۰۱ این برآورد «اطمینان متوسط» داشت.',
    );
  });

  const low = (support: object, over: object = {}) =>
    ({
      ...sale,
      inputs: { area: 120, build_year: 1398, rooms: 3, floor: 4 },
      data_points: 300,
      estimate: { ...sale.estimate, confidence: 'low' },
      data_support: { similar_area: 400, similar_build_year: 400, similar_area_in_neighbourhood: 50, ...support },
      ...over,
    }) as unknown as SaleValuationResult;

  it('says why the estimate is low when the engine\'s own check contradicts it, with its figure', () => {
    render(<PriceVerdict result={low({ smaller_flat: { area: 69, total: 16_900_000_000 } })} asking={{ total: 11e9 }} />);
    expect(screen.getByTestId('divar-confidence-chip').textContent).toBe('اطمینان پایین');
    expect(screen.getByTestId('divar-confidence-reason').textContent).toBe(
      '«اطمینان پایین» به خاطر برآورد بالاتر همین ملک با متراژ کمتر است: مدل همین ملک را با متراژ ۶۹ متر حدود ۱۶٫۹ میلیارد تومان برآورد می‌کند.',
    );
    cleanup();
    render(<PriceVerdict result={low({ older_flat: { build_year: 1393, total: 16_600_000_000 } })} asking={{ total: 11e9 }} />);
    expect(screen.getByTestId('divar-confidence-reason').textContent).toBe(
      '«اطمینان پایین» به خاطر برآورد بالاتر همین ملک قدیمی‌تر است: مدل همین ملک را با سال ساخت ۱۳۹۳ حدود ۱۶٫۶ میلیارد تومان برآورد می‌کند.',
    );
    cleanup();
    // A rent's figure is its full deposit.
    const rentLow = {
      ...rent,
      inputs: { area: 75, build_year: 1398, rooms: 2, floor: 2 },
      data_points: 300,
      estimate: { ...rent.estimate, confidence: 'low' },
      data_support: { similar_area: 400, similar_build_year: 400, similar_area_in_neighbourhood: 50, older_flat: { build_year: 1393, total: 2e9 } },
    } as unknown as RentValuationResult;
    render(<PriceVerdict result={rentLow} asking={null} />);
    expect(screen.getByTestId('divar-confidence-reason').textContent).toContain('سال ساخت ۱۳۹۳ معادل رهن کامل حدود ۲ میلیارد تومان برآورد می‌کند.');
    cleanup();
    // Not low: the check is not a medium's cause, whatever the support holds; and this narrow range, in a neighbourhood
    // of 300 listings, proves no other one, so none is said.
    render(<PriceVerdict result={low({ smaller_flat: { area: 69, total: 16_900_000_000 } }, { estimate: sale.estimate })} asking={{ total: 11e9 }} />);
    expect(screen.queryByTestId('divar-confidence-reason')).toBeNull();
  });

  it('says every other cause of a low or medium label with the figure the engine measured (QA: «اطمینان پایین» with no why)', () => {
    const reason = (result: SaleValuationResult) => {
      render(<PriceVerdict result={result} asking={{ total: 11e9 }} />);
      const text = screen.getByTestId('divar-confidence-reason').textContent;
      cleanup();
      return text;
    };
    // Few listings in the neighbourhood (4 < 5).
    expect(reason(low({}, { data_points: 4 }))).toBe(
      '«اطمینان پایین» به خاطر کمی آگهی‌های این محله است: تنها ۴ آگهی از این محله در داده‌های مدل هست و با کمتر از ۵ آگهی اطمینان برآورد پایین است.',
    );
    // Few of the model's listings like the flat: the fewest first, all of them named.
    expect(reason(low({ similar_area: 12, similar_build_year: 3 }))).toBe(
      '«اطمینان پایین» به خاطر کمی آگهی‌های مشابه این ملک است: از آگهی‌های فروش تهران که مدل از آن‌ها آموخته، ' +
        'تنها ۳ آگهی ساخت ۱۳۹۶ تا ۱۴۰۰ هست و تنها ۱۲ آگهی با متراژی نزدیک به ۱۲۰ متر مربع (±۲۰٪) هست (بخش «بازهٔ قیمت»).',
    );
    // The range itself: 8 to 13 billion around 10 is 20 % below and 30 % above (wider than 0.4 of it: medium).
    const wide = low({}, { estimate: { total: 10e9, low: 8e9, high: 13e9, confidence: 'medium' } });
    expect(reason(wide)).toBe(
      '«اطمینان متوسط» به خاطر بازهٔ پهن برآورد است: بازهٔ ۸۰٪ از ۲۰٪ زیر تا ۳۰٪ بالای برآورد است (بخش «بازهٔ قیمت»)، و با بازه‌ای به پهنای بیش از ۴۰٪ برآورد اطمینان بالا نیست.',
    );
    // A narrow range held at medium by a thin neighbourhood (12 < 20).
    expect(reason(low({}, { data_points: 12, estimate: sale.estimate }))).toBe(
      '«اطمینان متوسط» به خاطر کمی آگهی‌های این محله است: تنها ۱۲ آگهی از این محله در داده‌های مدل هست و با کمتر از ۲۰ آگهی اطمینان برآورد بالا نیست.',
    );
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
