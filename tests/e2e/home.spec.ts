import { type Locator, type Page, expect, test } from '@playwright/test';
import { homeContent } from '../../app/content/home';
import { expectNoAxeViolations, watchForProblems } from './helpers';

const { hero, whatWeOffer, straightUp, harness, outcomes, solutions, testimonials, ratingBadge, finalCta, aiImageLink } = homeContent;

const SECTION_HEADINGS = [
  whatWeOffer.heading,
  homeContent.realityCheck.heading,
  homeContent.visitorFlow.heading,
  homeContent.onboarding.heading,
  straightUp.heading,
  harness.heading,
  outcomes.heading,
  solutions.heading,
  testimonials.heading,
  finalCta.heading,
];

const headline = (page: Page) => page.getByRole('heading', { level: 1 });
const section = (page: Page, id: string) => page.locator(`section#${id}`);
const tooltipBubble = (page: Page) => page.locator('.kit-tooltip');

/** Opens the home page and waits until it has hydrated: the sections' code is in and the headline glows. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(headline(page)).toHaveAttribute('data-typing', 'glowing');
}

/** Brings an element to the middle of the screen, clear of the sticky header and the floating widgets. */
async function centre(locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

test.describe('home, as prerendered HTML', () => {
  test('carries the headline as its one h1, every section with its own h2, and the collapsed details', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
    expect(h1).toBe(hero.title);
    for (const heading of SECTION_HEADINGS) expect(html).toContain(`>${heading.replace('&', '&amp;')}</h2>`);
    // Every section is labelled by its own heading.
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const sections = [...main.matchAll(/<section([^>]*)>/g)].map((match) => match[1]);
    expect(sections.length).toBeGreaterThanOrEqual(SECTION_HEADINGS.length + 1);
    for (const attributes of sections) expect(attributes).toMatch(/aria-labelledby="[^"]+"/);
    // Collapsed cards keep their details in the HTML for crawlers.
    expect(html).toContain('Built-In Coach');
    expect(html).toContain(solutions.cards[7].includes[0].label);
    for (const outcome of outcomes.items) expect(html).toContain(outcome.tooltip.replace(/'/g, '&#x27;'));
    expect(html).toContain(ratingBadge);
  });
});

test.describe('home on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('types the headline on screen, then glows', async ({ page }) => {
    // Records how many characters the typing overlay had drawn at each change.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { __typedCounts: number[] }).__typedCounts = seen;
      new MutationObserver(() => {
        const overlay = document.querySelector('h1 .kit-tw-overlay');
        if (!overlay) return;
        seen.push(overlay.querySelectorAll(':scope > span:not(.kit-tw-ghost)').length);
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class'] });
    });
    await page.goto('/');
    await expect(headline(page)).toHaveAttribute('data-typing', 'glowing');
    await expect(headline(page)).toHaveClass(/kit-glow/);
    await expect(headline(page)).toHaveText(hero.title);
    await expect(headline(page).locator('.kit-tw-overlay')).toHaveCount(0);
    const counts = await page.evaluate(() => (window as unknown as { __typedCounts: number[] }).__typedCounts);
    // Character by character: many partial states, growing, ending with the whole headline.
    expect(new Set(counts).size).toBeGreaterThan(20);
    expect(counts.some((count) => count > 0 && count < hero.title.length)).toBe(true);
    expect(Math.max(...counts)).toBe(hero.title.length);
  });

  test('hero: Get Started goes to /contact, Learn More to #overview', async ({ page }) => {
    await openHome(page);
    const heroSection = section(page, 'hero');
    const getStarted = heroSection.getByRole('link', { name: hero.primaryCta.text });
    const learnMore = heroSection.getByRole('link', { name: hero.secondaryCta.text });
    await expect(getStarted).toHaveAttribute('href', '/contact');
    await expect(learnMore).toHaveAttribute('href', '#overview');
    await expect(heroSection.getByRole('img', { name: hero.image.alt })).toBeVisible();

    await learnMore.click();
    await expect(page).toHaveURL(/\/#overview$/);
    await expect(section(page, 'overview').getByRole('heading', { level: 2 })).toBeInViewport();

    await centre(getStarted);
    await getStarted.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(headline(page)).not.toHaveText(hero.title);
  });

  test('What We Offer links every offering and the two highlighted cards', async ({ page }) => {
    await openHome(page);
    const overview = section(page, 'overview');
    const expected: Array<[string, string]> = [
      ['AI', '/ai'],
      ['CRM', '/crm'],
      ['Marketing', '/marketing'],
      ['Phone', '/phone'],
      ['Website', '/websites'],
      ['Development', '/development'],
      ['Anti-AI', '/anti-ai'],
      ['All Solutions', '/solutions'],
      ['Infinity Partner', '/pricing#infinity-partner'],
    ];
    for (const [name, href] of expected) {
      await expect(overview.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(overview.getByRole('heading', { level: 3 })).toHaveCount(9);
    await expect(overview).toContainText('From $147/month');
    await expect(overview).toContainText('From $2,500/month');
    await expect(overview.getByText('Coming Soon')).toBeVisible();
    await expect(overview.getByText('Premium')).toBeVisible();

    const crm = overview.getByRole('link', { name: 'CRM', exact: true });
    await centre(crm);
    await crm.click();
    await expect(page).toHaveURL(/\/crm$/);
  });

  test('Straight Up: one accordion open at a time, clicking the open one closes it', async ({ page }) => {
    await openHome(page);
    const group = section(page, 'straight-up');
    const items = group.locator('details');
    await expect(items).toHaveCount(3);
    const summaries = straightUp.items.map((item) => group.locator('summary', { hasText: item.title }));
    const openCount = () => group.locator('details[open]').count();

    // The first is open to start with.
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(group.getByText(straightUp.items[0].paragraphs[0])).toBeVisible();

    for (const [index, item] of straightUp.items.entries()) {
      await centre(summaries[index]);
      if (index > 0) await summaries[index].click();
      await expect(items.nth(index)).toHaveAttribute('open', '');
      await expect(group.getByText(item.paragraphs[0])).toBeVisible();
      expect(await openCount()).toBe(1);
    }
    // Clicking the open one closes it: none left open.
    await summaries[2].click();
    await expect(items.nth(2)).not.toHaveAttribute('open', '');
    expect(await openCount()).toBe(0);
    await expect(group.getByText(straightUp.items[2].paragraphs[0])).toBeHidden();

    // Keyboard works too.
    await summaries[1].focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(1)).toHaveAttribute('open', '');
  });

  test('Harness The Force: cards expand independently, hints open on hover and click, Built-In Coach is Coming Soon', async ({ page }) => {
    await openHome(page);
    const force = section(page, 'harness-the-force');
    const toggles = harness.cards.map((card) => force.getByRole('button', { name: card.title, exact: true }));
    for (const toggle of toggles) await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await centre(toggles[0]);
    await toggles[0].click();
    await expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    await expect(toggles[1]).toHaveAttribute('aria-expanded', 'false');
    await toggles[1].click();
    // Independent flags: opening the second leaves the first open.
    await expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    await expect(toggles[1]).toHaveAttribute('aria-expanded', 'true');
    await toggles[0].click();
    await expect(toggles[0]).toHaveAttribute('aria-expanded', 'false');
    await expect(toggles[1]).toHaveAttribute('aria-expanded', 'true');

    // Built-In Coach, in the CRM card, is marked Coming Soon.
    const crmPanel = force.locator(`#${await toggles[1].getAttribute('aria-controls')}`);
    const coach = crmPanel.getByRole('button', { name: 'Built-In Coach' });
    await expect(coach).toBeVisible();
    await expect(coach.locator('xpath=..')).toContainText('Coming Soon');

    // Hover opens a hint; leaving closes it.
    const firstFeature = harness.cards[1].features[0];
    const featureButton = crmPanel.getByRole('button', { name: firstFeature.label });
    await centre(featureButton);
    await featureButton.hover();
    await expect(tooltipBubble(page)).toHaveText(firstFeature.hint);
    await page.mouse.move(5, 400);
    await expect(tooltipBubble(page)).toHaveCount(0);

    // Click opens one and keeps it open; Escape closes it.
    const coachFeature = harness.cards[1].features.find((feature) => feature.label === 'Built-In Coach');
    await coach.click();
    await expect(tooltipBubble(page)).toHaveText(coachFeature?.hint ?? '');
    await page.mouse.move(5, 400);
    await expect(tooltipBubble(page)).toHaveText(coachFeature?.hint ?? '');
    await page.keyboard.press('Escape');
    await expect(tooltipBubble(page)).toHaveCount(0);

    // Every hint of every card opens on click.
    for (const [index, card] of harness.cards.entries()) {
      if ((await toggles[index].getAttribute('aria-expanded')) === 'false') await toggles[index].click();
      for (const feature of card.features) {
        const button = force.getByRole('button', { name: feature.label, exact: true });
        await centre(button);
        await button.click();
        await expect(tooltipBubble(page)).toHaveText(feature.hint);
        await page.keyboard.press('Escape');
      }
    }

    const learnMoreTargets = harness.cards.map((card) => card.learnMore.href);
    expect(learnMoreTargets).toEqual(['/ai', '/crm', '/marketing']);
    for (const card of harness.cards) {
      await expect(force.getByRole('link', { name: `${card.learnMore.text} about ${card.title}` })).toHaveAttribute('href', card.learnMore.href);
    }
    await force.getByRole('link', { name: `Learn More about ${harness.cards[0].title}` }).click();
    await expect(page).toHaveURL(/\/ai$/);
  });

  test('Proof That Moves the Needle: each of the nine rows opens its tooltip on click', async ({ page }) => {
    await openHome(page);
    const proof = section(page, 'proof');
    const rows = proof.getByRole('listitem');
    await expect(rows).toHaveCount(9);
    for (const outcome of outcomes.items) {
      const trigger = proof.getByRole('button', { name: outcome.text });
      // Park the pointer in the empty margin so scrolling never slides another row under it (hover opens too).
      await page.mouse.move(5, 400);
      await centre(trigger);
      await trigger.click();
      await expect(tooltipBubble(page)).toHaveText(outcome.tooltip);
      await expect(trigger).toHaveAttribute('data-state', 'open');
      // Clicking it again closes it.
      await trigger.click();
      await expect(tooltipBubble(page)).toHaveCount(0);
    }
    // Keyboard: Enter opens, Escape closes.
    const last = proof.getByRole('button', { name: outcomes.items[8].text });
    await last.focus();
    await page.keyboard.press('Enter');
    await expect(tooltipBubble(page)).toHaveText(outcomes.items[8].tooltip);
    await page.keyboard.press('Escape');
    await expect(tooltipBubble(page)).toHaveCount(0);
  });

  test('Complete Solutions: eight cards expand independently and Get Started goes to /contact', async ({ page }) => {
    await openHome(page);
    const grid = section(page, 'complete-solutions');
    const toggles = solutions.cards.map((card) => grid.getByRole('button', { name: card.title, exact: true }));
    expect(toggles).toHaveLength(8);
    for (const [index, card] of solutions.cards.entries()) {
      await centre(toggles[index]);
      await toggles[index].click();
      await expect(toggles[index]).toHaveAttribute('aria-expanded', 'true');
      await expect(grid.getByRole('button', { name: card.includes[0].label, exact: true })).toBeVisible();
    }
    // All eight stay open together; closing one leaves the others.
    for (const toggle of toggles) await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggles[3].click();
    await expect(toggles[3]).toHaveAttribute('aria-expanded', 'false');
    await expect(toggles[2]).toHaveAttribute('aria-expanded', 'true');
    await expect(toggles[4]).toHaveAttribute('aria-expanded', 'true');

    // An included feature's hint opens on click.
    const hinted = solutions.cards[0].includes[1];
    await grid.getByRole('button', { name: hinted.label, exact: true }).click();
    await expect(tooltipBubble(page)).toHaveText(hinted.hint);
    await page.keyboard.press('Escape');

    for (const card of solutions.cards) {
      await expect(grid.getByRole('link', { name: `${card.cta} with ${card.title}` })).toHaveAttribute('href', '/contact');
    }
    const link = grid.getByRole('link', { name: `Get Started with ${solutions.cards[5].title}` });
    await centre(link);
    await link.click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('Complete Solutions: Get Started scrolls to #contact when the page has one', async ({ page }) => {
    await openHome(page);
    await page.evaluate(() => {
      const contact = document.createElement('section');
      contact.id = 'contact';
      contact.textContent = 'Contact';
      contact.style.minHeight = '400px';
      document.querySelector('main')?.append(contact);
    });
    const link = section(page, 'complete-solutions').getByRole('link', { name: `Get Started with ${solutions.cards[0].title}` });
    await centre(link);
    await link.click();
    await expect(page.locator('#contact')).toBeFocused();
    await expect(page.locator('#contact')).toBeInViewport();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('testimonials with the rating badge, the reviews fallback and no third-party request', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    await openHome(page);
    const reviews = section(page, 'testimonials');
    await centre(reviews);
    await expect(reviews.getByText(ratingBadge)).toBeVisible();
    await expect(reviews.getByRole('figure')).toHaveCount(3);
    for (const item of testimonials.items) {
      const figure = reviews.getByRole('figure').filter({ hasText: item.name });
      await expect(figure).toContainText(item.content);
      await expect(figure).toContainText(item.company);
      // Avatars load from this site and are really there.
      await expect.poll(() => figure.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    // The widget is not configured here: its fallback shows the rating and a way in, and nothing is fetched.
    await expect(reviews.getByText('from 150 client reviews')).toBeVisible();
    await expect(reviews.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    await page.waitForTimeout(300);
    expect(foreign).toEqual([]);
  });

  test('final call to action, the image link to /ai, the UFO, the voice bubble and the chat widget', async ({ page }) => {
    await openHome(page);
    const cta = section(page, 'get-started');
    await expect(cta.getByRole('link', { name: finalCta.primaryCta.text })).toHaveAttribute('href', finalCta.primaryCta.href);
    await expect(cta.getByRole('link', { name: finalCta.secondaryCta.text })).toHaveAttribute('href', finalCta.secondaryCta.href);

    const imageLink = page.getByRole('link', { name: aiImageLink.alt });
    await expect(imageLink).toHaveAttribute('href', aiImageLink.href);
    await expect(imageLink.locator('img')).toHaveCount(1);

    await expect(page.locator('main .kit-ufo')).toHaveCount(1);
    await expect(page.locator('main .kit-ufo').locator('xpath=ancestor::*[@aria-hidden="true"][1]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Press Me to talk with Vale by voice$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open Chat' })).toBeVisible();

    await centre(imageLink);
    await imageLink.click();
    await expect(page).toHaveURL(/\/ai$/);
  });

  test('the scroll progress bar grows from 0 to 100 as the page scrolls', async ({ page }) => {
    await openHome(page);
    const bar = page.locator('.kit-progress');
    await expect(bar).toHaveAttribute('data-percent', '0');
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
    await expect.poll(async () => Number(await bar.getAttribute('data-percent'))).toBeGreaterThan(40);
    expect(Number(await bar.getAttribute('data-percent'))).toBeLessThan(60);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toHaveAttribute('data-percent', '100');
  });

  test('sections reveal as they scroll into view', async ({ page }) => {
    await openHome(page);
    const proofContent = section(page, 'proof').locator('[data-reveal]').first();
    await expect(proofContent).toHaveAttribute('data-reveal', 'pending');
    await centre(section(page, 'proof'));
    await expect(proofContent).toHaveAttribute('data-reveal', 'shown');
    await expect(proofContent).toHaveCSS('opacity', '1');
  });

  test('no axe violations with every card, accordion and tooltip open, and no console errors', async ({ page, baseURL }) => {
    test.slow(); // opens every card and tooltip of the longest page, then runs axe over all of it
    const problems = watchForProblems(page, baseURL ?? '');
    await openHome(page);
    // Scroll through so every section has revealed.
    for (let y = 0; y < 16000; y += 700) await page.evaluate((top) => window.scrollTo(0, top), y);
    for (const id of ['harness-the-force', 'complete-solutions']) {
      const closed = section(page, id).locator('button[aria-expanded="false"]');
      while ((await closed.count()) > 0) {
        await centre(closed.first());
        await closed.first().click();
      }
    }
    await expect(section(page, 'complete-solutions').locator('button[aria-expanded="false"]')).toHaveCount(0);

    const proofTrigger = section(page, 'proof').getByRole('button', { name: outcomes.items[0].text });
    await page.mouse.move(5, 400);
    await centre(proofTrigger);
    await proofTrigger.click();
    await expect(tooltipBubble(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // Each accordion item open in turn (only one can be open at once).
    const group = section(page, 'straight-up');
    for (const [index, item] of straightUp.items.entries()) {
      const summary = group.locator('summary', { hasText: item.title });
      if (index > 0) {
        await centre(summary);
        await summary.click();
      }
      await expect(group.locator('details').nth(index)).toHaveAttribute('open', '');
      if (index > 0) await expectNoAxeViolations(page);
    }
    expect(problems).toEqual([]);
  });

  test('layout stays put while the page loads, types and animates (CLS ≤ 0.02)', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openHome(page);
    await page.waitForTimeout(2500);
    const total = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
    expect(total).toBeLessThanOrEqual(0.02);
  });
});

test.describe('home, arriving by other ways', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a client-side visit from another page shows the whole page and hydrates it', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL ?? '');
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(headline(page)).toHaveText(hero.title);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    for (const heading of SECTION_HEADINGS) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toHaveCount(1);
    }
    const toggle = section(page, 'complete-solutions').getByRole('button', { name: solutions.cards[0].title, exact: true });
    await centre(toggle);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(problems).toEqual([]);
  });
});

test.describe('home without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('reads the same: headline, every section, links', async ({ page }) => {
    await page.goto('/');
    await expect(headline(page)).toHaveText(hero.title);
    for (const heading of SECTION_HEADINGS) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(section(page, 'overview').getByRole('link', { name: 'Infinity Partner', exact: true })).toHaveAttribute('href', '/pricing#infinity-partner');
    await expect(section(page, 'straight-up').getByText(straightUp.items[0].paragraphs[0])).toBeVisible();
  });
});

test.describe('home on a phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('nothing is wider than the narrowest screen and every section is there', async ({ page }) => {
    await openHome(page);
    for (let y = 0; y < 40000; y += 700) await page.evaluate((top) => window.scrollTo(0, top), y);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const heading of SECTION_HEADINGS) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
  });
});

test.describe('home with reduced motion', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  test('shows everything at once, with no animation', async ({ page }) => {
    await page.goto('/');
    await expect(headline(page)).toHaveAttribute('data-typing', 'glowing');
    await expect(headline(page)).toHaveText(hero.title);
    await expect(headline(page).locator('.kit-tw-overlay')).toHaveCount(0);
    for (let y = 0; y < 16000; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(page.locator('[data-reveal="pending"], [data-reveal="shown"]')).toHaveCount(0);
    for (const heading of SECTION_HEADINGS) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    // Past the earliest moment a shooting star could appear: none did, and nothing animates.
    await page.waitForTimeout(2300);
    await expect(page.locator('.kit-star')).toHaveCount(0);
    const running = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => (animation as CSSAnimation).animationName ?? 'transition'),
    );
    expect(running).toEqual([]);
    await expect(page.locator('main .kit-ufo')).toHaveCSS('animation-name', 'none');
  });
});
