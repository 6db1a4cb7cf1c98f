// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestFailed } from '@/lib/answered-status';
import type { ChatMessage, ChatResponse, ServiceCard } from '@/lib/contracts/chatbot';
import { CHAT_GREETING, CHAT_STARTER_SUGGESTIONS } from '@/lib/contracts/chatbot-constants';

// The chat page against mocked calls: the conversation, text shown as text, chips, and the paid card, which never
// charges a signed-in user's credit without the «۱ اعتبار کسر شود؟» yes.

const push = vi.fn();
const replace = vi.fn();
const router = { push, replace };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
const openDialog = vi.fn();
vi.mock('@/components/dialogs/dialog-store', () => ({ openDialog: (...a: unknown[]) => openDialog(...a), useDialog: () => undefined }));
const overlays = { showAiOverlay: vi.fn(), hideAiOverlay: vi.fn(), confirm: vi.fn() };
vi.mock('@/components/feedback/global-overlays', () => ({ useOverlays: () => overlays }));
const fetchUserCredits = vi.fn();
vi.mock('@/features/shared/billing/user-credits', () => ({ fetchUserCredits: () => fetchUserCredits() }));
const api = vi.hoisted(() => ({ fetchChat: vi.fn(), fetchEarlier: vi.fn(), sendMessage: vi.fn(), startChat: vi.fn(), createFromCard: vi.fn() }));
vi.mock('../api/chat-api', () => api);
vi.mock('../api/chat-history', () => ({ fetchChat: api.fetchChat, fetchEarlier: api.fetchEarlier }));

const { ChatView } = await import('./chat-view');
// The page imports its calls with the first message; loaded once here, as a browser would have by then.
await import('../api/chat-api');

const ID = '3f1c2d9e-7a45-4b8e-9a60-1f2e3d4c5b6a';
const RESULT = '7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c';
const card: ServiceCard = {
  type: 'service',
  service: 'price_evaluation',
  service_name: 'price_evaluation_product_base',
  title: 'ارزیابی قیمت پایه',
  credits_required: 1,
  anonymous_free: true,
  endpoint: '/api/houses/price-suggestion/',
  result_route: '/price-result',
  form_route: '/price',
  prefill: { neighbourhood: 'poonak', area: 85, rooms: 2, build_year: 1400, floor: 2 },
  missing: [],
  defaults: ['elevator', 'parking', 'storage'],
  summary: [
    { field: 'neighbourhood', label: 'محله', value: 'پونک', assumed: false },
    { field: 'area', label: 'متراژ', value: '۸۵ متر', assumed: false },
  ],
};
const message = (over: Partial<ChatMessage>): ChatMessage => ({
  id: String(Math.random()),
  role: 'assistant',
  content: '',
  cards: [],
  suggestions: [],
  created_at: '2026-01-01T00:00:00Z',
  ...over,
});
const chat = (messages: ChatMessage[]): ChatResponse => ({ id: ID, messages, earlier: null });
const credits = (canUse: boolean) => ({
  active_credits_count: 3,
  free_credits_count: 0,
  services_credits: [{ service_name: 'price_evaluation_product_base', available_credits: 3, free_credits: 0, can_use_service: canUse }],
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  api.createFromCard.mockResolvedValue({ uuid: RESULT });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the chat page', () => {
  it('draws the greeting and the message box on the server, and keeps the greeting’s node when the history arrives', async () => {
    const html = renderToString(<ChatView id={ID} />);
    expect(html).toContain(CHAT_GREETING);
    expect(html).toContain('data-testid="chat-input"');
    expect(api.fetchChat).not.toHaveBeenCalled();

    let answer: (chat: ChatResponse) => void = () => undefined;
    api.fetchChat.mockReturnValue(new Promise<ChatResponse>((resolve) => (answer = resolve)));
    render(<ChatView id={ID} />);
    const greeting = screen.getByText(CHAT_GREETING);
    expect(screen.getByRole('log').getAttribute('aria-busy')).toBe('true');
    answer(chat([message({ content: CHAT_GREETING, suggestions: CHAT_STARTER_SUGGESTIONS })]));
    await screen.findByRole('button', { name: CHAT_STARTER_SUGGESTIONS[0] });
    expect(screen.getByText(CHAT_GREETING)).toBe(greeting);
    expect(screen.getAllByTestId('assistant-message')).toHaveLength(1);
    expect(screen.getByRole('log').getAttribute('aria-busy')).toBe('false');
  });

  it('opens a long chat on its latest messages and shows the earlier ones on «نمایش پیام‌های قبلی»', async () => {
    const earlier = `http://localhost/api/chatbot/${ID}/?before=11`;
    api.fetchChat.mockResolvedValue({ ...chat([message({ id: '11', content: 'پیام تازه' })]), earlier });
    render(<ChatView id={ID} />);
    await screen.findByText('پیام تازه');
    expect(screen.queryByText('پیام قدیمی')).toBeNull();
    api.fetchEarlier.mockResolvedValue(chat([message({ id: '10', content: 'پیام قدیمی' })]));
    await userEvent.click(screen.getByRole('button', { name: 'نمایش پیام‌های قبلی' }));
    await screen.findByText('پیام قدیمی');
    expect(api.fetchEarlier).toHaveBeenCalledWith(ID, earlier);
    const texts = screen.getAllByTestId('assistant-message').map((m) => m.textContent);
    expect(texts.findIndex((t) => t?.includes('پیام قدیمی'))).toBeLessThan(texts.findIndex((t) => t?.includes('پیام تازه')));
    // The first page reached: no button.
    expect(screen.queryByTestId('chat-earlier')).toBeNull();
  });

  it('shows a message with its cards at once (their views load before it is shown)', async () => {
    api.fetchChat.mockResolvedValue(chat([message({ content: 'آمار بازار، نه ارزیابی', cards: [card] })]));
    render(<ChatView id={ID} />);
    await screen.findByText('آمار بازار، نه ارزیابی');
    expect(screen.getByTestId('service-card')).toBeTruthy();
  });

  it('folds a comparison’s many cards under one line the user opens; one or two cards stay open', async () => {
    api.fetchChat.mockResolvedValue(
      chat([message({ content: 'مقایسه', cards: [card, card, card] }), message({ content: 'یک کارت', cards: [card, card] })]),
    );
    render(<ChatView id={ID} />);
    const folded = await screen.findByTestId('folded-cards');
    expect(folded.tagName).toBe('DETAILS');
    expect((folded as HTMLDetailsElement).open).toBe(false);
    expect(within(folded).getByText('نمایش جزئیات در ۳ کارت').tagName).toBe('SUMMARY');
    expect(within(folded).getAllByTestId('service-card')).toHaveLength(3);
    expect(screen.getAllByTestId('folded-cards')).toHaveLength(1);
    expect(screen.getAllByTestId('service-card')).toHaveLength(5);
  });

  it('streams a reply into the polite log, shows text as text, and sends a chip as the next message', async () => {
    api.fetchChat.mockResolvedValue(chat([message({ content: 'سلام!', suggestions: ['نارمک برای زندگی چطوره؟'] })]));
    api.sendMessage.mockImplementation(async (_id: string, _text: string, h: { onDelta: (t: string) => void }) => {
      h.onDelta('<b>نه</b> ');
      h.onDelta('HTML');
      return message({ content: '<b>نه</b> HTML <script>x</script>', suggestions: ['اجاره در نارمک'] });
    });
    const user = userEvent.setup();
    render(<ChatView id={ID} />);
    const log = await screen.findByRole('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
    await screen.findByText('سلام!');

    await user.click(screen.getByRole('button', { name: 'نارمک برای زندگی چطوره؟' }));
    await waitFor(() => expect(api.sendMessage).toHaveBeenCalledWith(ID, 'نارمک برای زندگی چطوره؟', expect.anything(), expect.anything()));
    await screen.findByText('<b>نه</b> HTML <script>x</script>');
    expect(log.querySelector('b, script')).toBeNull();
    expect(screen.getByRole('button', { name: 'اجاره در نارمک' })).toBeTruthy();
    // The keyboard stays in the conversation.
    expect(document.activeElement).toBe(screen.getByTestId('chat-input'));

    // Enter sends what was typed; Persian digits in the counter.
    await user.type(screen.getByTestId('chat-input'), '۸۵ متر');
    expect(screen.getByTestId('chat-count').textContent).toContain('۶ از ۱۰۰۰ نویسه');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.sendMessage).toHaveBeenLastCalledWith(ID, '۸۵ متر', expect.anything(), expect.anything()));
  });

  it('keeps a message that could not be sent, to send again', async () => {
    api.fetchChat.mockResolvedValue(chat([message({ content: 'سلام!' })]));
    const refused = new AxiosError('x', 'ERR', undefined, undefined, { status: 429, data: {}, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } });
    api.sendMessage.mockRejectedValueOnce(refused).mockResolvedValueOnce(message({ content: 'پاسخ' }));
    const user = userEvent.setup();
    render(<ChatView id={ID} />);
    await screen.findByText('سلام!');
    await user.type(screen.getByTestId('chat-input'), 'قیمت پونک{Enter}');
    await user.click(await screen.findByRole('button', { name: 'ارسال دوباره' }));
    await screen.findByText('پاسخ');
    expect(api.sendMessage).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('unsent')).toBeNull();
  });

  it('scrolls a new reply, and a message that could not be sent, to just above the chips and the message box', async () => {
    // Aligned to the screen's bottom, the reply (and «ارسال نشد») sat under the sticky message box.
    const heights: Record<string, number> = { 'chat-chips': 60, 'chat-composer': 110 };
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return heights[this.dataset.testid ?? ''] ?? 0;
    });
    const scrolled: string[] = [];
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push((this as HTMLElement).style.scrollMarginBottom);
    });
    try {
      api.fetchChat.mockResolvedValue(chat([message({ content: 'سلام!', suggestions: ['قیمت پونک'] })]));
      api.sendMessage.mockRejectedValueOnce(new Error('offline'));
      const user = userEvent.setup();
      render(<ChatView id={ID} />);
      await screen.findByText('سلام!');
      expect(scrolled.at(-1)).toBe('170px');
      scrolled.length = 0;
      await user.type(screen.getByTestId('chat-input'), 'قیمت پونک{Enter}');
      await screen.findByTestId('unsent');
      // The message, and again once it says it was not sent (no chips then: only the box covers it).
      await waitFor(() => expect(scrolled.at(-1)).toBe('110px'));
      expect(scrolled.length).toBeGreaterThanOrEqual(2);
    } finally {
      height.mockRestore();
      scroll.mockRestore();
    }
  });

  it('says a refused start is too many requests, with the way out, not a connection problem', async () => {
    const refused = new AxiosError('x', 'ERR', undefined, undefined, { status: 429, data: {}, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } });
    api.startChat.mockRejectedValueOnce(refused);
    const user = userEvent.setup();
    render(<ChatView id="new" />);
    const failed = await screen.findByTestId('chat-failed');
    expect(failed.textContent).toContain('گفت‌وگو شروع نشد. تعداد درخواست‌ها زیاد است؛ کمی بعد دوباره تلاش کنید یا وارد شوید.');
    expect(failed.textContent).not.toContain('اتصال');
    await user.click(within(failed).getByRole('button', { name: 'ورود' }));
    expect(openDialog).toHaveBeenCalledWith('auth', { authType: 'login' });

    // Any other failure is still the connection's.
    api.startChat.mockRejectedValueOnce(new Error('offline'));
    await user.click(within(failed).getByRole('button', { name: 'تلاش دوباره' }));
    await waitFor(() => expect(screen.getByTestId('chat-failed').textContent).toContain('اتصال را بررسی کنید'));
    expect(screen.queryByRole('button', { name: 'ورود' })).toBeNull();
  });

  it('tells a signed-in user refused for too many requests to try again later', async () => {
    localStorage.setItem('access', 'token');
    api.fetchChat.mockRejectedValue(new RequestFailed(429, { detail: 'x' }));
    render(<ChatView id={ID} />);
    const failed = await screen.findByTestId('chat-failed');
    expect(failed.textContent).toContain('گفت‌وگو بارگذاری نشد. تعداد درخواست‌ها زیاد است؛ کمی بعد دوباره تلاش کنید.');
    expect(screen.queryByRole('button', { name: 'ورود' })).toBeNull();
  });

  it('offers a new chat for a chat that is not found', async () => {
    api.fetchChat.mockRejectedValue(new RequestFailed(404, { detail: 'x' }));
    render(<ChatView id={ID} />);
    expect((await screen.findByRole('link', { name: 'شروع گفت‌وگوی تازه' })).getAttribute('href')).toBe('/chat-bot/new');
  });
});

describe('a service card', () => {
  beforeEach(() => {
    api.fetchChat.mockResolvedValue(chat([message({ content: 'آمار بازار، نه ارزیابی', cards: [card] })]));
  });

  it('asks a signed-in user with credit «۱ اعتبار کسر شود؟»: no charges nothing, yes pays and opens the result', async () => {
    localStorage.setItem('access', 'token');
    fetchUserCredits.mockResolvedValue(credits(true));
    const user = userEvent.setup();
    render(<ChatView id={ID} />);
    const start = await screen.findByRole('button', { name: 'ارزیابی هوشمند قیمت' });
    expect(screen.getByTestId('service-card').textContent).toContain('۱ اعتبار');

    await user.click(start);
    const question = await screen.findByRole('group', { name: '۱ اعتبار کسر شود؟' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'بله، کسر شود' }));
    expect((start as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(question).getByRole('button', { name: 'نه' }));
    await screen.findByText(/اعتباری کسر نشد/);
    expect(api.createFromCard).not.toHaveBeenCalled();
    expect(openDialog).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('chat-input')));

    // Escape is a no too.
    await user.click(screen.getByRole('button', { name: 'ارزیابی هوشمند قیمت' }));
    await screen.findByRole('group', { name: '۱ اعتبار کسر شود؟' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('group', { name: '۱ اعتبار کسر شود؟' })).toBeNull());
    expect(api.createFromCard).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'ارزیابی هوشمند قیمت' }));
    await user.click(await screen.findByRole('button', { name: 'بله، کسر شود' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/price-result?uuid=${RESULT}`));
    expect(api.createFromCard).toHaveBeenCalledTimes(1);
    const [sentCard, body] = api.createFromCard.mock.calls[0] as [ServiceCard, Record<string, unknown>];
    expect(sentCard.endpoint).toBe('/api/houses/price-suggestion/');
    expect(body).toMatchObject({ ...card.prefill, service: 'price_evaluation_product_base' });
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hides the chips while the payment runs: a double click on «بله، کسر شود» sends nothing to the assistant', async () => {
    api.fetchChat.mockResolvedValue(chat([message({ content: 'آمار بازار، نه ارزیابی', cards: [card], suggestions: ['اگه پارکینگ نداشته باشه چی؟'] })]));
    localStorage.setItem('access', 'token');
    fetchUserCredits.mockResolvedValue(credits(true));
    let created: (v: { uuid: string }) => void = () => undefined;
    api.createFromCard.mockReturnValue(new Promise((resolve) => (created = resolve)));
    const user = userEvent.setup();
    render(<ChatView id={ID} />);
    await screen.findByRole('button', { name: 'اگه پارکینگ نداشته باشه چی؟' });
    await user.click(screen.getByRole('button', { name: 'ارزیابی هوشمند قیمت' }));
    // Asked: no chip under the question either.
    await screen.findByRole('group', { name: '۱ اعتبار کسر شود؟' });
    expect(screen.queryByTestId('chat-chips')).toBeNull();

    await user.dblClick(screen.getByRole('button', { name: 'بله، کسر شود' }));
    await waitFor(() => expect(api.createFromCard).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('chat-chips')).toBeNull();
    expect(api.sendMessage).not.toHaveBeenCalled();
    // Nothing typed is sent while it runs either.
    await user.type(screen.getByTestId('chat-input'), 'پارکینگ نداره{Enter}');
    expect(api.sendMessage).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'ارزیابی هوشمند قیمت' }) as HTMLButtonElement).disabled).toBe(true);

    created({ uuid: RESULT });
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/price-result?uuid=${RESULT}`));
    expect(api.createFromCard).toHaveBeenCalledTimes(1);
  });

  it('takes a typed «آره» or «نه» while «۱ اعتبار کسر شود؟» is open as its answer, and other text as a question', async () => {
    localStorage.setItem('access', 'token');
    fetchUserCredits.mockResolvedValue(credits(true));
    api.sendMessage.mockResolvedValue(message({ content: 'پارکینگ قیمت را بالا می‌برد.' }));
    const user = userEvent.setup();
    render(<ChatView id={ID} />);
    const start = await screen.findByRole('button', { name: 'ارزیابی هوشمند قیمت' });
    const input = screen.getByTestId('chat-input');

    // A question is not an answer: it goes to the assistant and the confirmation stays.
    await user.click(start);
    await screen.findByRole('group', { name: '۱ اعتبار کسر شود؟' });
    await user.type(input, 'نه، اول بگو پارکینگ چقدر اثر داره{Enter}');
    await screen.findByText('پارکینگ قیمت را بالا می‌برد.');
    expect(api.sendMessage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('group', { name: '۱ اعتبار کسر شود؟' })).toBeTruthy();

    await user.type(input, 'نه ممنون{Enter}');
    await screen.findByText(/اعتباری کسر نشد/);
    expect(screen.queryByRole('group', { name: '۱ اعتبار کسر شود؟' })).toBeNull();
    expect(api.createFromCard).not.toHaveBeenCalled();

    await user.click(start);
    await screen.findByRole('group', { name: '۱ اعتبار کسر شود؟' });
    await user.type(input, 'آره{Enter}');
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/price-result?uuid=${RESULT}`));
    expect(api.createFromCard).toHaveBeenCalledTimes(1);
    expect(api.sendMessage).toHaveBeenCalledTimes(1);
    // The answer shows in the conversation as the user's.
    expect(screen.getAllByTestId('user-message').map((m) => m.textContent)).toContain('شما: آره');
  });

  it('opens a rent card’s result with the deposit said in the chat (its route carries its own query)', async () => {
    const rent: ServiceCard = {
      ...card,
      service: 'rental_evaluation',
      service_name: 'rental_evaluation_product_base',
      endpoint: '/api/houses/rental-evaluation/',
      result_route: '/rent-price-evaluation-result?deposit=500000000',
      summary: [...card.summary, { field: 'deposit', label: 'ودیعه', value: '۵۰۰ میلیون تومان', assumed: false }],
    };
    api.fetchChat.mockResolvedValue(chat([message({ content: 'x', cards: [rent] })]));
    const user = userEvent.setup();
    render(<ChatView id={ID} />);
    expect((await screen.findByTestId('service-card')).textContent).toContain('ودیعه۵۰۰ میلیون تومان');
    await user.click(screen.getByRole('button', { name: 'ارزیابی هوشمند اجاره' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/rent-price-evaluation-result?deposit=500000000&uuid=${RESULT}`));
  });

  it('sends a signed-in user without enough credit to the service dialog, asking and charging nothing', async () => {
    localStorage.setItem('access', 'token');
    fetchUserCredits.mockResolvedValue(credits(false));
    const user = userEvent.setup();
    render(<ChatView id={ID} />);
    await user.click(await screen.findByRole('button', { name: 'ارزیابی هوشمند قیمت' }));
    await waitFor(() =>
      expect(openDialog).toHaveBeenCalledWith('service', expect.objectContaining({ category: 'price_evaluation', preferredService: 'price_evaluation_product_base' })),
    );
    expect(screen.queryByRole('group', { name: '۱ اعتبار کسر شود؟' })).toBeNull();
    expect(api.createFromCard).not.toHaveBeenCalled();
  });

  it('runs an anonymous visitor’s monthly free use directly', async () => {
    const user = userEvent.setup();
    render(<ChatView id={ID} />);
    expect((await screen.findByTestId('service-card')).textContent).toContain('رایگان');
    await user.click(screen.getByRole('button', { name: 'ارزیابی هوشمند قیمت' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/price-result?uuid=${RESULT}`));
    expect((api.createFromCard.mock.calls[0] as [ServiceCard, Record<string, unknown>])[1].service).toBe('price_evaluation_product_base');
    expect(fetchUserCredits).not.toHaveBeenCalled();
  });

  it('waits for a missing detail before it can be started', async () => {
    api.fetchChat.mockResolvedValue(chat([message({ content: 'x', cards: [{ ...card, missing: ['build_year'], summary: [{ field: 'build_year', label: 'سال ساخت', value: null, assumed: false }] }] })]));
    render(<ChatView id={ID} />);
    expect(((await screen.findByRole('button', { name: 'ارزیابی هوشمند قیمت' })) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('service-card').textContent).toContain('برای شروع، سال ساخت را هم بگویید');
  });
});
