import { describe, expect, it } from 'vitest';
import type { RentValuationResult, SaleValuationResult } from '@/lib/contracts/valuation';
import { toKenarAddonBody, widgetProblems } from '@/server/providers/divar/kenar-widgets';
import { fitText, neighbourhoodWidgets, priceWidgets } from './widgets';

// Only the fields the widgets read; the rest of a result does not matter here.
const sale = (low: number, high: number, confidence = 'medium') =>
  ({ kind: 'sale', label: 'برآورد هوشمند، نه کارشناسی رسمی', estimate: { total: (low + high) / 2, low, high, confidence } }) as unknown as SaleValuationResult;
const rent = (low: number, high: number, confidence = 'medium') =>
  ({
    kind: 'rent',
    label: 'برآورد هوشمند، نه کارشناسی رسمی',
    estimate: { full_deposit: (low + high) / 2, low, high, conversion_rate: 0.03, confidence },
  }) as unknown as RentValuationResult;
const REPORT = 'https://arzyab.example/price-result?uuid=3f1c2d9e-7a45-4b8e-9a60-1f2e3d4c5b6a';

describe('priceWidgets', () => {
  it('sale: title, the evaluation row (ارزان / منصفانه / گران, indicator at their price), the range and a report button', () => {
    const { widgets, verdict } = priceWidgets(sale(17_000_000_000, 19_000_000_000), { total: 18_500_000_000 }, REPORT);
    expect(verdict).toBe('fair');
    expect(widgets.map((w) => w.type)).toEqual(['title', 'evaluation', 'description', 'button']);
    const row = widgets[1];
    if (row.type !== 'evaluation') throw new Error('evaluation row expected');
    expect([row.right.text, row.middle.text, row.left.text]).toEqual(['ارزان', 'منصفانه', 'گران']);
    expect(row.indicatorText).toBe('۱۸٫۵ میلیارد تومان');
    expect(row.indicatorPercent).toBe(42);
    expect(widgets[2]).toMatchObject({ text: expect.stringContaining('۱۷ میلیارد تومان تا ۱۹ میلیارد تومان') });
    expect(widgets[3]).toEqual({ type: 'button', title: 'مشاهدهٔ گزارش کامل ارزیابی', link: REPORT });
    expect(widgetProblems(widgets)).toEqual([]);
  });

  it('rent: compares the full-deposit equivalent (deposit + rent / rate)', () => {
    // 500 M deposit + 25 M / 0.03 = 1,333 M full deposit, above a 1.0–1.2 billion range.
    const { widgets, verdict } = priceWidgets(rent(1_000_000_000, 1_200_000_000), { deposit: 500_000_000, rent: 25_000_000 }, REPORT);
    expect(verdict).toBe('expensive');
    const row = widgets.find((w) => w.type === 'evaluation');
    expect(row).toMatchObject({ indicatorText: 'معادل ۱٫۳ میلیارد' });
    expect(widgetProblems(widgets)).toEqual([]);
  });

  it('no comparable price (negotiable, or rent with one figure missing): the range without a verdict', () => {
    for (const asking of [null, { deposit: 400_000_000, rent: null }]) {
      const { widgets, verdict } = priceWidgets(rent(1e9, 1.2e9), asking, REPORT);
      expect(verdict).toBeNull();
      expect(widgets.map((w) => w.type)).toEqual(['title', 'description', 'button']);
      expect(widgets[1]).toMatchObject({ text: expect.stringMatching(/^قیمت آگهی توافقی است/) });
    }
    // A sale valuation never compares against a rent ad's figures.
    expect(priceWidgets(sale(1e9, 2e9), { deposit: 1e9, rent: 0 }, REPORT).verdict).toBeNull();
  });

  it('says a low confidence beside the range, within the description\'s limit, label kept', () => {
    const text = (w: ReturnType<typeof priceWidgets>['widgets']) => (w.find((x) => x.type === 'description') as { text: string }).text;
    expect(text(priceWidgets(sale(17e9, 19e9), { total: 18.5e9 }, REPORT).widgets)).toContain('(بازهٔ ۸۰٪).');
    const low = priceWidgets(sale(9e9, 22e9, 'low'), { total: 18.5e9 }, REPORT).widgets;
    expect(text(low)).toBe('برآورد قیمت این ملک ۹ میلیارد تومان تا ۲۲ میلیارد تومان است (بازهٔ ۸۰٪، اطمینان پایین). برآورد هوشمند، نه کارشناسی رسمی.');
    // the longest case: a rent ad without a comparable price
    const rentLow = priceWidgets(rent(1_234_000_000, 2_345_000_000, 'low'), null, REPORT).widgets;
    expect(text(rentLow)).toBe(
      'قیمت آگهی توافقی است یا کامل ذکر نشده است. برآورد اجارهٔ این ملک معادل رهن کامل ۱٫۲ میلیارد تومان تا ۲٫۳ میلیارد تومان است (بازهٔ ۸۰٪، اطمینان پایین). برآورد هوشمند، نه کارشناسی رسمی.',
    );
    expect(widgetProblems(rentLow)).toEqual([]);
    // with a comparable price there is room for the conversion note
    expect(text(priceWidgets(rent(1e9, 1.2e9), { deposit: 5e8, rent: 2.5e7 }, REPORT).widgets)).toBe(
      'برآورد اجارهٔ این ملک معادل رهن کامل ۱ میلیارد تومان تا ۱٫۲ میلیارد تومان است (بازهٔ ۸۰٪). هر ۱ میلیون تومان اجارهٔ ماهانه برابر ۳۳٫۳ میلیون تومان ودیعه است. برآورد هوشمند، نه کارشناسی رسمی.',
    );
  });

  it('stays within Kenar limits for huge and tiny figures', () => {
    for (const [low, high, total] of [
      [900_000_000_000, 1_100_000_000_000, 1_234_567_890_123],
      [1_000_000, 2_000_000, 1_500_000],
    ]) {
      expect(() => toKenarAddonBody(priceWidgets(sale(low, high), { total }, REPORT).widgets)).not.toThrow();
    }
  });
});

describe('neighbourhoodWidgets (for issue 28)', () => {
  it('overall score, the three strongest categories and a button, titles cut to 25 characters', () => {
    const widgets = neighbourhoodWidgets({
      overall: 78.4,
      categories: [
        { label: 'دسترسی به حمل‌ونقل عمومی و مترو و اتوبوس', score: 91 },
        { label: 'آموزش', score: 80 },
        { label: 'فضای سبز', score: 35 },
        { label: 'خرید', score: 20 },
      ],
      reportUrl: REPORT,
    });
    expect(widgets.map((w) => w.type)).toEqual(['title', 'score', 'score', 'score', 'score', 'button']);
    expect(widgets[1]).toMatchObject({ title: 'امتیاز کلی محله', percentage: 78, color: 'success', link: REPORT });
    expect(widgets[2]).toMatchObject({ title: fitText('دسترسی به حمل‌ونقل عمومی و مترو و اتوبوس', 25), percentage: 91 });
    expect([...(widgets[2] as { title: string }).title].length).toBe(25);
    expect(widgets[4]).toMatchObject({ color: 'error' });
    expect(widgetProblems(widgets)).toEqual([]);
  });
});
