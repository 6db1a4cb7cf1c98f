// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalOverlays } from '@/components/feedback/global-overlays';
import type { EnvironmentCriterionResult, EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import { PRICE_FORM_KEY } from '@/lib/same-home';
import { EnvironmentResult } from './environment-result';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: vi.fn() }), usePathname: () => '/services/environment-evaluation/result' }));
afterEach(() => cleanup());

const result: EnvironmentEvaluationResult = {
  uuid: '7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c',
  tier: 'extended',
  created_at: '2026-11-20T10:00:00Z',
  criteria_version: '2026.11-2',
  place: { latitude: 35.73, longitude: 51.5, city: 'تهران', district: 8, district_name: 'منطقه 8', neighbourhood: { id: 'narmak', name: 'نارمک' } },
  overall_score: 62,
  percentile: 70,
  tehran_median_score: 48,
  categories: [],
  criteria: [],
  criteria_total: 50,
  criteria_available: 44,
  nearby: [],
  sources: [{ id: 'osm', name: 'اوپن‌استریت‌مپ', date: '1405/08', licence: 'ODbL' }],
  can_upgrade: false,
  agent_type: 'product',
  divar: null,
};

describe('EnvironmentResult sources', () => {
  it('names each source with its date, and shows no Gregorian version code (it stays in the API)', () => {
    render(
      <GlobalOverlays>
        <EnvironmentResult result={result} />
      </GlobalOverlays>,
    );
    const sources = screen.getByTestId('sources');
    expect(within(sources).getByText(/اوپن‌استریت‌مپ — ۱۴۰۵\/۰۸/)).toBeTruthy();
    expect(sources.textContent).not.toMatch(/نسخه|2026|۲۰۲۶/);
  });
});

describe('EnvironmentResult on a partner page (Divar)', () => {
  it('puts the partner actions after the score card and keeps its links on the partner pages', () => {
    const again = '/divar/neighborhood/visitor-evaluation/form?post_token=QmSale085&noLoginRequired=true';
    render(
      <GlobalOverlays>
        <EnvironmentResult
          result={{ ...result, tier: 'base', agent_type: 'divar_visitor' }}
          partner={{ afterHeader: <p data-testid="partner-actions">نمایش روی آگهی شما</p>, startHref: again, ownerless: true }}
        />
      </GlobalOverlays>,
    );
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.textContent).toBe('ارزیابی محله: نارمک');
    expect(title.compareDocumentPosition(screen.getByTestId('partner-actions')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'ارزیابی محله‌ای دیگر' })).toBeNull();
    expect(screen.getByRole('link', { name: 'ارزیابی خود را بسازید' }).getAttribute('href')).toBe(again);
    expect(screen.getByTestId('upgrade-unavailable').textContent).not.toContain('اگر این گزارش را با حساب خود گرفته‌اید');
    // The product's /price would leave the partner's shell.
    expect(screen.queryByTestId('same-home-links')).toBeNull();
  });

  it("an advertiser's report on the page the ad's visitors open: theirs to make, not one to sign in for", () => {
    const again = '/divar/neighborhood/visitor-evaluation/form?post_token=QmSale120&noLoginRequired=true';
    render(
      <GlobalOverlays>
        <EnvironmentResult
          result={{ ...result, tier: 'base', agent_type: 'divar_advertiser' }}
          partner={{ afterHeader: null, startHref: again, ownerless: false, publishedOnAd: true }}
        />
      </GlobalOverlays>,
    );
    // Signed out, a Divar buyer was asked to sign in (the site's code sign-in, in Divar's shell) "if they got it".
    const note = screen.getByTestId('upgrade-unavailable');
    expect(note.textContent).toBe('این گزارش را آگهی‌دهنده روی آگهی منتشر کرده است؛ برای گزارش تکمیلی، ارزیابی خود را بسازید.');
    expect(screen.queryByRole('button', { name: 'وارد شوید' })).toBeNull();
    expect(screen.getByRole('link', { name: 'ارزیابی خود را بسازید' }).getAttribute('href')).toBe(again);
  });

  it('on the site itself, «ارزیابی محله‌ای دیگر» goes to a blank /neighborhood (not this place from its draft)', () => {
    render(
      <GlobalOverlays>
        <EnvironmentResult result={result} />
      </GlobalOverlays>,
    );
    expect(screen.getByRole('link', { name: 'ارزیابی محله‌ای دیگر' }).getAttribute('href')).toBe('/neighborhood?new=1');
  });
});

const criterion = (id: string, score: number, weight = 2, extra: Partial<EnvironmentCriterionResult> = {}): EnvironmentCriterionResult => ({
  id,
  name: `شاخص ${id}`,
  description: 'توضیح',
  category: 'transport',
  value: 1010,
  unit: 'متر',
  score,
  available: true,
  source: 'منبع',
  weight,
  method: 'روش',
  tehran_median_value: null,
  ...extra,
});

const renderResult = (over: Partial<EnvironmentEvaluationResult>) =>
  render(
    <GlobalOverlays>
      <EnvironmentResult result={{ ...result, ...over }} />
    </GlobalOverlays>,
  );

describe('EnvironmentResult strengths and weaknesses', () => {
  it('lists as a strength only what the table rates good, and says so when nothing is', () => {
    // The Nazi-abad report listed metro distance (38, «ضعیف» in the table) among the strengths: the top 3 by
    // score × weight with no minimum.
    renderResult({ criteria: [criterion('metro_distance', 38, 6), criterion('park_distance', 50), criterion('mall_distance', 0)] });
    const strengths = screen.getByTestId('strengths');
    expect(strengths.textContent).toContain('نقطهٔ قوت برجسته‌ای ندارد');
    expect(strengths.textContent).not.toContain('metro_distance');
    const weaknesses = screen.getByTestId('weaknesses');
    expect(weaknesses.textContent).toContain('شاخص metro_distance');
    expect(weaknesses.textContent).toContain('شاخص mall_distance');
    // 50 is «متوسط»: neither a strength nor a weakness.
    expect(weaknesses.textContent).not.toContain('park_distance');
  });

  it('keeps «(امتیاز N)» on one line, and says when there is no weakness', () => {
    renderResult({ criteria: [criterion('metro_distance', 96), criterion('park_distance', 65), criterion('mall_distance', 64)] });
    const strengths = screen.getByTestId('strengths');
    expect(within(strengths).getAllByRole('listitem')).toHaveLength(2);
    const score = within(strengths).getByText('(امتیاز ۹۶)');
    expect(score.tagName).toBe('SPAN');
    expect(score.className).toMatch(/nowrap/);
    expect(screen.getByTestId('weaknesses').textContent).toContain('نقطهٔ ضعف برجسته‌ای ندارد');
  });
});

describe('EnvironmentResult strengths and weaknesses with partial coverage', () => {
  it('repeats the criterion\'s partial-coverage note beside the figure, as the table states it', () => {
    // QA (Tehran Pars): «دسترسی به ایستگاه اتوبوس تندرو: ۳۰۰ متر (امتیاز ۱۰۰)» with no word of the two lines located.
    const brt = criterion('bus_brt_access', 100, 2, { description: 'نزدیکی به خطوط اتوبوس تندرو؛ پوشش ناقص: فقط خطوط ۱ و ۴ و ایستگاه‌هایی که جایابی شده‌اند.' });
    const park = criterion('park_distance', 0, 3, { method: 'فاصلهٔ مستقیم تا نزدیک‌ترین پارک فهرست نقاط مهم (پوشش ناقص: فهرست فقط ۴۹ مورد دارد؛ دورتر از ۳ کیلومتر از همهٔ آن‌ها: داده در دسترس نیست)؛ امتیاز کامل' });
    renderResult({ criteria: [brt, park, criterion('metro_distance', 96)] });
    const strengths = within(screen.getByTestId('strengths')).getAllByRole('listitem');
    expect(strengths.find((li) => li.textContent?.includes('bus_brt_access'))!.textContent).toContain('پوشش ناقص: فقط خطوط ۱ و ۴ و ایستگاه‌هایی که جایابی شده‌اند');
    expect(strengths.find((li) => li.textContent?.includes('metro_distance'))!.textContent).not.toContain('پوشش ناقص');
    expect(screen.getByTestId('weaknesses').textContent).toContain('پوشش ناقص: فهرست فقط ۴۹ مورد دارد');
  });
});

describe('EnvironmentResult percentile', () => {
  it('words the place among Tehran\'s neighbourhoods as /reports does', () => {
    // QA: «بهتر از ۲۷٪ محله‌های تهران» here, «بالاتر از ۲۷٪» on /reports, for the same figure.
    renderResult({ percentile: 27 });
    expect(screen.getByText('بالاتر از ۲۷٪ محله‌های تهران')).toBeTruthy();
    expect(document.body.textContent).not.toContain('بهتر از ۲۷٪');
  });
});

describe('EnvironmentResult categories and actions', () => {
  it('shows each category\'s weight beside its score and says how the overall is built', () => {
    renderResult({
      categories: [
        { id: 'transport', name: 'حمل‌ونقل', score: 63, weight: 25.6, tehran_median: 50 },
        { id: 'education', name: 'آموزش', score: null, weight: 0, tehran_median: null },
      ],
    });
    expect(screen.getByTestId('category-transport').textContent).toContain('۶۳ · وزن ۲۶٪');
    expect(within(screen.getByTestId('category-education')).queryByTestId('category-weight')).toBeNull();
    expect(screen.getByTestId('overall-method').textContent).toContain('امتیاز کل میانگین وزن‌دار امتیاز دسته‌هاست');
  });

  it('offers the share action the sale and rent results have, and names the new evaluation plainly', () => {
    renderResult({});
    expect(screen.getByRole('button', { name: 'اشتراک‌گذاری نتیجه' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ارزیابی محله‌ای دیگر' }).getAttribute('href')).toBe('/neighborhood?new=1');
  });
});

describe('EnvironmentResult\'s «قیمت‌گذاری ملکی در همین محل»', () => {
  it('for every viewer (this one may not upgrade), hidden in print: /price filled with this place alone', () => {
    render(
      <GlobalOverlays>
        <EnvironmentResult result={{ ...result, tier: 'base', can_upgrade: false }} />
      </GlobalOverlays>,
    );
    const nav = screen.getByRole('navigation', { name: 'سرویس‌های دیگر در همین محل' });
    expect(nav.closest('[data-print-hide]')).not.toBeNull();
    const link = within(nav).getByRole('link', { name: 'قیمت‌گذاری ملکی در همین محل' });
    expect(link.getAttribute('href')).toBe('/price?neighbourhood=narmak&name=%D9%86%D8%A7%D8%B1%D9%85%DA%A9');
    fireEvent.click(link);
    expect(push).toHaveBeenCalledWith('/price');
    expect(JSON.parse(sessionStorage.getItem(PRICE_FORM_KEY) ?? 'null')).toEqual({
      kind: 'sale',
      place: { latitude: 35.73, longitude: 51.5, name: 'نارمک', district: 'منطقه 8', neighbourhoodId: 'narmak' },
      values: {},
    });
    sessionStorage.clear();
  });
});
