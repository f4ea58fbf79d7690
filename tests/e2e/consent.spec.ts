/**
 * Consent for third-party embeds, on the build whose embeds point at fake hosts (tests/e2e/fixtures/embeds):
 * each category loads by default (opt-out), stays out once switched off on /cookie-preferences, can be
 * loaded once with "Load it anyway", and Global Privacy Control switches everything off until chosen.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { embedCategoryCopy } from '../../app/content/legal/cookie-preferences';
import type { EmbedCategory } from '../../app/features/consent/consent';
import { expectNoAxeViolations, watchForProblems } from './helpers';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'embeds');

/** Serves the fake embed host and counts what each page asked it for. */
async function serveFakeEmbeds(page: Page) {
  const requested: string[] = [];
  await page.route('https://embeds.test/**', async (route) => {
    const path = new URL(route.request().url()).pathname.slice(1);
    requested.push(path);
    if (path.endsWith('.js')) await route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(FIXTURES, path), 'utf8') });
    else await route.fulfill({ contentType: 'text/html', body: readFileSync(join(FIXTURES, 'frame.html'), 'utf8') });
  });
  return requested;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

interface CategoryCase {
  category: EmbedCategory;
  path: string;
  /** The request the embed makes to the fake host. */
  request: string;
  /** Scrolls the embed's place into view and returns a locator that is visible once it has loaded. */
  loaded: (page: Page) => Promise<ReturnType<Page['locator']>>;
}

const frameOf = (page: Page, file: string) => page.frameLocator(`iframe[src="https://embeds.test/${file}"]`).getByText('Fake third-party frame');

const cases: CategoryCase[] = [
  {
    category: 'reviews',
    path: '/about',
    request: 'reviews.js',
    loaded: async (page) => {
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      return page.getByRole('contentinfo').getByText('Fake reviews widget: 5 stars');
    },
  },
  {
    category: 'music',
    path: '/pricing',
    request: 'music.js',
    loaded: async (page) => page.getByText('Fake music player'),
  },
  {
    category: 'crm-booking',
    path: '/contact',
    request: 'booking.html',
    loaded: async (page) => {
      await page.locator('section#contact').scrollIntoViewIfNeeded();
      return frameOf(page, 'booking.html');
    },
  },
  {
    category: 'crm-widget',
    path: '/crm',
    request: 'crm-widget.html',
    loaded: async (page) => {
      await page.locator('section#atom-crm').scrollIntoViewIfNeeded();
      return frameOf(page, 'crm-widget.html');
    },
  },
];

const switchFor = (page: Page, category: EmbedCategory) => page.getByRole('switch', { name: embedCategoryCopy[category].label });

async function setSwitch(page: Page, category: EmbedCategory, on: boolean) {
  await open(page, '/cookie-preferences');
  const control = switchFor(page, category);
  if ((await control.getAttribute('aria-checked')) !== String(on)) await control.click();
  await expect(control).toHaveAttribute('aria-checked', String(on));
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
}

test.describe('consent for third-party embeds', () => {
  for (const { category, path, request, loaded } of cases) {
    test(`${category}: loads by default, stays out once switched off, loads once with "Load it anyway"`, async ({ page, baseURL }) => {
      const problems = watchForProblems(page, baseURL ?? '');
      const requested = await serveFakeEmbeds(page);

      await open(page, path);
      await expect(await loaded(page)).toBeVisible();
      expect(requested).toContain(request);

      await setSwitch(page, category, false);
      requested.length = 0;
      await open(page, path);
      const { label } = embedCategoryCopy[category];
      const notice = page.getByText(new RegExp(`privacy choices keep the ${label.toLowerCase()}`)).first();
      await notice.scrollIntoViewIfNeeded();
      await expect(notice).toBeVisible();
      expect(requested).not.toContain(request);

      await page.getByRole('button', { name: `Load it anyway: ${label}` }).first().click();
      await expect(await loaded(page)).toBeVisible();
      expect(requested).toContain(request);

      // Once means once: the next page view asks again.
      requested.length = 0;
      await page.reload();
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      await expect(page.getByRole('button', { name: `Load it anyway: ${label}` }).first()).toBeAttached();
      expect(requested).not.toContain(request);

      await setSwitch(page, category, true);
      await open(page, path);
      await expect(await loaded(page)).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('voice provider: Start Conversation waits for consent when the provider is switched off', async ({ page }) => {
    await setSwitch(page, 'voice', false);
    await open(page, '/ai');
    const orb = page.getByRole('button', { name: /to talk with Vale by voice/ });
    await orb.click();
    const panel = page.getByRole('dialog', { name: 'Talk with Vale' });
    await expect(panel.getByText(/privacy choices keep the voice provider \(from api\.retellai\.com/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Start Conversation' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: /Load it anyway/ }).click();
    await expect(panel.getByRole('button', { name: 'Start Conversation' })).toBeFocused();

    await setSwitch(page, 'voice', true);
    await open(page, '/ai');
    await page.getByRole('button', { name: /to talk with Vale by voice/ }).click();
    await expect(page.getByRole('dialog', { name: 'Talk with Vale' }).getByRole('button', { name: 'Start Conversation' })).toBeVisible();
  });

  test('Global Privacy Control: every embed starts off, the page says so, and a switch turned on still counts', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }));
    const requested = await serveFakeEmbeds(page);
    await open(page, '/cookie-preferences');
    await expect(page.getByText('Your browser is sending Global Privacy Control')).toBeVisible();
    for (const category of Object.keys(embedCategoryCopy) as EmbedCategory[]) {
      await expect(switchFor(page, category)).toHaveAttribute('aria-checked', 'false');
    }
    await open(page, '/pricing');
    await expect(page.getByRole('button', { name: `Load it anyway: ${embedCategoryCopy.music.label}` })).toBeAttached();
    await open(page, '/contact');
    await page.locator('section#contact').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: `Load it anyway: ${embedCategoryCopy['crm-booking'].label}` }).first()).toBeVisible();
    expect(requested).toEqual([]);

    await setSwitch(page, 'music', true);
    await open(page, '/pricing');
    await expect(page.getByText('Fake music player')).toBeVisible();
    expect(requested).toEqual(['music.js']);
  });

  test('/cookie-preferences names each embed and its host, saves at once, and is reachable from every footer', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL ?? '');
    await serveFakeEmbeds(page);
    await open(page, '/pricing');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Preferences' }).click();
    await expect(page).toHaveURL(/\/cookie-preferences$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Preferences' })).toBeVisible();
    for (const [category, copy] of Object.entries(embedCategoryCopy)) {
      const control = switchFor(page, category as EmbedCategory);
      await expect(control).toHaveAttribute('aria-checked', 'true');
      await expect(control).toHaveAccessibleDescription(new RegExp(copy.loads.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
    await expect(switchFor(page, 'music')).toHaveAccessibleDescription(/Loads from: embeds\.test/);
    await expect(switchFor(page, 'voice')).toHaveAccessibleDescription(/api\.retellai\.com/);
    await expect(page.getByText(/We honour Global Privacy Control/)).toBeVisible();
    await switchFor(page, 'reviews').click();
    await expect(page.getByRole('status').filter({ hasText: 'Reviews display: off. Saved.' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('embed-consent') ?? '{}'));
    expect(stored.choices).toEqual({ reviews: false });
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
});
