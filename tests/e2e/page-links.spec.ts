import { crmFaq } from '../../app/content/page-faqs/crm';
import { type Page, expect, test } from '@playwright/test';
import { pages } from '../../app/content/pages';

/** Opens a page and waits until React has taken it over. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** A site path written out in visible text, e.g. "Book at /contact." (not "24/7" or an address). */
const RAW_PATH = new RegExp(String.raw`(?:^|[\s("'“])(?:${pages.map((entry) => entry.path).filter((path) => path !== '/').join('|')})(?![\w/-])`, 'm');

/** The page's visible text with every disclosure (FAQ answers, expandable cards) opened in turn. */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const texts = [document.body.innerText];
    for (const details of document.querySelectorAll('details')) {
      details.open = true;
      texts.push(details.innerText);
    }
    return texts.join('\n');
  });
}

test.describe('site paths in copy are links named for their page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an FAQ answer links "our pricing page", and following it opens the page', async ({ page }) => {
    const question = crmFaq.find((entry) => entry.a.includes('See /pricing.'))!;
    await open(page, '/crm');
    await page.getByText(question.q, { exact: true }).click();
    const answer = page.locator('details[open]', { hasText: question.q });
    await expect(answer).toContainText('See our pricing page.');
    await expect(answer).not.toContainText('/pricing');
    const link = answer.getByRole('link', { name: 'our pricing page', exact: true });
    await expect(link).toHaveAttribute('href', '/pricing');
    await link.click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/pric/i);
  });

  test('the consent line on the contact form links "Privacy Policy" once', async ({ page }) => {
    await open(page, '/contact');
    const consent = page.getByRole('checkbox', { name: /I agree that/ });
    await expect(consent).toHaveAccessibleName(/as described in the Privacy Policy\. Message and data rates/);
    const line = page.locator('label', { has: consent });
    await expect(line.getByRole('link')).toHaveCount(1);
    await expect(line.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveAttribute('href', '/privacy-policy');
  });

  test('the privacy policy names its privacy-choice pages instead of listing their paths', async ({ page }) => {
    await open(page, '/privacy-policy');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Cookie Preferences', exact: true }).first()).toHaveAttribute('href', '/cookie-preferences');
    await expect(main).not.toContainText('(/cookie-preferences)');
  });
});

for (const width of [390, 1440]) {
  test.describe(`no raw site path in visible text at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ['/', '/pricing', '/crm', '/ai', '/phone', '/solutions', '/contact', '/privacy-policy', '/cookie-policy']) {
      test(path, async ({ page }) => {
        await open(page, path);
        const text = await visibleText(page);
        expect(text.match(RAW_PATH)?.[0] ?? null, `raw path on ${path}`).toBeNull();
      });
    }
  });
}
