/**
 * Every prerendered page carries the whole stylesheet inline (scripts/inline-stylesheet.ts): it paints
 * styled from its HTML alone, and pages the visitor then opens in the browser are styled by the same rules.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pages } from '../../app/content/pages';
import { watchForProblems } from './helpers';

const clientDir = join(process.env.BUILD_DIR ?? 'build', 'client');
const stylesheetFile = readdirSync(join(clientDir, 'assets')).find((name) => /^app-[\w-]+\.css$/.test(name))!;
const stylesheet = readFileSync(join(clientDir, 'assets', stylesheetFile), 'utf8');

test('every prerendered page holds the whole stylesheet inline and links none', () => {
  for (const { path } of pages) {
    const html = readFileSync(join(clientDir, path === '/' ? 'index.html' : join(path.slice(1), 'index.html')), 'utf8');
    expect(html, path).not.toMatch(/<link[^>]+\.css/);
    expect([...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css), path).toEqual([stylesheet]);
  }
});

test('pages reached in the browser are styled by the same rules, with no stylesheet fetched', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const problems = watchForProblems(page, baseURL ?? '');
  const stylesheetsFetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheetsFetched.push(request.url());
  });
  await page.goto('/contact/thank-you');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const destinations = await page.locator('footer a[href^="/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
  expect(destinations.length).toBeGreaterThan(10);
  for (const path of destinations) {
    await page.locator(`footer a[href="${path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Styled: the page's background is the site's, not the browser's white.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), path).not.toBe('rgba(0, 0, 0, 0)');
  }
  expect(await page.locator('style').evaluateAll((styles) => styles.filter((style) => style.textContent!.length > 50_000).length)).toBe(1);
  expect(stylesheetsFetched).toEqual([]);
  expect(problems).toEqual([]);
});
