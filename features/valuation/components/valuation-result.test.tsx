// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalOverlays } from '@/components/feedback/global-overlays';
import type { ModelAccuracy, RentValuationResult, SaleValuationResult, ValuationDataSupport } from '@/lib/contracts/valuation';
import { PRICE_FORM_KEY } from './price-form-values';
import { ValuationResultView } from './valuation-result';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: vi.fn() }), usePathname: () => '/price-result', useSearchParams: () => new URLSearchParams() }));
vi.mock('@/features/shared/place/lazy-place-map', () => ({ LazyPlaceMap: () => null }));

afterEach(() => cleanup());

const support = (extra: Partial<ValuationDataSupport> = {}): ValuationDataSupport => ({
  similar_area: 15690,
  similar_build_year: 9000,
  similar_area_in_neighbourhood: 300,
  similar_rooms: 20000,
  similar_floor: 166,
  ...extra,
});

// The shape of QA s9's Elahiyeh result (120 m², 806 listings behind the model, 987 in the neighbourhood's statistics).
function sale(over: Partial<SaleValuationResult> = {}): SaleValuationResult {
  return {
    uuid: '7cd2102e-69a4-44cb-b174-3d2fd261e8e2',
    tier: 'complementary',
    created_at: '2026-11-27T22:13:53.959Z',
    price_date: '1405-05',
    price_index: {
      label: 'بانک مرکزی (قیمت معاملات) تا آذر ۱۴۰۱، سپس کیلید (میانهٔ قیمت آگهی‌ها) تا مرداد ۱۴۰۵',
      month: '1405-05',
      factor: 4.415,
      source: 'kilid',
      district: 1,
      latest_month: '1405-05',
      reference_month: '1401-10',
    },
    inputs: {
      area: 120,
      floor: 25,
      rooms: 2,
      parking: true,
      storage: true,
      elevator: true,
      latitude: null,
      longitude: null,
      build_year: 1398,
      postal_code: null,
      total_floors: 30,
      neighbourhood: 'elahiyeh',
    },
    place: { city: 'تهران', district: 1, district_name: 'منطقه ۱', neighbourhood: { id: 'elahiyeh', name: 'الهیه', slug: 'elahiyeh' }, latitude: null, longitude: null },
    drivers: [{ label: 'طبقه', effect: 6_109_406_867, feature: 'floor' }],
    drivers_total: 1,
    comparables: [],
    comparables_total: 0,
    neighbourhood_stats: {
      neighbourhood_id: 'elahiyeh',
      listings: 987,
      mean: 723_816_000,
      p10: 422_144_000,
      p25: 529_813_000,
      median: 666_050_000,
      p75: 883_021_000,
      p90: 1_103_776_000,
      histogram: { edges: [337e6, 444e6, 551e6, 658e6], counts: [136, 150, 176] },
    },
    district_trend: [
      { month: '1405-04', source: 'kilid', price_per_m2: 463_049_000 },
      { month: '1405-05', source: 'kilid', price_per_m2: 488_139_000 },
    ],
    data_points: 806,
    data_support: support({ time_widening: { factor: 1.57, months: 43, confidence_unwidened: 'medium' } }),
    label: 'برآورد هوشمند، نه کارشناسی رسمی',
    can_upgrade: false,
    agent_type: 'personal',
    divar: null,
    kind: 'sale',
    estimate: { total: 99_679_000_000, per_m2: 830_658_000, low: 62_029_000_000, high: 156_511_000_000, confidence: 'low' },
    ...over,
  } as SaleValuationResult;
}

const ACCURACY: ModelAccuracy = {
  n: 54360,
  mdape: 0.083,
  ppe10: 0.57,
  ppe20: 0.807,
  coverage80: 0.797,
  later: {
    fitted_year: 1401,
    last_month: '1403-10',
    rows: [
      { year: 1402, n: 3663, mdape: 0.106 },
      { year: 1403, n: 1496, mdape: 0.117 },
    ],
  },
};

function show(v: SaleValuationResult | RentValuationResult, accuracy: ModelAccuracy | null = ACCURACY, deposit?: string) {
  return render(
    <GlobalOverlays>
      <ValuationResultView result={v} accuracy={accuracy} deposit={deposit} />
    </GlobalOverlays>,
  );
}

describe('the sale result of a flat valued below the same flat a few m² smaller (QA s10 consistency #1)', () => {
  it('says so under the range, with the smaller flat\'s figure and why, beside the low confidence', () => {
    show(sale({ data_support: support({ smaller_flat: { area: 69, total: 16_900_000_000 } }) }));
    const note = screen.getByTestId('smaller-flat-note').textContent ?? '';
    expect(note).toContain('مدل همین ملک را با متراژ ۶۹ متر حدود ۱۶٫۹ میلیارد تومان برآورد می‌کند، بیشتر از این ملک بزرگ‌تر');
    expect(note).toContain('پس اطمینان این برآورد پایین است.');
    expect(screen.getByTestId('range-section').textContent).toContain(note);
    cleanup();
    show(sale({ data_support: support() }));
    expect(screen.queryByTestId('smaller-flat-note')).toBeNull();
  });
});

describe('the sale result says why its range is wide (QA s9 #1)', () => {
  it('names the months carried by the index, not «more listings», beside 806 listings', () => {
    show(sale());
    const note = screen.getByTestId('range-note').textContent ?? '';
    expect(note).toContain('با احتمال حدود ۸۰٪ ارزش ملک در این بازه است.');
    expect(note).toContain('شاخص قیمت منطقه قیمت را ۴۳ ماه جلو آورده است؛ خطای شاخص در این فاصله پهنای بازه را حدود ۱٫۵۷ برابر کرده است.');
    expect(note).not.toContain('باریک‌تر');
  });

  it('states the confidence label\'s reason beside it when the carry lowered it', () => {
    show(sale());
    expect(screen.getByTestId('confidence-chip').textContent).toBe('اطمینان پایین');
    expect(screen.getByTestId('confidence-reason').textContent).toBe(
      '«اطمینان پایین» به خاطر بازهٔ پهن‌تر این تاریخ است (بخش «بازهٔ قیمت»)؛ به قیمت دی ۱۴۰۱ این برآورد «اطمینان متوسط» داشت.',
    );
    // Where the listings are from and how far the index carried them is said once, in the price-date note.
    const page = screen.getByTestId('valuation-result').textContent ?? '';
    expect(page.split('ماه آگهی‌های پایهٔ مدل').length - 1).toBe(1);
    // One name for the index on the whole page, the accuracy note's later-listing check included.
    expect(page).not.toContain('شاخص بازار');
    expect(page).toContain('با شاخص قیمت منطقه به ماه هر آگهی');
  });

  it('says nothing of the carry where the label did not change, and keeps «more listings» only for a thin neighbourhood', () => {
    show(sale({ data_points: 12, data_support: support({ time_widening: { factor: 1.57, months: 43, confidence_unwidened: 'low' } }) }));
    // Low at the listings' month too: the range's own width is the reason, with its figures, not the months.
    const wide =
      '«اطمینان پایین» به خاطر بازهٔ پهن برآورد است: بازهٔ ۸۰٪ از ۳۸٪ زیر تا ۵۷٪ بالای برآورد است (بخش «بازهٔ قیمت»)، و با بازه‌ای به پهنای بیش از ۶۵٪ برآورد اطمینان پایین است.';
    expect(screen.getByTestId('confidence-reason').textContent).toBe(wide);
    expect(screen.getByTestId('range-note').textContent).toContain('هرچه آگهی‌های مشابه محله بیشتر باشد، بازه باریک‌تر و اطمینان بیشتر است.');
    cleanup();
    // At the listings' own month (and in reports stored before the field) no carry is named.
    show(sale({ data_support: support() }));
    expect(screen.getByTestId('range-note').textContent).not.toContain('شاخص قیمت منطقه');
    expect(screen.getByTestId('confidence-reason').textContent).toBe(wide);
  });

  it('adds the later-listing check and «no data after Dey 1403» to the accuracy note', () => {
    show(sale());
    const note = screen.getByTestId('model-accuracy').textContent ?? '';
    expect(note).toContain('میانهٔ خطا ۸٫۳٪');
    expect(note).toContain('روی ۳٬۶۶۳ آگهی ۱۴۰۲ میانهٔ خطا ۱۰٫۶٪ و روی ۱٬۴۹۶ آگهی ۱۴۰۳ میانهٔ خطا ۱۱٫۷٪ داشت.');
    expect(note).toContain('برای ماه‌های پس از دی ۱۴۰۳ داده‌ای برای آزمودن آن نیست.');
  });
});

describe('listing counts and per-m² figures say what they count (QA s9 #8, #9)', () => {
  it('names both neighbourhood counts under the distribution', () => {
    show(sale());
    expect(screen.getByTestId('estimate-label').textContent).toContain('بر پایهٔ ۸۰۶ آگهی این محله که مدل از آن‌ها آموخته');
    expect(screen.getByTestId('estimate-per-m2').textContent).toBe('قیمت هر متر مربع: ۸۳۰٫۷ میلیون تومان');
    expect(screen.getByTestId('distribution-caption').textContent).toBe(
      'توزیع قیمت هر متر مربع در همهٔ ۹۸۷ آگهی محله (برآورد بر پایهٔ ۸۰۶ آگهی است؛ مدل ۱۸۱ آگهی دیگر را که قیمتشان با مشخصاتشان جور درنمی‌آمد کنار گذاشت)؛ ستون نارنجی بازهٔ این ملک است.',
    );
  });

  it('labels rent\'s per m² as full deposit', () => {
    const s = sale();
    const rent = {
      ...s,
      kind: 'rent',
      data_support: support(),
      estimate: {
        full_deposit: 1_092_000_000,
        per_m2: 18_200_000,
        low: 848_000_000,
        high: 1_401_000_000,
        confidence: 'medium',
        conversion_rate: 0.03,
        monthly_rent_without_deposit: 32_800_000,
        splits: [{ deposit: 0, monthly_rent: 32_800_000 }],
      },
    } as RentValuationResult;
    show(rent, ACCURACY, '500000000');
    // Opened from the chat's rent card for «ودیعه ۵۰۰ میلیون»: the slider starts there, not at half the full deposit.
    expect(screen.getByTestId('rent-deposit').dataset.value).toBe('500000000');
    // The whole flat's monthly rent stands on its own labelled line, not after the per-m² figure.
    expect(screen.getByTestId('estimate-per-m2').textContent).toBe('رهن کامل هر متر مربع: ۱۸٫۲ میلیون تومان');
    expect(screen.getByTestId('estimate-monthly').textContent).toBe('اجارهٔ ماهانه بدون ودیعه برای کل واحد: ۳۲٫۸ میلیون تومان در ماه');
    expect(screen.getByTestId('neighbourhood-section').textContent).toContain('میانه (رهن کامل هر متر)');
    expect(screen.getByTestId('distribution-caption').textContent).toMatch(/^توزیع رهن کامل هر متر مربع در همهٔ ۹۸۷ آگهی محله/);
    expect(screen.getAllByRole('img', { name: /^نمودار پراکندگی رهن کامل هر متر مربع ۴۶۲ آگهی محله/ }).length).toBeGreaterThan(0);
    // The rent accuracy note has no sale check in it.
    expect(screen.getByTestId('model-accuracy').textContent).not.toContain('۱۴۰۲');
  });

  it('names the rent backtest\'s last tested month, as the sale note names its own', () => {
    const s = sale();
    const rent = {
      ...s,
      kind: 'rent',
      data_support: support(),
      price_index: {
        ...s.price_index!,
        reference_month: '1400-04',
        rent_method: 'sale_index',
        rent_backtest: { median_bias: -0.027, mdape: 0.147, ppe10: 0.35, listings: 1162 },
      },
      estimate: {
        full_deposit: 1_092_000_000,
        per_m2: 18_200_000,
        low: 848_000_000,
        high: 1_401_000_000,
        confidence: 'medium',
        conversion_rate: 0.03,
        monthly_rent_without_deposit: 32_800_000,
        splits: [{ deposit: 0, monthly_rent: 32_800_000 }],
      },
    } as RentValuationResult;
    show(rent, { n: 8876, mdape: 0.123, ppe10: 0.422, ppe20: 0.699, coverage80: 0.786, backtest_last_month: '1403-10' });
    const note = screen.getByTestId('rent-method').textContent ?? '';
    expect(note).toContain('برای ماه‌های پس از دی ۱۴۰۳ داده‌ای برای آزمودن آن نیست.');
    expect(note).not.toContain('پس از ۱۴۰۳');
  });

  it('says the rent range was widened for the sale index\'s carry, as the 1403 rent listings measured it (QA s10 #7)', () => {
    const s = sale();
    const rent = {
      ...s,
      kind: 'rent',
      data_support: support({ time_widening: { factor: 1.24, months: 61, confidence_unwidened: 'medium' } }),
      estimate: { full_deposit: 1_092_000_000, per_m2: 18_200_000, low: 700_000_000, high: 1_700_000_000, confidence: 'low', conversion_rate: 0.03, monthly_rent_without_deposit: 32_800_000, splits: [] },
    } as RentValuationResult;
    show(rent);
    expect(screen.getByTestId('range-note').textContent).toContain(
      'شاخص قیمت فروش منطقه اجاره را ۶۱ ماه جلو آورده است؛ خطای این کار، سنجیده روی آگهی‌های اجارهٔ ۱۴۰۳، پهنای بازه را حدود ۱٫۲۴ برابر کرده است.',
    );
  });
});

describe('the base report\'s drivers', () => {
  const base = (can_upgrade: boolean) =>
    sale({
      tier: 'base',
      can_upgrade,
      drivers_baseline: 90_000_000_000,
      drivers_total: 8,
      drivers: [
        { label: 'طبقه', effect: 6_109_406_867, feature: 'floor' },
        { label: 'متراژ', effect: 2_000_000_000, feature: 'area' },
        { label: 'سال ساخت', effect: 1_000_000_000, feature: 'build_year' },
      ],
    });

  it('counts the drivers once, in the caption, and points to the full list only for a viewer who can buy it', () => {
    show(base(true));
    expect(screen.getByTestId('drivers-rest').textContent).toMatch(/^سایر عوامل/);
    expect(screen.getByTestId('drivers-caption').textContent).toBe('۳ عامل مهم‌تر از ۸ عامل؛ فهرست کامل در گزارش تکمیلی.');
    cleanup();
    show(base(false));
    expect(screen.getByTestId('drivers-caption').textContent).toBe('۳ عامل مهم‌تر از ۸ عامل.');
  });
});

describe('the amenities\' what-if figures beside the drivers (QA s10 #2)', () => {
  // Vanak, 70 m², elevator and parking: 30.67 B; the same flat without an elevator 28.174 B, without parking 27.432 B,
  // while the drivers booked the elevator +147.1 M and parking +127.6 M.
  const comp = { neighbourhood: { id: 'vanak', name_fa: 'ونک' }, area: 70, build_year: 1395, rooms: 2, floor: 2, distance_km: null, listing_month: '1403-05', source: 'دیوار' };
  const vanak = (over: Partial<SaleValuationResult> = {}) =>
    sale({
      inputs: { ...sale().inputs, area: 70, elevator: true, parking: true, storage: false, total_floors: 5, floor: 3, neighbourhood: 'vanak' },
      estimate: { total: 30_670_000_000, per_m2: 438_143_000, low: 23_246_000_000, high: 39_919_000_000, confidence: 'medium' },
      drivers_baseline: 25_000_000_000,
      drivers_total: 3,
      drivers: [
        { feature: 'comparables', label: 'سطح قیمت آگهی‌های مشابه', effect: 5_395_000_000 },
        { feature: 'elevator', label: 'آسانسور', effect: 147_058_473 },
        { feature: 'parking', label: 'پارکینگ', effect: 127_648_034 },
      ],
      what_if: [
        { feature: 'elevator', has: false, total: 28_174_000_000 },
        { feature: 'parking', has: false, total: 27_432_000_000 },
      ],
      // Most of these lack an elevator: the note quotes the elevator's figure.
      comparables: [1, 2, 3].map(() => ({ ...comp, elevator: false, parking: true, price_per_m2: 430_000_000, adjusted_to_price_date: 30_000_000_000 })),
      ...over,
    });

  it('lists the same flat with each amenity flipped, and the drivers\' caption says the drivers are shares', () => {
    show(vanak());
    const lines = screen.getAllByTestId('what-if').map((li) => li.textContent);
    expect(lines).toEqual([
      'همین آپارتمان بدون آسانسور: ۲۸٫۲ میلیارد تومان (۲٫۵ میلیارد تومان کمتر)',
      'همین آپارتمان بدون پارکینگ: ۲۷٫۴ میلیارد تومان (۳٫۲ میلیارد تومان کمتر)',
    ]);
    expect(screen.getByTestId('what-if-section').textContent).toContain('همین آپارتمان با امکانات دیگر');
    const caption = screen.getByTestId('drivers-baseline-note').textContent ?? '';
    expect(caption).toContain('رقم هر عامل سهم آن است');
    expect(caption).toContain('پس با تفاوت همین ملک با و بدون آن ویژگی یکی نیست؛ این تفاوت برای امکانات در بخش «همین آپارتمان با امکانات دیگر» آمده است.');
    expect(caption).not.toContain('بالا یا پایین برده است');
    // The comparables note quotes the what-if difference, never the +147.1 M share.
    const note = screen.getByTestId('comparables-difference').textContent ?? '';
    expect(note).toContain('این ملک آسانسور دارد و بیشتر این آگهی‌ها ندارند؛ مدل این تفاوت را در برآورد آورده است (همین ملک بدون آسانسور: ۲٫۵ میلیارد تومان کمتر)');
    expect(note).not.toContain('۱۴۷٫۱');
  });

  it('says «with» for an amenity the flat lacks, and rent\'s figure is its full-deposit equivalent', () => {
    const s = vanak({ inputs: { ...vanak().inputs, parking: false }, what_if: [{ feature: 'parking', has: true, total: 2_860_000_000 }] });
    show({
      ...s,
      kind: 'rent',
      estimate: { full_deposit: 2_772_000_000, per_m2: 39_600_000, low: 2e9, high: 3.5e9, confidence: 'medium', conversion_rate: 0.03, monthly_rent_without_deposit: 83_200_000, splits: [] },
    } as RentValuationResult);
    expect(screen.getByTestId('what-if').textContent).toBe('همین آپارتمان با پارکینگ: معادل رهن کامل ۲٫۹ میلیارد تومان (۸۸ میلیون تومان بیشتر)');
  });

  it('renders a report stored before the figures (no what_if field) as before', () => {
    const old = vanak();
    delete (old as Partial<SaleValuationResult>).what_if;
    show(old);
    expect(screen.queryByTestId('what-if-section')).toBeNull();
    expect(screen.getByTestId('drivers-baseline-note').textContent).not.toContain('همین آپارتمان با امکانات دیگر');
    // Without the figure, the note still quotes the driver it always did.
    expect(screen.getByTestId('comparables-difference').textContent).toContain('(آسانسور: +۱۴۷٫۱ میلیون تومان)');
    cleanup();
    show(vanak({ what_if: null }));
    expect(screen.queryByTestId('what-if-section')).toBeNull();
  });
});

describe('«مشخصات واردشده» marks the inputs the model did not read (QA s10 #3)', () => {
  it('marks storage and the building\'s floors, and nothing in a report stored before the field', () => {
    show(sale({ unread_inputs: ['storage', 'total_floors'] }));
    expect(screen.getByTestId('inputs-section').textContent).toContain(
      '۱۲۰ متر مربع، ۲ اتاق، ساخت ۱۳۹۸، طبقهٔ ۲۵ از ۳۰ (تعداد طبقات بی‌اثر در برآورد)، آسانسور دارد، پارکینگ دارد، انباری دارد (بی‌اثر در برآورد)',
    );
    cleanup();
    show(sale({ unread_inputs: ['storage', 'total_floors'], inputs: { ...sale().inputs, total_floors: null } }));
    expect(screen.getByTestId('inputs-section').textContent).toContain('طبقهٔ ۲۵، آسانسور دارد');
    cleanup();
    show(sale());
    expect(screen.getByTestId('inputs-section').textContent).not.toContain('بی‌اثر');
    cleanup();
    show(sale({ unread_inputs: null }));
    expect(screen.getByTestId('inputs-section').textContent).toContain('انباری دارد');
    expect(screen.getByTestId('inputs-section').textContent).not.toContain('بی‌اثر');
  });
});

describe('the printed report', () => {
  it('leaves out the map section while its map has not loaded, and ends with the report\'s address', () => {
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    try {
      const v = sale();
      show(sale({ place: { ...v.place, latitude: 35.79, longitude: 51.42 } }));
      expect(screen.getByTestId('result-map').matches('[data-print-only-with-map]:has([data-map-pending])')).toBe(true);
      expect(screen.getByTestId('print-footer').textContent).toBe(`نشانی این گزارش: ${window.location.origin}/price-result?uuid=${v.uuid}`);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the same home\'s other services (Zillow\'s sale and rent estimates side by side)', () => {
  const pinned = () => {
    const v = sale();
    return sale({
      tier: 'base',
      inputs: { ...v.inputs, latitude: 35.8, longitude: 51.42, neighbourhood: null },
      place: { ...v.place, latitude: 35.8, longitude: 51.42 },
    });
  };
  // The pin's map section waits to be scrolled to.
  beforeEach(() => vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} }));
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    push.mockClear();
  });

  it('a sale result links to the same flat\'s rent and its neighbourhood\'s score, hidden in print, for every viewer', () => {
    show(pinned());
    const nav = screen.getByRole('navigation', { name: 'همین ملک در سرویس‌های دیگر' });
    expect(nav.closest('[data-print-hide]')).not.toBeNull();
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['برآورد اجارهٔ همین ملک', 'امتیاز محلهٔ همین ملک']);
    // The address itself carries the flat (a new tab has no draft): its pin, its property, «filled from the report».
    expect(links[0].getAttribute('href')).toBe(
      '/price?kind=rent&neighbourhood=elahiyeh&name=%D8%A7%D9%84%D9%87%DB%8C%D9%87&at=35.8%2C51.42&area=120&rooms=2&build_year=1398&floor=25&total_floors=30&elevator=1&parking=1&storage=1&from=report',
    );
    expect(links[1].getAttribute('href')).toBe('/neighborhood?neighbourhood=elahiyeh&name=%D8%A7%D9%84%D9%87%DB%8C%D9%87&at=35.8%2C51.42');
    // The viewer may not upgrade this report (can_upgrade false): the links are there all the same.
    expect(screen.getByTestId('upgrade-unavailable')).toBeTruthy();
  });

  it('a click stores the rent form\'s draft from this report (pin, property, amenities) and opens /price', () => {
    show(pinned());
    fireEvent.click(screen.getByTestId('same-home-rent'));
    expect(push).toHaveBeenCalledWith('/price?from=report');
    expect(JSON.parse(sessionStorage.getItem(PRICE_FORM_KEY) ?? 'null')).toEqual({
      kind: 'rent',
      place: { latitude: 35.8, longitude: 51.42, name: 'الهیه', district: 'منطقه ۱' },
      values: { area: '120', rooms: '2', build_year: '1398', floor: '25', total_floors: '30', elevator: true, parking: true, storage: true },
    });
  });

  it('«ویرایش مشخصات» opens /price on the same deal type filled with this flat (its draft; the address carries it too)', () => {
    show(pinned());
    const edit = screen.getByRole('link', { name: 'ویرایش مشخصات' });
    expect(edit.closest('[data-print-hide]')).not.toBeNull();
    expect(edit.getAttribute('href')).toBe(
      '/price?kind=sale&neighbourhood=elahiyeh&name=%D8%A7%D9%84%D9%87%DB%8C%D9%87&at=35.8%2C51.42&area=120&rooms=2&build_year=1398&floor=25&total_floors=30&elevator=1&parking=1&storage=1&from=report',
    );
    fireEvent.click(edit);
    expect(push).toHaveBeenCalledWith('/price?from=report');
    expect(JSON.parse(sessionStorage.getItem(PRICE_FORM_KEY) ?? 'null')).toEqual({
      kind: 'sale',
      place: { latitude: 35.8, longitude: 51.42, name: 'الهیه', district: 'منطقه ۱' },
      values: { area: '120', rooms: '2', build_year: '1398', floor: '25', total_floors: '30', elevator: true, parking: true, storage: true },
    });
  });

  it('a rent result links to the same flat\'s sale price', () => {
    const v = pinned();
    show({ ...v, kind: 'rent', estimate: { full_deposit: 1e9, per_m2: 1e7, low: 8e8, high: 1.4e9, confidence: 'medium', conversion_rate: 0.03, monthly_rent_without_deposit: 3e7, splits: [] } } as RentValuationResult);
    const nav = screen.getByRole('navigation', { name: 'همین ملک در سرویس‌های دیگر' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['برآورد قیمت فروش همین ملک', 'امتیاز محلهٔ همین ملک']);
    // Its own edit link stays on rent.
    expect(screen.getByTestId('edit-inputs').getAttribute('href')).toMatch(/^\/price\?kind=rent&/);
    fireEvent.click(screen.getByTestId('same-home-sale'));
    expect(JSON.parse(sessionStorage.getItem(PRICE_FORM_KEY) ?? 'null')).toMatchObject({ kind: 'sale', values: { area: '120' } });
  });
});
