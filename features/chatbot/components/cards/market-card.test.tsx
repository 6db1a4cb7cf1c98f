// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MarketCard } from '@/lib/contracts/chatbot';
import { MarketCardView } from './market-card';

afterEach(() => cleanup());

describe('the chat\'s market card', () => {
  it('says its count is every listing of the neighbourhood, as /price\'s distribution does (QA: 268, 280 and 281 unlabelled)', () => {
    const card: MarketCard = {
      type: 'market',
      kind: 'sale',
      place: { type: 'neighbourhood', id: 'vanak', name: 'ونک', district: 3, district_name: 'منطقه ۳' },
      price_date: '1405-05',
      listings: 280,
      per_m2: { median: 440e6, low: 380e6, high: 500e6 },
      area: null,
      total: null,
      monthly_rent: null,
      label: 'آمار بازار، نه ارزیابی',
      source: 'آگهی‌های فروش محله، به تاریخ قیمت ارزیاب',
    };
    render(<MarketCardView card={card} />);
    expect(screen.getByTestId('market-card').textContent).toContain('آگهی‌های فروش محله، به تاریخ قیمت ارزیاب، مرداد ۱۴۰۵؛ همهٔ ۲۸۰ آگهی محله');
    cleanup();
    // With the months its listings were posted (cards stored before the field have none).
    render(<MarketCardView card={{ ...card, listing_months: ['1401-10', '1403-10'] }} />);
    expect(screen.getByTestId('market-card').textContent).toContain('همهٔ ۲۸۰ آگهی محله، دی ۱۴۰۱ تا دی ۱۴۰۳');
  });

  it('says a district rent card counts the listings the model learnt from in its neighbourhoods, not «همهٔ … آگهی محله»', () => {
    const card: MarketCard = {
      type: 'market',
      kind: 'rent',
      place: { type: 'district', id: '2', name: 'منطقه ۲', district: 2, district_name: 'منطقه ۲' },
      price_date: '1405-05',
      listings: 1399,
      per_m2: { median: 43e6, low: 36.1e6, high: 52.2e6 },
      area: null,
      total: null,
      monthly_rent: null,
      label: 'آمار بازار، نه ارزیابی',
      source: 'آگهی‌های اجارهٔ منطقه (معادل رهن کامل)، به تاریخ قیمت ارزیاب',
    };
    render(<MarketCardView card={card} />);
    const text = screen.getByTestId('market-card').textContent ?? '';
    expect(text).toContain('آگهی‌های اجارهٔ منطقه ۲');
    expect(text).toContain('مرداد ۱۴۰۵؛ ۱٬۳۹۹ آگهی محله‌های منطقه که مدل از آن‌ها آموخته');
    expect(text).not.toContain('همهٔ');
  });
});
