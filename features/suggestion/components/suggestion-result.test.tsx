// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion, SuggestionResult as SuggestionResultData } from '@/lib/contracts/suggestion';
import { SuggestionResult } from './suggestion-result';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/services/buy-location-result' }));
vi.mock('./lazy-suggestion-map', () => ({ LazySuggestionMap: () => null }));
vi.mock('@/features/shared/place/when-visible', () => ({ WhenVisible: () => null }));
afterEach(() => cleanup());

const card = (over: Partial<Suggestion>): Suggestion => ({
  neighbourhood: { id: 'molavi', name: 'مولوی' },
  district: 12,
  district_name: 'منطقه ۱۲',
  latitude: 35.67,
  longitude: 51.42,
  expected_price: 5_770_000_000,
  area: 70,
  margin: { toman: 230_000_000, percent: 3.8 },
  fits: true,
  may_exceed_budget: true,
  range: { low: 4_340_000_000, high: 7_436_000_000 },
  match_score: 100,
  categories: [],
  must_have_share: 0.54,
  data_points: 300,
  thin_data: false,
  reason: '',
  ...over,
});

// The tester's request: 6 billion, 70 m², 2 rooms, lift, parking, at most 15 years old (priced as built 1398).
const result = (suggestions: Suggestion[], request: Partial<SuggestionResultData['request']> = {}): SuggestionResultData => ({
  uuid: 'e6d6891b-cc05-4d19-b4da-f42bcbeadb2d',
  kind: 'buy',
  tier: 'base',
  price_date: '1405-05',
  fits: true,
  fitting_count: suggestions.length,
  considered_count: 305,
  suggestions,
  request: {
    budget: 6e9,
    area: 70,
    area_from_rooms: false,
    rooms: 2,
    elevator: true,
    parking: true,
    max_age: 15,
    build_year: 1398,
    weights: {} as SuggestionResultData['request']['weights'],
    include_districts: [],
    exclude_districts: [],
    ...request,
  },
  label: 'برآورد هوشمند، نه کارشناسی رسمی',
  created_at: '2026-11-27T22:00:00Z',
});

const cards = () => screen.getAllByTestId('suggestion-card');

describe('a suggestion card', () => {
  it('names the home its price is for once, in the header with the assumed build year, and shows the range', () => {
    render(<SuggestionResult result={result([card({}), card({ neighbourhood: { id: 'sure', name: 'سعیدآباد' } })])} />);
    expect(screen.getByTestId('suggestion-home').textContent).toContain('خانهٔ ۷۰ متری، ۲ خوابه، آسانسور، پارکینگ، حداکثر ۱۵ سال ساخت؛ قیمت‌ها برای ساخت ۱۳۹۸ برآورد شده‌اند');
    expect(screen.getAllByText(/۱۳۹۸/)).toHaveLength(1);
    const c = within(cards()[0]);
    expect(c.getByTestId('suggestion-price').textContent).toBe('قیمت برآوردی این خانه: ۵٫۷۷ میلیارد تومان');
    expect(c.getByTestId('suggestion-basis').textContent).toBe('بازهٔ ۸۰٪: ۴٫۳ تا ۷٫۴ میلیارد تومان، بر پایهٔ ۳۰۰ آگهی این محله که مدل از آن‌ها آموخته؛ طبقه نامشخص؛ قیمت‌گذاری کامل آن را می‌پرسد');
  });

  it('a budget inside the range reads «may exceed», not a plain fit; a budget above the range\'s top is a fit', () => {
    render(<SuggestionResult result={result([card({}), card({ neighbourhood: { id: 'sure', name: 'سعیدآباد' }, may_exceed_budget: false, range: { low: 2.4e9, high: 5.593e9 } })])} />);
    const [doubtful, sure] = cards().map((el) => within(el));
    expect(doubtful.getByTestId('suggestion-may-exceed').textContent).toBe('ممکن است از بودجه بیشتر شود');
    expect(doubtful.getByTestId('suggestion-margin').className).not.toMatch(/success/);
    expect(sure.queryByTestId('suggestion-may-exceed')).toBeNull();
    expect(sure.getByTestId('suggestion-margin').className).toMatch(/success/);
  });

  it('says «may exceed» in one wording, and a summary with doubtful fits is not a green success', () => {
    render(<SuggestionResult result={result([card({}), card({ neighbourhood: { id: 'sure', name: 'سعیدآباد' }, may_exceed_budget: false })])} />);
    const fits = screen.getByTestId('suggestion-fits');
    expect(fits.className).toMatch(/alertWarning/);
    expect(fits.className).not.toMatch(/alertSuccess/);
    expect(fits.textContent).toContain('پس قیمت ممکن است از بودجه بیشتر شود.');
    expect(within(screen.getByRole('list', { name: 'راهنمای نقشه' })).getByText('ممکن است از بودجه بیشتر شود')).toBeTruthy();
    cleanup();
    render(<SuggestionResult result={result([card({ may_exceed_budget: false })])} />);
    expect(screen.getByTestId('suggestion-fits').className).toMatch(/alertSuccess/);
  });

  it('flags a place whose estimate the valuation engine contradicts (older flat)', () => {
    render(<SuggestionResult result={result([card({ neighbourhood: { id: 'chitgar', name: 'چیتگر' }, older_flat: { build_year: 1393, expected: 10_965_000_000 } }), card({})])} />);
    const [chitgar, molavi] = cards().map((el) => within(el));
    expect(chitgar.getByTestId('suggestion-older-flat').textContent).toBe('برآورد با سال ساخت ناسازگار است');
    expect(molavi.queryByTestId('suggestion-older-flat')).toBeNull();
  });

  it('flags a place whose estimate the valuation engine contradicts (smaller flat), beside its «اطمینان پایین»', () => {
    const reason = 'مدل همین ملک را با متراژ ۶۰ متر حدود ۴٫۲ میلیارد تومان برآورد می‌کند، بیشتر از این ملک بزرگ‌تر؛ پس اطمینان این برآورد پایین است و شاید کمتر از ارزش ملک باشد';
    render(
      <SuggestionResult
        result={result([card({ neighbourhood: { id: 'chitgar', name: 'چیتگر' }, confidence: 'low', smaller_flat: { area: 60, expected: 4_185_000_000 }, reason }), card({ may_exceed_budget: false })])}
      />,
    );
    const [chitgar, molavi] = cards().map((el) => within(el));
    expect(chitgar.getByTestId('suggestion-confidence').textContent).toBe('اطمینان پایین');
    expect(chitgar.getByTestId('suggestion-smaller-flat').textContent).toBe('برآورد با متراژ ناسازگار است');
    expect(chitgar.getByTestId('suggestion-reason').textContent).toBe(reason);
    expect(molavi.queryByTestId('suggestion-smaller-flat')).toBeNull();
    // The summary names the check that puts the fit in doubt.
    expect(screen.getByTestId('suggestion-fits').textContent).toContain('یا برآورد با سال ساخت یا متراژ ناسازگار است');
  });

  it('links the full valuation with the home the card priced, so nothing is retyped', () => {
    render(<SuggestionResult result={result([card({})])} />);
    const href = within(cards()[0]).getByTestId('suggestion-valuation-link').getAttribute('href')!;
    const q = new URL(href, 'http://x').searchParams;
    expect(Object.fromEntries(q)).toEqual({ neighbourhood: 'molavi', name: 'مولوی', kind: 'sale', area: '70', rooms: '2', build_year: '1398', elevator: 'true', parking: 'true' });
  });

  it('prices and links a lift or parking not asked for as «no», as the /price form reads an unticked box, and says so', () => {
    // QA: امیریه's card priced the parking unknown (1.206 billion), the valuation its link opened «no» (1.161 billion).
    render(<SuggestionResult result={result([card({})], { parking: false, rooms: 1, rooms_from_area: true, unasked_as_absent: true })} />);
    expect(screen.getByTestId('suggestion-home').textContent).toContain('خانهٔ ۷۰ متری، ۱ خوابه (تعداد اتاق رایج این متراژ)، آسانسور، بدون پارکینگ، حداکثر ۱۵ سال ساخت');
    const q = new URL(within(cards()[0]).getByTestId('suggestion-valuation-link').getAttribute('href')!, 'http://x').searchParams;
    // Said «false», not left out: a ticked box in the form's saved draft would otherwise value another flat.
    expect(Object.fromEntries(q)).toMatchObject({ rooms: '1', elevator: 'true', parking: 'false' });
  });

  it('a result stored before ranges and the assumed build year still renders, without them', () => {
    const old = card({});
    delete old.range;
    delete old.may_exceed_budget;
    render(<SuggestionResult result={result([old], { build_year: undefined, rooms: null, elevator: false, parking: false })} />);
    const c = within(cards()[0]);
    expect(c.getByTestId('suggestion-price').textContent).toBe('قیمت برآوردی این خانه: ۵٫۷۷ میلیارد تومان');
    expect(screen.getByTestId('suggestion-home').textContent).toMatch(/خانهٔ ۷۰ متری، حداکثر ۱۵ سال ساخت$/);
    // Stored from an area only, its link carries no rooms: the card says the valuation asks for them.
    expect(c.getByTestId('suggestion-basis').textContent).toBe('بر پایهٔ ۳۰۰ آگهی این محله که مدل از آن‌ها آموخته؛ طبقه نامشخص و تعداد اتاق نامشخص؛ قیمت‌گذاری کامل آن‌ها را می‌پرسد');
    expect(c.queryByTestId('suggestion-may-exceed')).toBeNull();
    expect(c.queryByTestId('suggestion-confidence')).toBeNull();
  });

  it('shows the valuation\'s confidence on each card, a low one as a warning (QA: no warning on the card, «اطمینان پایین» on /price)', () => {
    render(<SuggestionResult result={result([card({ confidence: 'medium' }), card({ neighbourhood: { id: 'mehran', name: 'مهران' }, confidence: 'low' })])} />);
    const [molavi, mehran] = cards().map((el) => within(el).getByTestId('suggestion-confidence'));
    expect(molavi.textContent).toBe('اطمینان متوسط');
    expect(molavi.className).not.toMatch(/warning/);
    expect(mehran.textContent).toBe('اطمینان پایین');
    expect(mehran.className).toMatch(/warning/);
  });

  it('says on each card why its confidence is not high, in the valuation page\'s words, readable without a tooltip', () => {
    render(
      <SuggestionResult
        result={result([
          card({ confidence: 'medium', confidence_cause: { cause: 'wide_range', below: 0.248, above: 0.289 } }),
          card({ neighbourhood: { id: 'mehran', name: 'مهران' }, confidence: 'low', confidence_cause: { cause: 'few_similar', few: [{ trait: 'build_year', listings: 12 }] } }),
          card({ neighbourhood: { id: 'zafar', name: 'ظفر' }, confidence: 'high' }),
        ])}
      />,
    );
    const [molavi, mehran, zafar] = cards().map((el) => within(el).queryByTestId('suggestion-confidence-cause'));
    expect(molavi?.textContent).toBe('اطمینان متوسط: بازهٔ پهن، ۲۵٪ زیر تا ۲۹٪ بالای برآورد');
    // The request's build year (1398) is the one the card priced.
    expect(mehran?.textContent).toBe('اطمینان پایین: تنها ۱۲ آگهی فروش با ساخت ۱۳۹۶ تا ۱۴۰۰ در تهران');
    expect(zafar).toBeNull();
  });

  it('a rent card says the floor was unknown too: the rent model\'s nearest listing reads it (اندیشه: 1.015 vs 1.031 billion)', () => {
    const rent = card({ expected_price: undefined, expected_full_deposit: 2_772_000_000, expected_split: { deposit: 1e9, monthly_rent: 53_200_000 }, range: { low: 2e9, high: 3.5e9 } });
    const r = { ...result([rent], { budget: undefined, deposit_budget: 1e9, rent_budget: 6e7, full_deposit_budget: 3e9, conversion_rate: 0.03 }), kind: 'rent' as const };
    render(<SuggestionResult result={r} />);
    expect(within(cards()[0]).getByTestId('suggestion-basis').textContent).toBe('بازهٔ ۸۰٪: ۲ تا ۳٫۵ میلیارد تومان، بر پایهٔ ۳۰۰ آگهی این محله که مدل از آن‌ها آموخته؛ طبقه نامشخص؛ قیمت‌گذاری کامل آن را می‌پرسد');
  });

  it('a price just under the budget never reads as the budget (QA: «۱ میلیارد» beside «۱ میلیارد», 44 million apart)', () => {
    // The tester's هاشم آباد rent: a full-deposit value of 956 million against a 1 billion full-deposit budget.
    const rent = card({ neighbourhood: { id: 'nb-f2644cef', name: 'هاشم آباد' }, expected_price: undefined, expected_full_deposit: 956_000_000, expected_split: { deposit: 956_000_000, monthly_rent: 0 }, margin: { toman: 44_000_000, percent: 4.4 }, may_exceed_budget: false, range: { low: 7e8, high: 9.9e8 } });
    const r = { ...result([rent], { budget: undefined, deposit_budget: 1e9, rent_budget: 0, full_deposit_budget: 1e9, conversion_rate: 0.03 }), kind: 'rent' as const };
    render(<SuggestionResult result={r} />);
    expect(screen.getByText(/ودیعه ۱ میلیارد تومان و اجارهٔ ماهانه/).textContent).toContain('(معادل رهن کامل ۱ میلیارد تومان)');
    const c = within(cards()[0]);
    expect(c.getByTestId('suggestion-price').textContent).toMatch(/: ۹۵۶ میلیون تومان$/);
    expect(c.getByTestId('suggestion-margin').textContent).toBe('۴۴ میلیون تومان کمتر از بودجه (۴٪)');
    cleanup();
    // A budget of 1.04 billion and a 1 billion price: the header and the card differ where the margin says they do.
    render(<SuggestionResult result={result([card({ expected_price: 1e9, margin: { toman: 4e7, percent: 3.8 } })], { budget: 1.04e9 })} />);
    expect(screen.getByText(/بودجهٔ خرید/).textContent).toContain('بودجهٔ خرید ۱٫۰۴ میلیارد تومان');
    expect(within(cards()[0]).getByTestId('suggestion-price').textContent).toMatch(/: ۱ میلیارد تومان$/);
  });

  it('shows every price of a list to the million, so price + margin reads as the budget (QA: «۱٫۲» for 1.206 billion beside «۱٫۲۹۶»)', () => {
    const rent = (id: string, name: string, value: number) =>
      card({ neighbourhood: { id, name }, expected_price: undefined, expected_full_deposit: value, expected_split: { deposit: 8e8, monthly_rent: 0 }, margin: { toman: 1.3e9 - value, percent: ((1.3e9 - value) / 1.3e9) * 100 } });
    const cardsOf = [rent('amiriyeh', 'امیریه', 1_206_000_000), rent('andishe', 'اندیشه', 1_065_000_000), rent('x', 'ایکس', 1_296_000_000), rent('y', 'ایگرگ', 1_200_000_000)];
    const r = { ...result(cardsOf, { budget: undefined, deposit_budget: 8e8, rent_budget: 15e6, full_deposit_budget: 1.3e9, conversion_rate: 0.03 }), kind: 'rent' as const };
    render(<SuggestionResult result={r} />);
    expect(cards().map((el) => within(el).getByTestId('suggestion-price').textContent)).toEqual([
      'معادل رهن کامل این خانه: ۱٫۲۰۶ میلیارد تومان',
      'معادل رهن کامل این خانه: ۱٫۰۶۵ میلیارد تومان',
      'معادل رهن کامل این خانه: ۱٫۲۹۶ میلیارد تومان',
      'معادل رهن کامل این خانه: ۱٫۲ میلیارد تومان',
    ]);
    // اندیشه: 1.065 + 0.235 = the budget's 1.3.
    expect(within(cards()[1]).getByTestId('suggestion-margin').textContent).toBe('۲۳۵ میلیون تومان کمتر از بودجه (۱۸٪)');
  });

  it('shows a list\'s prices and margins to one decimal when they add up to the budget so (QA: «۱۲٫۱۳۲ میلیارد» beside a «۹٫۸ تا ۱۵» range)', () => {
    const buy = (id: string, price: number) => card({ neighbourhood: { id, name: id }, expected_price: price, margin: { toman: 2e10 - price, percent: ((2e10 - price) / 2e10) * 100 } });
    render(<SuggestionResult result={result([buy('a', 12_132_000_000), buy('b', 16_418_000_000)], { budget: 2e10 })} />);
    expect(cards().map((el) => within(el).getByTestId('suggestion-price').textContent)).toEqual([
      'قیمت برآوردی این خانه: ۱۲٫۱ میلیارد تومان',
      'قیمت برآوردی این خانه: ۱۶٫۴ میلیارد تومان',
    ]);
    expect(cards().map((el) => within(el).getByTestId('suggestion-margin').textContent)).toEqual(['۷٫۹ میلیارد تومان کمتر از بودجه (۳۹٪)', '۳٫۶ میلیارد تومان کمتر از بودجه (۱۸٪)']);
    cleanup();
    // One card whose margin is in millions (19.765 + 0.235): the whole list to the million, one precision.
    render(<SuggestionResult result={result([buy('a', 12_132_000_000), buy('c', 19_765_000_000)], { budget: 2e10 })} />);
    expect(cards().map((el) => within(el).getByTestId('suggestion-price').textContent)).toEqual([
      'قیمت برآوردی این خانه: ۱۲٫۱۳۲ میلیارد تومان',
      'قیمت برآوردی این خانه: ۱۹٫۷۶۵ میلیارد تومان',
    ]);
  });

  it('says what the fits are ranked by when the result names it; a result stored before says nothing', () => {
    const by = 'ترتیب محله‌های درون بودجه بر پایهٔ این‌هاست: نزدیکی قیمت برآوردی به بودجه (محله‌ای که بازهٔ قیمتش از بودجه می‌گذرد پایین‌تر می‌آید).';
    render(<SuggestionResult result={{ ...result([card({})]), ranked_by: by }} />);
    expect(screen.getByTestId('suggestion-ranked-by').textContent).toBe(by);
    cleanup();
    render(<SuggestionResult result={result([card({})])} />);
    expect(screen.queryByTestId('suggestion-ranked-by')).toBeNull();
  });

  it('offers a jump to the map before the cards (QA, 390 px: the map came after all 20 cards), which takes the focus', () => {
    render(<SuggestionResult result={result([card({}), card({ neighbourhood: { id: 'sure', name: 'سعیدآباد' } })])} />);
    const jump = screen.getByRole('link', { name: 'نمایش روی نقشه' });
    const map = screen.getByTestId('suggestion-map');
    expect(jump.getAttribute('href')).toBe(`#${map.id}`);
    expect(map.tabIndex).toBe(-1);
    // First in reading (and Tab) order: before the first card's links.
    expect(jump.compareDocumentPosition(cards()[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();
    render(<SuggestionResult result={result([])} />);
    expect(screen.queryByRole('link', { name: 'نمایش روی نقشه' })).toBeNull();
  });

  it('tells apart two places priced alike by their data and ranges (چیتگر and چیتگر شمالی, 5.131 billion each)', () => {
    const chitgar = card({ neighbourhood: { id: 'chitgar', name: 'چیتگر' }, expected_price: 5_131_000_000, data_points: 723, range: { low: 2_800_000_000, high: 9_129_000_000 } });
    const north = card({ neighbourhood: { id: 'nb-84994178', name: 'چیتگر شمالی' }, expected_price: 5_131_000_000, data_points: 60, range: { low: 3_039_000_000, high: 8_183_000_000 } });
    render(<SuggestionResult result={result([north, chitgar])} />);
    expect(cards().map((el) => within(el).getByTestId('suggestion-basis').textContent)).toEqual([
      'بازهٔ ۸۰٪: ۳ تا ۸٫۲ میلیارد تومان، بر پایهٔ ۶۰ آگهی این محله که مدل از آن‌ها آموخته؛ طبقه نامشخص؛ قیمت‌گذاری کامل آن را می‌پرسد',
      'بازهٔ ۸۰٪: ۲٫۸ تا ۹٫۱ میلیارد تومان، بر پایهٔ ۷۲۳ آگهی این محله که مدل از آن‌ها آموخته؛ طبقه نامشخص؛ قیمت‌گذاری کامل آن را می‌پرسد',
    ]);
  });
});
