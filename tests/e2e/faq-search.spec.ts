/**
 * The search field of a long FAQ (the /solutions general FAQ, 69 questions) as a visitor uses it: typing narrows
 * the questions, together with the chosen category, the count of matches is announced, and a search that finds
 * nothing says so. Shorter FAQs keep the category filter alone.
 */
import { type Page, expect, test } from '@playwright/test';
import { resolvePlaceholders } from '../../app/content/company';
import { generalFaq } from '../../app/content/general-faq';
import { expectNoAxeViolations, scrollIntoRest } from './helpers';

const faqSection = (page: Page) => page.locator('section#faq');
const searchBox = (page: Page) => faqSection(page).getByRole('searchbox', { name: 'Search questions' });
const count = (page: Page) => faqSection(page).getByRole('status');
const questions = (page: Page) => faqSection(page).locator('details');

/** The questions whose question or answer, as read, holds every word typed. */
function expectedMatches(words: string[], category?: string) {
  return generalFaq.filter(
    (entry) =>
      (!category || entry.category === category) &&
      words.every((word) => `${entry.q} ${resolvePlaceholders(entry.a)}`.toLowerCase().includes(word.toLowerCase())),
  );
}

async function open(page: Page) {
  await page.goto('/solutions');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await scrollIntoRest(page, searchBox(page));
  await expect(searchBox(page)).toBeEnabled();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`FAQ search at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('narrows the questions as the visitor types, and announces how many match', async ({ page }) => {
      await open(page);
      await expect(searchBox(page)).toHaveAttribute('type', 'search');
      await expect(questions(page)).toHaveCount(generalFaq.length);
      await expect(count(page)).toHaveText(`${generalFaq.length} questions in all categories`);
      await expect(count(page)).toHaveAttribute('aria-live', 'polite');

      await searchBox(page).pressSequentially('CRM');
      const crm = expectedMatches(['crm']);
      expect(crm.length).toBeGreaterThan(1);
      expect(crm.length).toBeLessThan(generalFaq.length);
      await expect(questions(page)).toHaveCount(crm.length);
      await expect(count(page)).toHaveText(`${crm.length} questions match “CRM”`);
      await expect(faqSection(page).locator('summary')).toHaveText(crm.map((entry) => entry.q));

      // Every word counts, in any order.
      await searchBox(page).pressSequentially(' mobile');
      const both = expectedMatches(['crm', 'mobile']);
      expect(both.length).toBeGreaterThan(0);
      expect(both.length).toBeLessThan(crm.length);
      await expect(questions(page)).toHaveCount(both.length);
      await expect(count(page)).toContainText(`“CRM mobile”`);
      await page.screenshot({ path: test.info().outputPath(`faq-search-${viewport.width}.png`) });
    });

    test('combines with the chosen category, which keeps its heading', async ({ page }) => {
      await open(page);
      await searchBox(page).fill('setup');
      const everywhere = expectedMatches(['setup']);
      const pricing = expectedMatches(['setup'], 'Pricing & Packages');
      expect(pricing.length).toBeGreaterThan(0);
      expect(pricing.length).toBeLessThan(everywhere.length);
      await expect(questions(page)).toHaveCount(everywhere.length);

      await faqSection(page).getByRole('button', { name: 'Pricing & Packages' }).click();
      await expect(faqSection(page).getByRole('heading', { level: 3, name: 'Pricing & Packages Questions' })).toBeVisible();
      await expect(questions(page)).toHaveCount(pricing.length);
      await expect(count(page)).toHaveText(`${pricing.length} ${pricing.length === 1 ? 'question matches' : 'questions match'} “setup” in this category`);

      // Emptying the field gives the category's own count, as SPEC words it.
      await searchBox(page).fill('');
      const category = generalFaq.filter((entry) => entry.category === 'Pricing & Packages');
      await expect(questions(page)).toHaveCount(category.length);
      await expect(count(page)).toHaveText(`${category.length} questions in this category`);
    });

    test('says plainly when nothing matches, and is used by keyboard alone', async ({ page }) => {
      await open(page);
      await searchBox(page).focus();
      await page.keyboard.type('zebra crossing');
      await expect(questions(page)).toHaveCount(0);
      await expect(count(page)).toHaveText('0 questions match “zebra crossing”');
      await expect(faqSection(page).getByText('No questions match “zebra crossing”.')).toBeVisible();
      await expect(faqSection(page).getByText('No questions found in this category.')).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Escape empties a search field; the questions come back.
      await page.keyboard.press('Escape');
      await expect(searchBox(page)).toHaveValue('');
      await expect(questions(page)).toHaveCount(generalFaq.length);

      // The clear button does the same and hands the focus back to the field.
      await page.keyboard.type('zebra');
      await faqSection(page).getByRole('button', { name: 'Clear search' }).press('Enter');
      await expect(searchBox(page)).toBeFocused();
      await expect(questions(page)).toHaveCount(generalFaq.length);

      // From the field, Tab reaches the category buttons.
      await page.keyboard.press('Tab');
      await expect(faqSection(page).getByRole('button', { name: 'All' })).toBeFocused();
    });
  });
}

test('a short FAQ keeps the category filter alone', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(faqSection(page).locator('details').first()).toBeAttached();
  await expect(faqSection(page).getByRole('searchbox')).toHaveCount(0);
});
