/**
 * No lead is thanked and then lost: whoever sends the contact form, and however early or fast, is thanked only
 * once the lead is stored (read back from the server's store), or told plainly what to do instead.
 */
import { expect, test, type Page } from '@playwright/test';
import { contactContentFor } from '../../app/content/contact';
import { MIN_FILL_MS, TOO_FAST_MESSAGE } from '../../app/lib/forms/fill-time';
import { holdChunk, storedLeads, watchForProblems } from './helpers';

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
/** The page as this build shows it: no embed configured. */
const { messageForm } = contactContentFor({ calendar: false, growthForm: false });
const form = (page: Page) => page.getByRole('form', { name: messageForm.title });
/** Each test's visitor has a name of their own, so their lead is found among everything the server has stored. */
const visitor = (who: string) => `${who} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fillIn(page: Page, name: string) {
  const contact = form(page);
  await contact.getByRole('textbox', { name: /^Name/ }).fill(name);
  await contact.getByRole('textbox', { name: 'E-mail' }).fill('autofill@example.com');
  await contact.getByRole('textbox', { name: 'Phone' }).fill('(832) 555-0100');
  await contact.getByRole('checkbox', { name: /I agree that/ }).check();
}

test.use({ viewport: { width: 390, height: 844 } });

test('the fill time counts from the page\'s first paint, however late the form\'s code arrives', async ({ page, baseURL }) => {
  const problems = watchForProblems(page, baseURL!);
  const formCode = await holdChunk(page, 'MessageFormBlock');
  await page.goto('/contact#contact-form', { waitUntil: 'domcontentloaded' });
  await formCode.requested;
  // The code arrives only once the page has been on screen longer than the fill time.
  await page.waitForFunction((fillMs) => {
    const [firstPaint] = performance.getEntriesByName('first-contentful-paint');
    return firstPaint !== undefined && performance.now() - firstPaint.startTime > fillMs;
  }, MIN_FILL_MS);
  formCode.release();
  await hydrated(page);
  const name = visitor('Autofill Ada');
  await fillIn(page, name);
  const request = page.waitForRequest((req) => req.url().endsWith('/api/contact') && req.method() === 'POST');
  const sentAt = await page.evaluate(() => performance.now());
  await form(page).getByRole('button', { name: 'Send Message' }).click();

  const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
  expect((await request).postDataJSON().shownForMs).toBeGreaterThanOrEqual(Math.floor(sentAt - firstPaint));
  await expect(page.getByRole('heading', { name: `Thanks, ${name}. Your message is with our team.` })).toBeFocused();
  expect((await storedLeads(baseURL!)).map((lead) => lead.name)).toContain(name);
  expect(problems).toEqual([]);
});

test('a form autofilled and sent the moment it appears waits out the fill time itself, is stored, then thanked', async ({ page, baseURL }) => {
  const problems = watchForProblems(page, baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await hydrated(page);
  // Reached by a client-side navigation, the form appears now, not with the page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  const name = visitor('Quick Quinn');
  await fillIn(page, name);
  const request = page.waitForRequest((req) => req.url().endsWith('/api/contact') && req.method() === 'POST');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByRole('button', { name: 'Sending…' })).toBeDisabled();

  expect((await request).postDataJSON().shownForMs).toBeGreaterThanOrEqual(MIN_FILL_MS);
  await expect(page.getByRole('heading', { name: `Thanks, ${name}. Your message is with our team.` })).toBeFocused();
  expect((await storedLeads(baseURL!)).map((lead) => lead.name)).toContain(name);
  expect(problems).toEqual([]);
});

test('a press on Send before the form\'s code has arrived is sent with what is in the fields, stored and thanked', async ({ page, baseURL }) => {
  const problems = watchForProblems(page, baseURL!);
  const formCode = await holdChunk(page, 'MessageFormBlock');
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await formCode.requested;
  const name = visitor('Early Grace');
  await fillIn(page, name);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  formCode.release();

  await expect(page.getByRole('heading', { name: `Thanks, ${name}. Your message is with our team.` })).toBeFocused();
  await expect(form(page)).toHaveCount(0);
  const lead = (await storedLeads(baseURL!)).find((stored) => stored.name === name);
  expect(lead).toMatchObject({ email: 'autofill@example.com', phone: '(832) 555-0100', source: 'form' });
  expect(problems).toEqual([]);
});

test('a sender the server finds too fast is told to wait a moment, keeps what was typed, and is not thanked', async ({ page, baseURL }) => {
  // What a script that skips the page's own wait would send.
  await page.route('**/api/contact', (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), shownForMs: 200 }) }));
  await page.goto('/contact#contact-form');
  await hydrated(page);
  const name = visitor('Hasty Hal');
  await fillIn(page, name);
  await form(page).getByRole('button', { name: 'Send Message' }).click();

  const summary = form(page).getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(TOO_FAST_MESSAGE);
  await expect(page.getByRole('heading', { name: /^Thanks,/ })).toHaveCount(0);
  await expect(form(page).getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  expect((await storedLeads(baseURL!)).map((lead) => lead.name)).not.toContain(name);

  // Sent again as the page sends it, the same form is stored.
  await page.unroute('**/api/contact');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: `Thanks, ${name}. Your message is with our team.` })).toBeVisible();
  expect((await storedLeads(baseURL!)).map((lead) => lead.name)).toContain(name);
});

test('a page on another site cannot file a lead through its visitor\'s browser', async ({ page, baseURL }) => {
  const name = visitor('Forged Fred');
  // Another site's page that posts our form as soon as it loads.
  await page.route('http://elsewhere.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Win a prize</title><form method="post" action="${baseURL}/api/contact"><input name="name" value="${name}"><input name="email" value="victim@example.com"><input name="consent" value="on"></form><script>document.forms[0].submit()</script>`,
    }),
  );
  const answer = page.waitForResponse((response) => response.url() === `${baseURL}/api/contact`);
  await page.goto('http://elsewhere.test/prize');
  expect((await answer).status()).toBe(403);
  await expect(page.getByText(/This form can only be sent from/)).toBeVisible();
  expect((await storedLeads(baseURL!)).map((lead) => lead.name)).not.toContain(name);
});
