// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PriceWidgetControls } from './price-widget-controls';

const api = { fetchViewerValuation: vi.fn(), publishPriceWidget: vi.fn(), removePriceWidget: vi.fn() };
vi.mock('../api/divar-api', () => ({
  fetchViewerValuation: (...a: unknown[]) => api.fetchViewerValuation(...a),
  publishPriceWidget: (...a: unknown[]) => api.publishPriceWidget(...a),
  removePriceWidget: (...a: unknown[]) => api.removePriceWidget(...a),
}));
const notify = vi.fn();
vi.mock('@/lib/notify', () => ({ notify: (...a: unknown[]) => notify(...a) }));

const UUID = '7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c';
const view = (own: boolean, agent = 'divar_advertiser', published = false, unconfirmed = false) => ({
  agent_type: agent,
  divar: { post_token: 'QmSale120', own, published_on_ad: published, addon_unconfirmed: unconfirmed },
});
const renderControls = () => render(<PriceWidgetControls uuid={UUID} kind="sale" consentHref="/api/divar/oauth/start/?flow=price-advertiser&post_token=QmSale120" />);

beforeEach(() => localStorage.setItem('access', 'token'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('PriceWidgetControls', () => {
  it('the advertiser shows it on their ad, then takes it off again', async () => {
    api.fetchViewerValuation.mockResolvedValue(view(true));
    api.publishPriceWidget.mockResolvedValue({ post_token: 'QmSale120', published: true, verdict: 'fair' });
    api.removePriceWidget.mockResolvedValue({ post_token: 'QmSale120', published: false, verdict: null });
    renderControls();
    fireEvent.click(await screen.findByTestId('divar-widget-publish'));
    await waitFor(() => expect(screen.getByTestId('divar-widget-controls').getAttribute('data-published')).toBe('true'));
    expect(api.publishPriceWidget).toHaveBeenCalledWith(UUID);
    expect(screen.getByTestId('divar-widget-status').textContent).toContain('«منصفانه»');
    fireEvent.click(screen.getByTestId('divar-widget-remove'));
    await waitFor(() => expect(screen.getByTestId('divar-widget-controls').getAttribute('data-published')).toBe('false'));
  });

  it('the focus goes to the button now offered: take it off after showing it, show it after taking it off', async () => {
    api.fetchViewerValuation.mockResolvedValue(view(true));
    api.publishPriceWidget.mockResolvedValue({ post_token: 'QmSale120', published: true, verdict: 'fair' });
    api.removePriceWidget.mockResolvedValue({ post_token: 'QmSale120', published: false, verdict: null });
    renderControls();
    const publish = await screen.findByTestId('divar-widget-publish');
    publish.focus();
    fireEvent.click(publish);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('divar-widget-remove')));
    fireEvent.click(screen.getByTestId('divar-widget-remove'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('divar-widget-publish')));
  });

  it('shows what publishing will post before it is published, not after', async () => {
    api.fetchViewerValuation.mockResolvedValue(view(true));
    api.publishPriceWidget.mockResolvedValue({ post_token: 'QmSale120', published: true, verdict: 'fair' });
    render(
      <PriceWidgetControls uuid={UUID} kind="sale" consentHref="/x" preview={<p>برآورد قیمت این ملک ۱۷ تا ۱۹ میلیارد تومان است (بازهٔ ۸۰٪).</p>} />,
    );
    const preview = await screen.findByTestId('divar-widget-preview');
    expect(preview.textContent).toBe('آنچه روی آگهی نمایش داده می‌شود:برآورد قیمت این ملک ۱۷ تا ۱۹ میلیارد تومان است (بازهٔ ۸۰٪).');
    fireEvent.click(screen.getByTestId('divar-widget-publish'));
    await waitFor(() => expect(screen.getByTestId('divar-widget-controls').getAttribute('data-published')).toBe('true'));
    expect(screen.queryByTestId('divar-widget-preview')).toBeNull();
  });

  it("Divar's grant has ended: the way to give it again", async () => {
    api.fetchViewerValuation.mockResolvedValue(view(true));
    api.publishPriceWidget.mockRejectedValue(
      new AxiosError('no', 'ERR_BAD_REQUEST', undefined, undefined, { status: 403, data: { detail: 'x', code: 'divar_consent_required' }, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } }),
    );
    renderControls();
    fireEvent.click(await screen.findByTestId('divar-widget-publish'));
    expect((await screen.findByTestId('divar-consent-again')).getAttribute('href')).toContain('flow=price-advertiser');
  });

  it('Divar did not answer in time: says it is not known, asks to look at the ad, offers both ways, claims nothing', async () => {
    api.fetchViewerValuation.mockResolvedValue(view(true));
    api.publishPriceWidget.mockResolvedValue({ post_token: 'QmSale120', published: true, verdict: 'fair', addon_unconfirmed: true });
    api.removePriceWidget.mockResolvedValue({ post_token: 'QmSale120', published: false, verdict: null, addon_unconfirmed: true });
    renderControls();
    fireEvent.click(await screen.findByTestId('divar-widget-publish'));
    await waitFor(() => expect(screen.getByTestId('divar-widget-controls').getAttribute('data-unconfirmed')).toBe('true'));
    expect(screen.getByTestId('divar-widget-status').textContent).toContain('هنوز نمی‌دانیم این نتیجه روی آگهی شما نمایش داده می‌شود یا نه');
    expect(screen.getByTestId('divar-widget-publish').textContent).toBe('ارسال دوباره به آگهی');
    expect(screen.getByTestId('divar-widget-remove').textContent).toBe('برداشتن از روی آگهی');
    expect(notify).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('divar-widget-remove'));
    await waitFor(() => expect(screen.getByTestId('divar-widget-controls').getAttribute('data-published')).toBe('false'));
    expect(screen.getByTestId('divar-widget-status').textContent).toContain('هنوز نمی‌دانیم این نتیجه از روی آگهی شما برداشته شده است یا نه');
    expect(screen.getByTestId('divar-widget-remove').textContent).toBe('برداشتن دوباره از روی آگهی');
    expect(notify).not.toHaveBeenCalled();
  });

  it('a later view of a report Divar left unconfirmed says so too', async () => {
    api.fetchViewerValuation.mockResolvedValue(view(true, 'divar_advertiser', true, true));
    renderControls();
    expect((await screen.findByTestId('divar-widget-status')).textContent).toContain('آگهی را در دیوار ببینید');
    expect(screen.getByTestId('divar-widget-publish')).toBeTruthy();
    expect(screen.getByTestId('divar-widget-remove')).toBeTruthy();
  });

  it('offers nothing on a visitor’s valuation, someone else’s, or to someone signed out', async () => {
    api.fetchViewerValuation.mockResolvedValue(view(true, 'divar_visitor'));
    renderControls();
    await waitFor(() => expect(api.fetchViewerValuation).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('divar-widget-controls')).toBeNull());
    cleanup();
    api.fetchViewerValuation.mockResolvedValue(view(false));
    renderControls();
    await waitFor(() => expect(api.fetchViewerValuation).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('divar-widget-publish')).toBeNull();
    cleanup();
    localStorage.clear();
    renderControls();
    expect(screen.queryByTestId('divar-widget-controls')).toBeNull();
    expect(api.fetchViewerValuation).toHaveBeenCalledTimes(2);
  });
});

describe('drawn from what the page\'s server read of the add-on', () => {
  // QA: on the referral result the card was a grey placeholder for ~0.7 s while the viewer was checked.
  it('is the card at once, its buttons waiting for the check; the advertiser confirmed, they act', async () => {
    let answer: (v: ReturnType<typeof view>) => void = () => undefined;
    api.fetchViewerValuation.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<PriceWidgetControls uuid={UUID} kind="sale" consentHref="/x" known={{ published: true, unconfirmed: false }} />);
    const card = screen.getByTestId('divar-widget-controls');
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(card.getAttribute('data-published')).toBe('true');
    expect(screen.getByTestId('divar-widget-status').textContent).toContain('روی آگهی شما در دیوار نمایش داده می‌شود');
    expect((screen.getByTestId('divar-widget-remove') as HTMLButtonElement).disabled).toBe(true);

    answer(view(true, 'divar_advertiser', true));
    await waitFor(() => expect((screen.getByTestId('divar-widget-remove') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('divar-widget-controls').getAttribute('aria-busy')).toBeNull();
  });

  it('goes when the check finds the viewer is not the advertiser', async () => {
    api.fetchViewerValuation.mockResolvedValue(view(false));
    render(<PriceWidgetControls uuid={UUID} kind="sale" consentHref="/x" known={{ published: false, unconfirmed: false }} />);
    expect(screen.getByTestId('divar-widget-publish')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('divar-widget-controls')).toBeNull());
  });
});
