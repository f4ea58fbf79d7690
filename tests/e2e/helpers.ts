import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Locator, type Page, expect } from '@playwright/test';
import { mailtoHref, siteConfig, smsHref, telHref } from '../../app/site.config';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits for running finite transitions and animations (a section fading in) so colours are final. */
export async function settleTransitions(page: Page) {
  // Repeats until a couple of frames pass with nothing running (a section that starts revealing a frame
  // later is caught too); bounded, since a paused animation (off-screen decoration) never finishes.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const deadline = performance.now() + 3_000;
    while (performance.now() < deadline) {
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity && animation.playState === 'running');
      if (running.length === 0) return;
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
      ]);
    }
  });
}

/** Scrolls an element into view and waits until the section around it has finished sliding in. */
export async function scrollIntoRest(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await expect(target.locator('xpath=ancestor::*[@data-reveal="pending"]')).toHaveCount(0);
  await settleTransitions(page);
}

/** Fails the test on any axe violation of WCAG 2.1 A/AA in the page's current state. */
export async function expectNoAxeViolations(page: Page) {
  await settleTransitions(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** Collects console errors, page errors and failed same-origin requests while a page is used. */
export function watchForProblems(page: Page, origin: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A fetch the browser dropped because the test moved on (an idle prefetch when the page is reloaded) is no failure of the site.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (request.url().startsWith(origin)) problems.push(`failed: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.push(`${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

/** Holds back the chunk whose file is `<name>-<hash>.js` (`name` is a pattern); `requested` settles when the page asks for it. */
export async function holdChunk(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { release, requested };
}

/**
 * The leads the test server has stored, newest first, asked of it as the owner's CLI asks it: with the token
 * it publishes in its data folder (playwright.config.ts gives each server `.e2e-data/<port>`).
 */
export async function storedLeads(baseURL: string): Promise<Array<Record<string, unknown>>> {
  const { port } = new URL(baseURL);
  const access = JSON.parse(readFileSync(join('.e2e-data', port, 'owner.json'), 'utf8')) as { url: string; token: string };
  const response = await fetch(new URL('/api/owner', access.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access.token}` },
    body: JSON.stringify({ command: 'list', limit: 500 }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { leads: Array<Record<string, unknown>> }).leads;
}

/** The call, text and e-mail links (ContactChannelLinks: a fallback, or the ways to book) inside `scope`. */
export async function expectContactChannelLinks(scope: Locator) {
  await expect(scope.getByRole('link', { name: `Call ${siteConfig.phone.display}`, exact: true })).toHaveAttribute('href', telHref);
  await expect(scope.getByRole('link', { name: 'Text Us', exact: true })).toHaveAttribute('href', smsHref);
  await expect(scope.getByRole('link', { name: siteConfig.email, exact: true })).toHaveAttribute('href', mailtoHref);
}

/**
 * Starts timing, in the page, from the pointer entering `trigger` to a tooltip bubble being drawn; the
 * returned function gives that delay in ms once the bubble shows. A fixed wait in the test would be
 * outlasted by a busy machine.
 */
export async function timeTooltipDelay(trigger: Locator): Promise<() => Promise<number>> {
  await trigger.evaluate((element) => {
    (window as unknown as { tooltipDelay: Promise<number> }).tooltipDelay = new Promise((resolve) => {
      element.addEventListener(
        'mouseenter',
        () => {
          const start = performance.now();
          const check = () => (document.querySelector('.kit-tooltip') ? resolve(performance.now() - start) : requestAnimationFrame(check));
          check();
        },
        { once: true },
      );
    });
  });
  return () => trigger.page().evaluate(() => (window as unknown as { tooltipDelay: Promise<number> }).tooltipDelay);
}
