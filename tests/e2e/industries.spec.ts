import { type Locator, type Page, expect, test } from '@playwright/test';
import { industriesContent } from '../../app/content/industries';
import { siteConfig } from '../../app/site.config';
import { expectNoAxeViolations, scrollIntoRest, watchForProblems } from './helpers';

const { hero, grid, industries, notListed, expertise, closingCta } = industriesContent;

const section = (page: Page, id: string) => page.locator(`section#${id}`);
const tileNav = (page: Page) => page.getByRole('navigation', { name: 'Jump to an industry' });
const tiles = (page: Page) => tileNav(page).getByRole('link');
const tile = (page: Page, name: string) => tileNav(page).getByRole('link', { name, exact: true });
const card = (page: Page, name: string) => section(page, grid.id).getByRole('article', { name, exact: true });
const ctaName = (industry: (typeof industries)[number]) => `${industry.cta} for ${industry.name}`;

/** Opens a page and waits until React has taken it over. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Brings an element to the middle of the screen, clear of the sticky header and the floating widgets, at rest. */
async function centre(page: Page, locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await scrollIntoRest(page, locator);
}

/** Waits until an element stops moving on screen (a smooth scroll has finished); works without page JavaScript. */
async function waitUntilStill(target: Locator) {
  let previousTop = Number.NaN;
  await expect
    .poll(
      async () => {
        const top = (await target.boundingBox())?.y ?? Number.NaN;
        const still = top === previousTop;
        previousTop = top;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

/** Starts noting every scroll position the page passes through; read them with scrollPositions(). */
async function recordScrolling(page: Page) {
  await page.evaluate(() => {
    const positions: number[] = [];
    Object.assign(window, { scrollPositions: positions });
    window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true });
  });
}

const scrollPositions = (page: Page) => page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);

/** Once scrolling stops, the card is on screen, fully below the sticky header. */
async function expectClearOfHeader(page: Page, target: Locator) {
  await waitUntilStill(target);
  await expect(target).toBeInViewport();
  const header = await page.getByRole('banner').boundingBox();
  const box = await target.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
}

/** Scrolls through every section so each has slid in (axe checks colours of the final state). */
async function revealEverySection(page: Page) {
  for (const each of await page.locator('main section').all()) await scrollIntoRest(page, each);
}

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('/industries', () => {
  test('the hero offers Get Started to /contact and Find Your Industry down to the grid', async ({ page }) => {
    await open(page, '/industries');
    const heroSection = section(page, 'hero');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    await expect(heroSection.getByRole('link', { name: hero.primaryCta.text })).toHaveAttribute('href', '/contact');
    const findYourIndustry = heroSection.getByRole('link', { name: 'Find Your Industry' });
    await expect(findYourIndustry).toHaveAttribute('href', '#industry-grid');
    await findYourIndustry.click();
    await expect(page).toHaveURL(/\/industries#industry-grid$/);
    await expect(section(page, 'industry-grid').getByRole('heading', { level: 2, name: grid.heading })).toBeInViewport();
  });

  test('twelve tiles lead to twelve cards, each with its icon, description, four features and its own link to /contact', async ({ page }) => {
    await open(page, '/industries');
    await expect(tiles(page)).toHaveText(industries.map((industry) => industry.name));
    for (const [index, industry] of industries.entries()) {
      await expect(tiles(page).nth(index)).toHaveAttribute('href', `#${industry.id}`);
    }

    const cards = section(page, grid.id).getByRole('article');
    await expect(cards).toHaveCount(12);
    for (const industry of industries) {
      const each = card(page, industry.name);
      await expect(each).toHaveAttribute('id', industry.id);
      await expect(each.getByRole('heading', { level: 3 })).toHaveText(industry.name);
      await expect(each.locator('svg').first()).toBeVisible();
      await expect(each.getByText(industry.description)).toBeVisible();
      await expect(each.getByRole('listitem')).toHaveText(industry.features);
      // The visible text stays short; the accessible name says which industry the link is for.
      const link = each.getByRole('link');
      await expect(link).toHaveAccessibleName(ctaName(industry));
      await expect(link).toHaveText(new RegExp(`^${industry.cta}`));
      await expect(link).toHaveAttribute('href', '/contact');
    }
    // No other link on the page shares a card link's accessible name.
    for (const industry of industries) await expect(page.getByRole('link', { name: ctaName(industry), exact: true })).toHaveCount(1);

    const legal = industries.find((industry) => industry.id === 'legal')!;
    const legalLink = card(page, legal.name).getByRole('link', { name: ctaName(legal) });
    await centre(page, legalLink);
    await legalLink.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(hero.title);
  });

  test('clicking a tile smooth-scrolls to its card, clear of the sticky header, and moves focus there', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL ?? '');
    await open(page, '/industries');
    const education = industries.find((industry) => industry.id === 'education')!;
    await centre(page, tile(page, education.name));
    await recordScrolling(page);
    await tile(page, education.name).click();

    const target = card(page, education.name);
    await expect(target).toBeFocused();
    await expectClearOfHeader(page, target);
    await expect(page).toHaveURL(/\/industries#education$/);
    // Smooth: the page passed through positions on the way, not one jump (a busy machine paints few frames).
    expect(new Set(await scrollPositions(page)).size).toBeGreaterThan(1);

    // Tab carries on from the card: its own call to action is next.
    await page.keyboard.press('Tab');
    await expect(target.getByRole('link', { name: ctaName(education) })).toBeFocused();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('under reduced motion a tile jumps straight to its card', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, '/industries');
    const automotive = industries.find((industry) => industry.id === 'automotive')!;
    await centre(page, tile(page, automotive.name));
    await recordScrolling(page);
    await tile(page, automotive.name).click();
    const target = card(page, automotive.name);
    await expect(target).toBeFocused();
    await expectClearOfHeader(page, target);
    expect(new Set(await scrollPositions(page)).size).toBe(1);
    await context.close();
  });

  test('by keyboard: Tab from Find Your Industry reaches the tiles, Enter moves to the card', async ({ page }) => {
    await open(page, '/industries');
    await section(page, 'hero').getByRole('link', { name: 'Find Your Industry' }).focus();
    await page.keyboard.press('Tab');
    await expect(tiles(page).first()).toBeFocused();
    await expect(tiles(page).first()).toHaveText(industries[0]!.name);

    // Four more tabs reach the fifth tile.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    const fifth = industries[4]!;
    await expect(tile(page, fifth.name)).toBeFocused();
    await page.keyboard.press('Enter');
    const target = card(page, fifth.name);
    await expect(target).toBeFocused();
    await expectClearOfHeader(page, target);
    await expect(page).toHaveURL(new RegExp(`#${fifth.id}$`));
  });

  test('Your Industry Not Listed? and Why Industry Expertise Matters', async ({ page }) => {
    await open(page, '/industries');
    const notListedSection = section(page, notListed.id);
    await expect(notListedSection.getByRole('heading', { level: 2 })).toHaveText('Your Industry Not Listed?');
    await expect(notListedSection.getByText(notListed.description)).toBeVisible();
    await expect(notListedSection.getByRole('link', { name: notListed.cta.text })).toHaveAttribute('href', '/contact');

    const expertiseSection = section(page, expertise.id);
    await expect(expertiseSection.getByRole('heading', { level: 2 })).toHaveText('Why Industry Expertise Matters');
    await expect(expertiseSection.getByText(expertise.intro)).toBeVisible();
    await expect(expertiseSection.getByRole('heading', { level: 3 })).toHaveText(expertise.points.map((point) => point.title));
    for (const point of expertise.points) await expect(expertiseSection.getByText(point.description)).toBeVisible();
  });

  test('the closing call to action leads to /contact, with a tel: link showing the configured number', async ({ page }) => {
    await open(page, '/industries');
    const closing = page.getByRole('region', { name: closingCta.heading });
    await expect(closing.getByRole('heading', { level: 2 })).toHaveText(closingCta.heading);
    await expect(closing.getByText(closingCta.description)).toBeVisible();
    await expect(closing.getByRole('link', { name: closingCta.cta.text })).toHaveAttribute('href', '/contact');
    const phone = closing.getByRole('link', { name: siteConfig.phone.display });
    await expect(phone).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
    await expect(closing.getByText(closingCta.phoneText.replace('{phone}', siteConfig.phone.display))).toBeVisible();
  });

  test('has no accessibility violations and no console errors, on a desktop and on a phone', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL ?? '');
    await open(page, '/industries');
    await revealEverySection(page);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/industries');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await revealEverySection(page);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
});

test.describe('/industries without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every card in the HTML and a tile follows its anchor to the card', async ({ page }) => {
    await page.goto('/industries');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    await expect(section(page, grid.id).getByRole('article')).toHaveCount(12);
    const realEstate = industries.find((industry) => industry.id === 'real-estate')!;
    await tile(page, realEstate.name).click();
    await expect(page).toHaveURL(/\/industries#real-estate$/);
    await expectClearOfHeader(page, card(page, realEstate.name));
  });
});
