import { type Page, expect, test } from '@playwright/test';
import { pricingFaq } from '../../app/content/page-faqs/pricing';
import { PHONE_BILLING_TERMS } from '../../app/content/phone-rates';
import { pricingContent } from '../../app/content/pricing';
import { expectNoAxeViolations, scrollIntoRest, watchForProblems } from './helpers';

const section = (page: Page, id: string) => page.locator(`section#${id}`);
const bubble = (page: Page) => page.locator('.kit-tooltip');
const { phoneUsage } = pricingContent;

/** Opens a page and waits until React has taken it over. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('/pricing', () => {
  test('hero, starting prices, Infinity Partner, Why Custom Plans and the closing call to action', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL ?? '');
    await open(page, '/pricing');
    await expect(page.getByRole('link', { name: 'Get Custom Quote' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'See Starting Prices' })).toHaveAttribute('href', '#pricing');
    // No music widget is configured: a way to ask for samples instead, and no third-party request.
    await expect(page.getByText(pricingContent.heroMusic.fallback)).toBeVisible();

    const prices = section(page, 'pricing');
    await expect(prices.getByRole('heading', { level: 2, name: 'Starting Prices' })).toBeVisible();
    const expected: Array<[string, string, string]> = [
      ['Vale AI', '$147/month', '/ai'],
      ['ATOM CRM', '$197/month', '/crm'],
      ['Marketing', '$1,697/month', '/marketing'],
      ['Business Phone', '$47/month', '/phone'],
      ['AI Websites', '$4,242 setup', '/websites'],
      ['Custom Development', '$1,818 setup', '/development'],
    ];
    const cards = prices.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(6);
    for (const [index, [, price, href]] of expected.entries()) {
      await expect(cards.nth(index)).toContainText(price);
      await expect(cards.nth(index).getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', href);
    }

    const partner = section(page, 'infinity-partner');
    await expect(partner.getByRole('heading', { level: 2, name: 'Infinity Partner Plan' })).toBeVisible();
    await expect(partner).toContainText('$2,497/month');
    await expect(partner).toContainText(/platform license/i);
    await expect(partner.getByRole('link', { name: 'Become an Infinity Partner' })).toHaveAttribute('href', '/contact');

    await expect(page.getByRole('heading', { level: 2, name: 'Why Custom Plans?' })).toBeVisible();
    await expect(section(page, pricingContent.whyCustomPlans.id).getByRole('heading', { level: 3 })).toHaveCount(6);

    await expect(page.getByRole('heading', { level: 2, name: 'Ready to Get Started?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book Your Strategy Session' })).toHaveAttribute('href', '/contact');
    expect(problems).toEqual([]);
  });

  test('example subscriptions: three bundles, one hint open at a time, Get Started to /contact', async ({ page }) => {
    await open(page, '/pricing');
    const examples = section(page, 'plan-examples');
    await expect(examples.getByRole('heading', { level: 2, name: 'What Your Subscription Could Look Like' })).toBeVisible();
    const expected = [
      ['hyperdrive', 'Launch Bundle', '1-2 weeks', '4-page site', 1],
      ['lightspeed', 'Leadflow Bundle', '2-3 weeks', '10-page site', 2],
      ['warpspeed', 'Scale Bundle', '3-5 weeks', '20-page site', 3],
    ] as const;
    for (const [id, name, weeks, site, level] of expected) {
      const bundle = examples.locator(`#${id}`);
      await expect(bundle.getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(bundle.getByText('Example', { exact: true })).toBeVisible();
      await expect(bundle).toContainText('$'.repeat(level));
      await expect(bundle).toContainText(weeks);
      await expect(bundle).toContainText(site);
      await expect(bundle.getByText('Financing Available at Checkout')).toBeVisible();
    }
    await expect(examples.getByText('Setup fees may not always apply')).toBeVisible();

    const [launch, leadflow] = pricingContent.bundles.items;
    const first = examples.locator('#hyperdrive').getByRole('button', { name: launch!.features[0]!.label });
    const second = examples.locator('#lightspeed').getByRole('button', { name: leadflow!.features[1]!.label });
    await scrollIntoRest(page, first);
    await first.hover();
    await expect(bubble(page)).toHaveText(launch!.features[0]!.hint!);
    await second.click();
    await expect(bubble(page)).toHaveCount(1);
    await expect(bubble(page)).toHaveText(leadflow!.features[1]!.hint!);
    await expectNoAxeViolations(page);

    // The page has no #contact section: Get Started goes to /contact.
    await examples.locator('#warpspeed').getByRole('link', { name: /Get Started/ }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the pricing FAQ answers from the rates in content and is described for search engines', async ({ page }) => {
    await open(page, '/pricing');
    const faq = section(page, 'faq');
    await expect(faq.locator('summary')).toHaveCount(pricingFaq.length);
    // One category only: no filter buttons.
    await expect(faq.getByRole('group', { name: 'Filter questions by category' })).toHaveCount(0);
    const rates = faq.locator('summary', { hasText: 'What are the phone usage rates?' });
    await rates.click();
    await expect(faq.getByText(/\$0\.0182\/min/)).toBeVisible();
    const html = await (await page.request.get('/pricing')).text();
    expect(html).toContain('"@type":"FAQPage"');
  });
});

test.describe('the phone usage calculator', () => {
  test('by keyboard: opens, keeps focus inside, recalculates, announces, closes with Escape and returns focus', async ({ page }) => {
    await open(page, '/pricing');
    const opener = page.getByRole('button', { name: phoneUsage.buttonLabel });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: phoneUsage.heading });
    await expect(dialog).toBeVisible();
    const outbound = dialog.getByRole('spinbutton', { name: phoneUsage.inputLabels.outboundMinutes });
    await expect(outbound).toBeFocused();
    for (const label of Object.values(phoneUsage.inputLabels)) await expect(dialog.getByRole('spinbutton', { name: label })).toHaveValue('100');
    for (const amount of ['$1.82', '$1.11', '$1.08', '$4.01']) await expect(dialog.getByText(amount, { exact: true })).toBeVisible();
    for (const line of PHONE_BILLING_TERMS.lines) await expect(dialog.getByText(line)).toBeVisible();

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('250');
    await expect(dialog.getByText('$4.55', { exact: true })).toBeVisible();
    await expect(dialog.getByText('$6.74', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: phoneUsage.totalLabel })).toHaveText(`${phoneUsage.totalLabel}: $6.74`);

    // Tabbing never leaves the dialog.
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('bad and huge input: empty or negative counts as 0, a huge number stays inside the dialog', async ({ page }) => {
    await open(page, '/pricing');
    await page.getByRole('button', { name: phoneUsage.buttonLabel }).click();
    const dialog = page.getByRole('dialog', { name: phoneUsage.heading });
    await dialog.getByRole('spinbutton', { name: phoneUsage.inputLabels.outboundMinutes }).fill('');
    await dialog.getByRole('spinbutton', { name: phoneUsage.inputLabels.inboundMinutes }).fill('-40');
    await expect(dialog.getByText('$1.08', { exact: true })).toHaveCount(2); // SMS line and total
    await dialog.getByRole('spinbutton', { name: phoneUsage.inputLabels.smsSegments }).fill('999999999999999999999');
    await expect(dialog.getByText(/^\$10,799,999,999,999,999,999\.99$|^\$10,800,000,000,000,000,000\.00$/).first()).toBeVisible();
    const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the close button and a click on the backdrop close it; the page behind does not scroll', async ({ page }) => {
    await open(page, '/pricing');
    const opener = page.getByRole('button', { name: phoneUsage.buttonLabel });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: phoneUsage.heading });
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.move(20, 450);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await dialog.getByRole('button', { name: phoneUsage.closeLabel }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
