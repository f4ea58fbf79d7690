/**
 * The floating controls (the "Open Chat" button on every page, the "Press Me" voice orb on the home page) as a
 * visitor reading the page meets them: wherever the page is scrolled, they cover none of its headings, text,
 * links or buttons; at the end of the page its last lines are clear of them; they keep their names and stay
 * reachable by keyboard; nothing on the page moves when they change.
 */
import { type Page, expect, test } from '@playwright/test';
import { settleTransitions, watchForProblems } from './helpers';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const PATHS = ['/', '/pricing', '/contact', '/solutions'];
/** Where to stop while reading down the page, as a share of how far it scrolls. */
const STOPS = [0, 0.12, 0.3, 0.45, 0.6, 0.75, 0.9, 1];

const chatButton = (page: Page) => page.getByRole('button', { name: 'Open Chat' });
const orb = (page: Page) => page.getByRole('button', { name: /to talk with Vale by voice/ });

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

async function scrollToShare(page: Page, share: number) {
  await page.evaluate((to) => window.scrollTo({ top: to * (document.documentElement.scrollHeight - window.innerHeight), behavior: 'instant' }), share);
  // The controls settle a frame after the scroll, then finish moving.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await settleTransitions(page);
}

/** The part of each floating control that is on screen. */
async function controlBoxes(page: Page): Promise<Array<{ name: string; box: Rect }>> {
  const boxes = [];
  for (const [name, control] of [
    ['Open Chat', chatButton(page)],
    ['Press Me', orb(page)],
  ] as const) {
    if ((await control.count()) === 0 || !(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (!box) continue;
    const viewport = page.viewportSize()!;
    const left = Math.max(box.x, 0);
    const right = Math.min(box.x + box.width, viewport.width);
    const top = Math.max(box.y, 0);
    const bottom = Math.min(box.y + box.height, viewport.height);
    if (right > left && bottom > top) boxes.push({ name, box: { x: left, y: top, width: right - left, height: bottom - top } });
  }
  return boxes;
}

/** Headings, text, links and controls a visitor can see in the viewport that a box overlaps. */
async function contentUnder(page: Page, box: Rect): Promise<string[]> {
  return page.evaluate((control) => {
    const selector = 'h1, h2, h3, h4, h5, h6, p, li, a[href], button, summary, label, input, select, textarea, dt, dd, td, th, img:not([alt=""])';
    return [...document.querySelectorAll(selector)]
      .filter((element) => !element.closest('[data-floating-control], [aria-hidden="true"], dialog'))
      .filter((element) => element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || rect.bottom <= 0 || rect.top >= window.innerHeight) return false;
        return rect.left < control.x + control.width && control.x < rect.right && rect.top < control.y + control.height && control.y < rect.bottom;
      })
      .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40)}`);
  }, box);
}

for (const viewport of VIEWPORTS) {
  test.describe(`floating controls at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of PATHS) {
      test(`on ${path} they cover no text or control at any scroll position, nor the page's last lines`, async ({ page, baseURL }) => {
        test.setTimeout(90_000);
        const problems = watchForProblems(page, baseURL!);
        await open(page, path);
        await expect(chatButton(page)).toBeAttached();
        for (const share of STOPS) {
          await scrollToShare(page, share);
          for (const { name, box } of await controlBoxes(page)) {
            expect(await contentUnder(page, box), `${name} at ${Math.round(share * 100)}% of ${path}`).toEqual([]);
          }
        }
        // At the very end, the controls are in full view in the room the page keeps for them.
        await page.waitForFunction(() => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2);
        await expect(chatButton(page)).toBeInViewport({ ratio: 1 });
        if (path === '/') await expect(orb(page)).toBeInViewport({ ratio: 1 });
        const lastLines = page.getByRole('contentinfo').locator('p, a, li, h2').last();
        await expect(lastLines).toBeInViewport();
        expect(problems).toEqual([]);
      });
    }

    test('they keep their names, and reach the keyboard and the pointer wherever they sit', async ({ page }) => {
      await open(page, '/');
      await scrollToShare(page, 0.45);
      await expect(chatButton(page)).toHaveAccessibleName('Open Chat');
      await expect(orb(page)).toHaveAccessibleName('Press Me to talk with Vale by voice');
      // From the end of the document, Shift+Tab reaches the chat button first: it comes fully into view.
      await page.locator('body').evaluate((body) => {
        (document.activeElement as HTMLElement | null)?.blur();
        body.focus();
      });
      await page.keyboard.press('Shift+Tab');
      await expect(chatButton(page)).toBeFocused();
      await settleTransitions(page);
      await expect(chatButton(page)).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Enter');
      const chat = page.getByRole('dialog', { name: 'Chat with Vale' });
      await expect(chat).toBeVisible();
      await chat.getByRole('button', { name: 'Close chat' }).click();
      await expect(chat).toBeHidden();
      // A click reaches the orb wherever it sits, and it stays in view while its panel is open.
      await orb(page).click();
      await expect(page.getByRole('dialog', { name: 'Talk with Vale' })).toBeVisible();
      await settleTransitions(page);
      await expect(orb(page)).toBeInViewport({ ratio: 1 });
    });
  });
}

test.describe('floating controls, whatever the motion setting', () => {
  test('move without transitions when the visitor asks for reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await open(page, '/');
    const durations = await page.locator('[data-floating-control] .floating-body, [data-floating-control] .floating-label').evaluateAll((elements) =>
      elements.map((element) => Math.max(...getComputedStyle(element).transitionDuration.split(',').map((value) => parseFloat(value)))),
    );
    expect(durations.length).toBeGreaterThan(0);
    for (const duration of durations) expect(duration).toBeLessThan(0.01);
    await context.close();
  });

  test('move nothing on the page while it is read from top to bottom (no layout shift)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await open(page, '/');
    for (const share of STOPS) await scrollToShare(page, share);
    await scrollToShare(page, 0);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThanOrEqual(0.01);
  });
});
