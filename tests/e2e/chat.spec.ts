import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';

const REPLY_ERROR = "I'm having trouble connecting right now. Please try again or contact us directly!";
const NETWORK_ERROR = "I'm experiencing some technical difficulties. Please try again or contact our team directly!";
const STORAGE_KEY = 'vale-chat';

const openButton = (page: Page) => page.getByRole('button', { name: 'Open Chat' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat with Vale' });
const input = (page: Page) => page.getByRole('textbox', { name: 'Message to Vale' });
const sendButton = (page: Page) => page.getByRole('button', { name: /^(Send|Sending\.\.\.)$/ });

/** Opens the panel once the page is interactive and waits for the chat session. */
async function openChat(page: Page) {
  await page.waitForLoadState('networkidle');
  await openButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
}

/** Sends a message and waits for a reply that says `expectedReply`. */
async function say(page: Page, message: string, expectedReply: string | RegExp) {
  await input(page).fill(message);
  await input(page).press('Enter');
  await expect(page.getByRole('log').locator('p, div').filter({ hasText: expectedReply }).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
}

/** Answers "send" requests with `handler`; "create" goes to the real server. */
async function routeSend(page: Page, handler: (route: Route) => Promise<void>) {
  await page.route('**/api/retell-chat', async (route) => {
    const body = route.request().postDataJSON() as { action?: string };
    if (body.action === 'send') await handler(route);
    else await route.fallback();
  });
}

test.describe('chat panel on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('loads the panel code on demand, greets the visitor and is accessible when open', async ({ page }) => {
    const panelChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/ChatPanel-[\w-]+\.js$/.test(request.url())) panelChunks.push(request.url());
    });
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    expect(panelChunks).toEqual([]);
    expect(await page.evaluate(() => !!document.querySelector('dialog'))).toBe(false);

    await openButton(page).click();
    await expect(panel(page)).toBeVisible();
    expect(panelChunks).toHaveLength(1);
    await expect(panel(page)).toContainText("Hi, I'm Vale! Welcome to");
    await expect(panel(page)).toContainText('What can I help you with today?');
    await expect(page.getByRole('log')).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByRole('list', { name: 'Suggested questions' }).getByRole('button')).toHaveCount(4);
    await expect(input(page)).toBeFocused();
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expectNoAxeViolations(page);

    // Escape closes; focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(openButton(page)).toBeFocused();

    // The X closes too.
    await openButton(page).click();
    await page.getByRole('button', { name: 'Close chat' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(openButton(page)).toBeFocused();
  });

  test('the embedded agent answers a suggested pricing question with a named link that navigates client-side; the conversation survives navigation and reload', async ({ page }) => {
    await page.goto('/about');
    await openChat(page);
    await page.evaluate(() => ((window as unknown as { samePageView: boolean }).samePageView = true));
    const replyFromApi = page.waitForResponse((response) => response.url().endsWith('/api/retell-chat') && response.request().postDataJSON().action === 'send');

    await page.getByRole('button', { name: 'What are your prices?' }).click();
    const log = page.getByRole('log');
    await expect(log).toContainText('What are your prices?');
    // The panel names the page; the API keeps the plain path for other clients.
    const pricingLink = log.getByRole('link', { name: 'our pricing page', exact: true }).first();
    await expect(pricingLink).toBeVisible();
    await expect(pricingLink).toHaveAttribute('href', '/pricing');
    await expect(pricingLink).toHaveCSS('text-decoration-line', 'underline');
    await expect(log).not.toContainText('/pricing');
    const { messages } = (await (await replyFromApi).json()) as { messages: Array<{ role: string; content: string }> };
    expect(messages.filter((message) => message.role === 'agent').map((message) => message.content).join(' ')).toContain('/pricing');
    await expect(page.getByRole('list', { name: 'Suggested questions' })).toHaveCount(0);

    // Reached by keyboard from the message field, and followed with Enter.
    await input(page).focus();
    for (let step = 0; step < 10 && !(await pricingLink.evaluate((link) => link === document.activeElement)); step++) {
      await page.keyboard.press('Shift+Tab');
    }
    await expect(pricingLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/pric/i);
    // Same page view (no full load), panel still open with the conversation.
    expect(await page.evaluate(() => (window as unknown as { samePageView?: boolean }).samePageView)).toBe(true);
    await expect(panel(page)).toBeVisible();
    await expect(log).toContainText('What are your prices?');

    // Type a follow-up with Enter.
    await input(page).fill('How fast can you launch?');
    await input(page).press('Enter');
    await expect(log.locator('ol > li')).toHaveCount(5);

    await page.reload();
    await page.waitForLoadState('networkidle');
    await openButton(page).click();
    await expect(page.getByRole('log')).toContainText('What are your prices?');
    await expect(page.getByRole('log')).toContainText('How fast can you launch?');
    await expect(page.getByRole('log').locator('ol > li')).toHaveCount(5);
  });

  test('a question Vale is not sure of is offered back in the words of an answer it has: a yes gets that answer, a no the team', async ({ page }) => {
    await page.goto('/crm');
    await openChat(page);
    const asked = 'how do i get going with the crm';
    await say(page, asked, 'Did you mean: "How do I get ATOM CRM?"');
    await say(page, 'yes', 'To get ATOM CRM, press "Get Started"');
    await say(page, asked, 'Did you mean');
    await say(page, 'no', 'All right. Ask me in other words');
    await expect(page.getByRole('log').getByRole('link', { name: /strategy session|contact/i }).last()).toHaveAttribute('href', '/contact');
  });

  test('a visitor who only names what they are after hears what it is; "pricing" first gets the starting prices', async ({ page }) => {
    await page.goto('/solutions');
    await openChat(page);
    await say(page, 'pricing', 'Starting prices');
    await say(page, 'tell me about atom', 'all-in-one CRM and marketing platform');
    await say(page, 'I need a website', 'mobile-first websites');
    // Now it follows on from the website.
    await say(page, 'pricing', 'AI Websites start at');
    await expect(page.getByRole('log')).not.toContainText("I don't have");
  });

  test('shows "Vale is typing" and "Sending..." with the input disabled while a reply is on its way', async ({ page }) => {
    let release: () => void = () => {};
    const replyAllowed = new Promise<void>((resolve) => (release = resolve));
    await routeSend(page, async (route) => {
      await replyAllowed;
      await route.fulfill({ json: { messages: [{ role: 'user', message_id: 'u1', content: 'Hello' }, { role: 'agent', message_id: 'a1', content: 'Hello from Vale.' }] } });
    });
    await page.goto('/');
    await openChat(page);

    // Blank text is not sent.
    await input(page).fill('   ');
    await input(page).press('Enter');
    await expect(page.getByRole('log').locator('ol > li')).toHaveCount(1);

    await input(page).fill('Hello');
    await input(page).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Vale is typing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(input(page)).toBeDisabled();
    release();
    await expect(page.getByRole('log')).toContainText('Hello from Vale.');
    await expect(page.getByText('Vale is typing')).toHaveCount(0);
    await expect(input(page)).toBeEnabled();
    await expect(input(page)).toBeFocused();
    // Only the agent's message became a bot message; the echoed user message did not.
    await expect(page.getByRole('log').locator('ol > li')).toHaveCount(3);
  });

  test('a reply carrying an error field shows the connection message', async ({ page }) => {
    await routeSend(page, (route) => route.fulfill({ status: 200, json: { error: 'Provider unavailable' } }));
    await page.goto('/');
    await openChat(page);
    await input(page).fill('What are your prices?');
    await input(page).press('Enter');
    await expect(page.getByRole('log')).toContainText(REPLY_ERROR);
    await expect(input(page)).toBeEnabled();
  });

  test('a network failure shows the technical-difficulties message', async ({ page }) => {
    await routeSend(page, (route) => route.abort('failed'));
    await page.goto('/');
    await openChat(page);
    await input(page).fill('What are your prices?');
    await input(page).press('Enter');
    await expect(page.getByRole('log')).toContainText(NETWORK_ERROR);
  });

  test('a failed session creation is silent and Send stays disabled', async ({ page }) => {
    await page.route('**/api/retell-chat', (route) => route.fulfill({ status: 500, json: { error: 'Something went wrong. Please try again.' } }));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const created = page.waitForResponse('**/api/retell-chat');
    await openButton(page).click();
    await created;
    await expect(sendButton(page)).toBeDisabled();
    await expect(page.getByRole('log').locator('ol > li')).toHaveCount(1);
    await expect(page.getByRole('log')).not.toContainText(REPLY_ERROR);
  });

  test('a forged chat id is refused by the server; the panel starts a new chat quietly and resends', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, JSON.stringify({ v: 1, chatId: 'forged.chat-id', messages: [] }));
    }, STORAGE_KEY);
    const statuses: Array<{ action: string; status: number }> = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/retell-chat')) return;
      const action = (response.request().postDataJSON() as { action: string }).action;
      statuses.push({ action, status: response.status() });
    });
    await page.goto('/');
    await openChat(page);
    await page.getByRole('button', { name: 'How do I book a strategy session?' }).click();
    await expect(page.getByRole('log').getByRole('link', { name: 'our contact page' }).first()).toBeVisible();
    await expect(page.getByRole('log')).not.toContainText(REPLY_ERROR);
    expect(statuses.map((entry) => entry.action)).toEqual(['send', 'create', 'send']);
    expect(statuses[0].status).toBeGreaterThanOrEqual(400);
    expect(statuses[0].status).toBeLessThan(500);
    const stored = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}').chatId, STORAGE_KEY);
    expect(stored).not.toBe('forged.chat-id');
  });
});

test.describe('Vale taking a visitor\'s details', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('asks in turn, re-asks a bad address, confirms with the privacy policy and only then stores', async ({ page }) => {
    await page.goto('/pricing');
    await openChat(page);
    await say(page, 'Can someone call me back?', 'Shall I take your details?');
    await say(page, 'yes', 'What is your name?');
    await say(page, 'Ada Lovelace', 'Thanks, Ada.');
    await say(page, 'ada at example', "That doesn't look like an e-mail address or a phone number");
    await say(page, 'ada@example.com', 'What is your business');
    await say(page, 'A bakery, we miss calls at lunch', 'best time to reach you');
    await say(page, 'mornings', 'Shall I send your details to the team?');
    const log = page.getByRole('log');
    await expect(log).toContainText('Name: Ada Lovelace; E-mail: ada@example.com');
    await expect(log.getByRole('link', { name: 'Privacy Policy', exact: true }).last()).toHaveAttribute('href', '/privacy-policy');
    await expect(log).not.toContainText('/privacy-policy');
    await say(page, 'yes', 'Our team has your details and will reply within one business day');
    // The chat goes on answering questions afterwards.
    await say(page, 'What are your prices?', 'our pricing page');
  });

  test('a question midway is answered and the step asked again; "never mind" leaves the flow and nothing is taken', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    await say(page, 'I want to book a demo', 'Shall I take your details?');
    await say(page, 'yes', 'What is your name?');
    await say(page, 'How much is the CRM?', 'Back to your details. What is your name?');
    await expect(page.getByRole('log')).toContainText('$197/month');
    await say(page, 'never mind', "I haven't saved anything");
  });

  test('a name or an address typed at the offer says yes and is kept; a plan named there is answered', async ({ page }) => {
    await page.goto('/solutions');
    await openChat(page);
    await say(page, 'Can someone call me back?', 'Shall I take your details?');
    await say(page, 'Launch Bundle', 'The Launch Bundle is an example plan');
    await say(page, 'Please call me', 'Shall I take your details?');
    await say(page, 'Hedy Lamarr', 'Thanks, Hedy. What is the best e-mail address or phone number');
    await say(page, 'hedy@example.com', 'What is your business');
    await say(page, 'skip', 'best time to reach you');
    await say(page, 'skip', 'Shall I send your details to the team?');
    await expect(page.getByRole('log')).toContainText('Name: Hedy Lamarr; E-mail: hedy@example.com');
  });

  test('a card number typed midway is refused, and the step waits for its answer', async ({ page }) => {
    await page.goto('/about');
    await openChat(page);
    await say(page, 'Please call me', 'Shall I take your details?');
    await say(page, 'yes', 'What is your name?');
    await say(page, 'my card is 4111 1111 1111 1111', "Please don't send card details in the chat");
    await expect(page.getByRole('log').getByRole('link', { name: /strategy session|contact page/i }).last()).toBeVisible();
    await say(page, 'Grace Hopper', 'Thanks, Grace.');
  });
});

test.describe('chat panel on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('takes the full screen, locks the page scroll and is accessible', async ({ page }) => {
    await page.goto('/pricing');
    await openChat(page);
    const box = await panel(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
    expect(Math.round(box?.height ?? 0)).toBe(844);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Close chat' }).click();
    await expect(panel(page)).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await expect(openButton(page)).toBeFocused();
  });

  test('following a link in a reply closes the full-screen panel to show the page', async ({ page }) => {
    await routeSend(page, (route) =>
      route.fulfill({ json: { messages: [{ role: 'agent', message_id: 'a1', content: 'Our industries are listed at /industries.' }] } }),
    );
    await page.goto('/');
    await openChat(page);
    await input(page).fill('Which industries do you serve?');
    await input(page).press('Enter');
    await page.getByRole('log').getByRole('link', { name: 'our industries page' }).click();
    await expect(page).toHaveURL(/\/industries$/);
    await expect(panel(page)).toBeHidden();
  });
});
