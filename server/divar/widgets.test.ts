import { describe, expect, it } from 'vitest';
import type { RentValuationResult, SaleValuationResult, ValuationDataSupport } from '@/lib/contracts/valuation';
import { toKenarAddonBody, widgetProblems } from '@/server/providers/divar/kenar-widgets';
import { fitText, neighbourhoodWidgets, priceWidgets } from './widgets';

// Only the fields the widgets read; the rest of a result does not matter here. A well supported flat in a
// neighbourhood with plenty of listings unless a test says otherwise.
const SUPPORTED: ValuationDataSupport = { similar_area: 900, similar_build_year: 700, similar_area_in_neighbourhood: 60, similar_rooms: 800, similar_floor: 900 };
type Extra = { data_points?: number; data_support?: ValuationDataSupport | null };
const sale = (low: number, high: number, confidence = 'medium', extra: Extra = {}) =>
  ({
    kind: 'sale',
    price_date: '1405-05',
    label: 'برآورد هوشمند، نه کارشناسی رسمی',
    estimate: { total: (low + high) / 2, low, high, confidence },
    inputs: { area: 120, build_year: 1398, rooms: 3, floor: 4 },
    data_points: 120,
    data_support: SUPPORTED,
    ...extra,
  }) as unknown as SaleValuationResult;
const rent = (low: number, high: number, confidence = 'medium', extra: Extra = {}) =>
  ({
    kind: 'rent',
    price_date: '1405-05',
    label: 'برآورد هوشمند، نه کارشناسی رسمی',
    estimate: { full_deposit: (low + high) / 2, low, high, conversion_rate: 0.03, confidence },
    inputs: { area: 75, build_year: 1398, rooms: 2, floor: 2 },
    data_points: 120,
    data_support: SUPPORTED,
    ...extra,
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
    expect(widgets[2]).toMatchObject({ text: expect.stringContaining('۱۷ تا ۱۹ میلیارد تومان') });
    expect(widgets[3]).toEqual({ type: 'button', title: 'مشاهدهٔ گزارش کامل ارزیابی', link: REPORT });
    expect(widgetProblems(widgets)).toEqual([]);
  });

  it('rent: compares the full-deposit equivalent (deposit + rent / rate)', () => {
    // 500 M deposit + 25 M / 0.03 = 1,333 M full deposit, above a 1.0–1.2 billion range.
    const { widgets, verdict } = priceWidgets(rent(1_000_000_000, 1_200_000_000), { deposit: 500_000_000, rent: 25_000_000 }, REPORT);
    expect(verdict).toBe('expensive');
    const row = widgets.find((w) => w.type === 'evaluation');
    // «رهن کامل» says what the figure is; «معادل» too where Kenar's 25 characters allow it.
    expect(row).toMatchObject({ indicatorText: 'رهن کامل ۱٫۳ میلیارد' });
    expect(widgetProblems(widgets)).toEqual([]);
    // QA s10's QmRent075 as it was then priced: 300 M deposit + 15 M a month = 800 M.
    const qm = priceWidgets(rent(1.8e9, 2.6e9), { deposit: 300_000_000, rent: 15_000_000 }, REPORT).widgets.find((w) => w.type === 'evaluation');
    expect(qm).toMatchObject({ indicatorText: 'معادل رهن کامل ۸۰۰ میلیون' });
  });

  it('no comparable price (negotiable, or rent with one figure missing): the range without a verdict', () => {
    for (const asking of [null, { deposit: 400_000_000, rent: null }]) {
      const { widgets, verdict } = priceWidgets(rent(1e9, 1.2e9), asking, REPORT);
      expect(verdict).toBeNull();
      expect(widgets.map((w) => w.type)).toEqual(['title', 'description', 'button']);
      // No comparison to promise (QA s10: the negotiable ad kept «… در مقایسه با بازار»).
      expect(widgets[0]).toEqual({ type: 'title', text: 'برآورد اجارهٔ این ملک، به قیمت مرداد ۱۴۰۵' });
      expect(widgets[1]).toMatchObject({ text: expect.stringMatching(/^قیمت آگهی کامل ذکر نشده است\. /) });
      // The ad says «توافقی»: so does the widget (QA s10: «توافقی است یا کامل ذکر نشده است» for QmNego140).
      const negotiable = priceWidgets(rent(1e9, 1.2e9), asking, REPORT, true).widgets;
      expect(negotiable[1]).toMatchObject({ text: expect.stringMatching(/^ودیعه یا اجارهٔ آگهی توافقی است\. /) });
    }
    expect(priceWidgets(sale(1e9, 2e9), null, REPORT, true).widgets[1]).toMatchObject({ text: expect.stringMatching(/^قیمت آگهی توافقی است\. برآورد/) });
    // A sale valuation never compares against a rent ad's figures.
    expect(priceWidgets(sale(1e9, 2e9), { deposit: 1e9, rent: 0 }, REPORT).verdict).toBeNull();
    expect(priceWidgets(sale(1e9, 2e9), null, REPORT).widgets[0]).toEqual({ type: 'title', text: 'برآورد قیمت این ملک، به قیمت مرداد ۱۴۰۵' });
    expect(priceWidgets(sale(1e9, 2e9), { total: 1.5e9 }, REPORT).widgets[0]).toEqual({ type: 'title', text: 'قیمت این آگهی در مقایسه با بازار مرداد ۱۴۰۵' });
  });

  it('names the price month in the title, whole at the longest month name (issue 30: the range alone had no date)', () => {
    const at = (month: string) => ({ price_date: month }) as Partial<RentValuationResult>;
    const compared = priceWidgets({ ...rent(1e9, 1.2e9), ...at('1405-02') } as RentValuationResult, { deposit: 400_000_000, rent: 20_000_000 }, REPORT).widgets;
    expect(compared[0]).toEqual({ type: 'title', text: 'اجارهٔ این آگهی در مقایسه با بازار اردیبهشت ۱۴۰۵' });
    expect(widgetProblems(compared)).toEqual([]);
    const estimate = priceWidgets({ ...rent(1e9, 1.2e9), ...at('1405-02') } as RentValuationResult, null, REPORT).widgets;
    expect(estimate[0]).toEqual({ type: 'title', text: 'برآورد اجارهٔ این ملک، به قیمت اردیبهشت ۱۴۰۵' });
  });

  it('says a low or medium confidence beside the range with its cause and figure, within the description\'s limit, label kept', () => {
    const text = (w: ReturnType<typeof priceWidgets>['widgets']) => (w.find((x) => x.type === 'description') as { text: string }).text;
    expect(text(priceWidgets(sale(17e9, 19e9, 'high'), { total: 18.5e9 }, REPORT).widgets)).toContain('(بازهٔ ۸۰٪).');
    // The price date 43 months after the model's listings widened a «medium» range to «low»: the result page's reason.
    const carried = { data_support: { ...SUPPORTED, time_widening: { factor: 1.6, months: 43, confidence_unwidened: 'medium' as const } } };
    expect(text(priceWidgets(sale(9e9, 22e9, 'low', carried), { total: 18.5e9 }, REPORT).widgets)).toBe(
      'برآورد قیمت این ملک ۹ تا ۲۲ میلیارد تومان است (بازهٔ ۸۰٪، اطمینان پایین: ۴۳ ماه فاصله با آگهی‌های مدل). برآورد هوشمند، نه کارشناسی رسمی.',
    );
    // A range already «low» at the listings' month: the months are not the reason, the flat's own figures are.
    const fewLike = { data_support: { ...SUPPORTED, similar_area: 3, time_widening: { factor: 1.6, months: 43, confidence_unwidened: 'low' as const } } };
    expect(text(priceWidgets(sale(17e9, 19e9, 'low', fewLike), { total: 18.5e9 }, REPORT).widgets)).toContain(
      '(بازهٔ ۸۰٪، اطمینان پایین: تنها ۳ آگهی فروش با متراژ ۱۲۰ متر ±۲۰٪ در تهران).',
    );
    const older = { data_support: { ...SUPPORTED, older_flat: { build_year: 1393, total: 30e9 } } };
    expect(text(priceWidgets(sale(17e9, 19e9, 'low', older), { total: 18.5e9 }, REPORT).widgets)).toContain(
      '(بازهٔ ۸۰٪، اطمینان پایین: برآورد بالاتر همین ملک با ساخت ۱۳۹۳: ۳۰ میلیارد).',
    );
    // The smaller-flat check (engine `smaller_flat`) also rates «low» even at the listings' own month: it, not the range.
    const smaller = { data_support: { ...SUPPORTED, smaller_flat: { area: 69, total: 19e9 }, time_widening: { factor: 1.57, months: 43, confidence_unwidened: 'low' as const } } };
    expect(text(priceWidgets(sale(17e9, 19e9, 'low', smaller), { total: 18.5e9 }, REPORT).widgets)).toContain(
      '(بازهٔ ۸۰٪، اطمینان پایین: برآورد بالاتر همین ملک با ۶۹ متر: ۱۹ میلیارد).',
    );
    // Rent: few listings in the neighbourhood, or a range over 0.65 of the estimate, each with its figure.
    expect(text(priceWidgets(rent(1e9, 1.2e9, 'low', { data_points: 3 }), { deposit: 5e8, rent: 2.5e7 }, REPORT).widgets)).toContain(
      '(بازهٔ ۸۰٪، اطمینان پایین: تنها ۳ آگهی از این محله).',
    );
    expect(text(priceWidgets(rent(0.6e9, 1.4e9, 'low'), { deposit: 5e8, rent: 2.5e7 }, REPORT).widgets)).toContain(
      '(بازهٔ ۸۰٪، اطمینان پایین: بازهٔ پهن، ۴۰٪ زیر تا ۴۰٪ بالای برآورد).',
    );
    // Medium: its range wider than 0.4 of the estimate, or a thin neighbourhood, or few flats of its size there.
    expect(text(priceWidgets(sale(8e9, 13e9, 'medium'), { total: 11e9 }, REPORT).widgets)).toContain(
      '(بازهٔ ۸۰٪، اطمینان متوسط: بازهٔ پهن، ۲۴٪ زیر تا ۲۴٪ بالای برآورد).',
    );
    expect(text(priceWidgets(sale(17e9, 19e9, 'medium', { data_points: 12 }), { total: 18.5e9 }, REPORT).widgets)).toContain(
      '(بازهٔ ۸۰٪، اطمینان متوسط: تنها ۱۲ آگهی از این محله).',
    );
    const sizeInNb = { data_support: { ...SUPPORTED, similar_area_in_neighbourhood: 2 } };
    expect(text(priceWidgets(sale(17e9, 19e9, 'medium', sizeInNb), { total: 18.5e9 }, REPORT).widgets)).toContain(
      '(بازهٔ ۸۰٪، اطمینان متوسط: تنها ۲ آگهی با متراژ ۱۲۰ متر ±۲۰٪ در این محله).',
    );
    // A report stored before data_support, its range not that wide: no reason the figures prove, none is said.
    expect(text(priceWidgets(sale(17e9, 19e9, 'low', { data_support: null }), { total: 18.5e9 }, REPORT).widgets)).toContain(
      '(بازهٔ ۸۰٪، اطمینان پایین).',
    );
    // the longest case: a rent ad without a comparable price, its range's ends in different units
    const rentLow = priceWidgets(rent(987_600_000, 2_345_000_000, 'low', { data_support: { ...SUPPORTED, similar_build_year: 0 } }), null, REPORT).widgets;
    expect(text(rentLow)).toBe(
      'برآورد اجارهٔ این ملک معادل رهن کامل ۹۸۷٫۶ میلیون تومان تا ۲٫۳ میلیارد تومان است (بازهٔ ۸۰٪، اطمینان پایین: هیچ آگهی اجاره با ساخت ۱۳۹۶ تا ۱۴۰۰ در تهران نیست). برآورد هوشمند، نه کارشناسی رسمی.',
    );
    expect(widgetProblems(rentLow)).toEqual([]);
    // with one unit the note on the ad's price fits too: «توافقی» when the ad says so (QA s10), else «ذکر نشده»
    expect(text(priceWidgets(rent(1_234_000_000, 2_345_000_000, 'low', { data_points: 2 }), null, REPORT, true).widgets)).toMatch(
      /^ودیعه یا اجارهٔ آگهی توافقی است\. برآورد اجارهٔ این ملک/,
    );
    expect(text(priceWidgets(rent(1_234_000_000, 2_345_000_000, 'low', { data_points: 2 }), null, REPORT).widgets)).toBe(
      'قیمت آگهی کامل ذکر نشده است. برآورد اجارهٔ این ملک معادل رهن کامل ۱٫۲ تا ۲٫۳ میلیارد تومان است (بازهٔ ۸۰٪، اطمینان پایین: تنها ۲ آگهی از این محله). برآورد هوشمند، نه کارشناسی رسمی.',
    );
    // with a comparable price there is room for the conversion note
    expect(text(priceWidgets(rent(1e9, 1.2e9, 'high'), { deposit: 5e8, rent: 2.5e7 }, REPORT).widgets)).toBe(
      'برآورد اجارهٔ این ملک معادل رهن کامل ۱ تا ۱٫۲ میلیارد تومان است (بازهٔ ۸۰٪). هر ۱ میلیون تومان اجارهٔ ماهانه برابر ۳۳٫۳ میلیون تومان ودیعه است. برآورد هوشمند، نه کارشناسی رسمی.',
    );
  });

  it('keeps every cause\'s words and the label whole within Kenar\'s 200 characters, in the longest description', () => {
    // Every cause at its longest figures, on a rent ad with no comparable price and a range in two units.
    const support = (extra: Partial<ValuationDataSupport>): Extra => ({ data_support: { ...SUPPORTED, ...extra } });
    const cases: Array<[string, Extra]> = [
      ['low', { data_points: 4 }],
      ['low', support({ similar_area: 19 })],
      ['low', support({ similar_build_year: 19 })],
      ['low', support({ older_flat: { build_year: 1395, total: 2_345_600_000 } })],
      ['low', support({ time_widening: { factor: 1.9, months: 111, confidence_unwidened: 'medium' } })],
      ['low', {}],
      ['medium', { data_points: 19 }],
      ['medium', support({ similar_area_in_neighbourhood: 4 })],
    ];
    for (const [confidence, extra] of cases) {
      for (const negotiable of [false, true]) {
        const widgets = priceWidgets(rent(987_600_000, 2_345_000_000, confidence, extra), null, REPORT, negotiable).widgets;
        const description = (widgets.find((x) => x.type === 'description') as { text: string }).text;
        expect(widgetProblems(widgets)).toEqual([]);
        expect(description, description).toMatch(new RegExp(`اطمینان ${confidence === 'low' ? 'پایین' : 'متوسط'}: [^)]+\\)\\. برآورد هوشمند، نه کارشناسی رسمی\\.$`));
      }
    }
    // A sale flat with the smaller-flat check, a floor far up and a 2,000 m² area: the same.
    const big = { ...sale(98_765_000_000, 123_456_000_000, 'low'), inputs: { area: 2000, build_year: 1398, rooms: 3, floor: 40 } } as SaleValuationResult;
    for (const data_support of [{ ...SUPPORTED, similar_floor: 1 }, { ...SUPPORTED, similar_area: 2 }, { ...SUPPORTED, smaller_flat: { area: 1998, total: 130_000_000_000 } }]) {
      const description = (priceWidgets({ ...big, data_support }, null, REPORT, true).widgets.find((x) => x.type === 'description') as { text: string }).text;
      expect(description, description).toMatch(/اطمینان پایین: [^)]+\)\. برآورد هوشمند، نه کارشناسی رسمی\.$/);
    }
  });

  it('stays within Kenar limits for huge and tiny figures', () => {
    for (const [low, high, total] of [
      [900_000_000_000, 1_100_000_000_000, 1_234_567_890_123],
      [1_000_000, 2_000_000, 1_500_000],
    ]) {
      expect(() => toKenarAddonBody(priceWidgets(sale(low, high, 'high'), { total }, REPORT).widgets)).not.toThrow();
    }
  });
});

describe('neighbourhoodWidgets (for issue 28)', () => {
  it("the overall score in the report's words, the strongest categories titled as such, the weakest, a button", () => {
    const widgets = neighbourhoodWidgets({
      overall: 50.4,
      categories: [
        { label: 'دسترسی به حمل‌ونقل عمومی و مترو و اتوبوس', score: 100 },
        { label: 'آموزش', score: 79 },
        { label: 'فضای سبز', score: 64 },
      ],
      weakest: { label: 'خرید', score: 1 },
      reportUrl: REPORT,
    });
    expect(widgets.map((w) => w.type)).toEqual(['title', 'score', 'subtitle', 'score', 'score', 'score', 'subtitle', 'score', 'button']);
    // QA s10: 50 is «خوب» in the report (≥ 50), and reads «۵۰ از ۱۰۰», not «۵۰٪» coloured as a warning.
    expect(widgets[1]).toEqual({ type: 'score', title: 'وضعیت کلی محله: خوب', descriptive: '۵۰ از ۱۰۰', color: 'success-soft', link: REPORT });
    expect(widgets[2]).toEqual({ type: 'subtitle', text: 'نقاط قوت محله' });
    expect(widgets[3]).toMatchObject({ title: fitText('دسترسی به حمل‌ونقل عمومی و مترو و اتوبوس', 25), descriptive: '۱۰۰ از ۱۰۰', color: 'success' });
    expect([...(widgets[3] as { title: string }).title].length).toBe(25);
    expect(widgets[4]).toMatchObject({ title: 'آموزش', descriptive: '۷۹ از ۱۰۰', color: 'success' });
    expect(widgets[5]).toMatchObject({ title: 'فضای سبز', descriptive: '۶۴ از ۱۰۰', color: 'success-soft' });
    expect(widgets[6]).toEqual({ type: 'subtitle', text: 'کم‌امتیازترین دستهٔ محله' });
    expect(widgets[7]).toMatchObject({ title: 'خرید', descriptive: '۱ از ۱۰۰', color: 'error' });
    expect(widgets[8]).toEqual({ type: 'button', title: 'مشاهدهٔ گزارش کامل محله', link: REPORT });
    expect(widgetProblems(widgets)).toEqual([]);
  });

  it("the report's bands colour the scores: 80 عالی, 65 خیلی خوب, 50 خوب, 35 متوسط, below ضعیف", () => {
    const overall = (n: number) => neighbourhoodWidgets({ overall: n, categories: [], weakest: null, reportUrl: REPORT })[1];
    expect([80, 65, 50, 49, 35, 34].map((n) => [(overall(n) as { title: string }).title, (overall(n) as { color: string }).color])).toEqual([
      ['وضعیت کلی محله: عالی', 'success'],
      ['وضعیت کلی محله: خیلی خوب', 'success'],
      ['وضعیت کلی محله: خوب', 'success-soft'],
      ['وضعیت کلی محله: متوسط', 'warning'],
      ['وضعیت کلی محله: متوسط', 'warning'],
      ['وضعیت کلی محله: ضعیف', 'error'],
    ]);
    for (const n of [0, 34, 100]) expect(widgetProblems([overall(n)])).toEqual([]);
  });

  it('no weakest row when it is among the strongest (three categories or fewer with data)', () => {
    const widgets = neighbourhoodWidgets({ overall: 70, categories: [{ label: 'آموزش', score: 80 }], weakest: { label: 'آموزش', score: 80 }, reportUrl: REPORT });
    expect(widgets.map((w) => w.type)).toEqual(['title', 'score', 'subtitle', 'score', 'button']);
  });
});
