import { type Page, expect, test } from '@playwright/test';
import { astroblasterContent } from '../../app/content/astroblaster';
import { CANVAS_WIDTH, HIGH_SCORE_KEY } from '../../app/features/astroblaster/constants';
import { expectNoAxeViolations, watchForProblems } from './helpers';

const { game, levelUp } = astroblasterContent;

/** Makes Math.random repeatable in the page (a seeded generator), so a game plays the same every run. */
async function seedRandom(page: Page, seed: number) {
  await page.addInitScript((initial) => {
    let state = initial >>> 0;
    Math.random = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }, seed);
}

async function open(page: Page) {
  await page.goto('/astroblaster');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

const field = (page: Page) => page.getByRole('group', { name: game.label });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const link = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
const status = (page: Page, label: string) => page.getByRole('definition').filter({ has: page.locator(`xpath=preceding-sibling::dt[.="${label}"]`) });

/** Reads the game as drawn: where the ship's hull is (game px) and how many bullet-coloured pixels are above it. */
function readCanvas(page: Page) {
  return page.locator('canvas').evaluate((canvas: HTMLCanvasElement, gameWidth) => {
    const context = canvas.getContext('2d')!;
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    const scale = width / gameWidth;
    let hullX = 0;
    let hullPixels = 0;
    let bulletPixels = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
        if (r === 0xe8 && g === 0xea && b === 0xf6 && y > height * 0.7) {
          hullX += x;
          hullPixels++;
        }
        if (r === 0x67 && g === 0xe8 && b === 0xf9 && y < height * 0.75) bulletPixels++;
      }
    }
    return { shipX: hullPixels ? hullX / hullPixels / scale : Number.NaN, bulletPixels };
  }, CANVAS_WIDTH);
}

test.describe('/astroblaster', () => {
  test('the menu offers Start Game and Back to Development, the status is text, and there is a way to /contact', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL ?? '');
    await open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Astroblaster' })).toBeVisible();
    await expect(button(page, game.startGame)).toBeVisible();
    await expect(link(page, game.backToDevelopment.text)).toHaveAttribute('href', '/development');
    await expect(link(page, levelUp.cta.text)).toHaveAttribute('href', '/contact');
    await expect(status(page, game.stats.score)).toHaveText('0');
    await expect(status(page, game.stats.level)).toHaveText('1');
    await expect(status(page, game.stats.health)).toHaveText('3');
    await expect(status(page, game.stats.highScore)).toHaveText('0');
    await expect(page.getByRole('img', { name: game.canvasLabel })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('Start Game plays; arrows and A/D move the ship inside the field; Space fires and never scrolls', async ({ page }) => {
    await seedRandom(page, 4242);
    await page.clock.install();
    await open(page);
    // Game time moves only when the test moves it: on a busy machine, real seconds between steps would
    // otherwise let the rocks end the game before Space is tried.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await button(page, game.startGame).click();
    await expect(button(page, game.restartGame)).toBeVisible();
    await expect(link(page, game.endGame)).toHaveAttribute('href', '/development');
    await expect(button(page, game.startGame)).toHaveCount(0);
    await expect(field(page)).toBeFocused();
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Game started' })).toHaveCount(1);

    await page.clock.runFor(200);
    const start = await readCanvas(page);
    expect(start.shipX).toBeCloseTo(400, -1);

    await page.keyboard.down('ArrowLeft');
    await page.clock.runFor(500); // 30 steps of 10 px
    await page.keyboard.up('ArrowLeft');
    const left = await readCanvas(page);
    expect(start.shipX - left.shipX).toBeGreaterThan(250);

    await page.keyboard.down('d');
    await page.clock.runFor(3_000); // far more than the field is wide: the ship stops at the edge
    await page.keyboard.up('d');
    const right = await readCanvas(page);
    expect(right.shipX).toBeGreaterThan(740);
    expect(right.shipX).toBeLessThanOrEqual(CANVAS_WIDTH - 25 + 1);

    await page.keyboard.down('a');
    await page.clock.runFor(1_000);
    await page.keyboard.up('a');
    expect((await readCanvas(page)).shipX).toBeLessThan(right.shipX - 300);

    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.keyboard.down(' ');
    await page.clock.runFor(300);
    expect((await readCanvas(page)).bulletPixels).toBeGreaterThan(0);
    await page.keyboard.up(' ');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    // The accessibility check waits for animation frames, which need the clock running.
    await page.clock.resume();
    await expectNoAxeViolations(page);

    // A hidden tab pauses the game: nothing moves until the page is shown again.
    const snapshot = () => page.locator('canvas').evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    const paused = await snapshot();
    await page.clock.runFor(5_000);
    expect(await snapshot()).toBe(paused);
    await setHidden(false);
    await page.clock.runFor(500);
    expect(await snapshot()).not.toBe(paused);
  });

  test('a game ends at zero health; Play Again and Space restart it, Back to Menu leaves it, a beaten high score is saved', async ({ page }) => {
    await seedRandom(page, 20260);
    await page.clock.install();
    await open(page);
    await page.keyboard.press(' '); // Space starts from the menu
    await expect(button(page, game.restartGame)).toBeVisible();

    // Sweep the field while firing to score, then wait for the rocks to get through.
    await page.keyboard.down(' ');
    for (let i = 0; i < 8; i++) {
      const key = i % 2 === 0 ? 'ArrowLeft' : 'ArrowRight';
      await page.keyboard.down(key);
      await page.clock.runFor(1_200);
      await page.keyboard.up(key);
    }
    await page.keyboard.up(' ');
    await page.clock.runFor(240_000);

    await expect(page.getByRole('heading', { name: game.gameOverHeading })).toBeVisible();
    await expect(status(page, game.stats.health)).toHaveText('0');
    await expect(button(page, game.playAgain)).toBeFocused();
    await expect(button(page, game.backToMenu)).toBeVisible();
    await expect(link(page, game.endGame)).toHaveAttribute('href', '/development');
    const finalScore = Number((await status(page, game.stats.score).textContent())!.replace(/,/g, ''));
    expect(finalScore).toBeGreaterThan(0);
    await expect(page.getByText(game.newHighScore, { exact: true })).toBeVisible();
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Game over' })).toHaveCount(1);
    await expect(status(page, game.stats.highScore)).toHaveText(finalScore.toLocaleString('en-US'));
    expect(await page.evaluate((key) => localStorage.getItem(key), HIGH_SCORE_KEY)).toBe(String(finalScore));
    await expectNoAxeViolations(page);

    await page.keyboard.press(' ');
    await expect(button(page, game.restartGame)).toBeVisible();
    await expect(status(page, game.stats.health)).toHaveText('3');
    await expect(status(page, game.stats.score)).toHaveText('0');
    await page.clock.runFor(240_000);
    await expect(button(page, game.backToMenu)).toBeVisible();
    await button(page, game.backToMenu).click();
    await expect(button(page, game.startGame)).toBeFocused();

    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(status(page, game.stats.highScore)).toHaveText(finalScore.toLocaleString('en-US'));
  });

  test('Restart Game resets score, level and health and clears the field', async ({ page }) => {
    await seedRandom(page, 7);
    await page.clock.install();
    await open(page);
    await button(page, game.startGame).click();
    await page.keyboard.down(' ');
    await page.keyboard.down('ArrowLeft');
    await page.clock.runFor(6_000);
    await page.keyboard.up('ArrowLeft');
    await page.keyboard.up(' ');
    const before = await readCanvas(page);
    expect(before.shipX).toBeLessThan(100);
    expect(Number((await status(page, game.stats.score).textContent())!.replace(/,/g, ''))).toBeGreaterThan(0);
    await button(page, game.restartGame).click();
    await expect(status(page, game.stats.score)).toHaveText('0');
    await expect(status(page, game.stats.level)).toHaveText('1');
    await expect(status(page, game.stats.health)).toHaveText('3');
    await page.clock.runFor(20);
    const after = await readCanvas(page);
    expect(after.shipX).toBeCloseTo(400, -1);
    expect(after.bulletPixels).toBe(0);
  });

  test('missing, corrupt or blocked storage never breaks the game', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'not a number'), HIGH_SCORE_KEY);
    await open(page);
    await expect(status(page, game.stats.highScore)).toHaveText('0');

    await page.addInitScript(() => {
      Storage.prototype.getItem = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
      Storage.prototype.setItem = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
    });
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await button(page, game.startGame).click();
    await expect(button(page, game.restartGame)).toBeVisible();
  });

  test('on a touch screen, dragging steers the ship three times the finger and a held touch fires', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.clock.install();
    await open(page);
    await button(page, game.startGame).click();
    await page.clock.runFor(100);
    const canvas = (await page.locator('canvas').boundingBox())!;
    const start = await readCanvas(page);
    const cdp = await context.newCDPSession(page);
    const x = canvas.x + canvas.width / 2;
    const y = canvas.y + canvas.height / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let dx = 4; dx <= 20; dx += 4) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - dx, y }] });
    }
    const expected = 20 * (CANVAS_WIDTH / canvas.width) * 3;
    // The browser may deliver the last touch move a frame later: advance the game until it has arrived.
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return start.shipX - (await readCanvas(page)).shipX;
      })
      .toBeGreaterThan(expected * 0.9);
    const moved = await readCanvas(page);
    expect(start.shipX - moved.shipX).toBeLessThan(expected * 1.1);
    expect(moved.bulletPixels).toBeGreaterThan(0);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(0);
    await context.close();
  });

  test('the game loads only on its own route', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/development');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const bodies = await Promise.all(scripts.map((url) => page.request.get(url).then((r) => r.text())));
    expect(bodies.some((body) => body.includes(HIGH_SCORE_KEY))).toBe(false);
  });
});
