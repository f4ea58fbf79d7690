import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';

/** The built adapter chunk (app/features/voice/voice-client.ts) that wraps the voice SDK. */
const VOICE_CLIENT_CHUNK = /\/assets\/voice-client-[\w-]+\.js$/;

/**
 * A stand-in for the adapter module with the same export. It records what the orb asks of it
 * in window.__voiceFake, so no SDK loads and no microphone or media server is touched.
 */
function fakeVoiceClient({ failStart = false } = {}) {
  return `
    const fake = (window.__voiceFake ??= { tokens: [], ended: 0, muted: [], events: null });
    export async function startVoiceCall(accessToken, events) {
      ${failStart ? "throw new Error('microphone blocked');" : ''}
      fake.tokens.push(accessToken);
      fake.events = events;
      return {
        end() { fake.ended += 1; },
        setMuted(muted) { fake.muted.push(muted); },
      };
    }
  `;
}

interface FakeRecord {
  tokens: string[];
  ended: number;
  muted: boolean[];
}

const fakeRecord = (page: Page) => page.evaluate(() => (window as unknown as { __voiceFake?: FakeRecord }).__voiceFake ?? null);

/** Serves the fake adapter and a web-call token; returns the URLs of adapter requests seen. */
async function useFakeVoice(page: Page, options: { failStart?: boolean; holdToken?: Promise<void> } = {}) {
  const adapterRequests: string[] = [];
  await page.route(VOICE_CLIENT_CHUNK, async (route) => {
    adapterRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: fakeVoiceClient(options) });
  });
  await page.route('**/api/create-web-call', async (route) => {
    await options.holdToken;
    await route.fulfill({ json: { access_token: 'test-access-token', call_id: 'call_test' } });
  });
  return adapterRequests;
}

/** The orb's name is its visible label followed by "to talk with Vale by voice", whatever the label. */
const ORB_NAME = /to talk with Vale by voice$/;
const orb = (page: Page) => page.getByRole('button', { name: ORB_NAME });
const voicePanel = (page: Page) => page.getByRole('dialog', { name: 'Talk with Vale' });

test.describe('voice orb on the home page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens by itself about 2 s after load, without loading the voice client or asking for a call', async ({ page }) => {
    const voiceRequests: string[] = [];
    page.on('request', (request) => {
      if (VOICE_CLIENT_CHUNK.test(request.url()) || request.url().includes('/api/create-web-call')) voiceRequests.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    const loadedAt = Date.now();
    await expect(orb(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(orb(page)).toContainText('Press Me');

    await expect(voicePanel(page)).toBeVisible({ timeout: 5000 });
    const openedAfter = Date.now() - loadedAt;
    expect(openedAfter).toBeGreaterThan(1500);
    expect(openedAfter).toBeLessThan(4000);
    await expect(voicePanel(page)).toContainText('How can I help you today?');
    await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeVisible();
    await expect(orb(page)).toHaveAttribute('aria-expanded', 'true');
    // Opening by itself never takes focus away from the page.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expectNoAxeViolations(page);

    await page.waitForTimeout(500);
    expect(voiceRequests).toEqual([]);
    // Our own UI only: no third-party widget script on the page.
    const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
    for (const src of scripts) expect(new URL(src).origin).toBe(new URL(page.url()).origin);
  });

  test('does not open by itself when the visitor already opened and closed it', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    await orb(page).click();
    await expect(voicePanel(page)).toBeVisible();
    await page.getByRole('button', { name: 'Close voice panel' }).click();
    await expect(voicePanel(page)).toBeHidden();
    await expect(orb(page)).toBeFocused();
    await page.waitForTimeout(2600);
    await expect(voicePanel(page)).toBeHidden();
  });

  test('leaving the home route ends the call', async ({ page }) => {
    await useFakeVoice(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await orb(page).click();
    await page.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    expect((await fakeRecord(page))?.ended).toBe(0);

    await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/pric/i);
    await expect(orb(page)).toHaveCount(0);
    expect((await fakeRecord(page))?.ended).toBe(1);
  });
});

test.describe('voice orb in the /ai demo', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('goes idle → open → connecting → in call → idle, with the SDK adapter loaded only on Start Conversation', async ({ page }) => {
    let releaseToken: () => void = () => {};
    const holdToken = new Promise<void>((resolve) => (releaseToken = resolve));
    const adapterRequests = await useFakeVoice(page, { holdToken });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto('/ai');
    await page.waitForLoadState('networkidle');
    const demo = page.locator('#voice-ai');
    const demoOrb = demo.getByRole('button', { name: ORB_NAME });
    const orbImage = demoOrb.locator('img');
    await expect(demoOrb).toHaveAttribute('aria-expanded', 'false');
    expect(await orbImage.evaluate((img) => getComputedStyle(img).filter)).not.toContain('brightness');

    // idle → open
    await demoOrb.click();
    const panel = demo.getByRole('dialog', { name: 'Talk with Vale' });
    await expect(panel).toContainText('How can I help you today?');
    await expect(panel.getByRole('button', { name: 'Start Conversation' })).toBeFocused();
    await expect.poll(() => orbImage.evaluate((img) => getComputedStyle(img).filter)).toContain('brightness');
    expect(adapterRequests).toEqual([]);
    await expectNoAxeViolations(page);

    // open → connecting
    await panel.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(panel).toContainText('Connecting to Vale');
    await expect(panel.getByRole('button', { name: 'Cancel' })).toBeVisible();

    // connecting → in call
    releaseToken();
    const timer = panel.getByRole('timer');
    await expect(timer).toHaveText(/^0:0\d$/);
    expect(adapterRequests).toHaveLength(1);
    expect((await fakeRecord(page))?.tokens).toEqual(['test-access-token']);
    await expect(timer).not.toHaveText('0:00', { timeout: 3000 });
    await expectNoAxeViolations(page);

    // mute and unmute
    await panel.getByRole('button', { name: 'Mute' }).click();
    await expect(panel.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await panel.getByRole('button', { name: 'Unmute' }).click();
    await expect(panel.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'false');
    expect((await fakeRecord(page))?.muted).toEqual([true, false]);

    // in call → idle
    await panel.getByRole('button', { name: 'End call' }).click();
    await expect(panel).toBeHidden();
    await expect(demoOrb).toHaveAttribute('aria-expanded', 'false');
    await expect(demoOrb).toBeFocused();
    expect((await fakeRecord(page))?.ended).toBe(1);
    const origin = new URL(page.url()).origin;
    expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  });

  test('Enter and Space on the orb toggle it; pressing it during a call hangs up', async ({ page }) => {
    await useFakeVoice(page);
    await page.goto('/ai');
    await page.waitForLoadState('networkidle');
    const demoOrb = page.locator('#voice-ai').getByRole('button', { name: ORB_NAME });
    await demoOrb.focus();
    await page.keyboard.press('Enter');
    await expect(demoOrb).toHaveAttribute('aria-expanded', 'true');
    await demoOrb.focus();
    await page.keyboard.press('Space');
    await expect(demoOrb).toHaveAttribute('aria-expanded', 'false');

    await demoOrb.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    await demoOrb.click();
    await expect(demoOrb).toHaveAttribute('aria-expanded', 'false');
    expect((await fakeRecord(page))?.ended).toBe(1);
  });

  test('a call the server cannot create shows a short message and the page keeps working', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The real API: this site has no voice provider configured, so it answers with an error.
    await page.goto('/ai');
    await page.waitForLoadState('networkidle');
    const demo = page.locator('#voice-ai');
    await demo.getByRole('button', { name: ORB_NAME }).click();
    await demo.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(demo.getByRole('alert')).toHaveText("Voice calls aren't available right now. Please try the chat or contact us directly.");
    await expect(demo.getByRole('button', { name: 'Start Conversation' })).toBeEnabled();
    await expectNoAxeViolations(page);
    // The rest of the page still works.
    await page.getByRole('button', { name: 'Open Chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Chat with Vale' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('a voice client that cannot start shows a short message', async ({ page }) => {
    await useFakeVoice(page, { failStart: true });
    await page.goto('/ai');
    await page.waitForLoadState('networkidle');
    const demo = page.locator('#voice-ai');
    await demo.getByRole('button', { name: ORB_NAME }).click();
    await demo.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(demo.getByRole('alert')).toHaveText("The call couldn't start. Please check your microphone and try again.");
  });
});
