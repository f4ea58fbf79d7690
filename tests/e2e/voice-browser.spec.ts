/**
 * Voice with no provider configured (this server has none): the conversation runs in the browser.
 * The browser's speech recognition and synthesis are replaced by scripted stand-ins (no microphone or
 * speakers here); everything else is real: the page, the chat API and the embedded agent's answers.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, watchForProblems } from './helpers';

interface SpeechRecord {
  /** Recognition sessions created, newest last. */
  sessions: number;
  /** Sessions stopped by the page (mute, end, leaving). */
  aborted: number;
  /** Every utterance handed to speechSynthesis. */
  spoken: string[];
  /** Times speechSynthesis.cancel() was called. */
  cancelled: number;
}

/** Installs the stand-ins before any page script runs. `recognition: false` is a browser without it. */
async function fakeSpeech(page: Page, { recognition = true } = {}) {
  await page.addInitScript(
    ({ withRecognition }) => {
      const record = { sessions: 0, aborted: 0, spoken: [] as string[], cancelled: 0 };
      type Handler = ((event?: unknown) => void) | null;
      let current: { onstart: Handler; onresult: Handler; onerror: Handler; onend: Handler; live: boolean } | null = null;
      const scope = window as unknown as Record<string, unknown>;
      scope.__speech = record;

      class FakeRecognition {
        lang = '';
        continuous = false;
        interimResults = false;
        maxAlternatives = 1;
        onstart: Handler = null;
        onresult: Handler = null;
        onerror: Handler = null;
        onend: Handler = null;
        live = false;
        start() {
          record.sessions += 1;
          this.live = true;
          // eslint-disable-next-line @typescript-eslint/no-this-alias -- the stand-in keeps the live session, as the browser does
          current = this;
          setTimeout(() => this.onstart?.(), 20);
        }
        stop() {
          this.abort();
        }
        abort() {
          if (!this.live) return;
          this.live = false;
          record.aborted += 1;
          setTimeout(() => this.onend?.(), 0);
        }
      }
      delete scope.SpeechRecognition;
      delete scope.webkitSpeechRecognition;
      if (withRecognition) scope.webkitSpeechRecognition = FakeRecognition;

      /** The visitor says something (interim words first when final is false). */
      scope.__say = (text: string, final = true) => {
        if (!current?.live) return false;
        const result = Object.assign([{ transcript: text }], { isFinal: final });
        current.onresult?.({ resultIndex: 0, results: [result] });
        return true;
      };
      /** The browser refuses the microphone. */
      scope.__refuse = () => {
        current?.onerror?.({ error: 'not-allowed' });
        if (current) current.live = false;
        current?.onend?.();
      };

      // Speech synthesis: utterances wait until the test lets them finish.
      let queue: Array<{ text: string; onend: Handler; onerror: Handler }> = [];
      const synthesis = {
        speak(utterance: { text: string; onend: Handler; onerror: Handler }) {
          record.spoken.push(utterance.text);
          queue.push(utterance);
        },
        cancel() {
          record.cancelled += 1;
          const dropped = queue;
          queue = [];
          for (const utterance of dropped) utterance.onerror?.({ error: 'interrupted' });
        },
        getVoices: () => [],
        speaking: false,
        pending: false,
        paused: false,
      };
      Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
      scope.SpeechSynthesisUtterance = class {
        text: string;
        lang = '';
        voice: unknown = null;
        onend: Handler = null;
        onerror: Handler = null;
        constructor(text: string) {
          this.text = text;
        }
      };
      /** Every queued utterance finishes, in order. */
      scope.__finishSpeaking = () => {
        const done = queue;
        queue = [];
        for (const utterance of done) utterance.onend?.();
      };
    },
    { withRecognition: recognition },
  );
}

const speech = (page: Page) => page.evaluate(() => (window as unknown as { __speech: SpeechRecord }).__speech);
const say = (page: Page, text: string, final = true) =>
  page.evaluate(([words, isFinal]) => (window as unknown as { __say: (t: string, f: boolean) => boolean }).__say(words as string, isFinal as boolean), [text, final] as const);
const finishSpeaking = (page: Page) => page.evaluate(() => (window as unknown as { __finishSpeaking: () => void }).__finishSpeaking());

const ORB_NAME = /to talk with Vale by voice$/;
const orb = (page: Page) => page.getByRole('button', { name: ORB_NAME });
const voicePanel = (page: Page) => page.getByRole('dialog', { name: 'Talk with Vale' });
const captions = (page: Page) => voicePanel(page).getByRole('log', { name: 'Conversation captions' });

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Opens the panel from the orb and starts a conversation; resolves once the browser is listening. */
async function startConversation(page: Page) {
  await orb(page).click();
  await expect(voicePanel(page)).toContainText('Your browser will ask to use your microphone');
  await voicePanel(page).getByRole('button', { name: 'Start Conversation' }).click();
  await expect(voicePanel(page)).toContainText('Listening…');
}

test.describe('a voice conversation in the browser (no provider configured)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a full exchange: the question and an answer with the price are captioned, and the answer is spoken naturally', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL!);
    await fakeSpeech(page);
    await openHome(page);
    await orb(page).click();
    const panel = voicePanel(page);
    // Before any microphone is asked for, the panel says what happens to the visitor's speech.
    await expect(panel).toHaveAccessibleDescription(/Your browser will ask to use your microphone\. It turns what you say into text/);
    expect((await speech(page)).sessions).toBe(0);
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(panel).toContainText('Listening…');
    await expect(panel.getByRole('button', { name: 'End call' })).toBeFocused();
    await expect.poll(async () => (await speech(page)).sessions).toBe(1);
    await expect(orb(page).locator('img')).toHaveClass(/brightness-150/);
    await expectNoAxeViolations(page);

    await say(page, 'How much is', false);
    await expect(panel).toContainText('How much is…');
    await say(page, 'How much is the CRM?');
    await expect(captions(page)).toContainText('You: How much is the CRM?');
    await expect(captions(page)).toContainText(/Vale: .*\$197/);
    await expect(captions(page)).toHaveAttribute('aria-live', 'polite');
    await expect(panel).toContainText('Vale is speaking');
    await expectNoAxeViolations(page);

    const spoken = (await speech(page)).spoken.join(' ');
    expect(spoken).toContain('197 dollars a month');
    expect(spoken).not.toContain('$');
    expect(spoken).not.toMatch(/\/pricing|\/month/);
    expect(spoken).toContain('our pricing page');

    await finishSpeaking(page);
    await expect(panel).toContainText('Listening…');

    // The same conversation continues in the chat panel.
    await page.getByRole('button', { name: 'Open Chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Chat with Vale' });
    await expect(chat.getByRole('log')).toContainText('How much is the CRM?');
    await expect(chat.getByRole('log')).toContainText('$197');
    expect(problems).toEqual([]);
  });

  test('talking over the reply stops it at once and is heard as the next question', async ({ page }) => {
    await fakeSpeech(page);
    await openHome(page);
    await startConversation(page);
    await say(page, 'What features does the phone system have?');
    const panel = voicePanel(page);
    await expect(panel).toContainText('Vale is speaking');
    const before = await speech(page);

    // Its own voice coming back through the microphone does not interrupt it.
    await say(page, 'The business phone system includes', false);
    await expect(panel).toContainText('Vale is speaking');
    expect((await speech(page)).cancelled).toBe(before.cancelled);

    await say(page, 'and how much does it cost', false);
    await expect(panel).toContainText('Listening…');
    await expect.poll(async () => (await speech(page)).cancelled).toBeGreaterThan(before.cancelled);
    await say(page, 'and how much does it cost per month');
    await expect(captions(page)).toContainText('You: and how much does it cost per month');
    await expect(panel).toContainText(/Vale is (thinking|speaking)/);
  });

  test('mute stops listening until unmuted; End call stops everything and keeps the captions', async ({ page }) => {
    await fakeSpeech(page);
    await openHome(page);
    await startConversation(page);
    const panel = voicePanel(page);

    await panel.getByRole('button', { name: 'Mute' }).click();
    await expect(panel.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel).toContainText("Muted: Vale can't hear you.");
    await expect.poll(async () => (await speech(page)).aborted).toBe(1);
    expect(await say(page, 'can you hear me')).toBe(false);
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: 'Unmute' }).click();
    await expect(panel.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await speech(page)).sessions).toBe(2);
    await say(page, 'How do I book a strategy session?');
    await expect(captions(page)).toContainText(/Vale: .*contact/);

    await panel.getByRole('button', { name: 'End call' }).click();
    await expect(panel).toContainText('Conversation ended.');
    await expect.poll(async () => (await speech(page)).aborted).toBe(2);
    expect((await speech(page)).cancelled).toBeGreaterThan(0);
    // The transcript stays readable; the conversation can start again or move to the chat.
    await expect(captions(page)).toContainText('You: How do I book a strategy session?');
    await expect(panel.getByRole('button', { name: 'Start again' })).toBeFocused();
    await expect(panel.getByRole('button', { name: 'Chat with Vale instead' })).toBeVisible();
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: 'Close voice panel' }).click();
    await expect(panel).toBeHidden();
    await expect(orb(page)).toBeFocused();
  });

  test('leaving the home page ends the conversation', async ({ page }) => {
    await fakeSpeech(page);
    await openHome(page);
    await startConversation(page);
    await say(page, 'What are your prices?');
    await expect(voicePanel(page)).toContainText('Vale is speaking');

    await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(orb(page)).toHaveCount(0);
    const record = await speech(page);
    expect(record.aborted).toBe(1);
    expect(record.cancelled).toBeGreaterThan(0);
  });

  test('a browser without speech recognition gets the chat instead, with focus in its input', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL!);
    await fakeSpeech(page, { recognition: false });
    await openHome(page);
    await orb(page).click();
    const panel = voicePanel(page);
    await expect(panel).toContainText("This browser can't turn speech into text");
    await expect(panel.getByRole('button', { name: 'Start Conversation' })).toHaveCount(0);
    const fallback = panel.getByRole('button', { name: 'Chat with Vale instead' });
    await expect(fallback).toBeFocused();
    await expectNoAxeViolations(page);

    await fallback.click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Chat with Vale' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message to Vale' })).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('a refused microphone says so and offers the chat', async ({ page }) => {
    await fakeSpeech(page);
    await openHome(page);
    await startConversation(page);
    await page.evaluate(() => (window as unknown as { __refuse: () => void }).__refuse());
    const panel = voicePanel(page);
    await expect(panel.getByRole('alert')).toHaveText(/The microphone is blocked for this site/);
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Chat with Vale instead' }).click();
    await expect(page.getByRole('textbox', { name: 'Message to Vale' })).toBeFocused();
  });
});

test.describe('the voice orb keeps the page usable', () => {
  for (const viewport of [
    { width: 320, height: 568 },
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px: the invitation hides nothing, tucks away on scroll, and the floating controls stay clear`, async ({ page, baseURL }, testInfo) => {
      const problems = watchForProblems(page, baseURL!);
      await page.setViewportSize(viewport);
      await openHome(page);
      await page.waitForLoadState('load');
      await page.waitForTimeout(3000);
      await page.screenshot({ path: testInfo.outputPath(`home-${viewport.width}-3s.png`) });

      const floating = [orb(page), page.getByRole('button', { name: 'Open Chat' }), page.getByTestId('voice-invitation')];
      const floatingBoxes = async () => {
        const boxes = [];
        for (const locator of floating) if (await locator.isVisible()) boxes.push((await locator.boundingBox())!);
        return boxes;
      };
      const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

      // The invitation never covers the page's content, and the hero's buttons are uncovered.
      const hero = page.locator('main section').first();
      const heroButtons = hero.getByRole('link');
      for (const box of await floatingBoxes()) {
        for (const button of await heroButtons.all()) {
          const target = await button.boundingBox();
          if (target) expect(overlaps(box, target), `${await button.textContent()} covered`).toBe(false);
        }
      }
      const invitation = page.getByTestId('voice-invitation');
      if (await invitation.isVisible()) {
        const bubble = (await invitation.boundingBox())!;
        const covered = await page.evaluate((box) => {
          const selector = 'main a[href], main button, main h1, main h2, main h3, main p, main li, main img:not([alt=""])';
          return [...document.querySelectorAll(selector)]
            .filter((element) => !element.closest('[aria-hidden="true"], [data-voice-orb]'))
            .filter((element) => {
              const rect = element.getBoundingClientRect();
              return rect.width > 0 && rect.height > 0 && rect.left < box.x + box.width && box.x < rect.right && rect.top < box.y + box.height && box.y < rect.bottom;
            })
            .map((element) => element.textContent?.trim().slice(0, 40));
        }, bubble);
        expect(covered).toEqual([]);
      }
      if (viewport.width >= 390) await expect(invitation).toBeVisible();

      // The floating controls never overlap one another.
      const [orbBox, chatBox] = [(await orb(page).boundingBox())!, (await page.getByRole('button', { name: 'Open Chat' }).boundingBox())!];
      expect(overlaps(orbBox, chatBox)).toBe(false);

      // Scrolling tucks the invitation away for good.
      await page.mouse.wheel(0, 600);
      await expect(invitation).toHaveCount(0);
      await expect(voicePanel(page)).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`home-${viewport.width}-scrolled.png`) });

      // At the end of the page the footer's content is clear of them.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2);
      const footerItems = page.getByRole('contentinfo').locator('a, p, li, h2');
      const controls = await floatingBoxes();
      for (const item of await footerItems.all()) {
        const box = await item.boundingBox();
        if (!box) continue;
        for (const control of controls) expect(overlaps(control, box), `footer "${(await item.textContent())?.trim()}" covered`).toBe(false);
      }
      expect(problems).toEqual([]);
    });
  }
});
