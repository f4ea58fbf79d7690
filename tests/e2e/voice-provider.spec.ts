/**
 * Voice with a provider configured: this spec runs against the embeds build, whose server has a voice
 * agent and points the provider's API at a local fake (tests/e2e/fixtures/fake-retell.ts). The browser SDK
 * adapter is replaced, since no media server is reachable; the token comes through our API from the fake.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, watchForProblems } from './helpers';

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

/**
 * Serves the fake adapter; web-call tokens come from the real API, which asks the local provider fake.
 * `holdToken` keeps the token request waiting until it resolves. Returns the URLs of adapter requests seen.
 */
async function useFakeVoice(page: Page, options: { failStart?: boolean; holdToken?: Promise<void> } = {}) {
  const adapterRequests: string[] = [];
  await page.route(VOICE_CLIENT_CHUNK, async (route) => {
    adapterRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: fakeVoiceClient(options) });
  });
  if (options.holdToken) {
    await page.route('**/api/create-web-call', async (route) => {
      await options.holdToken;
      await route.continue();
    });
  }
  return adapterRequests;
}

/** The orb's name is its visible label followed by "to talk with Vale by voice", whatever the label. */
const ORB_NAME = /to talk with Vale by voice$/;
const orb = (page: Page) => page.getByRole('button', { name: ORB_NAME });
const voicePanel = (page: Page) => page.getByRole('dialog', { name: 'Talk with Vale' });

test.describe('voice orb with a provider on the home page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('knows the mode without a failing request, and Start Conversation places a web call', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL!);
    await useFakeVoice(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await orb(page).click();
    const panel = voicePanel(page);
    await expect(panel.getByRole('button', { name: 'Start Conversation' })).toBeFocused();
    // No speech-recognition notice: the provider handles the call.
    await expect(panel).not.toContainText('Your browser will ask');
    await panel.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(panel.getByRole('timer')).toBeVisible();
    expect((await fakeRecord(page))?.tokens).toEqual([expect.stringMatching(/^token_/)]);
    await panel.getByRole('button', { name: 'End call' }).click();
    await expect(panel).toBeHidden();
    expect(problems).toEqual([]);
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
  // The panel opens in the page flow and moves the next section into view; without motion it shows at
  // once, so the accessibility checks never meet a section halfway through fading in.
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

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
    expect((await fakeRecord(page))?.tokens).toEqual([expect.stringMatching(/^token_/)]);
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
    // The provider is down: the API answers as it does then (see api.retell.test.ts).
    await page.route('**/api/create-web-call', (route) => route.fulfill({ status: 502, json: { error: 'The voice provider could not be reached' } }));
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
