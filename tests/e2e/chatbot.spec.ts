import { expect, test, type Page } from '@playwright/test';
import { CHAT_GREETING } from '@/lib/contracts/chatbot-constants';
import { applyTokens, signUpViaApi } from './helpers/auth';
import { creditsOf, topUp } from './helpers/billing';
import { watchLayoutShift } from './helpers/layout-shift';

// Issue 29: the chat bot as a visitor and a signed-in user meet it, on /chat-bot/{id}.

const CHAT_URL = /\/chat-bot\/[0-9a-f-]{36}$/;
const log = (page: Page) => page.getByTestId('chat-log');
const lastReply = (page: Page) => log(page).getByTestId('assistant-message').last();

/** Types a message and sends it with Enter (the keyboard alone drives the chat). */
async function say(page: Page, text: string) {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

async function newChat(page: Page) {
  await page.goto('/chat-bot/new');
  await page.waitForURL(CHAT_URL);
  // The greeting and its starter chips.
  await expect(lastReply(page)).toContainText('دستیار ارزیاب');
  await expect(page.getByTestId('chat-chips').getByRole('button').first()).toBeVisible();
}

test.describe('a visitor', () => {
  // The monthly free use is keyed on the address and the browser: a user agent of its own keeps this test independent.
  test.use({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) e2e-chatbot-${Date.now()}-${Math.random().toString(36).slice(2)}` });

  test('asks a price, answers one follow-up, sees the market figure and takes the valuation card to its result', async ({ page }) => {
    await newChat(page);
    const region = log(page);
    await expect(region).toHaveAttribute('role', 'log');
    await expect(region).toHaveAttribute('aria-live', 'polite');

    // The counter counts in Persian digits.
    await page.getByTestId('chat-input').fill('سلام');
    await expect(page.getByTestId('chat-count')).toHaveText('۴ از ۱۰۰۰ نویسه');

    await say(page, 'یه آپارتمان دوخوابه طبقه سوم ساخت ۹۸ تو سعادت‌آباد چند می‌ارزه؟');
    await expect(lastReply(page)).toContainText('متراژ');
    // The follow-up is answered with a chip: a button that sends its text.
    await page.getByTestId('chat-chips').getByRole('button', { name: '۸۰ متر' }).click();
    await expect(region.getByTestId('user-message').last()).toHaveText(/۸۰ متر/);

    const market = region.getByTestId('market-card').last();
    await expect(market).toContainText('آمار بازار، نه ارزیابی');
    await expect(market.getByTestId('market-total')).toContainText('تومان');
    await expect(lastReply(page)).toContainText('آمار بازار، نه ارزیابی');

    const card = region.getByTestId('service-card').last();
    await expect(card).toHaveAttribute('data-service', 'price_evaluation');
    await expect(card).toContainText('سعادت');
    await expect(card).toContainText('رایگان');
    await card.getByTestId('service-card-start').click();
    await page.waitForURL(/\/price-result\?uuid=[0-9a-f-]{36}/);
    await expect(page.getByTestId('valuation-result')).toHaveAttribute('data-kind', 'sale');
    await expect(page.getByTestId('estimate-total')).toContainText('تومان');
  });

  test('the greeting and the message box come with the page; the history, the chips and axios after it, moving nothing', async ({ page }) => {
    await newChat(page);
    const url = page.url();
    // The server's HTML already has the greeting (the page's largest text) and the message box.
    const html = await (await page.request.get(url)).text();
    expect(html).toContain(CHAT_GREETING.slice(0, 40));
    expect(html).toContain('data-testid="chat-input"');

    // The history held back: the greeting is there, the box waits for the chat.
    const axios: string[] = [];
    page.on('response', async (r) => {
      if (!/\/_next\/static\/.*\.js$/.test(new URL(r.url()).pathname)) return;
      if ((await r.text().catch(() => '')).includes('ERR_BAD_RESPONSE')) axios.push(r.url());
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/chatbot\/[0-9a-f-]{36}\/$/, async (route) => {
      await held;
      await route.continue();
    });
    const layoutShift = await watchLayoutShift(page);
    await page.goto(url);
    await expect(lastReply(page)).toContainText('دستیار ارزیاب');
    await expect(page.getByTestId('chat-input')).toBeDisabled();
    await expect(page.getByTestId('chat-chips')).toHaveCount(0);
    release();
    await expect(page.getByTestId('chat-chips').getByRole('button').first()).toBeVisible();
    await expect(page.getByTestId('chat-input')).toBeEnabled();
    await expect(log(page).getByTestId('assistant-message')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await layoutShift()).toBeLessThan(0.01);
    // The API client (axios) is not part of the page's load: it comes with the first message.
    expect(axios).toEqual([]);
    await say(page, 'نارمک برای زندگی چطوره؟');
    await expect(log(page).getByTestId('assistant-message')).toHaveCount(2);
    expect(axios.length).toBeGreaterThan(0);
  });

  test('on a phone, a comparison\'s cards wait folded under one line the keyboard opens, within the page\'s width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await newChat(page);
    await say(page, 'نارمک رو با پونک مقایسه کن');
    await expect(lastReply(page)).toContainText('مقایسهٔ نارمک و پونک');
    const folded = lastReply(page).getByTestId('folded-cards');
    const summary = folded.locator('summary');
    await expect(summary).toHaveText('نمایش جزئیات در ۶ کارت');
    await expect(folded.getByTestId('market-card').first()).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(folded.getByTestId('market-card')).toHaveCount(4);
    await expect(folded.getByTestId('neighbourhood-card').last()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a chat that is not theirs, or gone, offers a new one', async ({ page }) => {
    await page.goto('/chat-bot/00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('chat-not-found')).toBeVisible();
    await page.getByRole('link', { name: 'شروع گفت‌وگوی تازه' }).click();
    await page.waitForURL(CHAT_URL);
    const response = await page.goto('/chat-bot/not-a-chat');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('chat-not-found')).toBeVisible();
  });
});

test('a signed-in user with credit is asked «۱ اعتبار کسر شود؟»: no charges nothing, yes opens the result', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await signUpViaApi(page.request);
  await topUp(page.request, account);
  await applyTokens(page, account);
  const before = await creditsOf(page.request, account.access);

  await newChat(page);
  await say(page, 'آپارتمان ۸۵ متری دوخوابه طبقه ۲ ساخت ۱۴۰۰ با پارکینگ تو پونک چقدر می‌ارزه؟');
  const card = log(page).getByTestId('service-card').last();
  await expect(card).toContainText('۱ اعتبار');
  await card.getByTestId('service-card-start').click();

  const confirmation = page.getByTestId('credit-confirmation');
  await expect(confirmation).toContainText('۱ اعتبار کسر شود؟');
  // The question takes the focus; «نه» charges nothing and the chat says so.
  await expect(confirmation.getByTestId('credit-yes')).toBeFocused();
  await confirmation.getByTestId('credit-no').click();
  await expect(confirmation).toHaveCount(0);
  await expect(lastReply(page)).toContainText('اعتباری کسر نشد');
  await expect(page.getByTestId('chat-input')).toBeFocused();
  expect(await creditsOf(page.request, account.access)).toEqual(before);
  await expect(page).toHaveURL(CHAT_URL);

  // Asked again, yes pays one credit and opens the result.
  await card.getByTestId('service-card-start').click();
  await page.getByTestId('credit-confirmation').getByTestId('credit-yes').click();
  await page.waitForURL(/\/price-result\?uuid=[0-9a-f-]{36}/);
  await expect(page.getByTestId('valuation-result')).toHaveAttribute('data-tier', 'base');
  const after = await creditsOf(page.request, account.access);
  expect(after.active_credits_count + after.free_credits_count).toBe(before.active_credits_count + before.free_credits_count - 1);
});
