import { aiFaq } from '../../app/content/page-faqs/ai';
import { crmFaq } from '../../app/content/page-faqs/crm';
import { developmentFaq } from '../../app/content/page-faqs/development';
import { marketingFaq } from '../../app/content/page-faqs/marketing';
import { phoneFaq } from '../../app/content/page-faqs/phone';
import { websitesFaq } from '../../app/content/page-faqs/websites';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { aiContent } from '../../app/content/ai';
import { crmContent } from '../../app/content/crm';
import { developmentContent } from '../../app/content/development';
import { generalFaq } from '../../app/content/faqs';
import { marketingContent } from '../../app/content/marketing';
import { offeringList } from '../../app/content/offerings';
import { phoneContent } from '../../app/content/phone';
import { solutionsContent } from '../../app/content/solutions';
import { websitesContent } from '../../app/content/websites';
import { antiAiContent } from '../../app/content/anti-ai';
import { expectNoAxeViolations, scrollIntoRest, timeTooltipDelay, watchForProblems } from './helpers';

const section = (page: Page, id: string) => page.locator(`section#${id}`);
const bubble = (page: Page) => page.locator('.kit-tooltip');

/** Opens a page and waits until React has taken it over. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Brings an element to the middle of the screen, clear of the sticky header and the floating widgets. */
async function centre(locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

/** Moves the mouse over an element's centre (a card whose whole area is a tooltip trigger takes the hover). */
async function pointAt(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

/** The FAQPage structured data of a page's HTML, if any. */
async function faqStructuredData(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
  return blocks.find((block) => block['@type'] === 'FAQPage') as { mainEntity: { name: string }[] } | undefined;
}

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('/solutions', () => {
  test('lists every offering with its overview starting price and a link to its page, and the Infinity Partner plan', async ({ page }) => {
    await open(page, '/solutions');
    const grid = section(page, solutionsContent.overview.id);
    for (const offering of offeringList()) {
      const card = grid.getByRole('article', { name: offering.name });
      await expect(card).toBeVisible();
      if (offering.overviewPrice) {
        const amount = `$${offering.overviewPrice.amount.toLocaleString('en-US')}`;
        await expect(card).toContainText(amount);
      } else {
        await expect(card.getByText('Coming Soon', { exact: true })).toBeVisible();
      }
      await expect(card.getByRole('link')).toHaveAttribute('href', offering.href);
    }
    await expect(grid.getByRole('article', { name: 'Marketing' })).toContainText('From $497/month');
    await expect(grid.getByRole('article', { name: 'Infinity Partner' })).toContainText('From $2,500/month');
    await expect(grid.getByRole('article', { name: 'Infinity Partner' }).getByText('Premium')).toBeVisible();

    await grid.getByRole('link', { name: /about ATOM CRM/ }).click();
    await expect(page).toHaveURL(/\/crm$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ATOM');
  });

  test('the general FAQ filters by category with a count, two columns and one answer open at a time', async ({ page }) => {
    await open(page, '/solutions');
    const faq = section(page, 'faq');
    const filter = faq.getByRole('group', { name: 'Filter questions by category' });
    const buttons = filter.getByRole('button');
    const categories = [...new Set(generalFaq.map((entry) => entry.category!))].sort((a, b) => a.localeCompare(b, 'en'));
    await expect(buttons).toHaveText(['All', ...categories]);
    await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(faq.locator('details')).toHaveCount(generalFaq.length);
    await expect(faq.getByText(`${generalFaq.length} questions in all categories`)).toBeVisible();

    const pricing = generalFaq.filter((entry) => entry.category === 'Pricing & Packages');
    const pricingButton = filter.getByRole('button', { name: 'Pricing & Packages' });
    await centre(pricingButton);
    // Keyboard: focus the button and press Enter.
    await pricingButton.focus();
    await page.keyboard.press('Enter');
    await expect(pricingButton).toHaveAttribute('aria-pressed', 'true');
    await expect(faq.getByRole('heading', { level: 3, name: 'Pricing & Packages Questions' })).toBeVisible();
    const count = faq.getByText(`${pricing.length} questions in this category`);
    await expect(count).toBeVisible();
    await expect(count).toHaveAttribute('aria-live', 'polite');
    await expect(faq.locator('details')).toHaveCount(pricing.length);

    // First half in the first column, second half in the second.
    const columns = faq.locator('details').locator('xpath=..');
    const firstColumnCount = Math.ceil(pricing.length / 2);
    await expect(columns.first().locator('details')).toHaveCount(firstColumnCount);
    await expect(columns.first().locator('summary').first()).toHaveText(pricing[0]!.q);

    const first = faq.locator('summary', { hasText: pricing[0]!.q });
    const second = faq.locator('summary', { hasText: pricing[1]!.q });
    await first.click();
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await expect(faq.locator('details[open]')).toContainText(pricing[0]!.a.slice(0, 40));
    await second.click();
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await expect(faq.locator('details[open] summary')).toHaveText(pricing[1]!.q);
    await second.click();
    await expect(faq.locator('details[open]')).toHaveCount(0);

    // A site path named in an answer is a link.
    await faq.locator('summary', { hasText: pricing[0]!.q }).click();
    await expect(faq.locator('details[open]').getByRole('link', { name: 'our pricing page' }).first()).toHaveAttribute('href', '/pricing');
    await expectNoAxeViolations(page);

    await filter.getByRole('button', { name: 'All' }).click();
    await expect(faq.locator('details')).toHaveCount(generalFaq.length);
  });

  test('describes its FAQ as FAQPage structured data', async ({ page }) => {
    const data = await faqStructuredData(page, '/solutions');
    expect(data?.mainEntity).toHaveLength(generalFaq.length);
  });
});

test.describe('/ai', () => {
  test('has every section of the page, the voice orb and a page FAQ described for search engines', async ({ page }) => {
    await open(page, '/ai');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aiContent.hero.title);
    await expect(section(page, 'voice-ai').getByRole('button', { name: /Vale/ })).toBeVisible();
    await expect(section(page, 'ai-systems').getByRole('heading', { name: 'AI Systems and Automation' })).toBeVisible();
    for (const heading of ['Core Capabilities', 'Industry Packs', 'Automation Modules', 'How Vale Works', 'Proven Outcomes']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toHaveCount(1);
    }
    await expect(section(page, 'how-vale-works').getByRole('heading', { level: 3 })).toHaveText(['Engage', 'Capture', 'Follow Up']);
    const data = await faqStructuredData(page, '/ai');
    expect(data?.mainEntity.map((entry) => entry.name)).toEqual(aiFaq.map((entry) => entry.q));
  });

  test('capability and industry cards open one at a time, with hints on their features', async ({ page }) => {
    await open(page, '/ai');
    const capabilities = section(page, 'core-capabilities');
    await expect(capabilities.getByRole('button', { expanded: false })).toHaveCount(6);
    const [first, second] = aiContent.coreCapabilities.cards;
    const firstToggle = capabilities.getByRole('button', { name: first!.title });
    const secondToggle = capabilities.getByRole('button', { name: second!.title });
    await centre(firstToggle);
    await firstToggle.click();
    await expect(firstToggle).toHaveAttribute('aria-expanded', 'true');
    const hintTrigger = capabilities.getByRole('button', { name: first!.features[0]!.label });
    await hintTrigger.click();
    await expect(bubble(page)).toHaveText(first!.features[0]!.hint);
    await page.keyboard.press('Escape');
    await secondToggle.click();
    await expect(secondToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(firstToggle).toHaveAttribute('aria-expanded', 'false');
    await secondToggle.click();
    await expect(capabilities.getByRole('button', { expanded: true })).toHaveCount(0);

    const packs = section(page, 'industry-packs');
    const names = ['Real Estate', 'Legal', 'HR & Recruiting', 'Restaurants', 'Healthcare', 'Finance & Banking', 'E-commerce', 'Education', 'Fitness & Wellness'];
    await expect(packs.getByRole('heading', { level: 3 })).toHaveText(names);
    const legal = packs.getByRole('button', { name: 'Legal' });
    await centre(legal);
    // Keyboard opens a card too.
    await legal.focus();
    await page.keyboard.press('Enter');
    await expect(legal).toHaveAttribute('aria-expanded', 'true');
    await packs.getByRole('button', { name: 'Healthcare' }).click();
    await expect(legal).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
  });

  test('automation modules and proven outcomes explain themselves on hover', async ({ page }) => {
    await open(page, '/ai');
    const modules = section(page, 'automation-modules');
    const card = aiContent.automationModules.cards[0]!;
    const heading = modules.getByRole('heading', { name: card.title });
    await centre(heading);
    await pointAt(page, heading);
    await expect(bubble(page)).toHaveText(card.tooltip);
    await page.mouse.move(2, 2);
    await expect(bubble(page)).toHaveCount(0);

    const outcomes = section(page, 'proven-outcomes');
    await expect(outcomes.getByRole('listitem')).toHaveCount(8);
    const outcome = aiContent.provenOutcomes.items[2]!;
    const figure = outcomes.getByText(outcome.value, { exact: true });
    await centre(figure);
    await pointAt(page, figure);
    await expect(bubble(page)).toHaveText(outcome.tooltip);
    await expectNoAxeViolations(page);
  });
});

test.describe('/crm', () => {
  test('shows the feature columns, the widget fallback, How We Do It, the store badges and the FAQ', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL ?? '');
    await open(page, '/crm');
    const atom = section(page, 'atom-crm');
    await expect(atom.getByRole('heading', { level: 3 })).toHaveText(['Core Platform', 'Marketing Tools', 'Automation & Security', 'Integrations & More']);
    // No widget is configured: no frame, the fallback with ways to reach us instead.
    await expect(atom.locator('iframe')).toHaveCount(0);
    await expect(atom.getByText(crmContent.atomCrm.widget.fallback)).toBeVisible();
    await expect(atom.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:\+/);
    const item = crmContent.atomCrm.columns[0]!.items[1]!;
    // Let the section finish sliding in, so the pointer stays on the item it clicks.
    await scrollIntoRest(page, atom.getByRole('button', { name: item.label }));
    await atom.getByRole('button', { name: item.label }).click();
    await expect(bubble(page)).toHaveText(item.hint);

    await expect(section(page, 'how-it-works').getByRole('heading', { level: 2, name: 'How We Do It' })).toBeVisible();
    const appStore = page.getByRole('link', { name: 'Download on the App Store' });
    const googlePlay = page.getByRole('link', { name: 'Get it on Google Play' });
    await expect(appStore).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
    await expect(googlePlay).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
    await expect(section(page, 'get-started').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    await expect(section(page, 'faq').locator('summary')).toHaveText(crmFaq.map((entry) => entry.q));
    // One category only: no filter buttons.
    await expect(section(page, 'faq').getByRole('group', { name: 'Filter questions by category' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
});

test.describe('/marketing', () => {
  test('hero actions, three groups of eight service cards and the music widget only in the Content Studio', async ({ page }) => {
    await open(page, '/marketing');
    const hero = section(page, 'hero');
    await expect(hero.getByRole('link', { name: 'Scale My Marketing' })).toHaveAttribute('href', '/contact');
    await hero.getByRole('link', { name: 'See Services' }).click();
    await expect(page).toHaveURL(/#brand$/);
    await expect(section(page, 'brand').getByRole('heading', { level: 2 })).toBeInViewport();

    const brand = section(page, 'brand');
    await expect(brand.getByRole('heading', { level: 3 })).toHaveText(['Marketing & Lead Gen', 'Branding', 'Content Studio']);
    for (const group of marketingContent.brand.groups) {
      await expect(brand.locator(`#${group.id}`).getByRole('list').first().getByRole('listitem')).toHaveCount(8);
    }
    const musicFallback = brand.getByText(/custom music and audio branding/);
    await expect(musicFallback).toHaveCount(1);
    await expect(brand.locator('#content-studio').getByText(/custom music and audio branding/)).toHaveCount(1);
  });

  test('service tooltips open on hover after 150 ms, on focus, on click, toggle with Enter or Space and close with Escape', async ({ page }) => {
    await open(page, '/marketing');
    const card = marketingContent.brand.groups[0]!.cards[0]!;
    const trigger = section(page, 'brand').getByRole('button', { name: card.title });
    await centre(trigger);
    await page.mouse.move(2, 2);
    const tooltipDelay = await timeTooltipDelay(trigger);
    await trigger.hover();
    expect(await tooltipDelay()).toBeGreaterThanOrEqual(140);
    await expect(bubble(page)).toHaveText(card.tooltip);
    await page.mouse.move(2, 2);
    await expect(bubble(page)).toHaveCount(0);

    // Keyboard: Tab onto the next card opens its tooltip; Enter and Space toggle; Escape closes.
    const next = marketingContent.brand.groups[0]!.cards[1]!;
    await trigger.focus();
    await page.keyboard.press('Tab');
    await expect(section(page, 'brand').getByRole('button', { name: next.title })).toBeFocused();
    await expect(bubble(page)).toHaveText(next.tooltip);
    await page.keyboard.press('Enter');
    await expect(bubble(page)).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(bubble(page)).toHaveText(next.tooltip);
    await page.keyboard.press('Escape');
    await expect(bubble(page)).toHaveCount(0);

    // The list of what every plan includes behaves the same way.
    const service = marketingContent.serviceItems[0]!;
    const serviceTrigger = section(page, 'included').getByRole('button', { name: service.title });
    await centre(serviceTrigger);
    await serviceTrigger.click();
    await expect(bubble(page)).toHaveText(service.tooltip);
    await expectNoAxeViolations(page);
  });

  test('Get Started Today and the three result cards lead to /contact; the FAQ answers', async ({ page }) => {
    await open(page, '/marketing');
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/contact');
    const results = section(page, 'results');
    await expect(results.getByRole('heading', { level: 3 })).toHaveText(['Year-Round Content', 'Professional Media', 'Lead Generation']);
    for (const link of await results.getByRole('link').all()) await expect(link).toHaveAttribute('href', '/contact');
    const faq = section(page, 'faq');
    await faq.locator('summary').first().click();
    await expect(faq.locator('details[open]')).toContainText(marketingFaq[0]!.a.slice(0, 40));
  });
});

test.describe('/phone', () => {
  test('features, reliability facts, the four-step call flow, the quote call to action and six questions', async ({ page }) => {
    await open(page, '/phone');
    await expect(section(page, 'features').getByRole('heading', { level: 3 })).toHaveCount(phoneContent.features.cards.length);
    const reliability = section(page, 'reliability');
    for (const text of ['99.9%', 'HD', '< 24 h', '24/7', '3x', 'more qualified leads']) await expect(reliability).toContainText(text);
    await expect(section(page, 'ai-call-flow').getByRole('listitem')).toHaveCount(4);
    await expect(section(page, 'ai-call-flow').getByRole('heading', { level: 3 })).toHaveText(phoneContent.aiCallFlow.steps.map((step) => step.title));
    await expect(section(page, 'quote').getByRole('link', { name: phoneContent.quoteCta.primaryCta.text })).toHaveAttribute('href', '/contact');
    await expect(section(page, 'faq').locator('details')).toHaveCount(6);
    await page.getByRole('link', { name: 'See Features' }).click();
    await expect(page).toHaveURL(/#features$/);
  });
});

test.describe('/websites', () => {
  test('the comparison is a real table that stays readable at 320 px without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await open(page, '/websites');
    const table = page.getByRole('table', { name: websitesContent.comparison.heading });
    await expect(table.getByRole('columnheader', { name: 'AI-Enabled Website' })).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveCount(websitesContent.comparison.rows.length);
    await expect(table.getByRole('rowheader').first()).toHaveText(websitesContent.comparison.rows[0]!.aspect);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await table.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);
  });

  test('teaser, feature grid, CRM sync and six questions', async ({ page }) => {
    await open(page, '/websites');
    await expect(section(page, 'voice-agent').getByRole('link', { name: websitesContent.voiceAgentTeaser.cta.text })).toHaveAttribute('href', '/ai#voice-ai');
    await expect(page.getByRole('heading', { level: 2, name: 'Websites and Digital Experience' })).toBeVisible();
    await expect(section(page, 'website-features').getByRole('heading', { level: 3 })).toHaveCount(websitesContent.features.cards.length);
    const point = websitesContent.crmSync.points[0]!;
    const sync = section(page, 'crm-sync');
    await centre(sync.getByRole('button', { name: point.label }));
    await sync.getByRole('button', { name: point.label }).click();
    await expect(bubble(page)).toHaveText(point.hint);
    await expect(section(page, 'faq').locator('details')).toHaveCount(6);
  });
});

test.describe('/development', () => {
  test('hero actions, the game link, What We Build tooltips, six technology headings and three integration cards', async ({ page }) => {
    await open(page, '/development');
    const hero = section(page, 'hero');
    await expect(hero.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/contact');
    await expect(hero.getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '#services');
    await expect(page.getByRole('link', { name: developmentContent.astroblaster.link.text })).toHaveAttribute('href', '/astroblaster');

    const services = section(page, 'services');
    await expect(services.getByRole('heading', { level: 3 })).toHaveText(['Custom AI Development', 'Business Automation', 'Full-Stack Applications']);
    const card = developmentContent.whatWeBuild.cards[1]!;
    const title = services.getByRole('heading', { name: card.title });
    await centre(title);
    await pointAt(page, title);
    for (const feature of card.features.split(', ')) await expect(bubble(page)).toContainText(feature);
    await page.mouse.move(2, 2);
    await expect(bubble(page)).toHaveCount(0);
    const trigger = services.getByRole('button', { name: `Features of ${card.title}` });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(bubble(page)).toContainText(card.features.split(', ')[0]!);
    await expectNoAxeViolations(page);

    await expect(section(page, 'technology').getByRole('heading', { level: 3 })).toHaveText(
      ['AI & Machine Learning', 'Frontend', 'Backend', 'Databases', 'Cloud & DevOps', 'Integrations & APIs'],
    );
    await expect(section(page, 'integrations').getByRole('heading', { level: 3 })).toHaveText(['Native Integration', 'Automation Connectors', 'Custom Integration']);
    await expect(section(page, 'start-your-project').getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/contact');
  });

  test('the falling characters are decoration: hidden from assistive technology, drawn with motion, still without it', async ({ browser }) => {
    const paintedPixels = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ reducedMotion, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await open(page, '/development');
      const canvas = page.locator('section#hero canvas');
      await expect(canvas).toHaveAttribute('aria-hidden', 'true');
      await page.waitForTimeout(600);
      const painted = await canvas.evaluate((element: HTMLCanvasElement) => {
        const data = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
        let count = 0;
        for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) count += 1;
        return count;
      });
      await context.close();
      return painted;
    };
    expect(await paintedPixels('no-preference')).toBeGreaterThan(0);
    expect(await paintedPixels('reduce')).toBe(0);
  });
});

test.describe('/anti-ai', () => {
  test('says Coming Soon with a progress bar that animates, and stands still under reduced motion', async ({ browser }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await open(page, '/anti-ai');
      await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
      const bar = page.getByRole('progressbar', { name: antiAiContent.progress.label });
      await expect(bar).toHaveAttribute('aria-valuenow', String(antiAiContent.progress.percent));
      const animation = await bar.locator('div').evaluate((fill) => getComputedStyle(fill).animationName);
      expect(animation === 'none').toBe(reducedMotion === 'reduce');
      await context.close();
    }
  });
});

test.describe('offering pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('show all their copy: collapsed card details, tooltips and FAQ answers are in the page', async ({ page }) => {
    const checks: Array<[string, string[]]> = [
      ['/ai', [aiContent.coreCapabilities.cards[5]!.features[3]!.label, aiContent.industryPacks.cards[8]!.title, aiContent.automationModules.cards[5]!.tooltip, aiFaq[5]!.q]],
      ['/crm', [crmContent.atomCrm.columns[3]!.items[4]!.hint, crmContent.howItWorks.steps[3]!.title, crmFaq[0]!.q]],
      ['/marketing', [marketingContent.brand.groups[2]!.cards[7]!.tooltip, marketingContent.serviceItems[5]!.tooltip, marketingFaq[5]!.q]],
      ['/phone', [phoneContent.aiCallFlow.steps[3]!.title, phoneContent.quoteCta.heading, phoneFaq[5]!.q]],
      ['/websites', [websitesContent.comparison.rows[6]!.ai, websitesContent.crmSync.points[3]!.hint, websitesFaq[5]!.q]],
      ['/development', [developmentContent.whatWeBuild.cards[2]!.features.split(', ')[5]!, developmentContent.integrations.cards[2]!.title, developmentFaq[0]!.q]],
      ['/solutions', [generalFaq.at(-1)!.q, solutionsContent.buyOneOrFull.options[1]!.title]],
      ['/anti-ai', [antiAiContent.plans[2]!]],
    ];
    for (const [path, texts] of checks) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const content = await page.locator('main').textContent();
      for (const text of texts) expect(content, `${path}: ${text}`).toContain(text);
    }
  });
});
