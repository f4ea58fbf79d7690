import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { watchForProblems } from './helpers';

/**
 * A prerendered page keeps the CSS it was served with (its inlined rules and the rest of the stylesheet,
 * scripts/stylesheet-split.ts) while the visitor moves on in the browser. Every page reached that way must
 * look as the whole stylesheet draws it: same rules, same cascade.
 */
const buildDir = process.env.BUILD_DIR ?? 'build';
const wholeStylesheet = `/assets/${readdirSync(join(buildDir, 'client', 'assets')).find((name) => /^app-[\w-]+\.css$/.test(name) && !name.includes('-rest-'))}`;

const PROPERTIES = [
  'display', 'position', 'visibility', 'opacity', 'color', 'background-color', 'background-image', 'font-family', 'font-size',
  'font-weight', 'line-height', 'letter-spacing', 'text-align', 'text-transform', 'margin-top', 'margin-right', 'margin-bottom',
  'margin-left', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left', 'border-top-width', 'border-top-color',
  'border-radius', 'box-shadow', 'width', 'height', 'gap', 'grid-template-columns', 'flex-direction', 'justify-content',
  'align-items', 'overflow-x', 'z-index', 'transform', 'outline-style', 'cursor', 'pointer-events',
];

/** The computed values of every element of the page, in document order. */
function styles(page: Page) {
  return page.evaluate((properties) => {
    return [...document.body.querySelectorAll('*')].map((element) => {
      // Computed values (`auto`, `100%`), not the used ones: the cascade, not a layout pass.
      const style = element.computedStyleMap();
      const path = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`;
      return { path, style: Object.fromEntries(properties.map((property) => [property, String(style.get(property))])) as Record<string, string> };
    });
  }, PROPERTIES);
}

/** Resolves once the page has not changed for half a second: parts that load after navigation are in. */
function settled(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, 500);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 500);
        });
        function done() {
          observer.disconnect();
          resolve();
        }
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  );
}

/** The page's own CSS swapped for the whole stylesheet, and back. */
async function stylesWithWholeStylesheet(page: Page) {
  await page.evaluate(async (href) => {
    for (const sheet of document.querySelectorAll<HTMLStyleElement | HTMLLinkElement>('style:not([data-test]), link[rel="stylesheet"]')) sheet.disabled = true;
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.dataset.test = 'whole';
    await new Promise((loaded) => {
      link.onload = loaded;
      document.head.append(link);
    });
    await document.fonts.ready;
  }, wholeStylesheet);
  const whole = await styles(page);
  await page.evaluate(() => {
    document.querySelector('link[data-test="whole"]')!.remove();
    for (const sheet of document.querySelectorAll<HTMLStyleElement | HTMLLinkElement>('style:not([data-test]), link[rel="stylesheet"]')) sheet.disabled = false;
  });
  return whole;
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
  test(`pages reached in the browser look as the whole stylesheet draws them (${viewport.width} px)`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const problems = watchForProblems(page, baseURL ?? '');
    await page.setViewportSize(viewport);
    // Typed headlines and other motion would change the page between the two readings.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The confirmation page uses the fewest rules: the pages after it rely most on the rest of the stylesheet.
    await page.goto('/contact/thank-you');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    // Transitions would catch the swap of stylesheets half-way.
    await page.addStyleTag({ content: '*,::before,::after{transition:none!important;animation:none!important}' });
    await page.evaluate(() => document.querySelector('head style:last-of-type')!.setAttribute('data-test', 'still'));
    const destinations = await page.locator('footer a[href^="/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
    expect(destinations.length).toBeGreaterThan(10);
    for (const path of ['/contact/thank-you', ...destinations]) {
      if (path !== '/contact/thank-you') {
        await page.locator(`footer a[href="${path}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Off the page: what is under the pointer would change as the stylesheets are swapped.
        await page.mouse.move(-1, -1);
      }
      await settled(page);
      const own = await styles(page);
      const whole = await stylesWithWholeStylesheet(page);
      const differences = own.flatMap((element, index) => {
        if (element.path !== whole[index]!.path) return [`${element.path} became ${whole[index]!.path} meanwhile`];
        const changed = Object.keys(element.style).filter((property) => element.style[property] !== whole[index]!.style[property]);
        return changed.length ? [`${element.path}: ${changed.map((property) => `${property} ${element.style[property]} (whole stylesheet: ${whole[index]!.style[property]})`).join(', ')}`] : [];
      });
      expect(differences, path).toEqual([]);
    }
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
    expect(problems).toEqual([]);
  });
}
