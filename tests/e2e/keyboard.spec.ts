import { type Page, expect, test } from '@playwright/test';
import { crmContent } from '../../app/content/crm';
import { marketingContent } from '../../app/content/marketing';
import { expectNoAxeViolations, timeTooltipDelay } from './helpers';

/** Tooltip hover delay on a service list (SPEC §9). */
const SERVICE_LIST_HOVER_DELAY_MS = 150;
const SOLUTIONS = ['All Solutions', 'AI', 'CRM', 'Marketing', 'Phone', 'Website', 'Development', 'Anti-AI', 'Infinity Partner'];

/** Opens a page and waits until React has taken it over. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** The polite region that reads out a new page's title after a client-side navigation. */
const titleAnnouncer = (page: Page) => page.locator('[aria-live="polite"][aria-atomic="true"]').last();

test.describe('the Solutions menu button at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('opens from the keyboard, arrows wrap through its entries, Home/End, Escape and Tab close it', async ({ page }) => {
    await open(page, '/about');
    const button = page.getByRole('button', { name: 'Solutions' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('menu', { name: 'Solutions' });
    const entry = (index: number) => menu.getByRole('menuitem').nth(index);

    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem')).toHaveCount(SOLUTIONS.length);
    for (const [index, label] of SOLUTIONS.entries()) await expect(entry(index)).toHaveAccessibleName(new RegExp(`^${label}`));
    await expect(entry(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(entry(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(entry(8)).toBeFocused(); // wrapped to the last
    await page.keyboard.press('ArrowDown');
    await expect(entry(0)).toBeFocused(); // and back to the first
    await page.keyboard.press('End');
    await expect(entry(8)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(entry(0)).toBeFocused();
    // The arrows move focus, not the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(menu).toBeHidden();

    await page.keyboard.press('ArrowUp');
    await expect(entry(8)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Industries' })).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(entry(0)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('Enter on the button opens it on the first entry, and Enter on an entry follows its link', async ({ page }) => {
    await open(page, '/about');
    const button = page.getByRole('button', { name: 'Solutions' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Solutions' });
    await expect(menu.getByRole('menuitem', { name: 'All Solutions' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'CRM' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/crm$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ATOM');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('a mouse still opens it on hover, and it still shows as a list of links', async ({ page }) => {
    await open(page, '/about');
    const button = page.getByRole('button', { name: 'Solutions' });
    // Hover opens it once the page has been up for 300 ms: until then, try again.
    await expect(async () => {
      await page.mouse.move(5, 700);
      await button.hover();
      await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 400 });
    }).toPass();
    await expect(page.getByRole('menuitem', { name: /Infinity Partner/ })).toHaveAttribute('href', '/pricing#infinity-partner');
    // Hover opens it without taking focus from where the visitor is.
    await expect(page.getByRole('menuitem').first()).not.toBeFocused();
    await page.screenshot({ path: test.info().outputPath('solutions-menu-open-1440.png') });
  });
});

for (const width of [390, 1440]) {
  test.describe(`after a client-side navigation at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, hasTouch: width === 390 });

    test('focus moves to the new page heading, without a ring for the mouse, and the new title is announced', async ({ page }) => {
      await open(page, '/');
      // The first load is the browser's own: nothing moved, nothing announced.
      await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
      await expect(titleAnnouncer(page)).toHaveText('');

      if (width === 390) {
        await page.getByRole('button', { name: 'Open menu' }).tap();
        await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' }).tap();
      } else {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
      }
      await expect(page).toHaveURL(/\/pricing$/);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeFocused();
      await expect(heading).toHaveAttribute('tabindex', '-1');
      await expect(heading).toHaveCSS('outline-style', 'none');
      const title = await page.title();
      expect(title).toMatch(/Pricing/);
      await expect(titleAnnouncer(page)).toHaveText(title);
      // The next Tab starts from the new page, not from the link followed.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
    });

    test('a jump to an anchor of the same page only scrolls; Back restores the scroll position', async ({ page }) => {
      await open(page, '/marketing');
      const seeServices = page.getByRole('link', { name: 'See Services' });
      await seeServices.click();
      await expect(page).toHaveURL(/#brand$/);
      await expect(page.locator('section#brand').getByRole('heading', { level: 2 })).toBeInViewport();
      await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
      await expect(titleAnnouncer(page)).toHaveText('');

      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
      const scrollY = () => page.evaluate(() => window.scrollY);
      await expect.poll(scrollY).toBeGreaterThan(1100);
      const leftAt = await scrollY();
      const marketingTitle = await page.title();
      await page.getByRole('banner').getByRole('link', { name: /home/i }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect.poll(scrollY).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL(/\/marketing#brand$/);
      // Focus starts at the anchor in the address; the title is read out.
      await expect(page.locator('section#brand')).toBeFocused();
      await expect(titleAnnouncer(page)).toHaveText(marketingTitle);
      // Focus moved without scrolling: scroll restoration brings the page back down, not to its top.
      await expect.poll(scrollY).toBeGreaterThan(leftAt / 2);
    });
  });
}

test.describe('a Solutions entry with an anchor on another page, at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('scrolls to the anchor and starts focus there', async ({ page }) => {
    await open(page, '/about');
    const button = page.getByRole('button', { name: 'Solutions' });
    await button.click();
    await page.getByRole('menuitem', { name: /Infinity Partner/ }).click();
    await expect(page).toHaveURL(/\/pricing#infinity-partner$/);
    const target = page.locator('#infinity-partner');
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
    await expect(titleAnnouncer(page)).toHaveText(await page.title());
  });
});

test.describe('tooltips at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the bubble code arrives while the page is idle, so the first hover opens after 150 ms like the next', async ({ page }) => {
    const bubbleCode = page.waitForResponse(/\/assets\/TooltipBubble-[\w-]+\.js$/);
    await open(page, '/marketing');
    // Fetched with no hover at all, once the page has loaded.
    await bubbleCode;
    const card = marketingContent.brand.groups[0]!.cards[0]!;
    const trigger = page.locator('section#brand').getByRole('button', { name: card.title });
    await trigger.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.mouse.move(2, 2);
    const tooltipDelay = await timeTooltipDelay(trigger);
    const fetchedOnHover: string[] = [];
    page.on('request', (request) => fetchedOnHover.push(request.url()));
    await trigger.hover();
    await expect(page.locator('.kit-tooltip')).toHaveText(card.tooltip);
    const delay = await tooltipDelay();
    // The spec's 150 ms hover delay, and no code to wait for after it: the first hover is like the next.
    // (How long it takes past 150 ms on a loaded machine is for the benchmarks, not this test.)
    expect(delay).toBeGreaterThanOrEqual(SERVICE_LIST_HOVER_DELAY_MS - 5);
    expect(fetchedOnHover.filter((url) => /\.js(\?|$)/.test(url))).toEqual([]);
  });
});

test.describe('/crm store badges at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('are named by their visible text', async ({ page }) => {
    await open(page, '/crm');
    const badges = page.getByRole('list', { name: 'Download the mobile app' }).getByRole('link');
    await expect(badges).toHaveCount(crmContent.mobileApp.badges.length);
    for (const [index, badge] of crmContent.mobileApp.badges.entries()) {
      const link = badges.nth(index);
      const name = `${badge.lead} ${badge.storeName}`;
      await expect(link).toHaveAccessibleName(name);
      const visible = (await link.innerText()).replace(/\s+/g, ' ').trim().toLowerCase();
      expect(name.toLowerCase()).toContain(visible);
    }
    // Named by that text itself: no aria-label that could drift from it.
    for (const link of await badges.all()) await expect(link).not.toHaveAttribute('aria-label');
  });
});
