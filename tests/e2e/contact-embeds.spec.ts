/**
 * /contact on the build whose booking calendar and Digital Growth Form point at a fake host
 * (tests/e2e/fixtures/embeds): the calendar leads the page, the contact form sits in #contact-us and its
 * thank-you points at the calendar; when the host fails, each embed falls back to call, text and e-mail.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { contactContent } from '../../app/content/contact';
import { EMBED_TIMEOUT_MS } from '../../app/lib/embeds';
import { expectContactChannelLinks } from './helpers';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'embeds');
const { booking, direct, form, messageForm } = contactContent;

const section = (page: Page, id: string) => page.locator(`section#${id}`);

async function open(page: Page) {
  await page.goto('/contact');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`/contact with the calendar and the form configured, at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('when the embed host does not answer, both embeds fall back to call, text and e-mail', async ({ page }) => {
      test.setTimeout(EMBED_TIMEOUT_MS * 3);
      // The host takes the requests and never answers: each frame gives up after its timeout.
      await page.route('https://embeds.test/**', () => {});
      await open(page);
      const bookingSection = section(page, booking.id);
      await bookingSection.getByText(booking.session.obligation).scrollIntoViewIfNeeded();
      await expect(bookingSection.getByText(booking.fallback)).toBeVisible({ timeout: EMBED_TIMEOUT_MS * 2 });
      await expectContactChannelLinks(bookingSection);

      const contactUs = section(page, direct.id);
      await contactUs.getByRole('heading', { level: 3, name: form.title }).scrollIntoViewIfNeeded();
      await expect(contactUs.getByText(form.fallback)).toBeVisible({ timeout: EMBED_TIMEOUT_MS * 2 });
      await expectContactChannelLinks(contactUs);
    });

    test('the calendar leads, the contact form follows, and its thank-you points at the calendar', async ({ page }) => {
      await page.route('https://embeds.test/**', (route) => route.fulfill({ contentType: 'text/html', body: readFileSync(join(FIXTURES, 'frame.html'), 'utf8') }));
      await open(page);
      await expect(section(page, booking.id).getByRole('form')).toHaveCount(0);
      const contactForm = section(page, direct.id).getByRole('form', { name: messageForm.title });
      await contactForm.scrollIntoViewIfNeeded();
      await contactForm.getByRole('textbox', { name: /^Name/ }).fill('Sally Ride');
      await contactForm.getByRole('textbox', { name: 'E-mail' }).fill('sally@example.com');
      await contactForm.getByRole('checkbox', { name: /I agree that/ }).check();
      await contactForm.getByRole('button', { name: 'Send Message' }).click();
      const thanks = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Thanks, Sally Ride. Your message is with our team.' }) });
      await expect(thanks).toContainText(messageForm.success.next);
      await expect(thanks).toContainText(/calendar above/);
    });
  });
}
