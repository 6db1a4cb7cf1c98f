import { describe, expect, it } from 'vitest';
import { reportDetails, reportSummaryText, reportTitle } from './describe-report';

describe('a report’s title and summary in the list of a user’s reports', () => {
  it('names a valuation by its kind, place and size, and gives its stored estimate with the price month', () => {
    const facts = { area: 90, neighbourhood: 'ونک', district_name: 'منطقه ۳', price_date: '1405-05', estimate: 8_234_000_000 };
    expect(reportTitle('sale', facts)).toBe('ارزیابی قیمت فروش — ونک، ۹۰ متر');
    expect(reportSummaryText('sale', facts)).toBe('برآورد ۸٫۲ میلیارد تومان (قیمت مرداد ۱۴۰۵)');
    expect(reportTitle('rent', { ...facts, area: 72.5 })).toBe('ارزیابی قیمت اجاره — ونک، ۷۲٫۵ متر');
    expect(reportSummaryText('rent', { ...facts, estimate: 3_480_000_000 })).toBe('معادل رهن کامل ۳٫۵ میلیارد تومان (قیمت مرداد ۱۴۰۵)');
  });

  it('tells apart valuations of flats of one place and size by the rest of the flat (QA: five «ونک، ۷۰ متر»)', () => {
    const flat = { area: 70, neighbourhood: 'ونک', rooms: 2, build_year: 1395, floor: 3, total_floors: 5, elevator: true, parking: true, storage: false };
    expect(reportDetails('sale', flat)).toBe('۲ اتاق، ساخت ۱۳۹۵، طبقهٔ ۳ از ۵، آسانسور دارد، پارکینگ دارد، انباری ندارد');
    expect(reportDetails('sale', { ...flat, elevator: false })).toBe('۲ اتاق، ساخت ۱۳۹۵، طبقهٔ ۳ از ۵، آسانسور ندارد، پارکینگ دارد، انباری ندارد');
    expect(reportDetails('rent', { ...flat, floor: 0, total_floors: null })).toBe('۲ اتاق، ساخت ۱۳۹۵، طبقهٔ ۰، آسانسور دارد، پارکینگ دارد، انباری ندارد');
    // Only what the row holds; other kinds have none.
    expect(reportDetails('sale', { area: 70, build_year: 1395 })).toBe('ساخت ۱۳۹۵');
    expect(reportDetails('sale', { area: 70 })).toBeNull();
    expect(reportDetails('environment', flat)).toBeNull();
    expect(reportDetails('buy_suggestion', flat)).toBeNull();
  });

  it('says the neighbourhood and its overall score for an environment evaluation', () => {
    expect(reportTitle('environment', { neighbourhood: 'نارمک', overall_score: 57.4, percentile: 72.2 })).toBe('ارزیابی محله — نارمک');
    expect(reportSummaryText('environment', { overall_score: 57.4, percentile: 72.2 })).toBe('امتیاز کلی ۵۷ از ۱۰۰، بالاتر از ۷۲٪ محله‌های تهران');
    expect(reportSummaryText('environment', { overall_score: 57.4, percentile: null })).toBe('امتیاز کلی ۵۷ از ۱۰۰');
    // Without a neighbourhood the district names the place.
    expect(reportTitle('environment', { neighbourhood: null, district_name: 'منطقه ۴' })).toBe('ارزیابی محله — منطقه ۴');
  });

  it('gives a suggestion’s budget and the number of places, or that none fitted', () => {
    const buy = { area: 80, budget: 8e9, price_date: '1405-05', fits: true, fitting_count: 26, shown: 10 };
    expect(reportTitle('buy_suggestion', buy)).toBe('پیشنهاد محله برای خرید — خانهٔ ۸۰ متری');
    expect(reportSummaryText('buy_suggestion', buy)).toBe('بودجهٔ ۸ میلیارد تومان، ۲۶ محله در بودجه (قیمت مرداد ۱۴۰۵)');
    expect(reportSummaryText('buy_suggestion', { ...buy, fits: false, fitting_count: 0, shown: 5 })).toBe(
      'بودجهٔ ۸ میلیارد تومان، هیچ محله‌ای در بودجه نبود؛ ۵ گزینهٔ نزدیک (قیمت مرداد ۱۴۰۵)',
    );
    const rent = { area: 70, deposit_budget: 1e9, rent_budget: 0, price_date: '1405-05', fits: true, fitting_count: 79, shown: 10 };
    expect(reportTitle('rent_suggestion', rent)).toBe('پیشنهاد محله برای اجاره — خانهٔ ۷۰ متری');
    expect(reportSummaryText('rent_suggestion', rent)).toBe('ودیعهٔ ۱ میلیارد تومان، ۷۹ محله در بودجه (قیمت مرداد ۱۴۰۵)');
  });

  it('never invents a figure: what the row lacks is left out', () => {
    expect(reportTitle('sale', {})).toBe('ارزیابی قیمت فروش');
    expect(reportSummaryText('sale', { price_date: '1405-05' })).toBe('قیمت فروش');
    expect(reportSummaryText('sale', { estimate: 5e9, price_date: 'garbage' })).toBe('برآورد ۵ میلیارد تومان');
    expect(reportSummaryText('environment', {})).toBe('ارزیابی محله');
    expect(reportSummaryText('buy_suggestion', { fits: null })).toBe('کجا بخرم');
    expect(reportSummaryText('rent_suggestion', { deposit_budget: 0, rent_budget: 2e7 })).toBe('اجارهٔ ماهانهٔ ۲۰ میلیون تومان');
  });
});
