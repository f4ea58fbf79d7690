/**
 * The pages with third-party embeds as they ship, none configured: nothing on them says something failed to
 * load, and /contact still offers the Digital Growth Form SPEC §2 names (the site's own form carries its name).
 */
import { type Page, expect, test } from '@playwright/test';
import { contactContent } from '../../app/content/contact';

/** Scrolls through the whole page, so every lazy embed has had its chance. */
async function readToTheEnd(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 600) await page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), top);
  await page.waitForLoadState('networkidle');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`with no embed configured, at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of ['/crm', '/pricing', '/contact']) {
      test(`${path} says nothing could not load`, async ({ page }) => {
        await page.goto(path);
        await readToTheEnd(page);
        await expect(page.getByRole('main')).not.toContainText(/could not load|failed to load|unavailable/i);
      });
    }

    test('/contact shows the Digital Growth Form', async ({ page }) => {
      await page.goto('/contact');
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      const form = page.getByRole('form', { name: contactContent.form.title });
      await expect(form.getByRole('heading', { name: 'Digital Growth Form' })).toBeVisible();
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
    });
  });
}
