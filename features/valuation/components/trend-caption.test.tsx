// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TrendCaption } from './trend-caption';

afterEach(cleanup);

describe('TrendCaption', () => {
  it('names the spliced market index and where the Central Bank series hands over to Kilid', () => {
    const trend = [
      { month: '1396-07', source: 'cbi' },
      { month: '1401-09', source: 'cbi' },
      { month: '1401-10', source: 'kilid' },
      { month: '1405-05', source: 'kilid' },
    ];
    render(<TrendCaption trend={trend} priceDate="1405-05" neighbourhoodListings={40} />);
    const text = screen.getByTestId('trend-caption').textContent ?? '';
    expect(text).toContain('منبع: شاخص قیمت منطقه، از مهر ۱۳۹۶ تا مرداد ۱۴۰۵');
    expect(text).toContain(
      'میانگین قیمت معاملات بانک مرکزی از مهر ۱۳۹۶ تا آذر ۱۴۰۱، سپس حرکت میانهٔ قیمت آگهی‌های کیلید از دی ۱۴۰۱ تا مرداد ۱۴۰۵ (ماه‌های ناهنجار کیلید کنار گذاشته شده‌اند).',
    );
    expect(text).toContain('برآورد این ملک بر پایهٔ آگهی‌های همین محله است، نه این میانگین');
  });

  // A base report draws the index's last 12 months, all Kilid: the caption named the Central Bank (with no end month).
  it('names only the sources of the months drawn: a year of Kilid months says nothing of the Central Bank', () => {
    const trend = ['1404-06', '1404-07', '1404-08', '1404-09', '1404-10', '1404-11', '1404-12', '1405-01', '1405-02', '1405-03', '1405-04', '1405-05'].map(
      (month) => ({ month, source: 'kilid' }),
    );
    render(<TrendCaption trend={trend} priceDate="1405-05" neighbourhoodListings={40} />);
    expect(screen.getByTestId('trend-caption').textContent).toBe(
      'منبع: شاخص قیمت منطقه، از شهریور ۱۴۰۴ تا مرداد ۱۴۰۵؛ حرکت میانهٔ قیمت آگهی‌های کیلید در همهٔ این ماه‌ها (ماه‌های ناهنجار کیلید کنار گذاشته شده‌اند). برآورد این ملک بر پایهٔ آگهی‌های همین محله است، نه این میانگین.',
    );
  });

  it('says a historical price date lies before the months drawn (QA: an estimate at Farvardin 1399 beside 1404–1405)', () => {
    const trend = ['1404-06', '1404-07', '1405-05'].map((month) => ({ month, source: 'kilid' }));
    render(<TrendCaption trend={trend} priceDate="1399-01" neighbourhoodListings={40} />);
    expect(screen.getByTestId('trend-caption').textContent).toMatch(/نه این میانگین\. برآورد به قیمت فروردین ۱۳۹۹ است، پیش از ماه‌های این نمودار\.$/);
  });

  it('gives each source its own months, a monthly update included', () => {
    const trend = [
      { month: '1401-08', source: 'cbi' },
      { month: '1401-09', source: 'cbi' },
      { month: '1401-10', source: 'kilid' },
      { month: '1401-11', source: 'operator' },
    ];
    render(<TrendCaption trend={trend} priceDate="1401-11" neighbourhoodListings={40} />);
    expect(screen.getByTestId('trend-caption').textContent).toContain(
      'میانگین قیمت معاملات بانک مرکزی از آبان ۱۴۰۱ تا آذر ۱۴۰۱، سپس حرکت میانهٔ قیمت آگهی‌های کیلید در دی ۱۴۰۱، سپس حرکت میانهٔ قیمت آگهی‌های کیلید (به‌روزرسانی ماهانه) در بهمن ۱۴۰۱',
    );
  });

  it('names the series span and, when it ends before the price date, says the estimate is not this average', () => {
    render(<TrendCaption trend={[{ month: '1396-07' }, { month: '1401-09' }]} priceDate="1403-06" neighbourhoodListings={40} />);
    const text = screen.getByTestId('trend-caption').textContent ?? '';
    expect(text).toContain('میانگین قیمت همهٔ خرید و فروش‌های منطقه');
    expect(text).toMatch(/از مهر ۱۳۹۶ تا آذر ۱۴۰۱/);
    expect(text).toContain('برآورد این ملک به تاریخ شهریور ۱۴۰۳ و بر پایهٔ آگهی‌های همین محله است');
  });

  it('says the estimate rests on the district and nearby listings when the neighbourhood has none', () => {
    render(<TrendCaption trend={[{ month: '1396-07' }, { month: '1401-09' }]} priceDate="1403-06" neighbourhoodListings={0} />);
    expect(screen.getByTestId('trend-caption').textContent).toContain('بر پایهٔ آگهی‌های منطقه و محله‌های نزدیک است');
  });

  it('says nothing about the price date when the series reaches it, and no span without a series', () => {
    const { unmount } = render(<TrendCaption trend={[{ month: '1403-05' }, { month: '1403-06' }]} priceDate="1403-06" neighbourhoodListings={40} />);
    expect(screen.getByTestId('trend-caption').textContent).not.toContain('برآورد این ملک');
    unmount();
    render(<TrendCaption trend={[]} priceDate="1403-06" neighbourhoodListings={40} />);
    expect(screen.getByTestId('trend-caption').textContent).toBe('منبع: گزارش معاملات مسکن بانک مرکزی، میانگین قیمت همهٔ خرید و فروش‌های منطقه.');
  });
});
