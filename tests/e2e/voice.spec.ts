/** The voice orb on the home page of a site without a voice provider (the default configuration). */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, watchForProblems } from './helpers';

/** The built adapter chunk (app/features/voice/voice-client.ts) that wraps the provider's SDK. */
const VOICE_CLIENT_CHUNK = /\/assets\/voice-client-[\w-]+\.js$/;

/** The orb's name is its visible label followed by "to talk with Vale by voice", whatever the label. */
const ORB_NAME = /to talk with Vale by voice$/;
const orb = (page: Page) => page.getByRole('button', { name: ORB_NAME });
const voicePanel = (page: Page) => page.getByRole('dialog', { name: 'Talk with Vale' });
const invitation = (page: Page) => page.getByRole('group', { name: 'Invitation from Vale' });

test.describe('voice orb on the home page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('invites about 2 s after load, beside the orb, with no panel, no call and no error anywhere', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL!);
    const voiceRequests: string[] = [];
    page.on('request', (request) => {
      if (VOICE_CLIENT_CHUNK.test(request.url()) || request.url().includes('/api/create-web-call')) voiceRequests.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    const loadedAt = Date.now();
    await expect(orb(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(orb(page)).toContainText('Press Me');

    // The orb's code arrives after the page's first paint: on a busy machine that can be after "load", and the
    // 2 s count from whichever comes later.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
    const countFrom = Math.max(loadedAt, Date.now());
    await expect(invitation(page)).toBeVisible({ timeout: 10_000 });
    const shownAt = Date.now();
    expect(shownAt - loadedAt).toBeGreaterThan(1500);
    expect(shownAt - countFrom).toBeLessThan(4000);
    await expect(invitation(page)).toContainText('How can I help you today?');
    // While it invites, the orb is brightened; the panel itself waits for the visitor.
    await expect(orb(page).locator('img')).toHaveClass(/brightness-150/);
    await expect(voicePanel(page)).toHaveCount(0);
    // Inviting never takes focus away from the page.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expectNoAxeViolations(page);

    // The visitor accepts: the full panel opens with Start Conversation focused.
    await invitation(page).getByRole('button', { name: 'How can I help you today? Talk with Vale' }).click();
    await expect(voicePanel(page)).toBeVisible();
    await expect(voicePanel(page).getByRole('button', { name: 'Start Conversation' })).toBeFocused();
    await expect(orb(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(invitation(page)).toHaveCount(0);

    await page.waitForTimeout(300);
    expect(voiceRequests).toEqual([]);
    // Our own UI only: no third-party widget script on the page.
    const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
    for (const src of scripts) expect(new URL(src).origin).toBe(new URL(page.url()).origin);
    expect(problems).toEqual([]);
  });

  test('the invitation tucks away when the visitor acts elsewhere, and does not come back', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    await expect(invitation(page)).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press('Tab');
    await expect(invitation(page)).toHaveCount(0);
    await page.waitForTimeout(2500);
    await expect(invitation(page)).toHaveCount(0);
    await expect(voicePanel(page)).toHaveCount(0);
  });

  test('does not invite once the visitor already opened and closed the panel', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    await orb(page).click();
    await expect(voicePanel(page)).toBeVisible();
    await page.getByRole('button', { name: 'Close voice panel' }).click();
    await expect(voicePanel(page)).toBeHidden();
    await expect(orb(page)).toBeFocused();
    await page.waitForTimeout(2600);
    await expect(invitation(page)).toHaveCount(0);
    await expect(voicePanel(page)).toBeHidden();
  });

  test('Start Conversation never asks the server for a provider call, on any page with an orb', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL!);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) asked.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    for (const path of ['/', '/ai']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const pageOrb = path === '/ai' ? page.locator('#voice-ai').getByRole('button', { name: ORB_NAME }) : orb(page);
      await pageOrb.click();
      await expect(page.getByRole('dialog', { name: 'Talk with Vale' }).getByRole('button', { name: 'Start Conversation' })).toBeVisible();
    }
    expect(asked.every((request) => request === 'GET /api/voice-mode')).toBe(true);
    expect(problems).toEqual([]);
  });
});
