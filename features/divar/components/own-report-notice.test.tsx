// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberVisitorReport, visitorReport } from '@/features/shared/divar/visitor-reports';
import { SignInHintProvider } from '@/lib/use-signed-in';
import { OwnReportNotice, VisitorReportNotice } from './own-report-notice';

const fetchAdValuation = vi.fn();
const fetchAdEnvironment = vi.fn();
vi.mock('../api/divar-api', () => ({
  fetchAdValuation: (t: string) => fetchAdValuation(t),
  fetchAdEnvironment: (t: string) => fetchAdEnvironment(t),
}));

const PUBLISHED = '11111111-1111-4111-8111-111111111111';
const MINE = '22222222-2222-4222-8222-222222222222';
const EXIT = 'https://divar.ir/v/QmSale120';
const link = (uuid: string, own: boolean, published: boolean) => ({
  uuid,
  agent_type: own ? 'divar_visitor' : 'divar_advertiser',
  divar: { post_token: 'QmSale120', own, published_on_ad: published },
});

beforeEach(() => {
  localStorage.clear();
  fetchAdValuation.mockResolvedValue(null);
  fetchAdEnvironment.mockResolvedValue(null);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('VisitorReportNotice (a visitor opens an ad that already has a report)', () => {
  it('offers the result the advertiser published on the ad (found by the server), without paying or asking', async () => {
    render(<VisitorReportNotice section="price" postToken="QmSale120" returnUrl={EXIT} published={PUBLISHED} />);
    const offer = await screen.findByTestId('divar-published-report');
    expect(offer.querySelector('a')?.textContent).toBe('نتیجهٔ منتشرشده روی این آگهی');
    expect(offer.querySelector('a')?.getAttribute('href')).toBe(`/divar/price/visitor/uuid=${PUBLISHED}?return_url=${encodeURIComponent(EXIT)}`);
    expect(screen.queryByTestId('divar-visitor-earlier-report')).toBeNull();
    // An anonymous visitor's page asks the API nothing: "none" was its 404, a console error on every such page.
    expect(fetchAdValuation).not.toHaveBeenCalled();
  });

  it('the published result is in the page as the server draws it, not added under the buttons after hydration', () => {
    const html = renderToString(<VisitorReportNotice section="neighbourhood" postToken="QmSale120" returnUrl={null} published={PUBLISHED} />);
    expect(html).toContain('data-testid="divar-published-report"');
    expect(html).toContain('نتیجهٔ منتشرشده روی این آگهی');
  });

  it('a signed-in visitor is offered both the published result and their own', async () => {
    localStorage.setItem('access', 'A');
    fetchAdValuation.mockResolvedValue(link(MINE, true, false));
    render(<VisitorReportNotice section="price" postToken="QmSale120" returnUrl={null} published={PUBLISHED} />);
    expect((await screen.findByTestId('divar-visitor-earlier-report')).querySelector('a')?.getAttribute('href')).toBe(`/divar/price/visitor/uuid=${MINE}`);
    expect(screen.getByTestId('divar-published-report').querySelector('a')?.getAttribute('href')).toBe(`/divar/price/visitor/uuid=${PUBLISHED}`);
  });

  it("offers an anonymous visitor's own earlier result of this ad, remembered by this browser", async () => {
    rememberVisitorReport('neighbourhood', 'QmSale085', MINE);
    render(<VisitorReportNotice section="neighbourhood" postToken="QmSale085" returnUrl={null} published={null} />);
    const offer = await screen.findByTestId('divar-visitor-earlier-report');
    expect(offer.querySelector('a')?.textContent).toBe('نتیجهٔ قبلی شما');
    expect(offer.querySelector('a')?.getAttribute('href')).toBe(`/divar/neighborhood/visitor?uuid=${MINE}`);
    expect(fetchAdEnvironment).not.toHaveBeenCalled();
  });

  it("a signed-in visitor's own report comes from their account; another ad's memory is not offered", async () => {
    localStorage.setItem('access', 'A');
    rememberVisitorReport('price', 'QmSale120', PUBLISHED);
    fetchAdValuation.mockResolvedValue(link(MINE, true, false));
    render(<VisitorReportNotice section="price" postToken="QmSale120" returnUrl={null} published={null} />);
    const offer = await screen.findByTestId('divar-visitor-earlier-report');
    expect(offer.querySelector('a')?.getAttribute('href')).toBe(`/divar/price/visitor/uuid=${MINE}`);
    expect(screen.queryByTestId('divar-published-report')).toBeNull();
  });

  it('a visitor who has signed in since is still offered the result this browser made without an account', async () => {
    localStorage.setItem('access', 'A');
    rememberVisitorReport('price', 'QmSale085', MINE);
    render(<VisitorReportNotice section="price" postToken="QmSale085" returnUrl={null} published={null} />);
    expect((await screen.findByTestId('divar-visitor-earlier-report')).querySelector('a')?.getAttribute('href')).toBe(`/divar/price/visitor/uuid=${MINE}`);
  });

  it("the page's actions come between the published result (server) and the visitor's own (browser), so nothing pushes them", async () => {
    rememberVisitorReport('price', 'QmSale120', MINE);
    render(
      <VisitorReportNotice section="price" postToken="QmSale120" returnUrl={null} published={PUBLISHED}>
        <a href="/form" data-testid="actions">
          ارزیابی قیمت این آگهی
        </a>
      </VisitorReportNotice>,
    );
    const mine = await screen.findByTestId('divar-visitor-earlier-report');
    const actions = screen.getByTestId('actions');
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByTestId('divar-published-report'), actions)).toBe(true);
    expect(follows(actions, mine)).toBe(true);
    cleanup();
    // Nothing to offer: the actions alone.
    render(
      <VisitorReportNotice section="price" postToken="QmNone" returnUrl={null} published={null}>
        <a href="/form" data-testid="actions">
          ارزیابی
        </a>
      </VisitorReportNotice>,
    );
    expect(screen.getByTestId('actions')).toBeTruthy();
  });

  it('says nothing when the ad has no report this visitor may see', async () => {
    rememberVisitorReport('price', 'QmOther', MINE);
    localStorage.setItem('access', 'A');
    render(<VisitorReportNotice section="price" postToken="QmSale120" returnUrl={null} published={null} />);
    await waitFor(() => expect(fetchAdValuation).toHaveBeenCalled());
    expect(screen.queryByTestId('divar-published-report')).toBeNull();
    expect(screen.queryByTestId('divar-visitor-earlier-report')).toBeNull();
  });
});

describe('rememberVisitorReport', () => {
  it('keeps the newest report per ad and section, and only the newest thirty ads', () => {
    rememberVisitorReport('price', 'Qm0', PUBLISHED, 1);
    rememberVisitorReport('price', 'Qm0', MINE, 2);
    expect(visitorReport('price', 'Qm0')).toBe(MINE);
    expect(visitorReport('neighbourhood', 'Qm0')).toBeNull();
    for (let i = 1; i <= 30; i++) rememberVisitorReport('price', `Qm${i}`, PUBLISHED, 2 + i);
    expect(visitorReport('price', 'Qm0')).toBeNull();
    expect(visitorReport('price', 'Qm30')).toBe(PUBLISHED);
  });
});

describe("OwnReportNotice (the advertiser's entry page, an earlier report of the ad)", () => {
  const ownReport = (published: boolean) => ({ uuid: MINE, agent_type: 'divar_advertiser', divar: { post_token: 'QmSale120', own: true, published_on_ad: published } });

  // The wording the notice shows (the others lie hidden in its box, holding its height).
  const shown = (notice: HTMLElement) => notice.querySelector(':scope > :not([aria-hidden])');

  it('is drawn with the page when the ad has an advertiser report on it, its link waiting for the ask', () => {
    const html = renderToString(
      <SignInHintProvider hint>
        <OwnReportNotice section="price" postToken="QmSale120" returnUrl={null} onAd={{ uuid: PUBLISHED }} />
      </SignInHintProvider>,
    ).replaceAll('<!-- -->', '');
    expect(html).toContain('data-testid="divar-own-valuation"');
    expect(html).toContain('data-state="on-ad"');
    expect(html).toContain('این آگهی را پیش‌تر قیمت‌گذاری کرده‌اید و نتیجه روی آگهی نمایش داده می‌شود.');
    expect(html).toContain('مشاهده یا برداشتن از روی آگهی');
    expect(html).not.toContain('href=');
    // Signed out by the hint, the same markup (QA: tokens kept without the cookie saw the buttons jump 167 px at
    // 390 × 844): the signed-in-only CSS hides it before first paint when this browser holds no tokens.
    const signedOut = renderToString(
      <SignInHintProvider hint={false}>
        <OwnReportNotice section="price" postToken="QmSale120" returnUrl={null} onAd={{ uuid: PUBLISHED }} />
      </SignInHintProvider>,
    );
    expect(signedOut.replaceAll('<!-- -->', '')).toBe(html);
    expect(signedOut).toMatch(/class="[^"]*signedInOnly/);
    // No report on the ad: nothing drawn.
    expect(renderToString(<OwnReportNotice section="price" postToken="QmSale120" returnUrl={null} onAd={null} />)).not.toContain('divar-own-valuation');
  });

  it('every wording the ask may settle on is in the box from the start, so it keeps its height', () => {
    const html = renderToString(<OwnReportNotice section="neighbourhood" postToken="QmSale120" returnUrl={null} onAd={{ uuid: PUBLISHED }} />).replaceAll('<!-- -->', '');
    expect(html).toMatch(/class="[^"]*stack/);
    for (const words of ['و نتیجه روی آگهی نمایش داده می‌شود.', 'محلهٔ این آگهی را پیش‌تر ارزیابی کرده‌اید.<', 'ارزیابی محلهٔ ارزیاب روی این آگهی نمایش داده می‌شود']) expect(html).toContain(words);
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(2);
  });

  it('the ask fills in the link of the report on the ad (same words, so nothing moves)', async () => {
    localStorage.setItem('access', 'A');
    fetchAdValuation.mockResolvedValue(ownReport(true));
    render(<OwnReportNotice section="price" postToken="QmSale120" returnUrl={EXIT} onAd={{ uuid: MINE }} />);
    const notice = screen.getByTestId('divar-own-valuation');
    expect(shown(notice)?.querySelector('a')?.hasAttribute('href')).toBe(false);
    await waitFor(() => expect(shown(notice)?.querySelector('a')?.getAttribute('href')).toBe(`/divar/price/advertiser/result?uuid=${MINE}&return_url=${encodeURIComponent(EXIT)}`));
    expect(notice.dataset.state).toBe('on-ad');
    expect(notice.getAttribute('aria-busy')).toBeNull();
  });

  it("the owner's newest report is private while an older one is on the ad: their newest is offered, in the same box", async () => {
    localStorage.setItem('access', 'A');
    fetchAdValuation.mockResolvedValue(ownReport(false));
    render(<OwnReportNotice section="price" postToken="QmSale120" returnUrl={null} onAd={{ uuid: PUBLISHED }} />);
    const notice = screen.getByTestId('divar-own-valuation');
    await waitFor(() => expect(notice.dataset.state).toBe('private'));
    expect(shown(notice)?.textContent).toBe('این آگهی را پیش‌تر قیمت‌گذاری کرده‌اید.مشاهدهٔ نتیجه');
    expect(shown(notice)?.querySelector('a')?.getAttribute('href')).toBe(`/divar/price/advertiser/result?uuid=${MINE}`);
    // The hidden wordings offer no link to the keyboard.
    expect(notice.querySelectorAll('a[href]')).toHaveLength(1);
  });

  it('a signed-in user whose ask finds no report of theirs is offered the one on the ad, as its visitors see it', async () => {
    localStorage.setItem('access', 'A');
    fetchAdEnvironment.mockResolvedValue(null);
    render(<OwnReportNotice section="neighbourhood" postToken="QmSale120" returnUrl={EXIT} onAd={{ uuid: PUBLISHED }} />);
    const notice = screen.getByTestId('divar-own-valuation');
    await waitFor(() => expect(notice.dataset.state).toBe('others'));
    expect(shown(notice)?.querySelector('p')?.textContent).toBe('ارزیابی محلهٔ ارزیاب روی این آگهی نمایش داده می‌شود؛ آن را بدون هزینه ببینید.');
    expect(shown(notice)?.querySelector('a')?.getAttribute('href')).toBe(`/divar/neighborhood/visitor?uuid=${PUBLISHED}&return_url=${encodeURIComponent(EXIT)}`);
  });

  it('without a report on the ad, a private one of theirs appears once the ask finds it, and nothing otherwise', async () => {
    localStorage.setItem('access', 'A');
    fetchAdValuation.mockResolvedValue(ownReport(false));
    render(<OwnReportNotice section="price" postToken="QmSale120" returnUrl={null} />);
    expect((await screen.findByTestId('divar-own-valuation')).textContent).toBe('این آگهی را پیش‌تر قیمت‌گذاری کرده‌اید.مشاهدهٔ نتیجه');
    cleanup();
    fetchAdValuation.mockResolvedValue(null);
    render(<OwnReportNotice section="price" postToken="QmSale120" returnUrl={null} />);
    await waitFor(() => expect(fetchAdValuation).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('divar-own-valuation')).toBeNull();
  });

  it('without an expected report it appears only once the ask finds one', async () => {
    localStorage.setItem('access', 'A');
    fetchAdValuation.mockResolvedValue(ownReport(true));
    render(<OwnReportNotice section="price" postToken="QmSale120" returnUrl={null} />);
    expect(screen.queryByTestId('divar-own-valuation')).toBeNull();
    expect((await screen.findByTestId('divar-own-valuation')).querySelector('a')?.textContent).toBe('مشاهده یا برداشتن از روی آگهی');
  });
});
