/** The first-party privacy request form on /privacy-request, against the real API and store. */
import { expect, test, type Page } from '@playwright/test';
import { PRIVACY_REQUEST_ERRORS, formatDueDate, privacyRequestDueOn } from '../../app/lib/forms/privacy-request-form';
import { expectNoAxeViolations, watchForProblems } from './helpers';

const form = (page: Page) => page.getByRole('form', { name: 'Send your request here' });

test.use({ viewport: { width: 1280, height: 900 } });

test('a privacy request is checked, sent without a reload and answered with its due date', async ({ page, baseURL }) => {
  const problems = watchForProblems(page, baseURL!);
  await page.goto('/privacy-request');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const request = form(page);
  await request.getByRole('button', { name: 'Send Request' }).click();
  await expect(request.getByRole('alert')).toBeFocused();
  await expect(request.getByRole('alert')).toContainText(PRIVACY_REQUEST_ERRORS.requestType);
  await expect(request.getByRole('combobox', { name: 'What are you asking for?' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await request.getByRole('combobox', { name: 'What are you asking for?' }).selectOption({ label: 'Delete my information' });
  await request.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
  await request.getByRole('textbox', { name: 'E-mail address we should answer' }).fill('ada@example.com');
  await request.getByRole('button', { name: 'Send Request' }).click();
  const done = page.getByRole('heading', { name: 'We received your request.' });
  await expect(done).toBeFocused();
  await expect(page.getByRole('status')).toContainText(`answer by ${formatDueDate(privacyRequestDueOn(new Date()))}`);
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and lands on the confirmation page', async ({ page }) => {
    await page.goto('/privacy-request');
    const request = form(page);
    await request.getByRole('combobox', { name: 'What are you asking for?' }).selectOption('access');
    await request.getByRole('textbox', { name: 'Your name' }).fill('Grace Hopper');
    await request.getByRole('textbox', { name: 'E-mail address we should answer' }).fill('grace@example.com');
    await request.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(/\/privacy-request\/received$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We received your privacy request.');
  });
});
