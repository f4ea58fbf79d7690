import { type Page, expect, test } from '@playwright/test';
import { eras, timeTravelContent } from '../../app/content/eras';
import { timeTravelFaq } from '../../app/content/page-faqs/time-travel';
import { expectNoAxeViolations, scrollIntoRest, watchForProblems } from './helpers';

const { intro, hero, timeline, automate, giveTime } = timeTravelContent;
const ERAS = eras.length;

async function open(page: Page) {
  await page.goto('/time-travel');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

const overlay = (page: Page) => page.getByTestId('time-travel-intro');

/** Opens the page and leaves the intro the way a visitor in a hurry would. */
async function openPastIntro(page: Page) {
  await open(page);
  await page.getByRole('button', { name: intro.skipLabel }).click();
  await expect(overlay(page)).toHaveCount(0);
}

const navigator = (page: Page) => page.locator(`section#${timeline.id}`);
const progress = (page: Page) => navigator(page).getByRole('progressbar', { name: timeline.progressLabel });
const previous = (page: Page) => navigator(page).getByRole('button', { name: timeline.previousLabel, exact: true });
const next = (page: Page) => navigator(page).getByRole('button', { name: timeline.nextLabel, exact: true });
const numbered = (page: Page, n: number) =>
  navigator(page).getByRole('group', { name: timeline.jumpLabel }).getByRole('button', { name: String(n), exact: true });
const shownEra = (page: Page) => navigator(page).getByRole('article').filter({ visible: true });

async function expectEra(page: Page, index: number) {
  const era = eras[index]!;
  await expect(shownEra(page)).toHaveCount(1);
  await expect(shownEra(page).getByRole('heading', { level: 3 })).toHaveText(era.headline);
  await expect(navigator(page).getByText(`Era ${index + 1} of ${ERAS}`, { exact: true })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', String(Math.round(((index + 1) / ERAS) * 100)));
  await expect(numbered(page, index + 1)).toHaveAttribute('aria-current', 'step');
}

test.describe('/time-travel', () => {
  test('the intro overlay counts from 3000 BC up to 2042 AD, then hides by itself and the headline types', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL ?? '');
    await page.goto('/time-travel', { waitUntil: 'commit' });
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page)).toContainText(intro.label);
    await expect(overlay(page)).toContainText(/\d+ (BC|AD)/);
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const text = (await overlay(page).textContent().catch(() => null)) ?? '';
          const year = text.match(/(\d+) (BC|AD)/)?.[0];
          if (year) seen.add(year);
          return year ?? 'gone';
        },
        { intervals: [50], timeout: 5_000 },
      )
      .toBe('2042 AD');
    expect([...seen].some((year) => year.endsWith('BC'))).toBe(true);
    await expect(overlay(page)).toHaveCount(0, { timeout: 3_000 });
    await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible();
    await expect(page.locator('h1 .kit-glow, h1.kit-glow')).toHaveCount(1, { timeout: 5_000 });
    expect(problems).toEqual([]);
  });

  test('the intro can be skipped with its button or Escape, and has no axe violations while it runs', async ({ page }) => {
    await open(page);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);
    await openPastIntro(page);
    await expect(page.getByRole('link', { name: hero.primaryCta.text })).toBeVisible();
  });

  test('under reduced motion the intro is skipped and the page shows at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/time-travel');
    await expect(overlay(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(overlay(page)).toHaveCount(0);
  });

  test('without JavaScript there is no overlay and every era reads as one list', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/time-travel');
    await expect(overlay(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible();
    const articles = navigator(page).getByRole('article');
    await expect(articles).toHaveCount(ERAS);
    for (const era of eras) await expect(articles.getByRole('heading', { name: era.headline, exact: true })).toBeVisible();
    await expect(navigator(page).getByRole('button')).toHaveCount(0);
    await context.close();
  });

  test('"Start the Journey" scrolls to the timeline; "Talk to a Guide" goes to /contact', async ({ page }) => {
    await openPastIntro(page);
    await expect(page.getByRole('link', { name: hero.secondaryCta!.text })).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: hero.primaryCta.text }).click();
    await expect(page.getByRole('heading', { level: 2, name: timeline.heading })).toBeInViewport();
    await expect(page).toHaveURL(/#timeline$/);
  });

  test('the navigator starts at the first era; Previous and Next step and stop at the ends', async ({ page }) => {
    await openPastIntro(page);
    await scrollIntoRest(page, progress(page));
    await expectEra(page, 0);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '9');
    await expect(previous(page)).toBeDisabled();
    await next(page).click();
    await expectEra(page, 1);
    await expect(previous(page)).toBeEnabled();
    await previous(page).click();
    await expectEra(page, 0);
    for (let i = 1; i < ERAS; i++) {
      await next(page).click();
      await expectEra(page, i);
    }
    await expect(next(page)).toBeDisabled();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
    // The last click disabled Next under the keyboard focus: the focus moved to Previous, not to the page.
    await expect(previous(page)).toBeFocused();
  });

  test('every era shows its headline, date, copy, three bullets, lesson and drawing', async ({ page }) => {
    await openPastIntro(page);
    for (const [i, era] of eras.entries()) {
      await numbered(page, i + 1).click();
      const card = shownEra(page);
      await expect(card.getByRole('heading', { name: era.headline })).toBeVisible();
      await expect(card).toContainText(era.timestamp);
      await expect(card).toContainText(era.copy);
      await expect(card.getByRole('listitem')).toHaveText([...era.bullets]);
      await expect(card).toContainText(era.lesson);
      const image = card.getByRole('img', { name: era.altText });
      await expect(image).toHaveAttribute('src', era.image);
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('numbered buttons jump; hover and focus show the era date and headline; arrow keys move', async ({ page }) => {
    await openPastIntro(page);
    await scrollIntoRest(page, progress(page));
    await numbered(page, 6).click();
    await expectEra(page, 5);
    await expect(navigator(page).getByText(`Era 6 of ${ERAS}: ${eras[5]!.headline}`)).toHaveCount(1); // announced

    await numbered(page, 3).hover();
    const tip = navigator(page).getByRole('tooltip');
    await expect(tip).toHaveCount(1);
    await expect(tip).toContainText(eras[2]!.timestamp);
    await expect(tip).toContainText(eras[2]!.headline);
    await expect(numbered(page, 3)).toHaveAccessibleDescription(`${eras[2]!.timestamp} ${eras[2]!.headline}`);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(tip).toHaveCount(0);

    await numbered(page, 6).focus();
    await page.keyboard.press('ArrowRight');
    await expectEra(page, 6);
    await expect(numbered(page, 7)).toBeFocused();
    await expect(navigator(page).getByRole('tooltip')).toContainText(eras[6]!.headline);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectEra(page, 4);
    await page.keyboard.press('End');
    await expectEra(page, ERAS - 1);
    await page.keyboard.press('ArrowRight');
    await expectEra(page, ERAS - 1);
    await page.keyboard.press('Home');
    await expectEra(page, 0);
    await next(page).focus();
    await page.keyboard.press('ArrowRight');
    await expectEra(page, 1);
  });

  test('Automate / Orchestrate / Delight, the four-question FAQ and "We Give You Time"', async ({ page }) => {
    await openPastIntro(page);
    const blocks = page.locator(`section#${automate.id}`);
    for (const item of automate.items) await expect(blocks.getByRole('heading', { name: item.title, exact: true })).toBeVisible();
    const faq = page.locator('section#faq');
    await expect(faq.locator('details')).toHaveCount(4);
    for (const entry of timeTravelFaq) await expect(faq.getByText(entry.q, { exact: true })).toBeVisible();
    const give = page.locator(`section#${giveTime.id}`);
    await expect(give.getByRole('heading', { name: giveTime.heading })).toBeVisible();
    await expect(give.getByRole('link', { name: giveTime.cta.text })).toHaveAttribute('href', '/contact');
  });

  test('no axe violations at the last era, no console problems, no overflow at 390 px', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL ?? '');
    await page.setViewportSize({ width: 390, height: 844 });
    await openPastIntro(page);
    for (const locator of [progress(page), page.locator(`section#${automate.id} h2`), page.locator('section#faq h2'), page.locator(`section#${giveTime.id} h2`)]) {
      await scrollIntoRest(page, locator);
    }
    await numbered(page, ERAS).click();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
