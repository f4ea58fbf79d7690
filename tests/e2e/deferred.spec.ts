/**
 * Page parts whose code hydrates after the page's own (app/lib/deferred.tsx), as a visitor meets them
 * on a slow connection: the part's code is held back until the test lets it through.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { contactContentFor } from '../../app/content/contact';
import { pages } from '../../app/content/pages';
import { holdChunk, watchForProblems } from './helpers';

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

test('every page is written whole: each deferred part is in its HTML, in place, with no script to move it', () => {
  const clientDir = join(process.cwd(), 'build', 'client');
  for (const { path } of pages) {
    const html = readFileSync(join(clientDir, path === '/' ? 'index.html' : join(path.slice(1), 'index.html')), 'utf8');
    expect(html, path).not.toContain('<template');
    expect(html, path).not.toMatch(/\$RC\(/);
    for (const [, inside] of html.matchAll(/data-deferred-part=""><!--\$-->([\s\S]{0,40})/g)) expect(inside, path).not.toMatch(/^<!--\/\$-->/);
  }
});

test('a press on the voice orb before its code has arrived opens the panel as soon as it has', async ({ page, baseURL }) => {
  const problems = watchForProblems(page, baseURL ?? '');
  const orbCode = await holdChunk(page, 'VoiceOrb');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await orbCode.requested;
  await page.getByRole('button', { name: /^Press Me/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  orbCode.release();
  await expect(page.getByRole('dialog', { name: /^Talk with/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeFocused();
  await hydrated(page);
  expect(problems).toEqual([]);
});

test('a press on the voice orb before any of the page\'s code has run opens the panel once the page has hydrated', async ({ page, baseURL }) => {
  const problems = watchForProblems(page, baseURL ?? '');
  const rootCode = await holdChunk(page, 'root');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await rootCode.requested;
  await page.getByRole('button', { name: /^Press Me/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  rootCode.release();
  await expect(page.getByRole('dialog', { name: /^Talk with/ })).toBeVisible();
  await hydrated(page);
  // Held once, pressed once: the panel stays open.
  await expect(page.getByRole('dialog', { name: /^Talk with/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('what is typed into the contact form before its code arrives is kept, checked and sent', async ({ page, baseURL }) => {
  const problems = watchForProblems(page, baseURL ?? '');
  const formCode = await holdChunk(page, 'MessageFormBlock');
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await formCode.requested;
  const contact = page.getByRole('form', { name: contactContentFor({ calendar: false, growthForm: false }).messageForm.title });
  await contact.getByRole('textbox', { name: /^Name/ }).fill('Grace Hopper');
  await contact.getByRole('textbox', { name: 'E-mail' }).fill('grace@example.com');
  await contact.getByRole('textbox', { name: 'Phone' }).fill('(832) 555-0100');
  await contact.getByRole('textbox', { name: /^How can we help\?/ }).fill('Our phones ring out after 6 pm.');
  await contact.getByRole('radio', { name: 'Phone call' }).check();
  await contact.getByRole('checkbox', { name: /I agree that/ }).check();
  formCode.release();
  await hydrated(page);

  const request = page.waitForRequest((req) => req.url().endsWith('/api/contact') && req.method() === 'POST');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  expect((await request).postDataJSON()).toMatchObject({
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '(832) 555-0100',
    message: 'Our phones ring out after 6 pm.',
    preferredContact: 'phone',
    consent: true,
  });
  await expect(page.getByRole('heading', { name: /^Thanks, Grace Hopper\./ })).toBeFocused();
  expect(problems).toEqual([]);
});

test('a part whose code cannot load stays readable, its links working', async ({ page }) => {
  const failed = page.waitForEvent('requestfailed', (request) => /\/assets\/BelowTheHero-/.test(request.url()));
  await page.route(/\/assets\/BelowTheHero-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await failed;
  const offer = page.getByRole('region', { name: 'What We Offer' });
  await expect(offer).toBeVisible();
  await offer.getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/$/);
});

test('each section hydrates in a pass of its own, and the page counts as hydrated only once every section has', async ({ page, baseURL }) => {
  const problems = watchForProblems(page, baseURL ?? '');
  const html = await (await page.request.get('/')).text();
  // A Suspense boundary in each section: React hydrates it apart from the rest of the page.
  const sections = html.match(/<section [^>]*data-deferred-part(?:="")?><!--\$-->/g) ?? [];
  expect(sections.length).toBeGreaterThanOrEqual(5);
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('section[data-deferred-part]')).toHaveCount(0);
  expect(problems).toEqual([]);
});
