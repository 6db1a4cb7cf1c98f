import { describe, expect, it } from 'vitest';
import type { Suggestion, SuggestionResult } from '@/lib/contracts/suggestion';
import { budgetText, fitsText, homeText, marginText, noFitText, priceDateText, suggestionLinks, thinAreaText } from './format-suggestion';

const s = (over: Partial<Suggestion>): Suggestion => ({
  neighbourhood: { id: 'saadat-abad', name: 'سعادت‌آباد' },
  district: 2,
  district_name: 'منطقه ۲',
  latitude: 35.78,
  longitude: 51.37,
  area: 80,
  margin: { toman: 1_200_000_000, percent: 15 },
  fits: true,
  match_score: 80,
  categories: [],
  must_have_share: null,
  data_points: 100,
  thin_data: false,
  reason: '',
  ...over,
});

describe('format-suggestion', () => {
  it('names the index behind the price date, as a valuation result does; a result stored before it, the date alone', () => {
    // QA: «قیمت‌ها به تاریخ مرداد ۱۴۰۵» said nothing of the index (issue 30: every result names it).
    const label = 'بانک مرکزی (قیمت معاملات) تا آذر ۱۴۰۱، سپس کیلید (میانهٔ قیمت آگهی‌ها) تا مرداد ۱۴۰۵';
    const r = { price_date: '1405-05', price_index_label: label } as SuggestionResult;
    expect(priceDateText(r)).toBe(`قیمت‌ها به تاریخ مرداد ۱۴۰۵؛ شاخص: ${label}`);
    expect(priceDateText({ price_date: '1405-05' } as SuggestionResult)).toBe('قیمت‌ها به تاریخ مرداد ۱۴۰۵');
  });

  it('words the margin against the budget in Persian units', () => {
    expect(marginText(s({}))).toBe('۱٫۲ میلیارد تومان کمتر از بودجه (۱۵٪)');
    expect(marginText(s({ margin: { toman: -300_000_000, percent: -4.2 }, fits: false }))).toBe('۳۰۰ میلیون تومان بیشتر از بودجه (۴٪)');
    expect(marginText(s({ margin: { toman: 0, percent: 0 } }))).toBe('هم‌اندازهٔ بودجه');
    // Over budget, the figure is the extra budget needed, as the card's reason says it (113.4 million short: 114).
    const short = s({ fits: false, margin: { toman: -113e6, percent: -1.4 }, needed: { budget: 114e6, affordable_area: 84 } });
    expect(marginText(short)).toBe('۱۱۴ میلیون تومان بیشتر از بودجه (۱٪)');
  });

  it('links a full valuation of the same kind and a neighbourhood evaluation there, naming the place', () => {
    const place = `neighbourhood=saadat-abad&name=${encodeURIComponent('سعادت‌آباد')}`;
    expect(suggestionLinks(s({}), 'buy')).toEqual({
      valuation: `/price?${place}&kind=sale`,
      environment: `/services/environment-evaluation?${place}`,
    });
    expect(suggestionLinks(s({}), 'rent').valuation).toBe(`/price?${place}&kind=rent`);
  });

  it('carries a rent request\'s deposit to the valuation, for its slider (QA: 800 m said, 580 m shown)', () => {
    const request = { deposit_budget: 8e8, rent_budget: 15e6, area: 75, rooms: 2, elevator: true, unasked_as_absent: true } as unknown as SuggestionResult['request'];
    const link = new URL(suggestionLinks(s({}), 'rent', request).valuation, 'https://x');
    expect(link.searchParams.get('deposit')).toBe('800000000');
    expect(new URL(suggestionLinks(s({}), 'buy', { ...request, budget: 4e9 }).valuation, 'https://x').searchParams.has('deposit')).toBe(false);
    expect(new URL(suggestionLinks(s({}), 'rent', { ...request, deposit_budget: 0 }).valuation, 'https://x').searchParams.has('deposit')).toBe(false);
  });

  it('summarises the request', () => {
    const r = {
      kind: 'rent',
      request: { deposit_budget: 1e9, rent_budget: 2e7, full_deposit_budget: 1.667e9, area: 75, area_from_rooms: true, rooms: 2, elevator: true, parking: false, max_age: 10 },
    } as unknown as SuggestionResult;
    expect(budgetText(r)).toBe('ودیعه ۱ میلیارد تومان و اجارهٔ ماهانه ۲۰ میلیون تومان (معادل رهن کامل ۱٫۶۶۷ میلیارد تومان)');
    // A full-deposit equivalent to the toman (8 million a month at 3 %) reads to the million, «حدود» (QA: ۲۶۶٫۶۶۷ میلیون).
    const monthly = { ...r, request: { ...r.request, deposit_budget: 0, rent_budget: 8e6, full_deposit_budget: 266_666_667 } } as SuggestionResult;
    expect(budgetText(monthly)).toBe('ودیعه ۰ تومان و اجارهٔ ماهانه ۸ میلیون تومان (معادل رهن کامل حدود ۲۶۷ میلیون تومان)');
    expect(homeText(r)).toBe('خانهٔ ۷۵ متری (متراژ رایج ۲ خوابه)، آسانسور، حداکثر ۱۰ سال ساخت');
    const both = { kind: 'buy', request: { ...r.request, area: 90, area_from_rooms: false, elevator: false, parking: true, max_age: null } } as unknown as SuggestionResult;
    expect(homeText(both)).toBe('خانهٔ ۹۰ متری، ۲ خوابه، پارکینگ');
  });

  it('warns when the model learnt from few homes of about the requested size', () => {
    const at = (kind: string, area: number, similar_listings?: number) => ({ kind, request: { area }, similar_listings }) as unknown as SuggestionResult;
    expect(thinAreaText(at('buy', 80, 15_000))).toBeNull();
    expect(thinAreaText(at('buy', 80))).toBeNull();
    expect(thinAreaText(at('buy', 2000, 3))).toBe(
      'از آگهی‌های فروش تهران که مدل از آن‌ها آموخته، تنها ۳ آگهی با متراژی نزدیک به ۲٬۰۰۰ متر مربع (±۲۰٪) هست؛ قیمت‌های برآوردی این فهرست برای چنین خانه‌ای از روی خانه‌های دیگر است و درستی آن‌ها سنجیده نشده است.',
    );
    expect(thinAreaText(at('rent', 15, 0))).toContain('از آگهی‌های اجارهٔ تهران که مدل از آن‌ها آموخته، هیچ آگهی‌ای با متراژی نزدیک به ۱۵ متر مربع (±۲۰٪) نیست؛');
  });

  it('offers a smaller home in the no-fit warning only when some option has one', () => {
    const short = (area: number | null) => s({ fits: false, margin: { toman: -5e8, percent: -10 }, needed: { budget: 5e8, affordable_area: area } });
    const none = { considered_count: 120, suggestions: [short(null), short(null)] } as unknown as SuggestionResult;
    expect(noFitText(none)).toBe('با این بودجه خانهٔ مورد نظرتان در هیچ‌یک از ۱۲۰ محلهٔ بررسی‌شده پیدا نمی‌شود. نزدیک‌ترین گزینه‌ها را با بودجهٔ اضافه‌ای که لازم دارند آورده‌ایم.');
    const some = { considered_count: 120, suggestions: [short(null), short(55)] } as unknown as SuggestionResult;
    expect(noFitText(some)).toContain('بودجهٔ اضافه‌ای که لازم دارند (یا متراژی که با همین بودجه می‌شود) آورده‌ایم.');
  });

  it('says how many places fit, and names the closest ones over budget a complementary report lists after them', () => {
    const fit = s({ fits: true });
    const over = s({ fits: false });
    const few = { fitting_count: 3, considered_count: 120, suggestions: [fit, fit, fit, over, over] } as unknown as SuggestionResult;
    expect(fitsText(few)).toBe('۳ محله از ۱۲۰ محلهٔ بررسی‌شده با بودجهٔ شما جور درمی‌آید؛ همه را می‌بینید؛ پس از آن‌ها ۲ محله آمده که با کمترین بودجهٔ اضافه در دسترس‌اند.');
    const many = { fitting_count: 40, considered_count: 120, suggestions: [fit, fit] } as unknown as SuggestionResult;
    expect(fitsText(many)).toBe('۴۰ محله از ۱۲۰ محلهٔ بررسی‌شده با بودجهٔ شما جور درمی‌آید؛ ۲ محلهٔ مناسب‌تر را می‌بینید.');
  });

  it('uses singular wording for one fit and says plainly when none fits', () => {
    const fit = s({ fits: true });
    const over = s({ fits: false });
    const one = { fitting_count: 1, considered_count: 120, suggestions: [fit, over, over] } as unknown as SuggestionResult;
    expect(fitsText(one)).toBe('۱ محله از ۱۲۰ محلهٔ بررسی‌شده با بودجهٔ شما جور درمی‌آید؛ همان را می‌بینید؛ پس از آن ۲ محله آمده که با کمترین بودجهٔ اضافه در دسترس‌اند.');
    const zero = { fitting_count: 0, considered_count: 120, suggestions: [over, over] } as unknown as SuggestionResult;
    expect(fitsText(zero)).toBe('هیچ‌یک از ۱۲۰ محلهٔ بررسی‌شده با بودجهٔ شما جور درنمی‌آید؛ ۲ محله را می‌بینید که با کمترین بودجهٔ اضافه در دسترس‌اند.');
  });

  it('says up front how many of the fits shown may still exceed the budget', () => {
    const sure = s({ fits: true, may_exceed_budget: false });
    const doubt = s({ fits: true, may_exceed_budget: true });
    const some = { fitting_count: 40, considered_count: 120, suggestions: [doubt, sure, doubt] } as unknown as SuggestionResult;
    expect(fitsText(some)).toBe(
      '۴۰ محله از ۱۲۰ محلهٔ بررسی‌شده با بودجهٔ شما جور درمی‌آید؛ ۳ محلهٔ مناسب‌تر را می‌بینید. در ۲ محله از آن‌ها بالای بازهٔ قیمت از بودجه بیشتر است یا برآورد با سال ساخت ناسازگار است، پس قیمت ممکن است از بودجه بیشتر شود.',
    );
    const all = { fitting_count: 2, considered_count: 120, suggestions: [doubt, doubt, s({ fits: false })] } as unknown as SuggestionResult;
    expect(fitsText(all)).toContain('در همهٔ آن‌ها بالای بازهٔ قیمت');
  });
});
