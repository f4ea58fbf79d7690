import { type Locator, type Page, expect, test } from '@playwright/test';
import { aboutContent } from '../../app/content/about';
import type { OrbitMilestone } from '../../app/content/types';
import { expectNoAxeViolations, scrollIntoRest, watchForProblems } from './helpers';

const { capabilities, method, aLaCarte, whyDifferent, bottomLine } = aboutContent;
const [align, activate, accelerate] = method.milestones as [OrbitMilestone, OrbitMilestone, OrbitMilestone];

const section = (page: Page, id: string) => page.locator(`section#${id}`);
const methodSection = (page: Page) => section(page, method.id);
const tab = (page: Page, milestone: OrbitMilestone) => methodSection(page).getByRole('tab', { name: milestone.label, exact: true });

/** The focusable element just before the method's tabs. */
function capabilityLink(page: Page) {
  const last = capabilities.cards.at(-1)!;
  return section(page, capabilities.id).getByRole('link', { name: `Learn More about ${last.title}` });
}

/** Opens a page and waits until React has taken it over. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Brings an element to the middle of the screen, clear of the sticky header and the floating widgets. */
async function centre(locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

/** The milestone is the selected tab, and the one panel on show is its own: title, description and loaded image. */
async function expectMilestoneShown(page: Page, milestone: OrbitMilestone) {
  const tabs = methodSection(page).getByRole('tab', { selected: true });
  await expect(tabs).toHaveCount(1);
  await expect(tabs).toHaveAccessibleName(milestone.label);
  await expect(methodSection(page).getByRole('tabpanel')).toHaveCount(1);
  const panel = methodSection(page).getByRole('tabpanel', { name: milestone.label, exact: true });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(milestone.title);
  await expect(panel.getByText(milestone.description)).toBeVisible();
  const image = method.images[milestone.id];
  const img = panel.getByRole('img', { name: image.alt });
  await expect(img).toHaveAttribute('src', image.src);
  await expect(img).toHaveAttribute('width', String(image.width));
  await expect(img).toHaveAttribute('height', String(image.height));
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
}

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('/about', () => {
  test('has the Who We Are intro, every section under its heading, and the UFO as decoration only', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL ?? '');
    await open(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who We Are');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      capabilities.heading,
      method.heading,
      'À La Carte or Full System',
      "Why We're Different",
      'Bottom Line',
    ]);

    const capabilityCards = section(page, capabilities.id);
    await expect(capabilityCards.getByRole('heading', { level: 3 })).toHaveText(capabilities.cards.map((card) => card.title));
    for (const card of capabilities.cards) {
      await expect(capabilityCards.getByRole('link', { name: `Learn More about ${card.title}` })).toHaveAttribute('href', card.href!);
    }
    await expect(section(page, aLaCarte.id).getByRole('heading', { level: 3 })).toHaveText(['À La Carte', 'Full System']);
    await expect(section(page, whyDifferent.id).getByRole('heading', { level: 3 })).toHaveText(whyDifferent.cards.map((card) => card.title));
    await expect(section(page, bottomLine.id)).toContainText(bottomLine.description);

    // The saucer is drawn but kept out of the accessibility tree.
    const ufo = page.locator('svg.kit-ufo');
    await expect(ufo).toHaveCount(1);
    await expect(ufo).toBeVisible();
    await expect(ufo.locator('xpath=ancestor::*[@aria-hidden="true"]').first()).toBeAttached();

    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('Get Started in the Bottom Line leads to /contact', async ({ page }) => {
    await open(page, '/about');
    const getStarted = section(page, bottomLine.id).getByRole('link', { name: bottomLine.cta.text });
    await expect(getStarted).toHaveAttribute('href', '/contact');
    await scrollIntoRest(page, getStarted);
    await centre(getStarted);
    await getStarted.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Who We Are');
  });

  test('the method starts at Align; clicking a milestone shows its own title, description and image, with no axe violations', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL ?? '');
    await open(page, '/about');
    const tablist = methodSection(page).getByRole('tablist', { name: method.heading });
    await expect(tablist.getByRole('tab')).toHaveCount(3);
    for (const [index, milestone] of method.milestones.entries()) {
      await expect(tablist.getByRole('tab').nth(index)).toHaveAccessibleName(milestone.label);
    }
    await scrollIntoRest(page, tablist);
    await centre(tablist);
    await expectMilestoneShown(page, align);
    await expect(methodSection(page).getByText(/focus for growth/)).toBeVisible();
    await expectNoAxeViolations(page);

    await tab(page, accelerate).click();
    await expectMilestoneShown(page, accelerate);
    await expect(methodSection(page).getByText(/refine, manage and scale/)).toBeVisible();
    await expect(methodSection(page).getByText(align.description)).toBeHidden();
    await expectNoAxeViolations(page);

    await tab(page, activate).click();
    await expectMilestoneShown(page, activate);
    await expect(methodSection(page).getByText(/what is needed at the needed pace/)).toBeVisible();
    await expectNoAxeViolations(page);

    await tab(page, align).click();
    await expectMilestoneShown(page, align);
    expect(problems).toEqual([]);
  });

  test('by keyboard: Tab reaches the selected milestone, arrows move focus and selection round the ends, Home and End jump, Tab goes on to the panel', async ({ page }) => {
    await open(page, '/about');
    await scrollIntoRest(page, methodSection(page).getByRole('tablist'));
    await centre(methodSection(page).getByRole('tablist'));

    // Roving tabindex: from the last capability link, Tab lands on the selected milestone only.
    await capabilityLink(page).focus();
    await page.keyboard.press('Tab');
    await expect(tab(page, align)).toBeFocused();

    const steps: Array<[string, OrbitMilestone]> = [
      ['ArrowRight', activate],
      ['ArrowRight', accelerate],
      ['ArrowRight', align],
      ['ArrowLeft', accelerate],
      ['ArrowLeft', activate],
      ['Home', align],
      ['End', accelerate],
    ];
    for (const [key, milestone] of steps) {
      await page.keyboard.press(key);
      await expect(tab(page, milestone), `${key} → ${milestone.label}`).toBeFocused();
      await expectMilestoneShown(page, milestone);
    }

    await page.keyboard.press('Tab');
    await expect(methodSection(page).getByRole('tabpanel', { name: accelerate.label })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(tab(page, accelerate)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(capabilityLink(page)).toBeFocused();
  });

  test('fits a phone: the three milestones share one row and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/about');
    const tabs = methodSection(page).getByRole('tab');
    const boxes = await Promise.all([0, 1, 2].map((index) => tabs.nth(index).boundingBox()));
    for (const box of boxes) {
      expect(box).not.toBeNull();
      expect(box!.y).toBe(boxes[0]!.y);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    // Sampled over a few seconds of the UFO's drift.
    for (let sample = 0; sample < 4; sample += 1) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.waitForTimeout(700);
    }
  });
});

test.describe('/about without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every milestone title, description and image of the method', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who We Are');
    for (const milestone of method.milestones) {
      const panel = methodSection(page).getByRole('tabpanel', { name: milestone.label, exact: true });
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText(milestone.title);
      await expect(panel.getByText(milestone.description)).toBeVisible();
      await expect(panel.getByRole('img', { name: method.images[milestone.id].alt })).toHaveAttribute('src', method.images[milestone.id].src);
    }
    const content = await page.locator('main').textContent();
    for (const text of [/focus for growth/, /what is needed at the needed pace/, /refine, manage and scale/]) expect(content).toMatch(text);
  });
});
